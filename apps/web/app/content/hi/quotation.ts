// Hindi texts of ../quotation.ts: a client's quotation page (/q/<token>) when the quotation is in
// Hindi, and the Hindi half of what the page says before it is here. The fixed words of the
// quotation (दिनांक, उप-योग, कुल राशि, भुगतान की किस्तें...) are the PDF's own (apps/api
// quotation-pdf-words.ts), so that the page and the paper read alike.
import type {
  quotationPageCopy as englishPageCopy,
  quotationShellCopy as englishShellCopy,
} from '../quotation'
import type { TextOf } from './text-of'

/** The part of the day a time falls in, as Patna says the time: सुबह 9:00, शाम 6:00. */
function partOfDay(hour: number): string {
  if (hour >= 4 && hour < 12) return 'सुबह'
  if (hour >= 12 && hour < 16) return 'दोपहर'
  if (hour >= 16 && hour < 20) return 'शाम'
  return 'रात'
}

export const quotationShellCopy: TextOf<typeof englishShellCopy> = {
  title: 'कोटेशन',
  opening: 'आपका कोटेशन खुल रहा है...',
  noScript: 'आपका कोटेशन दिखाने के लिए इस पेज को JavaScript चाहिए। कृपया उसे चालू करें, या हमसे PDF माँगें।',
  notFoundTitle: 'इस लिंक पर कोई कोटेशन नहीं है',
  notReached: 'हमारे सर्वर से संपर्क नहीं हो पाया। अपना इंटरनेट कनेक्शन देखकर फिर कोशिश करें।',
  tryAgain: 'फिर कोशिश करें',
}

export const quotationPageCopy: TextOf<typeof englishPageCopy> = {
  metaTitle: (number, company) => `कोटेशन ${number} | ${company}`,
  letterhead: {
    phone: 'फ़ोन',
    email: 'ई-मेल',
    gstin: 'GSTIN नंबर',
  },
  heading: (number) => `कोटेशन ${number}`,
  revision: (revision) => `संशोधन ${revision}`,
  issuedOn: 'दिनांक',
  validUntil: 'कब तक मान्य',
  client: 'ग्राहक',
  site: 'कार्य स्थल',
  downloadPdf: 'PDF डाउनलोड करें',
  items: 'काम और सामान',
  optionalItems: 'वैकल्पिक (कुल में शामिल नहीं)',
  optional: 'वैकल्पिक',
  amount: 'राशि',
  groupSubtotal: (group) => `${group} का उप-योग`,
  summary: 'कुल हिसाब',
  subtotal: 'उप-योग',
  discount: 'छूट',
  taxable: 'कर योग्य राशि',
  beforeTax: 'कर से पहले की राशि',
  total: 'कुल राशि',
  optionalTotal: 'वैकल्पिक काम (कुल में शामिल नहीं)',
  inWords: 'शब्दों में',
  pricesIncludeTax: 'दामों में GST शामिल है।',
  schedule: 'भुगतान की किस्तें',
  stage: 'चरण',
  share: 'हिस्सा',
  terms: 'शर्तें',
  time: (hour, minutes) => `${partOfDay(hour)} ${hour % 12 || 12}:${minutes} बजे`,
  status: {
    open: (day) => `यह कोटेशन ${day} तक मान्य है।`,
    accepted: (name, day, time) => `${name} ने इसे ${day} को ${time} (भारतीय समय) स्वीकार किया।`,
    acceptedPdf: 'स्वीकार किया गया PDF, स्वीकृति प्रमाण-पत्र के साथ, डाउनलोड करें',
    declined: (day) => `आपने यह कोटेशन ${day} को अस्वीकार किया।`,
    declinedReason: 'आपका कारण',
    expired: (day) => `यह कोटेशन ${day} तक मान्य था। कृपया हमसे नया कोटेशन माँगें।`,
  },
  answer: {
    title: 'स्वीकार करें या अस्वीकार करें',
    meaning: (number, revision, total) =>
      `स्वीकार करके आप कोटेशन ${number}, संशोधन ${revision}, कुल ${total}, ठीक वैसा ही स्वीकार करते हैं जैसा उसके PDF में है।`,
    fingerprint: 'उस PDF की SHA-256 पहचान',
    nameLabel: 'आपका पूरा नाम',
    sendCode: 'मुझे कोड भेजें',
    newCode: 'नया कोड भेजें',
    sendingCode: 'कोड भेजा जा रहा है...',
    codeGoesTo: (address) => `कोड ईमेल से ${address} पर भेजा जाता है।`,
    codeSent: (address, minutes) =>
      `हमने ${address} पर 6 अंकों का कोड भेजा है। यह ${minutes} मिनट तक काम करेगा।`,
    codeLabel: 'ईमेल में आया 6 अंकों का कोड',
    accept: 'यह कोटेशन स्वीकार करें',
    accepting: 'स्वीकार हो रहा है...',
    decline: 'यह कोटेशन अस्वीकार करें',
    reasonLabel: 'आप इसे क्यों अस्वीकार कर रहे हैं?',
    declineButton: 'भेजें और अस्वीकार करें',
    declining: 'भेजा जा रहा है...',
    notReached: 'हमारे सर्वर से संपर्क नहीं हो पाया। अपना इंटरनेट कनेक्शन देखकर फिर कोशिश करें।',
    reload: 'कोटेशन फिर से खोलें',
  },
}
