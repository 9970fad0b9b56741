import type { DataSource } from 'typeorm'

/**
 * How long the API waits for the database before answering 503: a frozen MySQL/MariaDB (stopped,
 * swapping, a dead network path) or a SQLite file another process holds locked must give an answer
 * within 5 seconds, never a request that hangs for as long as the fault lasts.
 */
export const DATABASE_TIMEOUTS = {
  /** TCP connect plus MySQL handshake of a new connection (mysql2's connectTimeout). */
  connectMs: 2000,
  /** Waiting for a free connection of the pool. */
  acquireMs: 2000,
  /** One query (mysql2 destroys the connection when it expires). */
  queryMs: 2500,
  /** Retrying a SQLite write that finds the file locked, off the event loop. */
  sqliteLockMs: 3000,
} as const

/**
 * Runs start-up work (the migrations lock, which waits up to two minutes for another instance,
 * and migrations, which may rewrite large tables) without the per-query timeout meant for requests.
 */
export async function withoutQueryTimeout<T>(
  dataSource: DataSource,
  work: () => Promise<T>,
): Promise<T> {
  if (dataSource.options.type !== 'mysql') return work()
  // TypeORM reads this option on every query (MysqlQueryRunner.query).
  const options = dataSource.driver.options as { enableQueryTimeout?: boolean }
  options.enableQueryTimeout = false
  try {
    return await work()
  } finally {
    options.enableQueryTimeout = true
  }
}

/** The code a pool acquisition that timed out carries (plugins/errors.ts answers it 503). */
export const ACQUIRE_TIMEOUT_CODE = 'POOL_ACQUIRE_TIMEOUT'

type QueryCallback = (error: { code?: unknown } | null, ...results: unknown[]) => void
interface ReleasableConnection {
  release(): void
  destroy(): void
  query(...args: unknown[]): unknown
}

const destroysOnTimeout = new WeakSet<ReleasableConnection>()

/**
 * mysql2 answers a query timeout with an error but leaves the query as the connection's current
 * command: the connection goes back to the pool and every later query on it waits behind the dead
 * one, for ever. A connection whose query timed out is destroyed instead (the pool opens another).
 */
function destroyOnQueryTimeout(connection: ReleasableConnection): ReleasableConnection {
  if (destroysOnTimeout.has(connection)) return connection
  destroysOnTimeout.add(connection)
  const query = connection.query.bind(connection)
  connection.query = (...args: unknown[]) => {
    const callback = args.at(-1)
    if (typeof callback !== 'function') return query(...args)
    const watched: QueryCallback = (error, ...results) => {
      if (error?.code === 'PROTOCOL_SEQUENCE_TIMEOUT') connection.destroy()
      ;(callback as QueryCallback)(error, ...results)
    }
    return query(...args.slice(0, -1), watched)
  }
  return connection
}
interface MysqlDriverWithPool {
  obtainMasterConnection(): Promise<ReleasableConnection>
}

/**
 * mysql2's pool has no acquire timeout: a request queued behind connections that hang on a frozen
 * server would wait for ever. This bounds the wait; a connection handed over too late goes back to
 * the pool. Each connection handed over is also destroyed when one of its queries times out.
 */
export function limitMysqlAcquireWait(dataSource: DataSource, waitMs: number): void {
  const driver = dataSource.driver as unknown as MysqlDriverWithPool
  const obtain = driver.obtainMasterConnection.bind(driver)
  driver.obtainMasterConnection = () =>
    new Promise((resolve, reject) => {
      let timedOut = false
      const timer = setTimeout(() => {
        timedOut = true
        reject(
          Object.assign(new Error(`No database connection free within ${waitMs} ms`), {
            code: ACQUIRE_TIMEOUT_CODE,
          }),
        )
      }, waitMs)
      obtain().then(
        (connection) => {
          clearTimeout(timer)
          if (timedOut) connection.release()
          else resolve(destroyOnQueryTimeout(connection))
        },
        (error: unknown) => {
          clearTimeout(timer)
          reject(error)
        },
      )
    })
}
