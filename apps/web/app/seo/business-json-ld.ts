import { company } from '../content/company'
import { absoluteUrl } from './meta'

/** schema.org data about the business, for search engines: address, phones, opening hours. */
export function businessJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'GeneralContractor',
    name: company.name,
    legalName: company.legalName,
    description: company.blurb,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/favicon.svg'),
    image: absoluteUrl('/images/og-default.png'),
    foundingDate: String(company.foundedYear),
    email: company.email,
    telephone: company.phones[0].dial,
    contactPoint: [
      ...company.phones.map((phone) => ({
        '@type': 'ContactPoint',
        telephone: phone.dial,
        contactType: 'customer service',
        areaServed: 'IN',
      })),
      {
        '@type': 'ContactPoint',
        telephone: company.salesPhone.dial,
        contactType: 'sales',
        areaServed: 'IN',
      },
    ],
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${company.address.street}, ${company.address.locality}`,
      addressLocality: company.address.city,
      addressRegion: company.address.region,
      postalCode: company.address.postalCode,
      addressCountry: company.address.countryCode,
    },
    areaServed: company.regions.map((name) => ({ '@type': 'City', name })),
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: company.hours.days,
        opens: company.hours.opens,
        closes: company.hours.closes,
      },
    ],
    sameAs: company.social.map((profile) => profile.url),
  }
}

/**
 * The JSON-LD script for the <head> of every prerendered page (search engines read it from the
 * HTML; the app never needs it). `<` is escaped so no text of ours can close the script element.
 */
export function businessJsonLdScript(): string {
  const json = JSON.stringify(businessJsonLd()).replace(/</g, '\\u003c')
  return `<script type="application/ld+json">${json}</script>`
}
