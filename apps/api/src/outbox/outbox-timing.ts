/** How an outbox worker paces itself; tests shorten these. */
export interface OutboxTiming {
  /** How often the worker looks for due rows written by other instances or left by a crash. */
  pollIntervalMs: number
  /**
   * How long a claimed row is held for the worker that claimed it. The worker renews the lease
   * every quarter of it while an attempt is on its way, however long the attempt takes; a worker
   * that dies stops renewing, and another instance takes the row at most this long after.
   */
  leaseMs: number
  /** The first retry waits this long; each next one twice as long, up to `maxRetryDelayMs`. */
  retryBaseMs: number
  maxRetryDelayMs: number
  /** After this long since the row was written, a failing send is given up (status failed). */
  giveUpAfterMs: number
}

const MINUTE = 60_000
/**
 * What a lead can wait for its alert, worked out from these values (apps/api/README.md, "Lead
 * alerts"): after an instance is killed mid-send, its alerts are taken by another instance within
 * leaseMs + pollIntervalMs = 22 s; after a mail server that refused or failed comes back, the next
 * attempt is at most maxRetryDelayMs after the one before it started, found within a poll, so an
 * alert goes out within 30 + 2 = 32 s (plus the attempt itself). Both under a minute. Every other
 * e-mail (the mail outbox) keeps the same schedule.
 */
export const defaultOutboxTiming: OutboxTiming = {
  pollIntervalMs: 2000,
  leaseMs: 20_000,
  // 5, 10, 20, then every 30 s: a mail server away for minutes or hours is tried twice a minute
  // (one connection for up to 25 staff alerts), so a lead waits at most half a minute once it is back.
  retryBaseMs: 5000,
  maxRetryDelayMs: 30_000,
  // At least a day of retries, as the issue asks: a mail server down for a weekend day still
  // gets every alert once it returns.
  giveUpAfterMs: 26 * 60 * MINUTE,
}

/**
 * The longest a lead waits for its alert, by the schedule of `timing`, not counting the attempt
 * itself: after the instance that claimed it was killed, and after the mail server that failed it
 * is back (an attempt that timed out is retried `maxRetryDelayMs` after it started, or at once if
 * it took longer, so the send timeout adds nothing when it is shorter than the retry delay).
 */
export function worstAlertWaitMs(timing: OutboxTiming, sendTimeoutMs: number) {
  return {
    afterKill: timing.leaseMs + timing.pollIntervalMs,
    afterMailServerBack: Math.max(timing.maxRetryDelayMs, sendTimeoutMs) + timing.pollIntervalMs,
  }
}

/** The wait before the next attempt: base, 2 x base, 4 x base... up to the maximum. */
export function retryDelayMs(timing: OutboxTiming, attempts: number): number {
  return Math.min(timing.retryBaseMs * 2 ** Math.max(attempts - 1, 0), timing.maxRetryDelayMs)
}
