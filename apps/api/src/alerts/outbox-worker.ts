import { type DataSource, In } from 'typeorm'
import {
  ContactSubmissionEntity,
  type ContactSubmissionRow,
  type LeadAlertRow,
} from '../db/entities'
import { acknowledgementMessage } from './acknowledgement-message'
import type { AlertSettings, OutboxTiming } from './alert-settings'
import { earlierRequestsOf } from './earlier-request'
import { type EarlierRequest, leadAlertMessage } from './lead-message'
import type { MailSender } from './mail-sender'
import { claimDueAlerts, markAlertFailed, markAlertsSent, renewAlertLeases } from './outbox-store'
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
const BATCH = 100
/**
 * Staff alerts of requests waiting together go in one e-mail, up to this many: a burst neither
 * floods the staff's inbox nor spends the server on composing mail while visitors wait.
 */
export const LEADS_PER_MAIL = 25
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

  /**
   * The lease of a claimed alert, renewed while its attempt is on its way (`holdLeases`): short,
   * so that the alerts of a killed instance wait little, and independent of the send timeout.
   */
  private get leaseMs() {
    return this.options.timing.leaseMs
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
        const held = new Set(claimed.map((alert) => alert.id))
        const heartbeat = this.holdLeases(held)
        try {
          await this.deliverClaimed(claimed, held)
        } finally {
          clearInterval(heartbeat)
        }
      }
    } catch (error) {
      // The database is away (or the claim failed): the alerts stay in the outbox for the next poll.
      log.warn(`Lead alerts could not be read from the outbox: ${(error as Error).message}`)
    }
  }

  /**
   * Renews the lease of the alerts in `held` every quarter of the lease until cleared, so that an
   * attempt however slow is never taken over by another instance while this one lives, and the
   * alerts of an instance that dies are free one lease after its last renewal.
   */
  private holdLeases(held: Set<number>) {
    const { dataSource, log } = this.options
    const heartbeat = setInterval(() => {
      renewAlertLeases(dataSource, [...held], new Date(Date.now() + this.leaseMs)).catch(
        (error: Error) => log.warn(`Lead alert leases could not be renewed: ${error.message}`),
      )
    }, this.leaseMs / 4)
    heartbeat.unref()
    return heartbeat
  }

  /** Sends claimed alerts (staff alerts of requests waiting together in one e-mail), then marks them. */
  private async deliverClaimed(claimed: LeadAlertRow[], held: Set<number>) {
    const { dataSource } = this.options
    const ids = [...new Set(claimed.map((alert) => alert.submissionId))]
    const rows = await dataSource.getRepository(ContactSubmissionEntity).findBy({ id: In(ids) })
    const byId = new Map(rows.map((row) => [Number(row.id), row]))
    // A request deleted since took its alerts with it.
    const live = claimed.filter((alert) => byId.has(Number(alert.submissionId)))
    const rowOf = (alert: LeadAlertRow) =>
      byId.get(Number(alert.submissionId)) as ContactSubmissionRow
    const staffMail = live.filter((alert) => alert.channel === 'email')
    const earlier = await earlierRequestsOf(dataSource, staffMail.map(rowOf))
    const groups: LeadAlertRow[][] = [
      ...chunks(staffMail, LEADS_PER_MAIL),
      ...live.filter((alert) => alert.channel !== 'email').map((alert) => [alert]),
    ]
    const outcomes = await Promise.all(
      groups.map((group) => this.deliver(group, group.map(rowOf), earlier, held)),
    )
    await markAlertsSent(
      dataSource,
      groups.filter((_, index) => outcomes[index]).flat(),
      new Date(),
    )
  }

  /**
   * Sends one alert, or the staff alerts of several requests in one e-mail; true when it went out,
   * false when it failed (and each alert was scheduled again, its lease given up).
   */
  private async deliver(
    alerts: LeadAlertRow[],
    rows: ContactSubmissionRow[],
    earlier: Map<number, EarlierRequest>,
    held: Set<number>,
  ) {
    const { dataSource, timing, log } = this.options
    const startedAt = new Date()
    try {
      await this.send(alerts, rows, earlier)
      return true
    } catch (error) {
      const message = (error as Error).message || String(error)
      const [first] = alerts
      log.warn(
        `Lead alert ${alerts.map((alert) => alert.id).join(', ')} (${first?.channel}, request ${alerts.map((alert) => alert.submissionId).join(', ')}) failed: ${message}`,
      )
      for (const alert of alerts) {
        held.delete(alert.id)
        await markAlertFailed(dataSource, alert, message, new Date(), timing, startedAt)
      }
      return false
    }
  }

  private async send(
    alerts: LeadAlertRow[],
    rows: ContactSubmissionRow[],
    earlier: Map<number, EarlierRequest>,
  ) {
    const { settings, sender } = this.options
    const [alert] = alerts
    const [row] = rows
    if (!alert || !row) return
    const stamp = row.createdAt.toISOString().replace(/[:.]/g, '-')
    if (alert.channel === 'email') {
      // <lead-12-email@...> for one request, <leads-12-13-14-email@...> for several.
      const ids = rows.map((each) => each.id)
      const envelope =
        ids.length === 1
          ? {
              messageId: `<lead-${row.id}-email@nirman.alerts>`,
              fileName: `${stamp}-request-${row.id}-email.eml`,
            }
          : {
              messageId: `<leads-${ids.join('-')}-email@nirman.alerts>`,
              fileName: `${stamp}-requests-${row.id}-and-${ids.length - 1}-more-email.eml`,
            }
      const message = leadAlertMessage(rows, settings, (each) => earlier.get(Number(each.id)))
      await sender.send({ ...message, ...envelope })
      return
    }
    const envelope = {
      messageId: `<lead-${row.id}-${alert.channel}@nirman.alerts>`,
      fileName: `${stamp}-request-${row.id}-${alert.channel}.eml`,
    }
    if (alert.channel === 'acknowledgement') {
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

/** `items` in runs of at most `size`, in order. */
function chunks<T>(items: readonly T[], size: number): T[][] {
  const runs: T[][] = []
  for (let start = 0; start < items.length; start += size)
    runs.push(items.slice(start, start + size))
  return runs
}
