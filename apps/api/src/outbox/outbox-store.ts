import type {
  DataSource,
  EntityManager,
  EntitySchema,
  ObjectLiteral,
  QueryDeepPartialEntity,
} from 'typeorm'
import type { OutboxFields } from '../db/entities'
import { type OutboxTiming, retryDelayMs } from './outbox-timing'

/** A row of an outbox table: the columns of OutboxFields (db/entities.ts), and its own. */
export type OutboxRow = OutboxFields & ObjectLiteral

/** An outbox table (lead_alerts, mail_outbox) and its index on (status, nextAttemptAt). */
export interface OutboxTable<Row extends OutboxRow> {
  entity: EntitySchema<Row>
  dueIndex: string
}

/** Values of OutboxRow's columns, which every outbox table has, for an update of table `Row`. */
function columns<Row extends OutboxRow>(
  values: {
    [Column in keyof OutboxFields]?: OutboxFields[Column] | (() => string)
  },
) {
  return values as unknown as QueryDeepPartialEntity<Row>
}

/**
 * Claims up to `limit` due rows for this worker until `now + leaseMs`. On MySQL the due rows are
 * read with `SELECT ... FOR UPDATE SKIP LOCKED`, so instances sharing a database each take other
 * rows instead of queueing behind one another; the claim itself is a conditional update (only a row
 * whose lease is still the one read changes), which also keeps two SQLite processes apart. A worker
 * that dies while holding rows loses them when the lease ends, and another sends them.
 */
export async function claimDue<Row extends OutboxRow>(
  dataSource: DataSource,
  table: OutboxTable<Row>,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<Row[]> {
  const isMysql = dataSource.options.type === 'mysql'
  // Most polls find nothing due: one plain read says so, without a transaction (on SQLite, the one
  // connection's transaction is the quote writer's too).
  const anyDue = await dataSource
    .getRepository(table.entity)
    .createQueryBuilder('row')
    .select('row.id')
    .where('row.status IN (:...statuses)', { statuses: ['pending', 'retrying'] })
    .andWhere('row.nextAttemptAt <= :now', { now })
    .limit(1)
    .getRawOne()
  if (!anyDue) return []
  const claim = async (manager: EntityManager) => {
    const query = manager
      .getRepository(table.entity)
      .createQueryBuilder('row')
      .where('row.status IN (:...statuses)', { statuses: ['pending', 'retrying'] })
      .andWhere('row.nextAttemptAt <= :now', { now })
      .andWhere('(row.lockedUntil IS NULL OR row.lockedUntil < :now)', { now })
      .orderBy('row.id', 'ASC')
      .limit(limit)
    if (isMysql) {
      // On the due index only: for ORDER BY id LIMIT, MariaDB often walked the primary key from the
      // first row ever, past every one sent (4,700 rows a claim after 10 s of load, growing with
      // the outbox, where the due index reads only the ~200 due).
      query.setLock('pessimistic_write').setOnLocked('skip_locked').useIndex(table.dueIndex)
    }
    const due = await query.getMany()
    if (due.length === 0) return []
    const lockedUntil = new Date(now.getTime() + leaseMs)
    // The same condition again: on MySQL the rows are locked, so every one is claimed; on SQLite a
    // process that changed one since our read makes this transaction fail instead (SQLITE_BUSY).
    const result = await manager
      .createQueryBuilder()
      .update(table.entity)
      .set(columns<Row>({ lockedUntil }))
      .where('id IN (:...ids)', { ids: due.map((row) => row.id) })
      .andWhere('(lockedUntil IS NULL OR lockedUntil < :now)', { now })
      .execute()
    if (result.affected !== undefined && result.affected !== due.length) {
      throw new Error(`Claimed ${result.affected} of ${due.length} due rows; retrying the claim`)
    }
    return due.map((row) => ({ ...row, lockedUntil }))
  }
  // READ COMMITTED on MySQL: the locking read then locks the rows it returns and no gaps, so the
  // requests inserting new rows meanwhile never wait for a worker's claim.
  return isMysql ? dataSource.transaction('READ COMMITTED', claim) : dataSource.transaction(claim)
}

/** Marks rows sent, in one statement for a batch. */
export async function markSent<Row extends OutboxRow>(
  dataSource: DataSource,
  table: OutboxTable<Row>,
  rows: readonly Row[],
  now: Date,
) {
  if (rows.length === 0) return
  await dataSource
    .createQueryBuilder()
    .update(table.entity)
    .set(
      columns<Row>({
        status: 'sent',
        attempts: () => 'attempts + 1',
        sentAt: now,
        lockedUntil: null,
        lastError: null,
      }),
    )
    .where('id IN (:...ids)', { ids: rows.map((row) => row.id) })
    .execute()
}

/**
 * Extends the lease of rows this worker still holds (an attempt on its way) until `lockedUntil`.
 * A row marked sent, or failed (its lease cleared), since is left as it is.
 */
export async function renewLeases<Row extends OutboxRow>(
  dataSource: DataSource,
  table: OutboxTable<Row>,
  ids: readonly number[],
  lockedUntil: Date,
) {
  if (ids.length === 0) return
  await dataSource
    .createQueryBuilder()
    .update(table.entity)
    .set(columns<Row>({ lockedUntil }))
    .where('id IN (:...ids)', { ids })
    .andWhere('status IN (:...statuses)', { statuses: ['pending', 'retrying'] })
    .andWhere('lockedUntil IS NOT NULL')
    .execute()
}

/**
 * Records a failed attempt: retrying later, or failed for good once the row is too old. The next
 * attempt is the retry delay after this one started (`startedAt`), or at once when the attempt
 * itself took longer (a mail server that hung until the send timeout): the wait after the server
 * is back never adds the timeout to the delay.
 */
export async function markFailed<Row extends OutboxRow>(
  dataSource: DataSource,
  table: OutboxTable<Row>,
  row: Row,
  error: string,
  now: Date,
  timing: OutboxTiming,
  startedAt: Date = now,
) {
  const attempts = row.attempts + 1
  const givenUp = now.getTime() - row.createdAt.getTime() >= timing.giveUpAfterMs
  const nextAttemptAt = Math.max(
    startedAt.getTime() + retryDelayMs(timing, attempts),
    now.getTime(),
  )
  await dataSource
    .createQueryBuilder()
    .update(table.entity)
    .set(
      columns<Row>({
        status: givenUp ? 'failed' : 'retrying',
        attempts,
        lastError: error.slice(0, 500),
        nextAttemptAt: new Date(nextAttemptAt),
        lockedUntil: null,
      }),
    )
    .where('id = :id', { id: row.id })
    .execute()
}
