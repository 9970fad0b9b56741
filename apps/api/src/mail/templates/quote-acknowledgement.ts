import { reachUsSentence } from '../mail-company'
import { letter } from '../mail-message'
import type { MailTemplate } from '../mail-template'

/**
 * The short acknowledgement to a visitor who gave an e-mail (LEAD_ACK=true), in the language of
 * the website they used, written by the company and nothing else: no word of the visitor's (name,
 * message, city) is ever in it. Anyone can type any address into the form, so a text of theirs in
 * it would let them make the company's mail server send their words to a stranger; this way a
 * stranger gets at most a short, polite note from the company, which says what to do if they sent
 * nothing. Only the request's number is filled in, and the company's details the owner gave (a
 * phone or an e-mail not given is not mentioned).
 *
 * Marked `Auto-Submitted: auto-replied` (RFC 3834), so that an out-of-office reply does not answer
 * it. The Hindi follows the website's glossary (apps/web/app/content/hi/GLOSSARY.md): कोटेशन
 * अनुरोध, आप, the brand in Devanagari, phone and e-mail in Latin letters. Its subject carries the
 * English too, for a reader whose mail program shows no Devanagari.
 */
export const quoteAcknowledgement: MailTemplate<{ reference: number }> = {
  en: ({ reference }, company) => ({
    subject: `Your quote request to ${company.name}`,
    ...(company.email ? { replyTo: company.email } : {}),
    headers: { 'Auto-Submitted': 'auto-replied' },
    ...letter(
      'Hello,',
      [
        `Thank you for your quote request to ${company.name}. We have received it and will get back to you within 24-48 business hours.`,
        `Your request number is ${reference}.`,
        ...optionalLine(reachUsSentence(company, 'en')),
        'If you did not send this request, please ignore this e-mail.',
      ],
      company.name,
    ),
  }),
  hi: ({ reference }, company) => ({
    subject: `आपका कोटेशन अनुरोध हमें मिल गया है | Your quote request to ${company.name}`,
    ...(company.email ? { replyTo: company.email } : {}),
    headers: { 'Auto-Submitted': 'auto-replied' },
    ...letter(
      'नमस्ते,',
      [
        `${company.hindiName} को कोटेशन अनुरोध भेजने के लिए धन्यवाद। आपका अनुरोध हमें मिल गया है, और हम 24-48 कार्य-घंटों के भीतर आपसे संपर्क करेंगे।`,
        `आपके अनुरोध का नंबर ${reference} है।`,
        ...optionalLine(reachUsSentence(company, 'hi')),
        'अगर यह अनुरोध आपने नहीं भेजा है, तो इस ईमेल को अनदेखा कर दें।',
      ],
      company.hindiName,
    ),
  }),
}

/** A paragraph that is there only when it has words. */
export function optionalLine(line: string | undefined): string[] {
  return line ? [line] : []
}
