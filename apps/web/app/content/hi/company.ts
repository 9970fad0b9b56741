// Hindi texts of ../company.ts. The company's name in Devanagari, its tagline, blurb, place,
// opening hours, response time and the cities it works in. The PIN code, the site's address and the JSON-LD hours stay as they are in the
// English module (the JSON-LD address too: seo/business-json-ld.ts reads the English module), as do
// the owner's phone numbers, e-mail, map, profiles, GSTIN and credit.
import type {
  Company,
  contactBarCopy as englishContactBarCopy,
  socialLinksCopy as englishSocialLinksCopy,
} from '../company'
import type { TextOf } from './text-of'

/** Keys of `Company` that are not translated: contact details, and machine values. */
export const keptInEnglish = [
  'siteUrl',
  'postalCode',
  'countryCode',
  'phones',
  'salesPhone',
  'email',
  'map',
  'social',
  'agency',
  'gstin',
  'whatsapp',
  'days',
  'opens',
  'closes',
] as const

type Kept = (typeof keptInEnglish)[number]

export const company: TextOf<Company, Kept> = {
  name: 'निर्माण कंस्ट्रक्शन्स',
  tagline: '2011 से बिहार का निर्माण',
  address: {
    locality: 'दानापुर',
    city: 'पटना',
    region: 'बिहार',
    country: 'भारत',
  },
  blurb:
    'इंफ्रास्ट्रक्चर डेवलपमेंट की एक अग्रणी कंपनी, जो 2011 से पूर्वी और उत्तरी भारत में घर, दफ़्तर और संस्थानों की इमारतें बना रही है।',
  hours: {
    short: 'सोम-शनि सुबह 9:00 - शाम 6:00',
    long: 'सोमवार से शनिवार, सुबह 9:00 से शाम 6:00 बजे तक',
    closed: 'रविवार बंद',
  },
  // Always followed by a postposition ("... के भीतर"), hence the oblique plural.
  responseTime: '24-48 कार्य-घंटों',
  regions: ['पटना', 'दानापुर', 'मुज़फ़्फ़रपुर', 'गया'],
}

// The button label 'WhatsApp' is the app's name and stays as it is: `whatsapp` is kept in English.
export const contactBarCopy: TextOf<typeof englishContactBarCopy, Kept> = {
  label: 'हमसे संपर्क करें',
  call: 'कॉल करें',
  whatsappButton: 'WhatsApp पर हमसे बात करें',
  quote: 'कोटेशन पाएँ',
  visit: 'साइट विज़िट',
  whatsappMessage: (companyName, pageUrl) =>
    `नमस्ते ${companyName}, मैं आपसे घर बनवाने के बारे में और जानना चाहता/चाहती हूँ। मैं यह पेज पढ़ रहा/रही था/थी: ${pageUrl}`,
}

export const socialLinksCopy: TextOf<typeof englishSocialLinksCopy> = {
  profileLabel: (companyName, network) => `${network} पर ${companyName}`,
}
