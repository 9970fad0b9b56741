import fp from 'fastify-plugin'
import { type AlertSettings, channelsFor, type LeadAlerts } from '../alerts/alert-settings'
import { leadAlertSends, leadAlertTable } from '../alerts/lead-alert-sends'
import { mailCompanyOf } from '../mail/mail-company'
import { defaultOutboxTiming, type OutboxTiming } from '../outbox/outbox-timing'
import { OutboxWorker } from '../outbox/outbox-worker'

export interface LeadAlertsOptions {
  settings: AlertSettings
  timing?: Partial<OutboxTiming> | undefined
  /** false: write outbox rows but send nothing from this instance (another one sends). */
  worker?: boolean | undefined
}

declare module 'fastify' {
  interface FastifyInstance {
    leadAlerts: LeadAlerts
  }
}

/**
 * The transactional outbox of lead alerts: a request's row names its alerts and the database writes
 * their rows with it (migration 1795550000000), and the worker of each instance sends them
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
      sends: (claimed) =>
        leadAlertSends(
          app.db,
          settings,
          app.mail.sender,
          claimed,
          mailCompanyOf(app.siteSettings.current().settings.company),
        ),
    })
    app.decorate('leadAlerts', {
      channels: (visitorEmail) => channelsFor(settings, visitorEmail),
      committed: () => worker.wake(),
      staff: { to: settings.to, publicUrl: settings.publicUrl },
    })
    if (alerts.worker !== false) {
      app.addHook('onReady', async () => worker.start())
    }
    app.addHook('onClose', async () => worker.stop())
  },
  { name: 'lead-alerts', fastify: '5.x', dependencies: ['database', 'mail', 'site-settings'] },
)
