// Hindi texts of ../quote.ts: the quote forms and the quote popup. The English toasts and notices
// are the specification's exact copy; these are their Hindi counterparts for /hi/ pages.
import type { LandSide } from '@nirman/contract/quote-fields'
import type {
  contactResultCopy as englishContactResultCopy,
  fullQuoteFormCopy as englishFullQuoteFormCopy,
  heroQuoteFormCopy as englishHeroQuoteFormCopy,
  homeResultCopy as englishHomeResultCopy,
  honeypotLabel as englishHoneypotLabel,
  landDimensionsCopy as englishLandDimensionsCopy,
  landSizeCopy as englishLandSizeCopy,
  messageCounterCopy as englishMessageCounterCopy,
  optionLabels as englishOptionLabels,
  popupResultCopy as englishPopupResultCopy,
  quoteFieldCopy as englishQuoteFieldCopy,
  quotePopupCopy as englishQuotePopupCopy,
  validationNoticeCopy as englishValidationNoticeCopy,
} from '../quote'
import type { TextOf } from './text-of'

export const quoteFieldCopy: TextOf<typeof englishQuoteFieldCopy> = {
  name: { label: 'पूरा नाम', placeholder: 'आपका पूरा नाम' },
  phone: { label: 'फ़ोन नंबर', placeholder: '10 अंकों का मोबाइल नंबर' },
  // The address format is the same in every language.
  email: { label: 'ईमेल पता', placeholder: 'you@example.com' },
  city: { label: 'शहर', placeholder: 'जैसे पटना' },
  landSize: { label: 'ज़मीन का साइज़ (sq ft)', placeholder: 'जैसे 1200' },
  landFacing: { label: 'प्लॉट का मुख (फ़ेसिंग)', placeholder: 'दिशा चुनें' },
  projectType: { label: 'प्रोजेक्ट का प्रकार', placeholder: 'प्रोजेक्ट का प्रकार चुनें' },
  message: {
    label: 'संदेश',
    placeholder: 'अपने प्रोजेक्ट के बारे में बताएँ: कितनी मंज़िलें, बजट, काम कब शुरू करना चाहते हैं...',
  },
}

const sideNames: Record<LandSide, string> = {
  North: 'उत्तर',
  South: 'दक्षिण',
  East: 'पूरब',
  West: 'पश्चिम',
}

export const landSizeCopy: TextOf<typeof englishLandSizeCopy> = {
  hint: 'sq ft में, या प्लॉट की लंबाई x चौड़ाई फ़ीट में (जैसे 30x40)।',
  readAsArea: (squareFeet: string) => `हम इसे ${squareFeet} sq ft भेजेंगे।`,
  readAsPlot: (lengthFeet: string, widthFeet: string, squareFeet: string) =>
    `${lengthFeet} फ़ीट x ${widthFeet} फ़ीट = ${squareFeet} sq ft: हम ${squareFeet} sq ft भेजेंगे।`,
}

export const landDimensionsCopy: TextOf<typeof englishLandDimensionsCopy> = {
  legend: 'प्लॉट की नाप',
  description: 'आपके प्लॉट की हर तरफ़ की लंबाई।',
  side: (side: LandSide) => `${sideNames[side]} की तरफ़`,
  feet: 'फ़ीट',
  feetPlaceholder: 'फ़ीट',
  inches: 'इंच',
}

export const messageCounterCopy: TextOf<typeof englishMessageCounterCopy> = {
  count: (typed, most) => `${most} में से ${typed} अक्षर`,
}

export const honeypotLabel: TextOf<typeof englishHoneypotLabel> = 'इस खाने को ख़ाली छोड़ दें'

export const validationNoticeCopy: TextOf<typeof englishValidationNoticeCopy> = {
  title: 'जानकारी में गलती',
  fallback: 'कृपया फ़ॉर्म में भरी जानकारी जाँच लें',
}

export const fullQuoteFormCopy: TextOf<typeof englishFullQuoteFormCopy> = {
  popup: { submitLabel: 'संदेश भेजें', pendingLabel: 'भेजा जा रहा है...' },
  home: { submitLabel: 'संदेश भेजें', pendingLabel: 'जमा हो रहा है...' },
  contact: { submitLabel: 'अनुरोध भेजें', pendingLabel: 'जमा हो रहा है...' },
}

export const popupResultCopy: TextOf<typeof englishPopupResultCopy> = {
  success: { title: 'संदेश भेज दिया गया!', description: 'हम जल्द ही आपसे संपर्क करेंगे।' },
  failure: { title: 'गड़बड़ी', description: 'आपका संदेश नहीं भेजा जा सका। कृपया फिर से कोशिश करें।' },
}

const submitFailure = {
  title: 'फ़ॉर्म जमा करने में गड़बड़ी',
  fallback: 'कृपया थोड़ी देर बाद फिर से कोशिश करें।',
}

export const homeResultCopy: TextOf<typeof englishHomeResultCopy> = {
  success: {
    title: 'हो गया!',
    description: 'आपका संदेश भेज दिया गया है। हम जल्द ही आपसे संपर्क करेंगे।',
  },
  failure: submitFailure,
}

export const contactResultCopy: TextOf<typeof englishContactResultCopy> = {
  success: {
    title: 'संदेश सफलतापूर्वक भेज दिया गया!',
    description: 'कंपनी से संपर्क करने के लिए धन्यवाद। हम जल्द ही जवाब देंगे।',
  },
  failure: submitFailure,
}

export const heroQuoteFormCopy: TextOf<typeof englishHeroQuoteFormCopy> = {
  title: 'मुफ़्त कोटेशन पाएँ',
  // The reply time of company.ts (Hindi), written out: this module is the forms' chunk, which does
  // not import the first-load texts (quote-texts.test.ts keeps the two in step).
  intro: 'अपने प्रोजेक्ट के बारे में बताएँ, हम 24-48 कार्य-घंटों के भीतर आपको फ़ोन करेंगे।',
  submitLabel: 'मेरा मुफ़्त कोटेशन मँगवाएँ',
  pendingLabel: 'जमा हो रहा है...',
  success: {
    title: 'हो गया!',
    description: 'आपका कोटेशन अनुरोध जमा हो गया है। हम जल्द ही आपसे संपर्क करेंगे।',
  },
  failure: submitFailure,
}

export const quotePopupCopy: TextOf<typeof englishQuotePopupCopy> = {
  title: 'झटपट कोटेशन पाएँ',
  description: 'यह छोटा-सा फ़ॉर्म भरें, हम जल्द ही आपसे संपर्क करेंगे!',
  closeLabel: 'बंद करें',
}

export const optionLabels: TextOf<typeof englishOptionLabels> = {
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
}
