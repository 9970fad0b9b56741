import { type DataSource, In } from 'typeorm'
import {
  ContactSubmissionEntity,
  type ContactSubmissionRow,
  type LeadAlertRow,
} from '../db/entities'
import type { AlertSettings, OutboxTiming } from './alert-settings'
import { acknowledgementMessage, leadAlertMessage } from './lead-message'
import type { MailSender } from './mail-sender'
import { claimDueAlerts, markAlertFailed, markAlertsSent } from './outbox-store'
import { leadWebhookPayload, postLeadWebhook } from './webhook'

export interface OutboxWorkerLog {
  info(message: string): void
  warn(message: string): void
  error(message: string): void
}

export interface OutboxWorkerOptions {
  dataSource: DataSource
  settings: AlertSettings
  timing: OutboxTiming
  sender: MailSender
  log: OutboxWorkerLog
}

/** Alerts claimed at a time by one worker: under load, one claim and one update serve many. */
const BATCH = 50
/** How long a wake waits, so that the alerts of requests arriving together go in one claim. */
const WAKE_DELAY_MS = 10

/**
 * Sends the alerts of the outbox from inside the API process: at once when this process stores a
 * request (`wake`), and every `pollIntervalMs` for alerts due for a retry, left by a crashed
 * instance, or written while the database was away. Sending never happens inside a request.
 */
export class OutboxWorker {
  private readonly options: OutboxWorkerOptions
  private timer: NodeJS.Timeout | undefined
  private soon: NodeJS.Timeout | undefined
  private running: Promise<void> | undefined
  private again = false
  private stopped = true

  constructor(options: OutboxWorkerOptions) {
    this.options = options
  }

  /** The lease of a claimed alert: two send timeouts, so a slow attempt is never taken over. */
  private get leaseMs() {
    return this.options.settings.sendTimeoutMs * 2 + 1000
  }

  start() {
    this.stopped = false
    this.wake()
  }

  /**
   * Looks for due alerts shortly (after a commit in this process), or right after the current
   * run. The short wait gathers the alerts of a burst of requests into one claim.
   */
  wake() {
    if (this.stopped) return
    if (this.running) {
      this.again = true
      return
    }
    if (this.soon) return
    clearTimeout(this.timer)
    this.soon = setTimeout(() => {
      this.soon = undefined
      this.run()
    }, WAKE_DELAY_MS)
  }

  private run() {
    if (this.stopped) return
    this.running = this.drain().finally(() => {
      this.running = undefined
      if (this.stopped) return
      if (this.again) {
        this.again = false
        this.wake()
        return
      }
      this.timer = setTimeout(() => this.wake(), this.options.timing.pollIntervalMs)
      this.timer.unref()
    })
  }

  /** Stops polling and waits for the alerts being sent to finish. */
  async stop() {
    this.stopped = true
    clearTimeout(this.timer)
    clearTimeout(this.soon)
    await this.running
  }

  private async drain() {
    const { dataSource, log } = this.options
    try {
      while (!this.stopped) {
        const claimed = await claimDueAlerts(dataSource, new Date(), this.leaseMs, BATCH)
        if (claimed.length === 0) return
        const ids = [...new Set(claimed.map((alert) => alert.submissionId))]
        const rows = await dataSource.getRepository(ContactSubmissionEntity).findBy({ id: In(ids) })
        const byId = new Map(rows.map((row) => [Number(row.id), row]))
        const outcomes = await Promise.all(
          claimed.map((alert) => this.deliver(alert, byId.get(Number(alert.submissionId)))),
        )
        await markAlertsSent(
          dataSource,
          claimed.filter((_, index) => outcomes[index]),
          new Date(),
        )
      }
    } catch (error) {
      // The database is away (or the claim failed): the alerts stay in the outbox for the next poll.
      log.warn(`Lead alerts could not be read from the outbox: ${(error as Error).message}`)
    }
  }

  /** Sends one alert; true when it went out, false when it failed (and was scheduled again). */
  private async deliver(alert: LeadAlertRow, row: ContactSubmissionRow | undefined) {
    const { dataSource, timing, log } = this.options
    if (!row) return false // deleted since: its alerts went with it
    try {
      await this.send(alert, row)
      return true
    } catch (error) {
      const message = (error as Error).message || String(error)
      log.warn(
        `Lead alert ${alert.id} (${alert.channel}, request ${alert.submissionId}) failed: ${message}`,
      )
      await markAlertFailed(dataSource, alert, message, new Date(), timing)
      return false
    }
  }

  private async send(alert: LeadAlertRow, row: ContactSubmissionRow) {
    const { settings, sender } = this.options
    const stamp = row.createdAt.toISOString().replace(/[:.]/g, '-')
    const envelope = {
      messageId: `<lead-${row.id}-${alert.channel}@nirman.alerts>`,
      fileName: `${stamp}-request-${row.id}-${alert.channel}.eml`,
    }
    if (alert.channel === 'email') {
      await sender.send({ ...leadAlertMessage(row, settings), ...envelope })
    } else if (alert.channel === 'acknowledgement') {
      await sender.send({ ...acknowledgementMessage(row, settings), ...envelope })
    } else {
      if (!settings.webhook) throw new Error('LEAD_WEBHOOK_URL is no longer set')
      await postLeadWebhook(
        { ...settings.webhook, timeoutMs: settings.sendTimeoutMs },
        `lead-alert-${alert.id}`,
        leadWebhookPayload(row, settings.publicUrl),
      )
    }
  }
}
