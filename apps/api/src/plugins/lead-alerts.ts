import fp from 'fastify-plugin'
import {
  type AlertSettings,
  channelsFor,
  escalationChannels,
  type LeadAlerts,
} from '../alerts/alert-settings'
import { leadAlertSends, leadAlertTable } from '../alerts/lead-alert-sends'
import { SalesDeskClock } from '../leads/sales-desk-clock'
import { mailCompanyOf } from '../mail/mail-company'
import { defaultOutboxTiming, type OutboxTiming } from '../outbox/outbox-timing'
import { OutboxWorker } from '../outbox/outbox-worker'

export interface LeadAlertsOptions {
  settings: AlertSettings
  timing?: Partial<OutboxTiming> | undefined
  /** false: write outbox rows but send nothing from this instance (another one sends). */
  worker?: boolean | undefined
  /**
   * How often this instance's sales-desk clock looks for leads waiting past their first-contact
   * time and for morning digests due (20 s by default); false: it never looks (another does).
   */
  deskClock?: { intervalMs: number } | false | undefined
}

/** A lead is escalated, a digest made, at most this long after its time (DESK_CLOCK_SECONDS). */
const DESK_CLOCK_LOOK_MS = 20_000

declare module 'fastify' {
  interface FastifyInstance {
    leadAlerts: LeadAlerts
  }
}

/**
 * The transactional outbox of lead alerts: a request's row names its alerts and the database writes
 * their rows with it (migration 1795550000000); the sales desk's clock writes the owner's alerts
 * about leads waiting past their time and the morning digests (leads/sales-desk-clock.ts); the worker of each instance
 * sends them
 * (started when the app is ready, stopped before the database closes), its e-mails through the
 * mail service (app.mail). With `false`, no alerts are promised at all (tests of other things, the
 * benchmark's baseline).
 */
export const leadAlertsPlugin = fp<{ alerts: LeadAlertsOptions | false }>(
  async (app, { alerts }) => {
    if (alerts === false) {
      app.decorate('leadAlerts', {
        committed: () => {},
        channels: () => [],
        staff: null,
      })
      return
    }
    const { settings } = alerts
    const worker = new OutboxWorker({
      name: 'Lead alerts',
      dataSource: app.db,
      table: leadAlertTable,
      timing: { ...defaultOutboxTiming, ...alerts.timing },
      log: app.log,
      sends: (claimed) => {
        const current = app.siteSettings.current().settings
        return leadAlertSends(
          app.db,
          {
            settings,
            sender: app.mail.sender,
            company: mailCompanyOf(current.company),
            desk: app.siteSettings.salesDesk(),
          },
          claimed,
        )
      },
    })
    app.decorate('leadAlerts', {
      channels: (visitorEmail) => channelsFor(settings, visitorEmail),
      committed: () => worker.wake(),
      staff: { to: settings.to, publicUrl: settings.publicUrl },
    })
    const clock =
      alerts.deskClock === false
        ? undefined
        : new SalesDeskClock({
            db: app.db,
            desk: () => app.siteSettings.salesDesk(),
            channels: escalationChannels(settings),
            publicUrl: settings.publicUrl,
            intervalMs: alerts.deskClock?.intervalMs ?? DESK_CLOCK_LOOK_MS,
            alertsCommitted: () => worker.wake(),
            mailCommitted: () => app.mail.committed(),
            log: app.log,
          })
    if (alerts.worker !== false) {
      app.addHook('onReady', async () => worker.start())
    }
    if (clock) app.addHook('onReady', async () => clock.start())
    // The clock first: what it commits while closing is sent by the next instance.
    app.addHook('onClose', async () => {
      await clock?.stop()
      await worker.stop()
    })
  },
  { name: 'lead-alerts', fastify: '5.x', dependencies: ['database', 'mail', 'site-settings'] },
)
