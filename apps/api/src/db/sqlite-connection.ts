import { setTimeout as sleep } from 'node:timers/promises'
import { type DataSource, type QueryRunner, TransactionNotStartedError } from 'typeorm'

/**
 * better-sqlite3 gives TypeORM one connection, and TypeORM's driver hands every caller the same
 * query runner over it. A transaction is that runner's state, so on SQLite, before this module:
 * - two requests whose transactions overlapped (each awaits between its statements) ran as one:
 *   the second became a SAVEPOINT of the first, one request's COMMIT committed (or its ROLLBACK
 *   undid) the other's rows, and plain queries of other requests ran inside whichever transaction
 *   was open, reading rows that were then rolled back;
 * - a COMMIT that failed (SQLITE_FULL on a full disk, after which SQLite has already rolled back)
 *   left the runner believing its transaction open: its ROLLBACK failed ("no transaction is
 *   active"), and every later request ran as a savepoint of a transaction that, after the next
 *   failed statement, was never committed again. Requests were answered 201 and lost at restart.
 *
 * Here each caller gets a runner of its own over the shared connection, and the connection is
 * lent to one of them at a time: a transaction keeps it from BEGIN to COMMIT or ROLLBACK, any other
 * statement waits for it. A transaction starts with BEGIN IMMEDIATE, so the file's write lock is
 * taken (or found held by another process, and waited for on a timer with the connection free for
 * others) before anything runs in it, and nothing inside it can fail for the lock. Whatever ends a
 * transaction (COMMIT, ROLLBACK, a failure of either, a runner released mid-transaction), the
 * connection is given back out of any transaction: rolled back if SQLite still has one open.
 */

/** The code of a statement that waited longer than allowed for the shared connection. */
export const SQLITE_CONNECTION_WAIT_CODE = 'SQLITE_CONNECTION_WAIT_TIMEOUT'

interface SqliteConnection {
  readonly inTransaction: boolean
  exec(sql: string): unknown
}

/** What this module uses of TypeORM's BetterSqlite3QueryRunner (public or protected members). */
type SqliteRunner = Omit<QueryRunner, 'isTransactionActive' | 'connect'> & {
  isTransactionActive: boolean
  transactionDepth: number
  stmtCache: Map<string, unknown>
  connect(): Promise<SqliteConnection>
}

interface SqliteDriver {
  createQueryRunner(mode: 'master' | 'slave'): QueryRunner
}

/** Holders waiting for the connection, first come first served, each until its deadline. */
interface Waiter {
  holder: object
  resolve(): void
}

/**
 * The right to use the one connection. `take` resolves once `holder` has it; a holder that already
 * has it gets it again at once (the statements of a transaction).
 */
class ConnectionLease {
  private holder: object | undefined
  private readonly waiters: Waiter[] = []

  isHeldBy(holder: object): boolean {
    return this.holder === holder
  }

  async take(holder: object, deadline: number): Promise<void> {
    if (this.holder === undefined || this.holder === holder) {
      this.holder = holder
      return
    }
    await new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        holder,
        resolve: () => {
          clearTimeout(timer)
          resolve()
        },
      }
      const timer = setTimeout(
        () => {
          this.waiters.splice(this.waiters.indexOf(waiter), 1)
          reject(
            Object.assign(new Error('The SQLite connection stayed busy past the wait allowed'), {
              code: SQLITE_CONNECTION_WAIT_CODE,
            }),
          )
        },
        Math.max(deadline - Date.now(), 0),
      )
      this.waiters.push(waiter)
    })
  }

  /** Hands the connection to the next waiter, if `holder` has it. */
  give(holder: object): void {
    if (this.holder !== holder) return
    const next = this.waiters.shift()
    this.holder = next?.holder
    next?.resolve()
  }
}

const isBusy = (error: unknown) => {
  const { driverError } = error as { driverError?: { code?: unknown } }
  // Only plain SQLITE_BUSY: SQLITE_BUSY_SNAPSHOT (a transaction that read before another process
  // wrote) cannot succeed by trying again.
  return driverError?.code === 'SQLITE_BUSY'
}

/** Pauses between tries of a statement that finds the file locked: 5, 10, 20... up to 100 ms. */
const nextPause = (pause: number) => Math.min(pause * 2, 100)

export interface SqliteConnectionControl {
  /**
   * Whether a write could start now: takes the file's write lock (BEGIN IMMEDIATE) and lets it go
   * at once, writing nothing. `'locked'` when another process held it for as long as a write waits
   * (at most PROBE_WAIT_MS, so /api/health answers quickly).
   */
  probeWrite(): Promise<'ok' | 'locked'>
}

/** The longest /api/health waits for another process's write lock before saying 'locked'. */
const PROBE_WAIT_MS = 1000

const controls = new WeakMap<DataSource, SqliteConnectionControl>()

/** The probe of a SQLite DataSource prepared by `serializeSqliteConnection`. */
export function sqliteConnectionControl(
  dataSource: DataSource,
): SqliteConnectionControl | undefined {
  return controls.get(dataSource)
}

/**
 * Makes TypeORM's SQLite driver lend its one connection to one transaction (or one statement) at a
 * time, as described above. A statement or BEGIN that finds the file locked by another process is
 * tried again on a timer, off the event loop (better-sqlite3's own busy wait sleeps on the main
 * thread: SQLite is opened with none); after `waitMs` its error goes up and is answered 503.
 */
