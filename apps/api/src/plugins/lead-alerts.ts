import type { LeadAlertChannel } from '@nirman/contract'
import fp from 'fastify-plugin'
import type { EntityManager } from 'typeorm'
import {
  type AlertSettings,
  channelsFor,
  defaultOutboxTiming,
  type OutboxTiming,
} from '../alerts/alert-settings'
import { createMailSender } from '../alerts/mail-sender'
import { enqueueLeadAlerts } from '../alerts/outbox-store'
import { OutboxWorker } from '../alerts/outbox-worker'

export interface LeadAlertsOptions {
  settings: AlertSettings
  timing?: Partial<OutboxTiming> | undefined
  /** false: write outbox rows but send nothing from this instance (another one sends). */
  worker?: boolean | undefined
}

export interface LeadAlerts {
  /** Writes the alerts a new request promises, in the transaction that stores it. */
  enqueue(
    manager: EntityManager,
    submission: { id: number; email: string },
    now: Date,
  ): Promise<void>
  /** Tells this instance's worker that alerts were just committed. */
  committed(): void
  channels(visitorEmail: string): LeadAlertChannel[]
}

declare module 'fastify' {
  interface FastifyInstance {
    leadAlerts: LeadAlerts
  }
}

/**
 * The transactional outbox of lead alerts: routes write alert rows with the data, and the worker of
 * each instance sends them (started when the app is ready, stopped before the database closes).
 * With `false`, no alerts are promised at all (tests of other things, the benchmark's baseline).
 */
export const leadAlertsPlugin = fp<{ alerts: LeadAlertsOptions | false }>(
  async (app, { alerts }) => {
    if (alerts === false) {
      app.decorate('leadAlerts', {
        enqueue: async () => {},
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
      enqueue: (manager, submission, now) =>
        enqueueLeadAlerts(manager, submission.id, channelsFor(settings, submission.email), now),
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
