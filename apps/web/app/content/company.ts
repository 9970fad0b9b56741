// The company's details as the build knows them: what the specification gives (the name, where the
// office is, the opening hours, the reply time, the regions) and nothing made up. Phones, WhatsApp,
// the e-mail, the street, the map, social profiles, the GSTIN and the agency's credit are the
// owner's, saved in the dashboard: they come with each page (app/settings/) and are laid over these
// (app/i18n/company.ts: `useCompany`). A part of a page that needs a detail nobody gave is hidden.
import type { SocialNetwork, Weekday } from '@nirman/contract/site-settings'

export interface Phone {
  /** As people read it: "+91 94310 12345". */
  display: string
  /** For tel: links, digits only with the country code. */
  dial: string
}

export interface OpeningHours {
  /** "Mon-Sat 9:00 AM - 6:00 PM" as the footer shows it. */
  short: string
  /** "Monday to Saturday 9:00 AM to 6:00 PM" as the contact page shows it. */
  long: string
  /** "Sunday closed"; none when the office opens every day. */
  closed?: string
  /** The open days, Monday first (JSON-LD). */
  days: readonly Weekday[]
  /** "09:00", "18:00" (JSON-LD). */
  opens: string
  closes: string
}

export interface SocialProfile {
  network: SocialNetwork
  url: string
}

export interface Company {
  name: string
  tagline: string
  blurb: string
  foundedYear: number
  /**
   * The public address of the site, without a trailing slash: the owner's, or the build's for
   * canonical URLs and the sitemap (the API serving the pages puts the public address in their head).
   */
  siteUrl: string
  address: {
    /** The street, building or landmark: the owner's only. */
    street?: string
    locality?: string
    city: string
    region: string
    postalCode: string
    country: string
    countryCode: string
  }
  /** Up to three numbers; the first one is the call link (website.md section 9). None: no call link. */
  phones: readonly Phone[]
  salesPhone?: Phone
  /** The WhatsApp number, digits only with the country code (for https://wa.me/<number>). */
  whatsapp?: string
  email?: string
  hours: OpeningHours
  /** Response time to a quote request. */
  responseTime: string
  /** A link to the office on a map (the contact page also embeds the map of the owner's street). */
  mapUrl?: string
  social: readonly SocialProfile[]
  /** The design agency credited in the footer. */
  agency?: { name: string; url: string }
  /** The GST identification number, shown in the footer. */
  gstin?: string
  regions: readonly string[]
}

/**
 * The details a page shows (`useCompany`): the opening hours are worded where they are shown
 * (`useOpeningHours`, i18n/opening-hours.ts), so that the pages' first load carries no wording of
 * them.
 */
export type CompanyOnPage = Omit<Company, 'hours'>

/** The build's own details: the specification's, with no detail only the owner can give. */
export const defaultCompany: Company = {
  name: 'Nirman Constructions',
  tagline: 'Building Bihar since 2011',
  blurb:
    'A leading company in infrastructure development, building homes, offices and institutions across East and North India since 2011.',
  foundedYear: 2011,
  siteUrl: 'https://www.nirmanconstructions.in',
  address: {
    locality: 'Danapur',
    city: 'Patna',
    region: 'Bihar',
    postalCode: '801503',
    country: 'India',
    countryCode: 'IN',
  },
  phones: [],
  hours: {
    short: 'Mon-Sat 9:00 AM - 6:00 PM',
    long: 'Monday to Saturday 9:00 AM to 6:00 PM',
    closed: 'Sunday closed',
    days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'],
    opens: '09:00',
    closes: '18:00',
  },
  responseTime: '24-48 business hours',
  social: [],
  regions: ['Patna', 'Danapur', 'Muzaffarpur', 'Gaya'],
}

/**
 * "Saguna More, Bailey Road, Danapur, Patna, Bihar 801503, India": the parts of `address` that are
 * given (the build's own: "Danapur, Patna, Bihar 801503, India").
 */
export function postalAddress(address: Company['address']): string {
  const { street, locality, city, region, postalCode, country } = address
  return [street, locality, city, `${region} ${postalCode}`, country].filter(Boolean).join(', ')
}

/** "Danapur, Patna": where in the city the office is (its city alone when no locality is given). */
export function placeOf(address: Company['address']): string {
  return [address.locality, address.city].filter(Boolean).join(', ')
}

/** The name a screen reader gives a link to one of the company's social profiles. */
export const socialLinksCopy = {
  profileLabel: (companyName: string, network: string) => `${companyName} on ${network}`,
}

/**
 * The contact channels Bihar visitors use most: a call, WhatsApp, or the quote form. Shown as a bar
 * at the bottom of the screen on phones and a WhatsApp button on larger screens (each channel only
 * when the owner gave its number).
 */
export const contactBarCopy = {
  label: 'Contact us',
  call: 'Call',
  whatsapp: 'WhatsApp',
  whatsappButton: 'Chat with us on WhatsApp',
  quote: 'Get a Quote',
  /** To the booking page of a free site visit (issue 28). */
  visit: 'Site visit',
  /** The message WhatsApp opens with, naming the page the visitor was reading. */
  whatsappMessage: (companyName: string, pageUrl: string) =>
    `Hello ${companyName}, I would like to know more about building with you. I was reading ${pageUrl}`,
} as const
