// The company's own details, in one place. Values marked PLACEHOLDER are stand-ins the company must
// replace with its real ones before going live (the specification gives their shape, not their
// values); everything else is the specification's fixed copy.

/** A value the company has to supply. Kept as a type so a search for it finds every one. */
type Placeholder<T> = T

export interface Phone {
  /** As people read it: "+91 98765 43210". */
  display: string
  /** For tel: links, digits only with the country code. */
  dial: string
}

export interface OpeningHours {
  /** "Mon-Sat 9:00 AM - 6:00 PM" as the footer shows it. */
  short: string
  /** "Monday to Saturday 9:00 AM to 6:00 PM" as the contact page shows it. */
  long: string
  closed: string
  /** For JSON-LD (schema.org OpeningHoursSpecification). */
  days: readonly ('Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday')[]
  opens: string
  closes: string
}

export interface Company {
  name: string
  legalName: Placeholder<string>
  tagline: string
  blurb: string
  foundedYear: number
  /** The public address of the site, without a trailing slash: canonical URLs and the sitemap. */
  siteUrl: Placeholder<string>
  address: {
    street: Placeholder<string>
    locality: string
    city: string
    region: string
    postalCode: string
    country: string
    countryCode: string
  }
  /** Three phone numbers; the first one is the call link (website.md section 9). */
  phones: Placeholder<readonly [Phone, Phone, Phone]>
  salesPhone: Placeholder<Phone>
  /** The WhatsApp number, digits only with the country code (for https://wa.me/<number>). */
  whatsapp: Placeholder<string>
  email: Placeholder<string>
  hours: OpeningHours
  /** Response time to a quote request. */
  responseTime: string
  map: {
    /** The embedded map of the contact page. */
    embedUrl: Placeholder<string>
    /** The same place as a plain link, for when the map cannot load. */
    linkUrl: Placeholder<string>
  }
  social: Placeholder<readonly { name: 'Facebook' | 'Instagram'; url: string }[]>
  agency: Placeholder<{ name: string; url: string }>
  regions: readonly string[]
}

export const company: Company = {
  name: 'Nirman Constructions',
  legalName: 'Nirman Constructions Pvt. Ltd.', // PLACEHOLDER
  tagline: 'Building Bihar since 2011',
  blurb:
    'A leading company in infrastructure development, building homes, offices and institutions across East and North India since 2011.',
  foundedYear: 2011,
  siteUrl: 'https://www.nirmanconstructions.in', // PLACEHOLDER
  address: {
    street: 'Saguna More, Bailey Road', // PLACEHOLDER
    locality: 'Danapur',
    city: 'Patna',
    region: 'Bihar',
    postalCode: '801503',
    country: 'India',
    countryCode: 'IN',
  },
  phones: [
    { display: '+91 98765 43210', dial: '+919876543210' }, // PLACEHOLDER
    { display: '+91 98765 43211', dial: '+919876543211' }, // PLACEHOLDER
    { display: '+91 612 234 5678', dial: '+916122345678' }, // PLACEHOLDER
  ],
  salesPhone: { display: '+91 98765 43219', dial: '+919876543219' }, // PLACEHOLDER
  whatsapp: '919876543210', // PLACEHOLDER
  email: 'info@nirmanconstructions.in', // PLACEHOLDER
  hours: {
    short: 'Mon-Sat 9:00 AM - 6:00 PM',
    long: 'Monday to Saturday 9:00 AM to 6:00 PM',
    closed: 'Sunday closed',
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    opens: '09:00',
    closes: '18:00',
  },
  responseTime: '24-48 business hours',
  map: {
    // PLACEHOLDER: the company's own pin; this one shows Danapur, Patna.
    embedUrl: 'https://www.google.com/maps?q=Danapur,+Patna,+Bihar+801503&output=embed',
    linkUrl: 'https://www.google.com/maps/search/?api=1&query=Danapur%2C+Patna%2C+Bihar+801503',
  },
  social: [
    { name: 'Facebook', url: 'https://www.facebook.com/' }, // PLACEHOLDER
    { name: 'Instagram', url: 'https://www.instagram.com/' }, // PLACEHOLDER
  ],
  agency: { name: 'Studio Placeholder', url: 'https://example.com/' }, // PLACEHOLDER
  regions: ['Patna', 'Danapur', 'Muzaffarpur', 'Gaya'],
}

/**
 * "Saguna More, Bailey Road, Danapur, Patna, Bihar 801503, India": the company's address, or
 * `address` (the company's in the page's language, i18n/company.ts).
 */
export function postalAddress(address: Company['address'] = company.address): string {
  const { street, locality, city, region, postalCode, country } = address
  return `${street}, ${locality}, ${city}, ${region} ${postalCode}, ${country}`
}

/** The name a screen reader gives a link to one of the company's social profiles. */
export const socialLinksCopy = {
  profileLabel: (companyName: string, network: string) => `${companyName} on ${network}`,
}

/**
 * The contact channels Bihar visitors use most: a call, WhatsApp, or the quote form. Shown as a bar
 * at the bottom of the screen on phones and a WhatsApp button on larger screens.
 */
export const contactBarCopy = {
  label: 'Contact us',
  call: 'Call',
  whatsapp: 'WhatsApp',
  whatsappButton: 'Chat with us on WhatsApp',
  quote: 'Get a Quote',
  /** The message WhatsApp opens with, naming the page the visitor was reading. */
  whatsappMessage: (pageUrl: string) =>
    `Hello ${company.name}, I would like to know more about building with you. I was reading ${pageUrl}`,
} as const

/** The wa.me link that opens a chat with the company, its message prefilled. */
export function whatsappHref(pageUrl: string): string {
  return `https://wa.me/${company.whatsapp}?text=${encodeURIComponent(contactBarCopy.whatsappMessage(pageUrl))}`
}
