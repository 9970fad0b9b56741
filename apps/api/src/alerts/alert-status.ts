import type { DataSource } from 'typeorm'
import { LeadAlertEntity } from '../db/entities'
import { type OutboxTiming, retryDelayMs } from '../outbox/outbox-timing'

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
