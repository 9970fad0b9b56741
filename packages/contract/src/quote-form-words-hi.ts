// The Hindi of quote-form-words.ts: what the quote forms say on the website's /hi/ pages and on the
// Hindi pages the API answers to a form posted without JavaScript (quote-form-texts.ts), in the
// style of the website's app/content/hi/GLOSSARY.md. Its own module, imports of types only:
// `@nirman/contract/quote-form-words-hi`, loaded by Hindi pages alone.
import type { LandSide } from './messages'
import type { contactProjectTypes, landFacingOptions, popupProjectTypes } from './quote-fields'
import type { QuoteFormFailure, QuoteFormWords } from './quote-form-words'

/** A choice of the forms' selects: a project type any form offers, or a facing of the plot. */
export type QuoteOption =
  | (typeof popupProjectTypes)[number]
  | (typeof contactProjectTypes)[number]
  | (typeof landFacingOptions)[number]

/** The land's sides in Hindi (the checks' messages of quote-messages-hi.ts name them so too). */
export const hindiSides: Readonly<Record<LandSide, string>> = {
  North: 'उत्तर',
  South: 'दक्षिण',
  East: 'पूरब',
  West: 'पश्चिम',
}

const submitFailure: QuoteFormFailure = {
  title: 'फ़ॉर्म जमा करने में गड़बड़ी',
  fallback: 'कृपया थोड़ी देर बाद फिर से कोशिश करें।',
}

/** The Hindi words of the quote forms. */
export const hindiQuoteFormWords: QuoteFormWords = {
  heading: 'मुफ़्त कोटेशन पाएँ',
  labels: {
    name: 'पूरा नाम',
    phone: 'फ़ोन नंबर',
    email: 'ईमेल पता',
    city: 'शहर',
    landSize: 'ज़मीन का साइज़ (sq ft)',
    landFacing: 'प्लॉट का मुख (फ़ेसिंग)',
    projectType: 'प्रोजेक्ट का प्रकार',
    message: 'संदेश',
  },
  choose: { landFacing: 'दिशा चुनें', projectType: 'प्रोजेक्ट का प्रकार चुनें' },
  landDimensions: {
    legend: 'प्लॉट की नाप',
    side: (side) => `${hindiSides[side]} की तरफ़`,
    feet: 'फ़ीट',
    inches: 'इंच',
  },
  submitLabels: { hero: 'मेरा मुफ़्त कोटेशन मँगवाएँ', home: 'संदेश भेजें', contact: 'अनुरोध भेजें' },
  sent: {
    hero: {
      title: 'हो गया!',
      description: 'आपका कोटेशन अनुरोध जमा हो गया है। हम जल्द ही आपसे संपर्क करेंगे।',
    },
    home: {
      title: 'हो गया!',
      description: 'आपका संदेश भेज दिया गया है। हम जल्द ही आपसे संपर्क करेंगे।',
    },
    contact: {
      title: 'संदेश सफलतापूर्वक भेज दिया गया!',
      description: 'कंपनी से संपर्क करने के लिए धन्यवाद। हम जल्द ही जवाब देंगे।',
    },
  },
  refused: { title: 'जानकारी में गलती', fallback: 'कृपया फ़ॉर्म में भरी जानकारी जाँच लें' },
  failed: submitFailure,
}

/** What each choice of the selects reads as in Hindi (the value sent stays the English one). */
export const hindiOptionLabels: Readonly<Record<QuoteOption, string>> = {
  'Residential Construction': 'घर का निर्माण',
  'Commercial Construction': 'कमर्शियल निर्माण',
  'Architectural Design': 'आर्किटेक्चरल डिज़ाइन',
  'Interior Design': 'इंटीरियर डिज़ाइन',
  'Building Consultancy': 'बिल्डिंग कंसल्टेंसी',
  'Project Management': 'प्रोजेक्ट मैनेजमेंट',
  Consultancy: 'कंसल्टेंसी',
  Other: 'अन्य',
  ...hindiSides,
  'North-East': 'उत्तर-पूरब',
  'North-West': 'उत्तर-पश्चिम',
  'South-East': 'दक्षिण-पूरब',
  'South-West': 'दक्षिण-पश्चिम',
}
