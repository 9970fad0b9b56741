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

/** The JSON-LD script; `<` is escaped so no text of ours can close the script element. */
export function BusinessJsonLd() {
  const json = JSON.stringify(businessJsonLd()).replace(/</g, '\\u003c')
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw JSON text; escaped above.
      dangerouslySetInnerHTML={{ __html: json }}
    />
  )
}
