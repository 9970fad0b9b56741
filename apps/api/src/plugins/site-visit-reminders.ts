import fp from 'fastify-plugin'
import type { WebhookTarget } from '../alerts/webhook'
import { defaultOutboxTiming, type OutboxTiming } from '../outbox/outbox-timing'
import { OutboxWorker } from '../outbox/outbox-worker'
import { PeriodicLook } from '../outbox/periodic-look'
import { writeDueReminders } from '../site-visits/visit-reminder-sweep'
import { visitWebhookSends, visitWebhookTable } from '../site-visits/visit-webhook'

/** How often each instance looks for reminders due: a reminder goes at most this late. */
const REMINDER_LOOK_MS = 60_000

export interface SiteVisitRemindersOptions {
  /** Signs the visits' links in the reminders (the session secret). */
  secret: string
  /** How often to look; false: never on its own (tests look with `app.visitReminders.look`). */
  lookMs?: number | false | undefined
  /** The company's webhook (LEAD_WEBHOOK_URL), posted each reminder for an SMS or WhatsApp gateway. */
  webhook?: WebhookTarget | undefined
  /** The webhook outbox's retries (the lead alerts' timing). */
  timing?: Partial<OutboxTiming> | undefined
}

declare module 'fastify' {
  interface FastifyInstance {
    visitReminders: {
      /** One look at `now`: the reminders due written to their outboxes; the visits reminded. */
      look(now?: Date): Promise<number[]>
    }
  }
}

/**
 * The reminders of site visits, 24 and 2 hours before (site-visits/visit-reminder-sweep.ts): every
 * instance looks every minute, and each reminder is written once whatever the instances; the mail
 * outbox's worker sends its e-mail, and this plugin's worker its post to the webhook.
 */
export const siteVisitRemindersPlugin = fp<SiteVisitRemindersOptions>(
  async (app, { secret, lookMs, webhook, timing }) => {
    const posts = webhook
      ? new OutboxWorker({
          name: 'Visit webhooks',
          dataSource: app.db,
          table: visitWebhookTable,
          timing: { ...defaultOutboxTiming, ...timing },
          log: app.log,
          sends: async (claimed) => visitWebhookSends(webhook, claimed),
        })
      : undefined
    const look = async (now = new Date()) => {
      const reminded = await writeDueReminders(
        app.db,
        {
          queue: (manager, mail) => app.mail.queue(manager, mail),
          secret,
          webhook: posts !== undefined,
        },
        now,
      )
      if (reminded.length > 0) {
        app.log.info(`Site visit reminders written: visit ${reminded.join(', ')}`)
        app.mail.committed()
        posts?.wake()
      }
      return reminded
    }
    app.decorate('visitReminders', { look })
    if (posts) {
      app.addHook('onReady', async () => posts.start())
      app.addHook('onClose', async () => posts.stop())
    }
    if (lookMs === false) return
    const every = new PeriodicLook(lookMs ?? REMINDER_LOOK_MS, look, (error) =>
      app.log.warn(`The site visits' reminders could not be looked for: ${error.message}`),
    )
    app.addHook('onReady', async () => every.start())
    app.addHook('onClose', async () => every.stop())
  },
  { name: 'site-visit-reminders', fastify: '5.x', dependencies: ['database', 'mail'] },
)
