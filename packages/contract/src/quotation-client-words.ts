import type { QuotationContent, QuotationTotals } from './quotation'
import type { QuoteLanguage } from './quote-source'

/**
 * A quotation as its client reads it, from the link staff sent (no account): the page on the
 * website (`/q/<token>`), its PDF, and accepting it with a name and a six-digit code e-mailed to
 * the quotation's address, or declining it with a reason.
 */

/** Where a sent quotation stands for its client. */
export const clientQuotationStatuses = ['open', 'accepted', 'declined', 'expired'] as const
export type ClientQuotationStatus = (typeof clientQuotationStatuses)[number]

export const clientQuotationLimits = {
  name: 100,
  reason: 1000,
  codeDigits: 6,
  /** Minutes a code can be used for. */
  codeMinutes: 15,
  /** Codes one quotation may send in an hour. */
  codesPerHour: 3,
  /** Tries of one code before it is void. */
  codeTries: 5,
} as const

/** What the client's page and the API's refusals say, in the quotation's language. */
export interface ClientQuotationMessages {
  notFound: string
  name: string
  nameLong: string
  code: string
  wrongCode: string
  expiredCode: string
  tooManyTries: string
  tooManyCodes: string
  noEmail: string
  reason: string
  reasonLong: string
  expired: string
  changed: string
  decided: string
}

export const clientQuotationMessages: Record<QuoteLanguage, ClientQuotationMessages> = {
  en: {
    notFound: 'This quotation link does not open any quotation. Please ask us for a new link.',
    name: 'Type your full name to accept',
    nameLong: `Your name must be at most ${clientQuotationLimits.name} characters`,
    code: 'Enter the 6-digit code from the e-mail',
    wrongCode: 'That code is not right. Check the e-mail and type it again.',
    expiredCode: 'That code has expired. Ask for a new code.',
    tooManyTries: 'Too many wrong codes. Ask for a new code.',
    tooManyCodes: 'We have sent 3 codes in the last hour. Please wait a while and try again.',
    noEmail: 'This quotation has no e-mail address for a code. Please call us to accept it.',
    reason: 'Tell us why, so that we can do better',
    reasonLong: `The reason must be at most ${clientQuotationLimits.reason} characters`,
    expired: 'This quotation has expired. Please ask us for a new one.',
    changed: 'We have sent a newer revision of this quotation. Reload the page to read it.',
    decided: 'This quotation has already been answered.',
  },
  hi: {
    notFound: 'यह कोटेशन लिंक कोई कोटेशन नहीं खोलता। कृपया हमसे नया लिंक माँगें।',
    name: 'स्वीकार करने के लिए अपना पूरा नाम लिखें',
    nameLong: `नाम ज़्यादा से ज़्यादा ${clientQuotationLimits.name} अक्षरों का हो सकता है`,
    code: 'ईमेल में आया 6 अंकों का कोड लिखें',
    wrongCode: 'यह कोड सही नहीं है। ईमेल देखकर फिर से लिखें।',
    expiredCode: 'इस कोड का समय ख़त्म हो गया है। नया कोड माँगें।',
    tooManyTries: 'बहुत बार ग़लत कोड लिखा गया। नया कोड माँगें।',
    tooManyCodes: 'पिछले एक घंटे में 3 कोड भेजे जा चुके हैं। कृपया थोड़ी देर बाद फिर कोशिश करें।',
    noEmail: 'इस कोटेशन में कोड भेजने के लिए ईमेल पता नहीं है। स्वीकार करने के लिए हमें फ़ोन करें।',
    reason: 'कारण बताएँ, ताकि हम बेहतर कर सकें',
    reasonLong: `कारण ज़्यादा से ज़्यादा ${clientQuotationLimits.reason} अक्षरों का हो सकता है`,
    expired: 'इस कोटेशन की अवधि ख़त्म हो गई है। कृपया हमसे नया कोटेशन माँगें।',
    changed: 'हमने इस कोटेशन का नया संशोधन भेजा है। उसे पढ़ने के लिए पेज फिर से खोलें।',
    decided: 'इस कोटेशन का जवाब पहले ही दिया जा चुका है।',
  },
}

/** The company as the page's letterhead shows it (what the owner gave). */
export interface ClientQuotationCompany {
  name: string
  phones: string[]
  email: string | null
  gstin: string | null
}

/** `GET /api/quotations/:token`: the latest revision sent, as its client reads it. */
export interface ClientQuotation {
  number: string
  revision: number
  status: ClientQuotationStatus
  /** The company day it was sent, YYYY-MM-DD. */
  issuedOn: string
  content: QuotationContent
  totals: QuotationTotals
  /** SHA-256 of the PDF sent: what the client accepts. */
  pdfSha256: string
  /** Where a code goes, partly hidden ("an•••@example.com"); null when the quotation has none. */
  codeTo: string | null
  company: ClientQuotationCompany
  /** The acceptance, once made: the name typed and when (ISO 8601). */
  accepted: { name: string; at: string } | null
  declined: { reason: string; at: string } | null
}

/** `POST /api/quotations/:token/code`: where the code went and for how long it works. */
export interface QuotationCodeSent {
  codeTo: string
  minutes: number
}

export const clientQuotationPaths = {
  view: (token: string) => `/api/quotations/${token}`,
  /** The PDF: as sent, or once accepted with its certificate of acceptance after it. */
  pdf: (token: string) => `/api/quotations/${token}/pdf`,
  code: (token: string) => `/api/quotations/${token}/code`,
  accept: (token: string) => `/api/quotations/${token}/accept`,
  decline: (token: string) => `/api/quotations/${token}/decline`,
} as const

/** An e-mail address partly hidden: "anita@example.com" is "an•••@example.com". */
export function hiddenAddress(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 1) return '•••'
  return `${email.slice(0, Math.min(2, at))}•••${email.slice(at)}`
}
