// The words of the pages the API answers to a quote form posted without JavaScript (the forms'
// plain HTML post, `POST /api/contact/form`): the form again with its messages, the request sent, or
// why it was not. Copies of the website's own texts (apps/web/app/content/quote.ts, its Hindi in
// content/hi/quote.ts; the messages' Hindi is quote-messages-hi.ts, shared with it), since the API
// never imports the website's files; the website's no-script-texts.test.ts fails when a copy here
// and its original differ. Zod-free, like quote-fields.ts.
import type { LandSide } from './messages'
import { quoteMessageOf } from './quote-messages'
import { hindiSides, quoteMessageInHindi } from './quote-messages-hi'
import type { QuoteForm, QuoteLanguage } from './quote-source'

/** The forms that post as plain HTML when the page's code is not there (the popup needs it to open). */
export const plainQuoteForms = ['hero', 'home', 'contact'] as const satisfies readonly QuoteForm[]
export type PlainQuoteForm = (typeof plainQuoteForms)[number]

/** The fields of the form pages with a label, in the order of the forms. */
export type LabelledQuoteField =
  | 'name'
  | 'phone'
  | 'email'
  | 'city'
  | 'landSize'
  | 'landFacing'
  | 'projectType'
  | 'message'

interface Sentence {
  title: string
  description: string
}

export interface QuoteFormTexts {
  /** The heading of every page (the hero form's title). */
  heading: string
  labels: Record<LabelledQuoteField, string>
  /** The empty first choice of the two selects. */
  choose: Record<'landFacing' | 'projectType', string>
  landDimensions: { legend: string; side: (side: LandSide) => string; feet: string; inches: string }
  /** What a choice reads as, by its value (the values stay the contract's English). */
  optionLabels: Readonly<Record<string, string>>
  submitLabels: Record<PlainQuoteForm, string>
  /** The success message each form shows on the website. */
  sent: Record<PlainQuoteForm, Sentence>
  /** The website's Validation Error notice. */
  refused: { title: string; fallback: string }
  /** The website's notice of a request that could not be sent. */
  failed: { title: string; fallback: string }
  /** Why a request was not taken: too many from the address, another site's form, too long. */
  tooMany: string
  otherSite: string
  tooLong: string
  /** The link back to the page the form was on. */
  back: string
}

const submitFailureEnglish = { title: 'Error submitting form', fallback: 'Please try again later.' }
const submitFailureHindi = {
  title: 'फ़ॉर्म जमा करने में गड़बड़ी',
  fallback: 'कृपया थोड़ी देर बाद फिर से कोशिश करें।',
}

const english: QuoteFormTexts = {
  heading: 'Get a Free Quote',
  labels: {
    name: 'Full Name',
    phone: 'Phone Number',
    email: 'Email Address',
    city: 'City',
    landSize: 'Land Size (sq ft)',
    landFacing: 'Land Facing',
    projectType: 'Project Type',
    message: 'Message',
  },
  choose: { landFacing: 'Select direction', projectType: 'Select project type' },
  landDimensions: {
    legend: 'Land Dimensions',
    side: (side) => `${side} Side`,
    feet: 'Feet',
    inches: 'Inches',
  },
  optionLabels: {},
  submitLabels: { hero: 'Request My Free Quote', home: 'Send Message', contact: 'Submit Request' },
  sent: {
    hero: {
      title: 'Success!',
      description: "Your quote request has been submitted. We'll contact you shortly.",
    },
    home: {
      title: 'Success!',
      description: "Your message has been sent. We'll contact you shortly.",
    },
    contact: {
      title: 'Message Sent Successfully!',
      description: "Thank you for contacting the company. We'll respond shortly.",
    },
  },
  refused: { title: 'Validation Error', fallback: 'Please check your form inputs' },
  failed: submitFailureEnglish,
  tooMany: 'Too many requests were sent from your connection. Please try again in a minute.',
  otherSite: 'This form can only be sent from our website. Please open the page and send it there.',
  tooLong: 'What you typed is too long to send. Please shorten your message and try again.',
  back: 'Back to the page',
}

const hindi: QuoteFormTexts = {
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
  optionLabels: {
    'Residential Construction': 'घर का निर्माण',
    'Commercial Construction': 'कमर्शियल निर्माण',
    'Architectural Design': 'आर्किटेक्चरल डिज़ाइन',
    'Interior Design': 'इंटीरियर डिज़ाइन',
    'Building Consultancy': 'बिल्डिंग कंसल्टेंसी',
    'Project Management': 'प्रोजेक्ट मैनेजमेंट',
    Consultancy: 'कंसल्टेंसी',
    Other: 'अन्य',
    North: 'उत्तर',
    South: 'दक्षिण',
    East: 'पूरब',
    West: 'पश्चिम',
    'North-East': 'उत्तर-पूरब',
    'North-West': 'उत्तर-पश्चिम',
    'South-East': 'दक्षिण-पूरब',
    'South-West': 'दक्षिण-पश्चिम',
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
  failed: submitFailureHindi,
  // Not yet reviewed with app/content/hi/GLOSSARY.md: the three reasons and the link are new.
  tooMany: 'आपके कनेक्शन से बहुत ज़्यादा अनुरोध आ गए हैं। कृपया एक मिनट बाद फिर से कोशिश करें।',
  otherSite: 'यह फ़ॉर्म केवल हमारी वेबसाइट से भेजा जा सकता है। कृपया पेज खोलकर वहीं से भेजें।',
  tooLong: 'आपका लिखा हुआ भेजने के लिए बहुत लंबा है। कृपया संदेश छोटा करके फिर से भेजें।',
  back: 'पेज पर वापस जाएँ',
}

/** The form pages' words in each language of the website. */
export const quoteFormTexts: Record<QuoteLanguage, QuoteFormTexts> = { en: english, hi: hindi }

/**
 * A message of the contract's quote checks in `language`; a message it does not know (another
 * check's, in English) is undefined on a Hindi page, for the page to say something of its own.
 *
 * @example quoteMessageIn('hi', 'Please enter your city') // 'कृपया अपना शहर लिखें'
 */
export function quoteMessageIn(language: QuoteLanguage, message: string): string | undefined {
  if (language === 'en') return message
  const known = quoteMessageOf(message)
  return known && quoteMessageInHindi(known)
}
