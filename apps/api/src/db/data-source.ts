import { mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { DataSource } from 'typeorm'
import { entities } from './entities'
import { migrations } from './migrations/index'

export type DatabaseKind = 'mysql' | 'sqlite'

export interface DatabaseOptions {
  /** `mysql://user:pass@host:3306/db` (or `mariadb://`), or `sqlite:<file>`. */
  url: string
  /** MySQL pool size of this process. */
  poolSize?: number
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
export function createDataSource({ url, poolSize = 10 }: DatabaseOptions): DataSource {
  const common = {
    entities,
    migrations,
    synchronize: false,
    migrationsRun: false,
    logging: false,
  } as const
  if (databaseKind(url) === 'mysql') {
    return new DataSource({
      ...common,
      type: 'mysql',
      url: url.replace(/^mariadb:/, 'mysql:'),
      // Dates are written and read as UTC whatever the server's time zone.
      timezone: 'Z',
      charset: 'utf8mb4_unicode_ci',
      // At least two: start-up holds one connection for the migrations lock while migrating on
      // another (see migrate.ts); with one, opening the database waits for ever.
      poolSize: Math.max(poolSize, 2),
      connectTimeout: 5000,
      // BIGINT and DECIMAL values come back as numbers while they fit, never as strings.
      supportBigNumbers: true,
      bigNumberStrings: false,
      extra: { enableKeepAlive: true },
    })
  }
  const file = resolve(url.slice('sqlite:'.length))
  mkdirSync(dirname(file), { recursive: true })
  return new DataSource({
    ...common,
    type: 'better-sqlite3',
    database: file,
    enableWAL: true,
    // Wait for a lock held by another connection instead of failing at once.
    timeout: 5000,
  })
}
