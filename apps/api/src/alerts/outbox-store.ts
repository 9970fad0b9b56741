import type { LeadAlertChannel } from '@nirman/contract'
import { type DataSource, type EntityManager, In, IsNull } from 'typeorm'
import { LeadAlertEntity, type LeadAlertRow } from '../db/entities'
import type { OutboxTiming } from './alert-settings'

/** Writes one pending alert per channel, inside the transaction that stores the request. */
export async function enqueueLeadAlerts(
  manager: EntityManager,
  submissionId: number,
  channels: LeadAlertChannel[],
  now: Date,
): Promise<void> {
  if (channels.length === 0) return
  await manager.insert(
    LeadAlertEntity,
    channels.map((channel) => ({
      submissionId,
      channel,
      status: 'pending' as const,
      attempts: 0,
      lastError: null,
      createdAt: now,
      nextAttemptAt: now,
      lockedUntil: null,
      sentAt: null,
    })),
  )
}

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
  return dataSource.transaction(async (manager) => {
    const query = manager
      .getRepository(LeadAlertEntity)
      .createQueryBuilder('alert')
      .where('alert.status IN (:...statuses)', { statuses: ['pending', 'retrying'] })
      .andWhere('alert.nextAttemptAt <= :now', { now })
      .andWhere('(alert.lockedUntil IS NULL OR alert.lockedUntil < :now)', { now })
      .orderBy('alert.id', 'ASC')
      .limit(limit)
    if (dataSource.options.type === 'mysql') {
      query.setLock('pessimistic_write').setOnLocked('skip_locked')
    }
    const due = await query.getMany()
    const lockedUntil = new Date(now.getTime() + leaseMs)
    const claimed: LeadAlertRow[] = []
    for (const alert of due) {
      const result = await manager.update(
        LeadAlertEntity,
        { id: alert.id, lockedUntil: alert.lockedUntil ?? IsNull() },
        { lockedUntil },
      )
      if (result.affected === 1) claimed.push({ ...alert, lockedUntil })
    }
    return claimed
  })
}

export async function markAlertSent(dataSource: DataSource, alert: LeadAlertRow, now: Date) {
  await dataSource.getRepository(LeadAlertEntity).update(
    { id: alert.id },
    {
      status: 'sent',
      attempts: alert.attempts + 1,
      sentAt: now,
      lockedUntil: null,
      lastError: null,
    },
  )
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
