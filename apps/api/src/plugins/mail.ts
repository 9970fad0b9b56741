import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fp from 'fastify-plugin'
import type { EntityManager } from 'typeorm'
import { mailCompanyOf } from '../mail/mail-company'
import { mailOutboxSends, mailOutboxTable, type QueuedMail, queueMail } from '../mail/mail-outbox'
import { createMailSender, type MailSender } from '../mail/mail-sender'
import type { MailSettings } from '../mail/mail-settings'
import type { MailTemplateName } from '../mail/templates'
import { defaultOutboxTiming, type OutboxTiming } from '../outbox/outbox-timing'
import { OutboxWorker } from '../outbox/outbox-worker'

export interface MailOptions {
  settings: MailSettings
  timing?: Partial<OutboxTiming> | undefined
  /** false: write outbox rows but send nothing from this instance (another one sends). */
  worker?: boolean | undefined
}

/** The one mail service of the API (app.mail): every e-mail goes out through it. */
export interface MailService {
  settings: MailSettings
  /** The connection to the mail server; the lead alerts' worker sends through it too. */
  sender: MailSender
  /**
   * Writes a message to a visitor or client into the mail outbox, in the caller's transaction
   * (`manager`); call `committed()` once that has committed. Resolves to the outbox row's id.
   */
  queue<Name extends MailTemplateName>(
    manager: EntityManager,
    mail: QueuedMail<Name>,
  ): Promise<number>
  /** Tells this instance's worker that messages were just committed. */
  committed(): void
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService
  }
}

/**
 * The mail service: one sender (SMTP_URL, or .eml files) for every message, and the worker of the
 * mail outbox (started when the app is ready, stopped before the database closes). Without
 * settings (tests of other things, tools), messages are .eml files in a temporary folder removed
 * when the app closes.
 */
export const mailPlugin = fp<{ mail: MailOptions | undefined }>(
  async (app, options) => {
    let mail = options.mail
    if (!mail) {
      const folder = mkdtempSync(join(tmpdir(), 'nirman-mail-'))
      app.addHook('onClose', async () => rmSync(folder, { recursive: true, force: true }))
      mail = {
        settings: {
          transport: { emlFolder: folder },
          from: 'Nirman Constructions <no-reply@localhost>',
          sendTimeoutMs: 30_000,
        },
      }
    }
    const { settings } = mail
    const sender = createMailSender(settings)
    const worker = new OutboxWorker({
      name: 'E-mails',
      dataSource: app.db,
      table: mailOutboxTable,
      timing: { ...defaultOutboxTiming, ...mail.timing },
      log: app.log,
      sends: async (claimed) =>
        mailOutboxSends(sender, claimed, () =>
          mailCompanyOf(app.siteSettings.current().settings.company),
        ),
    })
    app.decorate('mail', {
      settings,
      sender,
      queue: (manager, message) => queueMail(manager, message),
      committed: () => worker.wake(),
    })
    if (mail.worker !== false) {
      app.addHook('onReady', async () => worker.start())
    }
    // After the lead alerts' own hook (registered later, run earlier): their last sends use the
    // sender, closed here.
    app.addHook('onClose', async () => {
      await worker.stop()
      sender.close()
    })
  },
  { name: 'mail', fastify: '5.x', dependencies: ['database', 'site-settings'] },
)
