import type { DataSource } from 'typeorm'
import { ContactSubmissionEntity, type LeadAlertRow } from '../db/entities'
import type { AlertSettings, OutboxTiming } from './alert-settings'
import { acknowledgementMessage, leadAlertMessage } from './lead-message'
import type { MailSender } from './mail-sender'
import { claimDueAlerts, markAlertFailed, markAlertSent } from './outbox-store'
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

/** Alerts claimed at a time by one worker. */
const BATCH = 10

/**
 * Sends the alerts of the outbox from inside the API process: at once when this process stores a
 * request (`wake`), and every `pollIntervalMs` for alerts due for a retry, left by a crashed
 * instance, or written while the database was away. Sending never happens inside a request.
 */
export class OutboxWorker {
  private readonly options: OutboxWorkerOptions
  private timer: NodeJS.Timeout | undefined
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

  /** Looks for due alerts now (after a commit in this process), or right after the current run. */
  wake() {
    if (this.stopped) return
    if (this.running) {
      this.again = true
      return
    }
    clearTimeout(this.timer)
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
    await this.running
  }

  private async drain() {
    const { dataSource, log } = this.options
    try {
      while (!this.stopped) {
        const claimed = await claimDueAlerts(dataSource, new Date(), this.leaseMs, BATCH)
        if (claimed.length === 0) return
        await Promise.all(claimed.map((alert) => this.deliver(alert)))
      }
    } catch (error) {
      // The database is away (or the claim failed): the alerts stay in the outbox for the next poll.
      log.warn(`Lead alerts could not be read from the outbox: ${(error as Error).message}`)
    }
  }

  private async deliver(alert: LeadAlertRow) {
    const { dataSource, timing, log } = this.options
    const row = await dataSource
      .getRepository(ContactSubmissionEntity)
      .findOneBy({ id: alert.submissionId })
    if (!row) return // deleted since: its alerts went with it
    try {
      await this.send(alert, row)
    } catch (error) {
      const message = (error as Error).message || String(error)
      log.warn(
        `Lead alert ${alert.id} (${alert.channel}, request ${alert.submissionId}) failed: ${message}`,
      )
      await markAlertFailed(dataSource, alert, message, new Date(), timing)
      return
    }
    await markAlertSent(dataSource, alert, new Date())
  }

  private async send(alert: LeadAlertRow, row: Parameters<typeof leadAlertMessage>[0]) {
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
