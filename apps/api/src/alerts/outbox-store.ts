import { type DataSource, type EntityManager, In } from 'typeorm'
import { LeadAlertEntity, type LeadAlertRow } from '../db/entities'
import type { OutboxTiming } from './alert-settings'

/**
 * Claims up to `limit` due alerts for this worker until `now + leaseMs`. On MySQL the due rows are
 * read with `SELECT ... FOR UPDATE SKIP LOCKED`, so instances sharing a database each take other
 * rows instead of queueing behind one another; the claim itself is a conditional update (only a row
 * whose lease is still the one read changes), which also keeps two SQLite processes apart. A worker
 * that dies while holding alerts loses them when the lease ends, and another sends them.
 */
export async function claimDueAlerts(
  dataSource: DataSource,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<LeadAlertRow[]> {
  const isMysql = dataSource.options.type === 'mysql'
  const claim = async (manager: EntityManager) => {
    const query = manager
      .getRepository(LeadAlertEntity)
      .createQueryBuilder('alert')
      .where('alert.status IN (:...statuses)', { statuses: ['pending', 'retrying'] })
      .andWhere('alert.nextAttemptAt <= :now', { now })
      .andWhere('(alert.lockedUntil IS NULL OR alert.lockedUntil < :now)', { now })
      .orderBy('alert.id', 'ASC')
      .limit(limit)
    if (isMysql) {
      // On the due index only: for ORDER BY id LIMIT, MariaDB often walked the primary key from the
      // first alert ever, past every one sent (4,700 rows a claim after 10 s of load, growing with
      // the outbox, where the due index reads only the ~200 due).
      query.setLock('pessimistic_write').setOnLocked('skip_locked').useIndex('IDX_lead_alerts_due')
    }
    const due = await query.getMany()
    if (due.length === 0) return []
    const lockedUntil = new Date(now.getTime() + leaseMs)
    // The same condition again: on MySQL the rows are locked, so every one is claimed; on SQLite a
    // process that changed one since our read makes this transaction fail instead (SQLITE_BUSY).
    const result = await manager
      .createQueryBuilder()
      .update(LeadAlertEntity)
      .set({ lockedUntil })
      .where('id IN (:...ids)', { ids: due.map((alert) => alert.id) })
      .andWhere('(lockedUntil IS NULL OR lockedUntil < :now)', { now })
      .execute()
    if (result.affected !== undefined && result.affected !== due.length) {
      throw new Error(`Claimed ${result.affected} of ${due.length} due alerts; retrying the claim`)
    }
    return due.map((alert) => ({ ...alert, lockedUntil }))
  }
  // READ COMMITTED on MySQL: the locking read then locks the rows it returns and no gaps, so the
  // requests inserting new alerts meanwhile never wait for a worker's claim.
  return isMysql ? dataSource.transaction('READ COMMITTED', claim) : dataSource.transaction(claim)
}

/** Marks alerts sent, in one statement for a batch. */
export async function markAlertsSent(dataSource: DataSource, alerts: LeadAlertRow[], now: Date) {
  if (alerts.length === 0) return
  await dataSource
    .createQueryBuilder()
    .update(LeadAlertEntity)
    .set({
      status: 'sent',
      attempts: () => 'attempts + 1',
      sentAt: now,
      lockedUntil: null,
      lastError: null,
    })
    .where('id IN (:...ids)', { ids: alerts.map((alert) => alert.id) })
    .execute()
}

/**
 * Extends the lease of alerts this worker still holds (an attempt on its way) until `lockedUntil`.
 * An alert marked sent, or failed (its lease cleared), since is left as it is.
 */
export async function renewAlertLeases(
  dataSource: DataSource,
  ids: readonly number[],
  lockedUntil: Date,
) {
  if (ids.length === 0) return
  await dataSource
    .createQueryBuilder()
    .update(LeadAlertEntity)
    .set({ lockedUntil })
    .where('id IN (:...ids)', { ids })
    .andWhere('status IN (:...statuses)', { statuses: ['pending', 'retrying'] })
    .andWhere('lockedUntil IS NOT NULL')
    .execute()
}

/** The wait before the next attempt: base, 2 x base, 4 x base... up to the maximum. */
export function retryDelayMs(timing: OutboxTiming, attempts: number): number {
  return Math.min(timing.retryBaseMs * 2 ** Math.max(attempts - 1, 0), timing.maxRetryDelayMs)
}

/**
 * Records a failed attempt: retrying later, or failed for good once the request is too old. The
 * next attempt is the retry delay after this one started (`startedAt`), or at once when the attempt
 * itself took longer (a mail server that hung until the send timeout): the wait after the server
 * is back never adds the timeout to the delay.
 */
export async function markAlertFailed(
  dataSource: DataSource,
  alert: LeadAlertRow,
  error: string,
  now: Date,
  timing: OutboxTiming,
  startedAt: Date = now,
) {
  const attempts = alert.attempts + 1
  const givenUp = now.getTime() - alert.createdAt.getTime() >= timing.giveUpAfterMs
  const nextAttemptAt = Math.max(
    startedAt.getTime() + retryDelayMs(timing, attempts),
    now.getTime(),
  )
  await dataSource.getRepository(LeadAlertEntity).update(
    { id: alert.id },
    {
      status: givenUp ? 'failed' : 'retrying',
      attempts,
      lastError: error.slice(0, 500),
      nextAttemptAt: new Date(nextAttemptAt),
      lockedUntil: null,
    },
  )
}

/** The alerts of some requests, for the dashboard. */
export function alertsOf(dataSource: DataSource, submissionIds: number[]): Promise<LeadAlertRow[]> {
  if (submissionIds.length === 0) return Promise.resolve([])
  return dataSource.getRepository(LeadAlertEntity).find({
    where: { submissionId: In(submissionIds) },
    order: { id: 'ASC' },
  })
}

/** Given-up alerts older than this no longer raise the dashboard's warning. */
const FAILED_RECENTLY_MS = 7 * 24 * 60 * 60 * 1000
/** The failed attempts looked at for the latest error: the ones retried last. */
const LATEST_ERRORS_READ = 100

/** Whether lead alerts reach staff, for the dashboard's warning (GET .../alert-status). */
export interface AlertDelivery {
  /** Pending or retrying alerts written more than `graceMs` ago. */
  waiting: number
  /** The oldest of those. */
  waitingSince: Date | null
  /** Alerts given up in the last 7 days. */
  failed: number
  lastErrorAt: Date | null
  lastError: string | null
}

/**
 * How lead alerts are doing, read from the outbox: a healthy outbox sends each alert within
 * seconds, so one still unsent after `graceMs` means the mail server or webhook is refusing or
 * unreachable, or no worker is running. The outbox keeps no time of a failed attempt, but the
 * worker set the next attempt `retryDelayMs(timing, attempts)` after the attempt started
 * (markAlertFailed), so that time is worked back with the same timing (a little earlier for an
 * attempt that took longer than its delay).
 */
export async function alertDelivery(
  dataSource: DataSource,
  now: Date,
  graceMs: number,
  timing: OutboxTiming,
): Promise<AlertDelivery> {
  const alerts = dataSource.getRepository(LeadAlertEntity)
  const unsent = () =>
    alerts
      .createQueryBuilder('alert')
      .where('alert.status IN (:...statuses)', { statuses: ['pending', 'retrying'] })
      .andWhere('alert.createdAt < :cutoff', { cutoff: new Date(now.getTime() - graceMs) })
  const failedSince = new Date(now.getTime() - FAILED_RECENTLY_MS)
  const [waiting, oldest, failed, attempted] = await Promise.all([
    unsent().getCount(),
    unsent().orderBy('alert.createdAt', 'ASC').addOrderBy('alert.id', 'ASC').getOne(),
    alerts
      .createQueryBuilder('alert')
      .where('alert.status = :failed', { failed: 'failed' })
      .andWhere('alert.createdAt >= :failedSince', { failedSince })
      .getCount(),
    alerts
      .createQueryBuilder('alert')
      .where(
        "(alert.status = 'retrying' OR (alert.status = 'failed' AND alert.createdAt >= :failedSince))",
        { failedSince },
      )
      .andWhere('alert.lastError IS NOT NULL')
      .orderBy('alert.nextAttemptAt', 'DESC')
      .limit(LATEST_ERRORS_READ)
      .getMany(),
  ])
  let latest: { at: Date; error: string } | null = null
  for (const alert of attempted) {
    const at = new Date(alert.nextAttemptAt.getTime() - retryDelayMs(timing, alert.attempts))
    if (alert.lastError !== null && (!latest || at > latest.at)) {
      latest = { at, error: alert.lastError }
    }
  }
  return {
    waiting,
    waitingSince: oldest?.createdAt ?? null,
    failed,
    lastErrorAt: latest?.at ?? null,
    lastError: latest?.error ?? null,
  }
}
