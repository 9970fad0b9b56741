import type { Weekday } from '@nirman/contract/site-settings'
import { defaultCompany as company } from '../content/company'
import { absoluteUrl } from './meta'

/** schema.org's names of the days. */
const dayNames: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
}

/**
 * schema.org data about the business, for search engines, as the build knows it: its name, place,
 * the regions it works in and its opening hours. No phone, e-mail, street or profile: those are
 * the owner's, and the API serving a page writes them into this data (with the site's public
 * address in place of the build's).
 */
export function businessJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'GeneralContractor',
    name: company.name,
    description: company.blurb,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/favicon.svg'),
    image: absoluteUrl('/images/og-default.png'),
    foundingDate: String(company.foundedYear),
    address: {
      '@type': 'PostalAddress',
      addressLocality: company.address.city,
      addressRegion: company.address.region,
      postalCode: company.address.postalCode,
      addressCountry: company.address.countryCode,
    },
    areaServed: company.regions.map((name) => ({ '@type': 'City', name })),
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: company.hours.days.map((day) => dayNames[day]),
        opens: company.hours.opens,
        closes: company.hours.closes,
      },
    ],
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
