import type { DataSource } from 'typeorm'
import {
  claimDue,
  markFailed,
  markSent,
  type OutboxRow,
  type OutboxTable,
  renewLeases,
} from './outbox-store'
import type { OutboxTiming } from './outbox-timing'

export interface OutboxWorkerLog {
  info(message: string): void
  warn(message: string): void
  error(message: string): void
}

/** One send made for one or more claimed rows (several staff alerts go in one e-mail). */
export interface OutboxSend<Row extends OutboxRow> {
  rows: Row[]
  /** Names the rows in the log when the send fails: "Lead alert 12 (email, request 7)". */
  label: string
  /** Resolves once the mail server (or webhook) has accepted it; throws to retry later. */
  send(): Promise<void>
}

export interface OutboxWorkerOptions<Row extends OutboxRow> {
  /** What the outbox holds, for the log: "Lead alerts", "E-mails". */
  name: string
  dataSource: DataSource
  table: OutboxTable<Row>
  timing: OutboxTiming
  log: OutboxWorkerLog
  /**
   * The sends that deliver claimed rows. A row left out of every send (its request deleted since)
   * is left to its lease.
   */
  sends(claimed: Row[]): Promise<OutboxSend<Row>[]>
}

/** Rows claimed at a time by one worker: under load, one claim and one update serve many. */
const BATCH = 100
/** How long a wake waits, so that the rows of requests arriving together go in one claim. */
const WAKE_DELAY_MS = 10

/**
 * Sends the rows of one outbox table from inside the API process: at once when this process
 * commits rows (`wake`), and every `pollIntervalMs` for rows due for a retry, left by a crashed
 * instance, or written while the database was away. Sending never happens inside a request.
 */
export class OutboxWorker<Row extends OutboxRow> {
  private readonly options: OutboxWorkerOptions<Row>
  private timer: NodeJS.Timeout | undefined
  private soon: NodeJS.Timeout | undefined
  private running: Promise<void> | undefined
  private again = false
  private stopped = true

  constructor(options: OutboxWorkerOptions<Row>) {
    this.options = options
  }

  /**
   * The lease of a claimed row, renewed while its attempt is on its way (`holdLeases`): short, so
   * that the rows of a killed instance wait little, and independent of the send timeout.
   */
  private get leaseMs() {
    return this.options.timing.leaseMs
  }

  start() {
    this.stopped = false
    this.wake()
  }

  /**
   * Looks for due rows shortly (after a commit in this process), or right after the current run.
   * The short wait gathers the rows of a burst of requests into one claim.
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

  /** Stops polling and waits for the sends on their way to finish. */
  async stop() {
    this.stopped = true
    clearTimeout(this.timer)
    clearTimeout(this.soon)
    await this.running
  }

  private async drain() {
    const { dataSource, table, log, name } = this.options
    try {
      while (!this.stopped) {
        const claimed = await claimDue(dataSource, table, new Date(), this.leaseMs, BATCH)
        if (claimed.length === 0) return
        const held = new Set(claimed.map((row) => row.id))
        const heartbeat = this.holdLeases(held)
        try {
          await this.deliverClaimed(claimed, held)
        } finally {
          clearInterval(heartbeat)
        }
      }
    } catch (error) {
      // The database is away (or the claim failed): the rows stay in the outbox for the next poll.
      log.warn(`${name} could not be read from the outbox: ${(error as Error).message}`)
    }
  }

  /**
   * Renews the lease of the rows in `held` every quarter of the lease until cleared, so that an
   * attempt however slow is never taken over by another instance while this one lives, and the
   * rows of an instance that dies are free one lease after its last renewal.
   */
  private holdLeases(held: Set<number>) {
    const { dataSource, table, log, name } = this.options
    const heartbeat = setInterval(() => {
      renewLeases(dataSource, table, [...held], new Date(Date.now() + this.leaseMs)).catch(
        (error: Error) => log.warn(`${name}: leases could not be renewed: ${error.message}`),
      )
    }, this.leaseMs / 4)
    heartbeat.unref()
    return heartbeat
  }

  /** Makes the sends of claimed rows at once, then marks the rows of those that went out. */
  private async deliverClaimed(claimed: Row[], held: Set<number>) {
    const { dataSource, table } = this.options
    const sends = await this.options.sends(claimed)
    const outcomes = await Promise.all(sends.map((send) => this.attempt(send, held)))
    await markSent(
      dataSource,
      table,
      sends.filter((_, index) => outcomes[index]).flatMap((send) => send.rows),
      new Date(),
    )
  }

  /**
   * Makes one send; true when it went out, false when it failed (and each of its rows was
   * scheduled again, its lease given up).
   */
  private async attempt(send: OutboxSend<Row>, held: Set<number>) {
    const { dataSource, table, timing, log } = this.options
    const startedAt = new Date()
    try {
      await send.send()
      return true
    } catch (error) {
      const message = (error as Error).message || String(error)
      log.warn(`${send.label} failed: ${message}`)
      for (const row of send.rows) {
        held.delete(row.id)
        await markFailed(dataSource, table, row, message, new Date(), timing, startedAt)
      }
      return false
    }
  }
}
