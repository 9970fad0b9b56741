import type { QuoteLanguage } from '@nirman/contract'
import type { MailCompany } from './mail-company'
import type { MailMessage } from './mail-message'

/** What a template gives: the message but its recipients. */
export type MailContent = Omit<MailMessage, 'to'>

/**
 * A message to a visitor or a client, in every language of the website: the type asks for each
 * language, so a template without its Hindi does not build. `Data` is what the sender fills in
 * (never free text a stranger typed, when the address came from a form); `company` is the owner's
 * details in use when the message is sent (mail-company.ts).
 */
export type MailTemplate<Data> = Record<
  QuoteLanguage,
  (data: Data, company: MailCompany) => MailContent
>
