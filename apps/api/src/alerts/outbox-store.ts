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
      query.setLock('pessimistic_write').setOnLocked('skip_locked')
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

/** The wait before the next attempt: base, 2 x base, 4 x base... up to the maximum. */
export function retryDelayMs(timing: OutboxTiming, attempts: number): number {
  return Math.min(timing.retryBaseMs * 2 ** Math.max(attempts - 1, 0), timing.maxRetryDelayMs)
}

/** Records a failed attempt: retrying later, or failed for good once the request is too old. */
export async function markAlertFailed(
  dataSource: DataSource,
  alert: LeadAlertRow,
  error: string,
  now: Date,
  timing: OutboxTiming,
) {
  const attempts = alert.attempts + 1
  const givenUp = now.getTime() - alert.createdAt.getTime() >= timing.giveUpAfterMs
  await dataSource.getRepository(LeadAlertEntity).update(
    { id: alert.id },
    {
      status: givenUp ? 'failed' : 'retrying',
      attempts,
      lastError: error.slice(0, 500),
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(timing, attempts)),
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
