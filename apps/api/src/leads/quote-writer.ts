import type { DataSource, EntityManager } from 'typeorm'
import { isDuplicateKey } from '../db/duplicate-key'
import { ContactSubmissionEntity, LeadSearchTermEntity, type NewRequestRow } from '../db/entities'
import {
  type Assignment,
  type AssignmentRules,
  assigneesOfNewLeads,
  recordNewAssignments,
} from './lead-assignment'
import { repeatWindowStart } from './repeat-rule'

/** A column as TypeORM describes it (its own module has no types in typeorm's exports map). */
type ColumnMetadata = ReturnType<DataSource['getMetadata']>['columns'][number]

/**
 * A new quote request as the route made it: its row (without `isRepeat`), its search terms and the
 * owner's assignment rules in use (none: it stays unassigned), with where a fault of its
 * assignment is told.
 */
export interface QuoteWrite {
  row: NewRequestRow
  terms: string[]
  assignment?: { rules: AssignmentRules; onFault(error: unknown): void }
}

/**
 * Most requests written in one SQLite transaction. better-sqlite3 runs them on the event loop, about
 * 0.2-0.5 ms each on the 2-core machine, so a full batch holds it for some 10-30 ms at most.
 */
const MOST_PER_BATCH = 64

type Outcome = { id: number } | { error: unknown }

interface Pending {
  quote: QuoteWrite
  resolve(id: number): void
  reject(error: unknown): void
}

/**
 * Writes quote requests: the row with its assignee (leads/lead-assignment.ts: the batch's leads
 * take their turns together first, under a savepoint whose fault leaves them unassigned but
 * stored), its alerts (the outbox trigger adds them in the same statement), its repeat flag, its
 * search terms and its timeline's assignment, committed together or not at all. `write` resolves with the new
 * id only once the transaction holding it has committed.
 *
 * **Group commit on SQLite.** The file has one writer, and a COMMIT costs about 1 ms on the 2-core
 * machine whether it holds one request or fifty (3 ms with `synchronous = FULL`), against 0.2-0.5 ms
 * for a request's statements: one transaction per request capped SQLite at about 600 commits/s
 * (measured: 624 rows/s one per transaction, 4,800/s twenty per transaction). So the requests that
 * arrive while a transaction is being written wait for it to end, and then go together in the next
 * one, each under a SAVEPOINT of its own: a request that fails (a duplicate idempotency key) is
 * undone alone and the others go on. Every request of the batch is answered after its COMMIT
 * succeeded, and all of them fail with the COMMIT's error (503) if it does not; a failure SQLite
 * answers by rolling back the whole transaction (a full disk) fails them all too. The transaction
 * goes through sqlite-connection.ts like any other: BEGIN IMMEDIATE, one at a time, state reset
 * after a failure.
 *
 * **MySQL/MariaDB** gets batches too, up to half the pool's connections at once: there every
 * statement is a round trip, and a request alone took five (START TRANSACTION, the repeat SELECT,
 * the INSERT, its search terms, COMMIT) plus a redo-log flush at its COMMIT. A batch of n takes
 * n + 4 (one repeat query and one search-terms INSERT for all) and one flush.
 *
 * On both, the statements are prepared SQL built once from the entity's metadata, with each value
 * converted by TypeORM's driver as its query builder does: the query builder spent more CPU per
 * request building the same INSERT (replacePropertyNames, escapeQueryWithParameters) than SQLite
 * spent running it. The repeat check runs inside the transaction: on SQLite it then sees the
 * requests committed before it and the ones before it in its batch, and costs no wait for the
 * connection of its own.
 */
const writers = new WeakMap<DataSource, QuoteWriter>()

/** The one writer of `dataSource`: every app on it shares its queue, as they share its connection. */
export function quoteWriterOf(dataSource: DataSource): QuoteWriter {
  let writer = writers.get(dataSource)
  if (!writer) {
    writer = new QuoteWriter(dataSource)
    writers.set(dataSource, writer)
  }
  return writer
}

export class QuoteWriter {
  private readonly queue: Pending[] = []
  /** Batches being written now: at most one on SQLite, up to `mostAtOnce` on MySQL's pool. */
  private active = 0
  private readonly mostAtOnce: number
  private readonly insertRow: string
  private readonly columns: ColumnMetadata[]
  private readonly repeatQuery: string
  private readonly latestQuery: string
  private readonly insertTerms: string
  private readonly createdAt: ColumnMetadata
  private readonly isSqlite: boolean