export function serializeSqliteConnection(dataSource: DataSource, waitMs: number): void {
  const driver = dataSource.driver as unknown as SqliteDriver
  // TypeORM creates one runner and hands it to everyone; its class is all this needs of it.
  const Runner = driver.createQueryRunner('master').constructor as new (
    driver: unknown,
  ) => SqliteRunner
  const lease = new ConnectionLease()
  // Prepared statements are kept per connection, not per caller (TypeORM's cache of 100).
  const statements = new Map<string, unknown>()

  /** Rolls back whatever SQLite still has open, and forgets the transaction. */
  const endTransaction = async (runner: SqliteRunner) => {
    try {
      const connection = await runner.connect()
      // SQLite rolls back by itself after some failures (SQLITE_FULL at COMMIT); after others
      // (a failed statement) the transaction is still open and must not be left to the next user.
      if (connection.inTransaction) connection.exec('ROLLBACK')
    } finally {
      runner.isTransactionActive = false
      runner.transactionDepth = 0
      lease.give(runner)
    }
  }

  driver.createQueryRunner = () => {
    const runner = new Runner(driver)
    runner.stmtCache = statements
    const run = runner.query.bind(runner) as (...args: unknown[]) => Promise<unknown>

    /** One statement outside a transaction: with the connection to itself, retried while locked. */
    const runAlone = async (args: unknown[]) => {
      const deadline = Date.now() + waitMs
      for (let pause = 5; ; pause = nextPause(pause)) {
        await lease.take(runner, deadline)
        try {
          return await run(...args)
        } catch (error) {
          if (!isBusy(error) || Date.now() + pause > deadline) throw error
        } finally {
          lease.give(runner)
        }
        await sleep(pause)
      }
    }
    runner.query = ((...args: unknown[]) =>
      lease.isHeldBy(runner) ? run(...args) : runAlone(args)) as QueryRunner['query']

    const startNested = runner.startTransaction.bind(runner)
    runner.startTransaction = async (isolationLevel) => {
      if (runner.transactionDepth > 0) return startNested(isolationLevel)
      await runner.broadcaster.broadcast('BeforeTransactionStart')
      const deadline = Date.now() + waitMs
      for (let pause = 5; ; pause = nextPause(pause)) {
        await lease.take(runner, deadline)
        try {
          if (isolationLevel)
            await run(`PRAGMA read_uncommitted = ${isolationLevel === 'READ UNCOMMITTED'}`)
          await run('BEGIN IMMEDIATE TRANSACTION')
          break
        } catch (error) {
          // A BEGIN that failed leaves no transaction; the connection goes to the next caller
          // while this one waits for the other process to let the file go.
          await endTransaction(runner)
          if (!isBusy(error) || Date.now() + pause > deadline) throw error
        }
        await sleep(pause)
      }
      runner.isTransactionActive = true
      runner.transactionDepth = 1
      await runner.broadcaster.broadcast('AfterTransactionStart')
    }

    const commitNested = runner.commitTransaction.bind(runner)
    runner.commitTransaction = async () => {
      if (!runner.isTransactionActive) throw new TransactionNotStartedError()
      if (runner.transactionDepth > 1) return commitNested()
      await runner.broadcaster.broadcast('BeforeTransactionCommit')
      try {
        await run('COMMIT')
      } finally {
        // Committed, or failed (and then rolled back, by SQLite or here): either way over.
        await endTransaction(runner)
      }
      await runner.broadcaster.broadcast('AfterTransactionCommit')
    }

    const rollbackNested = runner.rollbackTransaction.bind(runner)
    runner.rollbackTransaction = async () => {
      if (!runner.isTransactionActive) throw new TransactionNotStartedError()
      if (runner.transactionDepth > 1) return rollbackNested()
      await runner.broadcaster.broadcast('BeforeTransactionRollback')
      try {
        await run('ROLLBACK')
      } catch {
        // "No transaction is active": SQLite rolled back already; endTransaction makes sure.
      } finally {
        await endTransaction(runner)
      }
      await runner.broadcaster.broadcast('AfterTransactionRollback')
    }

    const release = runner.release.bind(runner)
    runner.release = async () => {
      // A runner dropped in the middle of a transaction must not keep the connection (or leave
      // its statements to be committed by the next caller).
      if (lease.isHeldBy(runner)) await endTransaction(runner)
      return release()
    }
    return runner as unknown as QueryRunner
  }

  controls.set(dataSource, {
    async probeWrite() {
      const probe = dataSource.createQueryRunner() as unknown as SqliteRunner
      const deadline = Date.now() + Math.min(waitMs, PROBE_WAIT_MS)
      try {
        for (let pause = 5; ; pause = nextPause(pause)) {
          await lease.take(probe, deadline)
          try {
            await runHeld(probe, 'BEGIN IMMEDIATE TRANSACTION')
            await runHeld(probe, 'ROLLBACK')
            return 'ok'
          } catch (error) {
            if (!isBusy(error)) throw error
            if (Date.now() + pause > deadline) return 'locked'
          } finally {
            await endTransaction(probe)
          }
          await sleep(pause)
        }
      } finally {
        await probe.release()
      }
    },
  })
}

/** A statement on `runner`, which already holds the connection. */
function runHeld(runner: SqliteRunner, sql: string): Promise<unknown> {
  return runner.query(sql)
}
