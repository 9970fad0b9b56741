import type { QuoteLanguage } from '@nirman/contract'
import { defaultMailCompany, type MailCompany } from '../mail-company'
import type { MailContent, MailTemplate } from '../mail-template'
import { clientQuestion } from './client-question'
import { clientInvitation, clientSignInCode } from './client-sign-in'
import { clientUpdateNotice } from './client-update-notice'
import { quotationCode, quotationDecision } from './quotation-client'
import { quotationSent } from './quotation-sent'
import { quoteAcknowledgement } from './quote-acknowledgement'
import {
  siteVisitBooked,
  siteVisitCancelled,
  siteVisitMoved,
  siteVisitReminder,
} from './site-visit'
import { staffDigest } from './staff-digest'

/**
 * Every message the API sends to visitors and clients, by name: the name is what the mail outbox
 * stores, with the language and the data to fill in. A new message is one file here, both
 * languages, and one line below. (Staff alerts are English like the dashboard: alerts/lead-message.ts.)
 */
export const mailTemplates = {
  'quote-acknowledgement': quoteAcknowledgement,
  'client-sign-in-code': clientSignInCode,
  'client-invitation': clientInvitation,
  'client-question': clientQuestion,
  'client-update-notice': clientUpdateNotice,
  'quotation-sent': quotationSent,
  'quotation-code': quotationCode,
  'quotation-decision': quotationDecision,
  'staff-digest': staffDigest,
  'site-visit-booked': siteVisitBooked,
  'site-visit-moved': siteVisitMoved,
  'site-visit-cancelled': siteVisitCancelled,
  'site-visit-reminder': siteVisitReminder,
} satisfies Record<string, MailTemplate<never>>

export type MailTemplateName = keyof typeof mailTemplates
export type MailTemplateData<Name extends MailTemplateName> = Parameters<
  (typeof mailTemplates)[Name]['en']
>[0]

/** The words of message `name` in `language`, `data` and the company's details filled in. */
export function renderMail<Name extends MailTemplateName>(
  name: Name,
  language: QuoteLanguage,
  data: MailTemplateData<Name>,
  company: MailCompany = defaultMailCompany,
): MailContent {
  const template = mailTemplates[name] as MailTemplate<MailTemplateData<Name>>
  return (template[language] ?? template.en)(data, company)
}
