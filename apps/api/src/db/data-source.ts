import { closeSync, mkdirSync, openSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { DataSource } from 'typeorm'
import { restrictDatabaseFiles } from './data-dir'
import { DATABASE_TIMEOUTS, limitMysqlAcquireWait } from './database-timeouts'
import { entities } from './entities'
import { migrations } from './migrations/index'
import { discardConnectionsOfFailedTransactions } from './mysql-transactions'
import { serializeSqliteConnection } from './sqlite-connection'

export type DatabaseKind = 'mysql' | 'sqlite'

export interface DatabaseOptions {
  /** `mysql://user:pass@host:3306/db` (or `mariadb://`), or `sqlite:<file>`. */
  url: string
  /** MySQL pool size of this process. */
  poolSize?: number
  /** How long a SQLite write retries a file another process holds locked (3 s). */
  sqliteLockWaitMs?: number
}

/** Which database a DATABASE_URL names. */
export function databaseKind(url: string): DatabaseKind {
  if (/^(mysql|mariadb):\/\//.test(url)) return 'mysql'
  if (url.startsWith('sqlite:')) return 'sqlite'
  throw new Error('DATABASE_URL must start with mysql://, mariadb:// or sqlite:')
}

/**
 * The one DataSource factory, used by the server, the CLI scripts and the tests. `synchronize` is
 * never on: the schema changes only through the migrations in ./migrations.
 */
export function createDataSource({
  url,
  poolSize = 10,
  sqliteLockWaitMs = DATABASE_TIMEOUTS.sqliteLockMs,
}: DatabaseOptions): DataSource {
  const common = {
    entities,
    migrations,
    synchronize: false,
    migrationsRun: false,
    logging: false,
  } as const
  if (databaseKind(url) === 'mysql') {
    const mysql = new DataSource({
      ...common,
      type: 'mysql',
      url: url.replace(/^mariadb:/, 'mysql:'),
      // Dates are written and read as UTC whatever the server's time zone.
      timezone: 'Z',
      charset: 'utf8mb4_unicode_ci',
      // At least two: start-up holds one connection for the migrations lock while migrating on
      // another (see migrate.ts); with one, opening the database waits for ever.
      poolSize: Math.max(poolSize, 2),
      connectTimeout: DATABASE_TIMEOUTS.connectMs,
      // mysql2's per-query timeout; TypeORM passes it only with enableQueryTimeout.
      maxQueryExecutionTime: DATABASE_TIMEOUTS.queryMs,
      enableQueryTimeout: true,
      // BIGINT and DECIMAL values come back as numbers while they fit, never as strings.
      supportBigNumbers: true,
      bigNumberStrings: false,
      extra: { enableKeepAlive: true },
    })
    limitMysqlAcquireWait(mysql, DATABASE_TIMEOUTS.acquireMs)
    discardConnectionsOfFailedTransactions(mysql)
    return mysql
  }
  const file = resolve(url.slice('sqlite:'.length))
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 })
  // Created here, owner-only, before SQLite opens it: SQLite would create it world-readable, and
  // gives its -wal and -shm files the database file's permissions.
  closeSync(openSync(file, 'a', 0o600))
  restrictDatabaseFiles(file)
  const sqlite = new DataSource({
    ...common,
    type: 'better-sqlite3',
    database: file,
    enableWAL: true,
    // No busy wait on the main thread: a locked file is retried on a timer (sqlite-connection.ts).
    timeout: 0,
    // Said rather than inherited from the build (better-sqlite3's is NORMAL in WAL mode): a COMMIT
    // is in the write-ahead log before the 201, so it survives a crash or restart of the process;
    // the log is synced to the disk at each checkpoint. FULL (a sync per COMMIT) would also keep
    // the last commits through a power cut; with quote requests committed in groups
    // (leads/quote-writer.ts) it cost 15-20 % of their rate, short of the target: see "A 201 is a
    // committed row" in the README.
    prepareDatabase: (connection: { pragma(source: string): unknown }) => {
      connection.pragma('synchronous = NORMAL')
    },
  })
  serializeSqliteConnection(sqlite, sqliteLockWaitMs)
  return sqlite
}