  constructor(private readonly dataSource: DataSource) {
    const driver = dataSource.driver
    const metadata = dataSource.getMetadata(ContactSubmissionEntity)
    this.columns = metadata.columns.filter((column) => !column.isGenerated)
    const table = driver.escape(metadata.tableName)
    const names = this.columns.map((column) => driver.escape(column.databaseName))
    this.insertRow = `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`
    const createdAt = metadata.findColumnWithPropertyName('createdAt')
    if (!createdAt) throw new Error('contact_submissions has no createdAt column')
    this.createdAt = createdAt
    const [national, created] = [driver.escape('phoneNational'), driver.escape('createdAt')]
    // EXISTS stops at the first row found on the phoneNational index (see repeat-flag.ts).
    this.repeatQuery = `SELECT EXISTS (SELECT 1 FROM ${table} WHERE ${national} = ? AND ${created} >= ? AND ${created} <= ?) AS ${driver.escape('isRepeat')}`
    // One number's latest request in a window: one step down IDX_leads_phone_national_created
    // (MariaDB: "Select tables optimized away"). A batch asks for its numbers in one round trip,
    // these joined by UNION ALL; one MAX(...) GROUP BY over an IN list read every request of each
    // number in the window (the whole table in a flood from one phone).
    this.latestQuery = `SELECT ? AS ${driver.escape('national')}, (SELECT MAX(${created}) FROM ${table} WHERE ${national} = ? AND ${created} >= ? AND ${created} <= ?) AS ${driver.escape('latest')}`
    const terms = dataSource.getMetadata(LeadSearchTermEntity)
    this.insertTerms = `INSERT INTO ${driver.escape(terms.tableName)} (${driver.escape('submissionId')}, ${driver.escape('term')}) VALUES `
    this.isSqlite = dataSource.options.type === 'better-sqlite3'
    // Half the pool, so that reads (the dashboard, the outbox worker) always find a connection.
    const poolSize = 'poolSize' in dataSource.options ? (dataSource.options.poolSize ?? 10) : 1
    this.mostAtOnce = this.isSqlite ? 1 : Math.max(1, Math.floor(poolSize / 2))
  }

  /** Stores `quote`; resolves with its id once committed, rejects with the error that stopped it. */
  write(quote: QuoteWrite): Promise<number> {
    return new Promise<number>((resolve, reject) => {
      this.queue.push({ quote, resolve, reject })
      if (this.active < this.mostAtOnce) void this.writeBatches()
    })
  }

  /** Requests waiting for the next transaction (for tests that hold the connection). */
  get waiting(): number {
    return this.queue.length
  }

  /**
   * Writes the queue in batches until it is empty. better-sqlite3 runs a whole transaction without
   * giving the event loop a turn, so no request can join the queue while one is written: each
   * batch starts on `setImmediate`, after the event loop has read every request that arrived
   * meanwhile (the poll phase runs before it). The batch is taken from the queue only once BEGIN
   * has the connection, so requests that arrive while another transaction (of this process, or
   * another process's write lock) holds it join it too.
   */
  private async writeBatches(): Promise<void> {
    this.active += 1
    try {
      while (this.queue.length > 0) {
        await new Promise((resolve) => setImmediate(resolve))
        if (this.queue.length > 0) await this.writeBatch()
      }
    } finally {
      this.active -= 1
    }
  }

  private async writeBatch(): Promise<void> {
    if (!this.isSqlite) return this.writeMysqlBatch()
    let batch: Pending[] | undefined
    let outcomes: Outcome[] = []
    try {
      await this.dataSource.transaction(async (manager) => {
        batch = this.queue.splice(0, MOST_PER_BATCH)
        const assigned = await this.assign(manager, batch, true)
        outcomes = await this.insertSqlite(manager, batch)
        await this.recordAssignments(manager, batch, outcomes, assigned)
      })
    } catch (error) {
      // BEGIN (then every request waiting had waited for it), a statement that undid the
      // transaction, or COMMIT failed: nothing of the batch is stored.
      for (const pending of batch ?? this.queue.splice(0)) pending.reject(error)
      return
    }
    this.settle(batch ?? [], outcomes)
  }

