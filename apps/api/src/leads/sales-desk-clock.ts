import type { LeadAlertChannel, SalesDeskSettings } from '@nirman/contract'
import type { DataSource } from 'typeorm'
import type { OutboxWorkerLog } from '../outbox/outbox-worker'
import { PeriodicLook } from '../outbox/periodic-look'
import { escalateWaitingLeads } from './escalation'
import { makeMorningDigests } from './morning-digest'

export interface SalesDeskClockOptions {
  db: DataSource
  /** The desk's settings as they are now (the owner may change them while the app runs). */
  desk(): SalesDeskSettings
  /** The alerts an escalation promises. */
  channels: readonly LeadAlertChannel[]
  /** The dashboard's public address, for the digests' links. */
  publicUrl: string
  /** How often to look: a lead is escalated, a digest made, at most this long after its time. */
  intervalMs: number
  /** Wake the lead alerts' worker, and the mail outbox's, after a commit. */
  alertsCommitted(): void
  mailCommitted(): void
  log: OutboxWorkerLog
}

/**
 * The sales desk's clock on one instance: every `intervalMs` it escalates the leads that waited
 * past their first-contact time (escalation.ts) and makes the morning digests due
 * (morning-digest.ts), then wakes the workers that send what they wrote. Each of those writes
 * once whatever the instances, so every instance runs a clock. A database away is logged and
 * tried again at the next look.
 */
export class SalesDeskClock {
  private readonly options: SalesDeskClockOptions
  private readonly every: PeriodicLook

  constructor(options: SalesDeskClockOptions) {
    this.options = options
    this.every = new PeriodicLook(
      options.intervalMs,
      () => this.look(),
      (error) => options.log.warn(`The sales desk's clock could not look: ${error.message}`),
    )
  }

  start() {
    this.every.start()
  }

  /** Stops looking and waits for a look on its way. */
  stop() {
    return this.every.stop()
  }

  /** One look at `now`: the leads escalated and the digests' e-mails written. */
  async look(now = new Date()): Promise<{ escalated: number[]; digests: number[] }> {
    const { db, desk, channels, publicUrl, log } = this.options
    const settings = desk()
    const escalated = await escalateWaitingLeads(db, { desk: settings, channels, now })
    if (escalated.length > 0) {
      log.info(`Escalated to the owner (no first contact in time): request ${escalated.join(', ')}`)
      this.options.alertsCommitted()
    }
    const digests = await makeMorningDigests(db, { desk: settings, publicUrl, now })
    if (digests.length > 0) {
      log.info(`Morning digests written: ${digests.length}`)
      this.options.mailCommitted()
    }
    return { escalated, digests }
  }
}
