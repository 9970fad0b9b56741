import fp from 'fastify-plugin'
import {
  type AlertSettings,
  channelsFor,
  defaultOutboxTiming,
  type LeadAlerts,
  type OutboxTiming,
} from '../alerts/alert-settings'
import { createMailSender } from '../alerts/mail-sender'
import { OutboxWorker } from '../alerts/outbox-worker'

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
 * their rows with it (migration 1795550000000), and the worker of
 * each instance sends them (started when the app is ready, stopped before the database closes).
 * With `false`, no alerts are promised at all (tests of other things, the benchmark's baseline).
 */
export const leadAlertsPlugin = fp<{ alerts: LeadAlertsOptions | false }>(
  async (app, { alerts }) => {
    if (alerts === false) {
      app.decorate('leadAlerts', {
        committed: () => {},
        channels: () => [],
      })
      return
    }
    const { settings } = alerts
    const sender = createMailSender(settings)
    const worker = new OutboxWorker({
      dataSource: app.db,
      settings,
      timing: { ...defaultOutboxTiming, ...alerts.timing },
      sender,
      log: {
        info: (message) => app.log.info(message),
        warn: (message) => app.log.warn(message),
        error: (message) => app.log.error(message),
      },
    })
    app.decorate('leadAlerts', {
      channels: (visitorEmail) => channelsFor(settings, visitorEmail),
      committed: () => worker.wake(),
    })
    if (alerts.worker !== false) {
      app.addHook('onReady', async () => worker.start())
    }
    app.addHook('onClose', async () => {
      await worker.stop()
      sender.close()
    })
  },
  { name: 'lead-alerts', fastify: '5.x', dependencies: ['database'] },
)