  /**
   * MySQL: the batch is taken once a connection of the pool is this writer's, and the transaction
   * begins only when there is a batch. Up to `mostAtOnce` loops wait for connections at once, and
   * the requests one of them found waiting have often been taken by another by the time its
   * connection comes: beginning first spent three round trips on an empty transaction (START
   * TRANSACTION, a failing repeat query, ROLLBACK) in most of them (measured: 624 of 1,100
   * transactions in 6 s).
   */
  private async writeMysqlBatch(): Promise<void> {
    const runner = this.dataSource.createQueryRunner()
    let batch: Pending[] = []
    let outcomes: Outcome[] = []
    try {
      await runner.connect()
      batch = this.queue.splice(0, MOST_PER_BATCH)
      if (batch.length === 0) return
      // The turns are taken before the transaction: their counters are then locked for a
      // statement each, not until the commit (lead-assignment.ts).
      const assigned = await this.assign(runner.manager, batch, false)
      await runner.startTransaction()
      try {
        outcomes = await this.insertMysql(runner.manager, batch)
        await this.recordAssignments(runner.manager, batch, outcomes, assigned)
        await runner.commitTransaction()
      } catch (error) {
        // A connection whose COMMIT failed is already gone (db/mysql-transactions.ts).
        if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => {})
        throw error
      }
    } catch (error) {
      // No connection (then every request waiting had waited for it), START TRANSACTION, a
      // statement that undid the transaction, or COMMIT failed: nothing of the batch is stored.
      for (const pending of batch.length > 0 ? batch : this.queue.splice(0)) pending.reject(error)
      return
    } finally {
      await runner.release()
    }
    this.settle(batch, outcomes)
  }

  /**
   * Gives the requests of a batch their assignees (`row.assigneeId`, before the rows are written;
   * on MySQL before the transaction begins), by the rules each came with (those of one app, in practice all the same): each pool's turns
   * taken at once. A fault is told to every request whose assignment it undid; they are stored
   * unassigned. A request that then fails alone (a repeated idempotency key) has used a turn.
   */
  private async assign(
    manager: EntityManager,
    batch: Pending[],
    inTransaction: boolean,
  ): Promise<Map<Pending, Assignment>> {
    // The rules object held in memory is the same for every request until the owner saves.
    const byRules = new Map<AssignmentRules, Pending[]>()
    for (const pending of batch) {
      const rules = pending.quote.assignment?.rules
      if (rules) byRules.set(rules, [...(byRules.get(rules) ?? []), pending])
    }
    const assigned = new Map<Pending, Assignment>()
    for (const [rules, group] of byRules) {
      const rows = group.map((pending) => pending.quote.row)
      const assignments = await assigneesOfNewLeads(manager, rules, rows, inTransaction, (error) =>
        this.tellFault(group, error),
      )
      group.forEach((pending, index) => {
        const assignment = assignments[index]
        if (!assignment) return
        pending.quote.row.assigneeId = assignment.assignee.id
        assigned.set(pending, assignment)
      })
    }
    return assigned
  }

  /** The timeline entries of the assignments of a batch's stored requests. */
  private async recordAssignments(
    manager: EntityManager,
    batch: Pending[],
    outcomes: Outcome[],
    assigned: Map<Pending, Assignment>,
  ) {
    const leads = batch.flatMap((pending, index) => {
      const outcome = outcomes[index]
      const assignment = assigned.get(pending)
      if (!assignment || !outcome || !('id' in outcome)) return []
      const { projectType, createdAt } = pending.quote.row
      return [{ id: outcome.id, projectType, createdAt, assignment }]
    })
    const stored = batch.filter((pending) => assigned.has(pending))
    await recordNewAssignments(manager, leads, (error) => this.tellFault(stored, error))
  }

  private tellFault(batch: Pending[], error: unknown) {
    for (const { quote } of batch) quote.assignment?.onFault(error)
  }

  /** Answers each request of a committed batch: its id, or the error that undid it alone. */
  private settle(batch: Pending[], outcomes: Outcome[]) {
    batch.forEach((pending, index) => {
      const outcome = outcomes[index]
      if (outcome && 'id' in outcome) pending.resolve(outcome.id)
      else pending.reject(outcome?.error)
    })
  }

  /**
   * SQLite: each request under a SAVEPOINT, so a failed one is undone alone. Its statements run
   * in this process, a fraction of a millisecond each, so each reads its own repeat flag.
   */
  private async insertSqlite(manager: EntityManager, batch: Pending[]): Promise<Outcome[]> {
    const outcomes: Outcome[] = []
    for (const { quote } of batch) {
      if (batch.length === 1) {
        // Alone, the transaction itself undoes a failed request: no savepoint needed.
        outcomes.push({ id: await this.insertOne(manager, quote) })
        continue
      }
      await manager.query('SAVEPOINT quote_request')
      try {
        const id = await this.insertOne(manager, quote)
        await manager.query('RELEASE quote_request')
        outcomes.push({ id })
      } catch (error) {
        // Fails (and with it the batch) when SQLite has rolled the transaction back itself.
        await manager.query('ROLLBACK TO quote_request')
        await manager.query('RELEASE quote_request')
        outcomes.push({ error })
      }
    }
    return outcomes
  }

  /** One request's statements, in the transaction of `manager`; the new row's id. */
  private async insertOne(manager: EntityManager, { row, terms }: QuoteWrite): Promise<number> {
    const since = repeatWindowStart(row.createdAt)
    const [repeat] = await manager.query(this.repeatQuery, [
      row.phoneNational,
      this.persistentDate(since),
      this.persistentDate(row.createdAt),
    ])
    const id = await this.insertRowOf(manager, row, Number(repeat?.isRepeat ?? 0) === 1)
    if (terms.length > 0) await this.insertTermsOf(manager, [{ id, terms }])
    return id
  }

  /**
   * MySQL/MariaDB: every statement is a round trip, so the batch reads its repeat flags in one
   * query and writes all its search terms in one INSERT. A duplicate idempotency key fails its own
   * INSERT alone (InnoDB undoes the statement, not the transaction), and nothing else of that
   * request has been written; any other error (a deadlock undoes the whole transaction) fails the
   * batch.
   */
  private async insertMysql(manager: EntityManager, batch: Pending[]): Promise<Outcome[]> {
    const latest = await this.latestOf(manager, batch)
    const outcomes: Outcome[] = []
    const stored: { id: number; terms: string[] }[] = []
    for (const { quote } of batch) {
      const { row } = quote
      const previous = latest.get(row.phoneNational)
      const repeat =
        previous !== undefined && previous >= repeatWindowStart(row.createdAt).getTime()
      try {
        const id = await this.insertRowOf(manager, row, repeat)
        outcomes.push({ id })
        stored.push({ id, terms: quote.terms })
        // A later request of this batch from the same number is a repeat of this one.
        latest.set(row.phoneNational, row.createdAt.getTime())
      } catch (error) {
        if (!isDuplicateKey(error)) throw error
        outcomes.push({ error })
      }
    }
    await this.insertTermsOf(manager, stored)
    return outcomes
  }

  /** The time of the latest request before the batch from each of its numbers, in 30 days. */
  private async latestOf(manager: EntityManager, batch: Pending[]): Promise<Map<string, number>> {
    const times = batch.map(({ quote }) => quote.row.createdAt.getTime())
    const numbers = [...new Set(batch.map(({ quote }) => quote.row.phoneNational))]
    const since = this.persistentDate(repeatWindowStart(Math.min(...times)))
    const until = this.persistentDate(new Date(Math.max(...times)))
    const rows: { national: string; latest: unknown }[] = await manager.query(
      numbers.map(() => this.latestQuery).join(' UNION ALL '),
      numbers.flatMap((national) => [national, national, since, until]),
    )
    const driver = this.dataSource.driver
    return new Map(
      rows
        .filter((row) => row.latest !== null)
        .map((row) => [
          row.national,
          (driver.prepareHydratedValue(row.latest, this.createdAt) as Date).getTime(),
        ]),
    )
  }

  private async insertRowOf(
    manager: EntityManager,
    row: QuoteWrite['row'],
    isRepeat: boolean,
  ): Promise<number> {
    const values = row as Record<string, unknown>
    const result = await manager.query(
      this.insertRow,
      this.columns.map((column) =>
        this.value(
          column,
          column.propertyName === 'isRepeat' ? isRepeat : values[column.propertyName],
        ),
      ),
    )
    return insertedId(result)
  }

  /** One statement for the terms of all `requests`; the SQL differs only by how many there are. */
  private async insertTermsOf(
    manager: EntityManager,
    requests: { id: number; terms: string[] }[],
  ): Promise<void> {
    const values = requests.flatMap(({ id, terms }) => terms.flatMap((term) => [id, term]))
    if (values.length === 0) return
    await manager.query(
      this.insertTerms + Array.from({ length: values.length / 2 }, () => '(?, ?)').join(', '),
      values,
    )
  }

  private persistentDate(date: Date): unknown {
    return this.dataSource.driver.preparePersistentValue(date, this.createdAt)
  }

  /** A column's value as TypeORM's query builder would bind it; a missing one gets its default. */
  private value(column: ColumnMetadata, given: unknown): unknown {
    let value = given
    if (value === undefined) value = typeof column.default === 'function' ? null : column.default
    const prepared = this.dataSource.driver.preparePersistentValue(value ?? null, column)
    // better-sqlite3 binds no booleans (TypeORM's runner turns them into 0/1 too).
    return typeof prepared === 'boolean' ? Number(prepared) : prepared
  }
}

/** The id the database gave a new row: mysql2's insertId, or better-sqlite3's lastInsertRowid. */
export function insertedId(raw: unknown): number {
  if (typeof raw === 'number' || typeof raw === 'bigint') return Number(raw)
  if (typeof raw === 'object' && raw !== null && 'insertId' in raw) return Number(raw.insertId)
  throw new Error('The database did not say which id it gave the new quote request')
}
