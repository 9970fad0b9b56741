import { letter } from '../mail-message'
import type { MailTemplate } from '../mail-template'

/**
 * The six-digit code a client accepts a quotation with, in the quotation's language: the quotation
 * and the code's lifetime are filled in, and what to do if the reader did not ask for it.
 */
export const quotationCode: MailTemplate<{ code: string; minutes: number; number: string }> = {
  en: ({ code, minutes, number }, company) => ({
    subject: `${code} is your code to accept quotation ${number}`,
    headers: { 'Auto-Submitted': 'auto-generated' },
    ...letter(
      'Hello,',
      [
        `Your code to accept quotation ${number} from ${company.name} is ${code}. It can be used once, for ${minutes} minutes.`,
        'If you did not ask for it, you can ignore this e-mail: nothing is accepted without the code.',
      ],
      company.name,
    ),
  }),
  hi: ({ code, minutes, number }, company) => ({
    subject: `${code} कोटेशन ${number} स्वीकार करने का आपका कोड है | Your code`,
    headers: { 'Auto-Submitted': 'auto-generated' },
    ...letter(
      'नमस्ते,',
      [
        `${company.hindiName} का कोटेशन ${number} स्वीकार करने के लिए आपका कोड ${code} है। यह एक बार, ${minutes} मिनट तक काम करेगा।`,
        'अगर आपने यह कोड नहीं माँगा है, तो इस ईमेल को अनदेखा कर दें: कोड के बिना कुछ भी स्वीकार नहीं होता।',
      ],
      company.hindiName,
    ),
  }),
}

export interface QuotationDecisionData {
  number: string
  revision: number
  clientName: string
  decision: 'accepted' | 'declined'
  /** The name the client typed to accept; '' for a decline. */
  typedName: string
  /** Why the client declined; '' for an acceptance. */
  reason: string
  /** The total as people read it. */
  total: string
  /** The quotation's page in the dashboard. */
  link: string
}

const staffDecision = ({
  number,
  revision,
  clientName,
  decision,
  typedName,
  reason,
  total,
  link,
}: QuotationDecisionData) => ({
  subject:
    decision === 'accepted'
      ? `Accepted: quotation ${number} by ${clientName} (${total})`
      : `Declined: quotation ${number} by ${clientName}`,
  ...letter(
    'Hello,',
    decision === 'accepted'
      ? [
          `${clientName} accepted quotation ${number}, revision ${revision}, for ${total}: the name typed was "${typedName}". The request is now Won.`,
          `The accepted PDF with its certificate: ${link}`,
        ]
      : [
          `${clientName} declined quotation ${number}, revision ${revision}. Their reason:`,
          reason,
          `The quotation: ${link}`,
        ],
    'The sales desk',
  ),
})

/** Tells the staff (LEAD_ALERT_TO) at once that a client accepted or declined a quotation. */
export const quotationDecision: MailTemplate<QuotationDecisionData> = {
  // Staff read the dashboard in English: the Hindi slot says the same.
  en: staffDecision,
  hi: staffDecision,
}
