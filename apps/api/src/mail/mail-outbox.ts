import type { QuoteLanguage } from '@nirman/contract'
import type { EntityManager } from 'typeorm'
import { z } from 'zod'
import { MailOutboxEntity, type MailOutboxRow } from '../db/entities'
import type { OutboxSend } from '../outbox/outbox-worker'
import type { MailCompany } from './mail-company'
import type { MailSender } from './mail-sender'
import {
  type MailTemplateData,
  type MailTemplateName,
  mailTemplates,
  renderMail,
} from './templates'

const address = z.email().max(254)
/**
 * An address on this machine (`staff@localhost`): the staff's address of a development setup whose
 * e-mails are .eml files (alerts/alert-settings.ts), which z.email() refuses for its missing dot.
 */
const localAddress = /^[a-z0-9._%+-]{1,64}@localhost$/i
const isAddress = (value: string) => address.safeParse(value).success || localAddress.test(value)

/** The mail outbox table, for the outbox worker. */
export const mailOutboxTable = { entity: MailOutboxEntity, dueIndex: 'IDX_mail_outbox_due' }

/** One message to queue: which template, in which language, to whom, filled with what. */
export interface QueuedMail<Name extends MailTemplateName = MailTemplateName> {
  template: Name
  language: QuoteLanguage
  to: string
  data: MailTemplateData<Name>
  /** Not before this time (a grouped notice that waits its hour); at once without it. */
  sendAt?: Date | undefined
}

/**
 * Writes a message into the mail outbox with `manager`, the caller's transaction: it exists once
 * what it tells is committed, and never without it; throws (failing that transaction) for an
 * unknown template or a recipient that is not an e-mail address. The worker sends it after the commit (the
 * caller then calls `app.mail.committed()`), and again after a failure until it goes out.
 */
export async function queueMail<Name extends MailTemplateName>(
  manager: EntityManager,
  mail: QueuedMail<Name>,
  now: Date = new Date(),
): Promise<number> {
  if (!(mail.template in mailTemplates)) throw new Error(`No mail template ${mail.template}`)
  // Refused here, in the caller's transaction, rather than retried for a day by the worker.
  if (!isAddress(mail.to)) {
    throw new Error(`Not an e-mail address: ${JSON.stringify(mail.to)}`)
  }
  const result = await manager.insert(MailOutboxEntity, {
    template: mail.template,
    language: mail.language,
    recipient: mail.to,
    data: JSON.stringify(mail.data),
    status: 'pending',
    attempts: 0,
    createdAt: now,
    nextAttemptAt: mail.sendAt && mail.sendAt > now ? mail.sendAt : now,
  })
  return Number(result.identifiers[0]?.id)
}

/**
 * The sends of claimed outbox rows: one e-mail each, its words from its template and the company's
 * details in use when it goes out (`company`).
 */
export function mailOutboxSends(
  sender: MailSender,
  claimed: MailOutboxRow[],
  company: () => MailCompany,
) {
  return claimed.map(
    (row): OutboxSend<MailOutboxRow> => ({
      rows: [row],
      label: `E-mail ${row.id} (${row.template} to ${row.recipient})`,
      async send() {
        if (!(row.template in mailTemplates)) throw new Error(`No mail template ${row.template}`)
        const content = renderMail(
          row.template as MailTemplateName,
          row.language,
          JSON.parse(row.data) as MailTemplateData<MailTemplateName>,
          company(),
        )
        const stamp = row.createdAt.toISOString().replace(/[:.]/g, '-')
        await sender.send({
          to: [row.recipient],
          ...content,
          // The same Message-ID on every attempt: a mail program shows a repeat once.
          messageId: `<mail-${row.id}-${row.template}@nirman.mail>`,
          fileName: `${stamp}-mail-${row.id}-${row.template}.eml`,
        })
      },
    }),
  )
}
