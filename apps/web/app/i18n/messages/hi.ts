import type { MessageId } from './en'

// The reviewed Hindi of en.ts, in the style of app/content/hi/GLOSSARY.md (sq ft stays in English;
// the visitor is addressed with आप; short, direct requests). Typed against the English ids: an id
// without its Hindi does not compile, and messages.test.ts checks each is Devanagari and keeps the
// English placeholders.
export const hindiMessages: Record<MessageId, string> = {
  'api.tooManyRequests': 'बहुत ज़्यादा अनुरोध आए हैं। कृपया {after} बाद फिर कोशिश करें।',
  'api.storageFull': 'अभी हम कुछ भी सहेज नहीं पा रहे हैं। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'api.unavailable': 'सेवा अभी कुछ देर के लिए उपलब्ध नहीं है। कृपया थोड़ी देर में फिर कोशिश करें।',
  'api.internalError': 'सर्वर में कोई गड़बड़ी हुई। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'quote.name': 'नाम कम से कम 3 अक्षरों का होना चाहिए',
  'quote.phone': 'कृपया सही फ़ोन नंबर लिखें',
  'quote.email': 'कृपया सही ईमेल पता लिखें',
  'quote.city': 'कृपया अपना शहर लिखें',
  'quote.landSize': 'कृपया ज़मीन का साइज़ sq ft में लिखें',
  'quote.landFacing': 'कृपया प्लॉट का मुख (फ़ेसिंग) चुनें',
  'quote.projectType': 'कृपया प्रोजेक्ट का प्रकार चुनें',
  'quote.landSizeUnreadable':
    'कृपया ज़मीन का साइज़ sq ft में लिखें: कोई संख्या, जैसे 1200, या फ़ीट में लंबाई x चौड़ाई, जैसे 30x40',
  'quote.sideFeet': 'कृपया {side} की तरफ़ की नाप फ़ीट में लिखें',
  'quote.sideInches': '{side} की तरफ़ के इंच 0 से 11 तक की पूरी संख्या होने चाहिए',
  'quote.tooLong': '{field} में ज़्यादा से ज़्यादा {max} अक्षर हो सकते हैं',
  'quote.singleLine': '{field} एक ही पंक्ति में, सादे अक्षरों में लिखें',
  'side.North': 'उत्तर',
  'side.South': 'दक्षिण',
  'side.East': 'पूरब',
  'side.West': 'पश्चिम',
  'field.Name': 'नाम',
  'field.Phone number': 'फ़ोन नंबर',
  'field.Email': 'ईमेल',
  'field.City': 'शहर',
  'field.Land size': 'ज़मीन का साइज़',
  'field.Message': 'संदेश',
  'field.Feet': 'फ़ीट',
}
