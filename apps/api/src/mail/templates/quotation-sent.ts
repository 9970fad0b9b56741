import { reachUsSentence } from '../mail-company'
import { letter } from '../mail-message'
import type { MailTemplate } from '../mail-template'
import { optionalLine } from './quote-acknowledgement'

export interface QuotationSentData {
  name: string
  /** "Q-12" */
  number: string
  revision: number
  /** The total as people read it: "₹27,61,200". */
  total: string
  /** The last day it is valid, YYYY-MM-DD. */
  validUntil: string
  /** The quotation's page, where the client reads it, downloads the PDF and accepts it. */
  link: string
}

const dayIn = (locale: 'en-IN' | 'hi-IN', day: string) =>
  new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`))

/**
 * The quotation sent to the client, in the quotation's language: its number, total and validity,
 * and the link to its page (read it, download the PDF, accept or decline). Sent by staff, to the
 * address they checked in the quotation.
 */
export const quotationSent: MailTemplate<QuotationSentData> = {
  en: ({ name, number, revision, total, validUntil, link }, company) => ({
    subject: `Your quotation ${number}${revision > 1 ? ` (revision ${revision})` : ''} from ${company.name}`,
    ...(company.email ? { replyTo: company.email } : {}),
    ...letter(
      `Dear ${name},`,
      [
        `Thank you for your time. Your quotation ${number}${revision > 1 ? `, revision ${revision},` : ''} comes to ${total} and is valid until ${dayIn('en-IN', validUntil)}.`,
        `Read it, download the PDF and accept it online here: ${link}`,
        ...optionalLine(reachUsSentence(company, 'en', { en: 'Questions?', hi: '' })),
      ],
      company.name,
    ),
  }),
  hi: ({ name, number, revision, total, validUntil, link }, company) => ({
    subject: `${company.hindiName} से आपका कोटेशन ${number}${revision > 1 ? ` (संशोधन ${revision})` : ''} | Your quotation`,
    ...(company.email ? { replyTo: company.email } : {}),
    ...letter(
      `प्रिय ${name},`,
      [
        `समय देने के लिए धन्यवाद। आपका कोटेशन ${number}${revision > 1 ? ` (संशोधन ${revision})` : ''} कुल ${total} का है और ${dayIn('hi-IN', validUntil)} तक मान्य है।`,
        `इसे पढ़ें, PDF डाउनलोड करें और ऑनलाइन स्वीकार करें: ${link}`,
        ...optionalLine(reachUsSentence(company, 'hi', { en: '', hi: 'कोई सवाल?' })),
      ],
      company.hindiName,
    ),
  }),
}
