import { hindiSides } from './quote-form-words-hi'
import type {
  NamedQuoteField,
  QuoteMessage,
  QuoteMessageWordings,
  Wait,
  WaitUnit,
} from './quote-messages'

// The Hindi of the quote forms' messages (quote-messages.ts), reviewed in the style of the
// website's app/content/hi/GLOSSARY.md: sq ft stays in English, the visitor is addressed with आप,
// short and direct requests. Every id needs its wording (a missing one does not compile). One
// home for the website's forms (fetched only on a Hindi page, with a form's checks) and for the
// pages the API answers to a form posted without JavaScript.

export { hindiSides }

const hindiFieldNames: Readonly<Record<NamedQuoteField, string>> = {
  name: 'नाम',
  phone: 'फ़ोन नंबर',
  email: 'ईमेल',
  city: 'शहर',
  landSize: 'ज़मीन का साइज़',
  message: 'संदेश',
}

const hindiUnits: Readonly<Record<WaitUnit, string>> = {
  ms: 'मिलीसेकंड',
  second: 'सेकंड',
  minute: 'मिनट',
  hour: 'घंटे',
  day: 'दिन',
  year: 'साल',
}

/** A wait in Hindi: "1 मिनट", "30 सेकंड". */
export function waitInHindi({ count, unit }: Wait): string {
  return `${count} ${hindiUnits[unit]}`
}

export const hindiQuoteMessages: QuoteMessageWordings = {
  name: () => 'नाम कम से कम 3 अक्षरों का होना चाहिए',
  phone: () => 'कृपया सही फ़ोन नंबर लिखें',
  email: () => 'कृपया सही ईमेल पता लिखें',
  city: () => 'कृपया अपना शहर लिखें',
  landSize: () => 'कृपया ज़मीन का साइज़ sq ft में लिखें',
  landFacing: () => 'कृपया प्लॉट का मुख (फ़ेसिंग) चुनें',
  projectType: () => 'कृपया प्रोजेक्ट का प्रकार चुनें',
  landSizeUnreadable: () =>
    'कृपया ज़मीन का साइज़ sq ft में लिखें: कोई संख्या, जैसे 1200, फ़ीट में लंबाई x चौड़ाई, जैसे 30x40, या इकाई के साथ, जैसे 2 कट्ठा',
  sideFeet: ({ side }) => `कृपया ${hindiSides[side]} की तरफ़ की नाप फ़ीट में लिखें`,
  sideInches: ({ side }) => `${hindiSides[side]} की तरफ़ के इंच 0 से 11 तक की पूरी संख्या होने चाहिए`,
  tooLong: ({ field, max }) => `${hindiFieldNames[field]} में ज़्यादा से ज़्यादा ${max} अक्षर हो सकते हैं`,
  singleLine: ({ field }) => `${hindiFieldNames[field]} एक ही पंक्ति में, सादे अक्षरों में लिखें`,
  storageFull: () => 'अभी हम कुछ भी सहेज नहीं पा रहे हैं। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  unavailable: () => 'सेवा अभी कुछ देर के लिए उपलब्ध नहीं है। कृपया थोड़ी देर में फिर कोशिश करें।',
  internalError: () => 'सर्वर में कोई गड़बड़ी हुई। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  tooManyRequests: ({ wait }) =>
    `बहुत ज़्यादा अनुरोध आए हैं। कृपया ${waitInHindi(wait)} बाद फिर कोशिश करें।`,
}

/** A message in Hindi. */
export function quoteMessageInHindi(message: QuoteMessage): string {
  return (hindiQuoteMessages[message.id] as (message: QuoteMessage) => string)(message)
}
