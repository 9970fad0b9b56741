// Hindi texts of ../quote.ts: the quote forms and the quote popup. The English toasts and notices
// are the specification's exact copy; these are their Hindi counterparts for /hi/ pages. The words
// the API's no-script form pages say too are @nirman/contract's quote-form-words-hi.ts, their one
// home (a module of its own, so English pages never load it); the rest are the website's own.
import {
  hindiOptionLabels,
  hindiQuoteFormWords as words,
} from '@nirman/contract/quote-form-words-hi'
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
  visitOfferCopy as englishVisitOfferCopy,
} from '../quote'
import type { TextOf } from './text-of'

export const quoteFieldCopy: TextOf<typeof englishQuoteFieldCopy> = {
  name: { label: words.labels.name, placeholder: 'आपका पूरा नाम' },
  phone: { label: words.labels.phone, placeholder: '10 अंकों का मोबाइल नंबर' },
  // The address format is the same in every language.
  email: { label: words.labels.email, placeholder: 'you@example.com' },
  city: { label: words.labels.city, placeholder: 'जैसे पटना' },
  landSize: { label: words.labels.landSize, placeholder: 'जैसे 1200' },
  landFacing: { label: words.labels.landFacing, placeholder: words.choose.landFacing },
  projectType: { label: words.labels.projectType, placeholder: words.choose.projectType },
  message: {
    label: words.labels.message,
    placeholder: 'अपने प्रोजेक्ट के बारे में बताएँ: कितनी मंज़िलें, बजट, काम कब शुरू करना चाहते हैं...',
  },
}

export const landSizeCopy: TextOf<typeof englishLandSizeCopy> = {
  hint: 'sq ft में, इकाई के साथ (जैसे 2 कट्ठा), या फ़ीट में लंबाई x चौड़ाई (जैसे 30x40)।',
  readAsArea: (squareFeet: string) => `हम इसे ${squareFeet} sq ft भेजेंगे।`,
  readAsPlot: (lengthFeet: string, widthFeet: string, squareFeet: string) =>
    `${lengthFeet} फ़ीट x ${widthFeet} फ़ीट = ${squareFeet} sq ft।`,
  readAsUnits: (line: string) => `${line}।`,
}

export const landDimensionsCopy: TextOf<typeof englishLandDimensionsCopy> = {
  legend: words.landDimensions.legend,
  description: 'आपके प्लॉट की हर तरफ़ की लंबाई।',
  side: words.landDimensions.side,
  feet: words.landDimensions.feet,
  feetPlaceholder: 'फ़ीट',
  inches: words.landDimensions.inches,
}

export const messageCounterCopy: TextOf<typeof englishMessageCounterCopy> = {
  count: (typed, most) => `${most} में से ${typed} अक्षर`,
}

export const honeypotLabel: TextOf<typeof englishHoneypotLabel> = 'इस खाने को ख़ाली छोड़ दें'

export const validationNoticeCopy: TextOf<typeof englishValidationNoticeCopy> = words.refused

export const fullQuoteFormCopy: TextOf<typeof englishFullQuoteFormCopy> = {
  popup: { submitLabel: 'संदेश भेजें', pendingLabel: 'भेजा जा रहा है...' },
  home: { submitLabel: words.submitLabels.home, pendingLabel: 'जमा हो रहा है...' },
  contact: { submitLabel: words.submitLabels.contact, pendingLabel: 'जमा हो रहा है...' },
}

export const popupResultCopy: TextOf<typeof englishPopupResultCopy> = {
  success: { title: 'संदेश भेज दिया गया!', description: 'हम जल्द ही आपसे संपर्क करेंगे।' },
  failure: { title: 'गड़बड़ी', description: 'आपका संदेश नहीं भेजा जा सका। कृपया फिर से कोशिश करें।' },
}

const submitFailure = words.failed

export const homeResultCopy: TextOf<typeof englishHomeResultCopy> = {
  success: words.sent.home,
  failure: submitFailure,
}

export const contactResultCopy: TextOf<typeof englishContactResultCopy> = {
  success: words.sent.contact,
  failure: submitFailure,
}

export const heroQuoteFormCopy: TextOf<typeof englishHeroQuoteFormCopy> = {
  title: words.heading,
  // The reply time of company.ts (Hindi), written out: this module is the forms' chunk, which does
  // not import the first-load texts (quote-texts.test.ts keeps the two in step).
  intro: 'अपने प्रोजेक्ट के बारे में बताएँ, हम 24-48 कार्य-घंटों के भीतर आपको फ़ोन करेंगे।',
  submitLabel: words.submitLabels.hero,
  pendingLabel: 'जमा हो रहा है...',
  success: words.sent.hero,
  failure: submitFailure,
}

export const visitOfferCopy: TextOf<typeof englishVisitOfferCopy> = {
  book: 'मुफ़्त साइट विज़िट बुक करें',
  altText: 'साइट विज़िट वाले पेज पर मुफ़्त साइट विज़िट बुक करें',
}

export const quotePopupCopy: TextOf<typeof englishQuotePopupCopy> = {
  title: 'झटपट कोटेशन पाएँ',
  description: 'यह छोटा-सा फ़ॉर्म भरें, हम जल्द ही आपसे संपर्क करेंगे!',
  closeLabel: 'बंद करें',
}

export const optionLabels: TextOf<typeof englishOptionLabels> = hindiOptionLabels
