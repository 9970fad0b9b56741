import { letter } from '../mail-message'
import type { MailTemplate } from '../mail-template'

/** The company's contact details in the acknowledgement (the website's content/company.ts). */
export const companyContact = {
  name: 'Nirman Constructions',
  phone: '+91 98765 43210',
  email: 'info@nirmanconstructions.in',
} as const

/**
 * The short acknowledgement to a visitor who gave an e-mail (LEAD_ACK=true), in the language of
 * the website they used, written by the company and nothing else: no word of the visitor's (name,
 * message, city) is ever in it. Anyone can type any address into the form, so a text of theirs in
 * it would let them make the company's mail server send their words to a stranger; this way a
 * stranger gets at most a short, polite note from the company, which says what to do if they sent
 * nothing. Only the request's number is filled in.
 *
 * Marked `Auto-Submitted: auto-replied` (RFC 3834), so that an out-of-office reply does not answer
 * it. The Hindi follows the website's glossary (apps/web/app/content/hi/GLOSSARY.md): कोटेशन
 * अनुरोध, आप, the brand in Devanagari, phone and e-mail in Latin letters. Its subject carries the
 * English too, for a reader whose mail program shows no Devanagari.
 */
export const quoteAcknowledgement: MailTemplate<{ reference: number }> = {
  en: ({ reference }) => ({
    subject: `Your quote request to ${companyContact.name}`,
    replyTo: companyContact.email,
    headers: { 'Auto-Submitted': 'auto-replied' },
    ...letter(
      'Hello,',
      [
        `Thank you for your quote request to ${companyContact.name}. We have received it and will get back to you within 24-48 business hours.`,
        `Your request number is ${reference}.`,
        `If you would like to talk to us sooner, call ${companyContact.phone} (Monday to Saturday, 9:00 AM to 6:00 PM) or write to ${companyContact.email}.`,
        'If you did not send this request, please ignore this e-mail.',
      ],
      companyContact.name,
    ),
  }),
  hi: ({ reference }) => ({
    subject: `आपका कोटेशन अनुरोध हमें मिल गया है | Your quote request to ${companyContact.name}`,
    replyTo: companyContact.email,
    headers: { 'Auto-Submitted': 'auto-replied' },
    ...letter(
      'नमस्ते,',
      [
        'निर्माण कंस्ट्रक्शन्स को कोटेशन अनुरोध भेजने के लिए धन्यवाद। आपका अनुरोध हमें मिल गया है, और हम 24-48 कार्य-घंटों के भीतर आपसे संपर्क करेंगे।',
        `आपके अनुरोध का नंबर ${reference} है।`,
        `अगर आप हमसे पहले बात करना चाहें, तो ${companyContact.phone} पर फ़ोन करें (सोमवार से शनिवार, सुबह 9:00 से शाम 6:00 बजे तक) या ${companyContact.email} पर ईमेल करें।`,
        'अगर यह अनुरोध आपने नहीं भेजा है, तो इस ईमेल को अनदेखा कर दें।',
      ],
      'निर्माण कंस्ट्रक्शन्स',
    ),
  }),
}
