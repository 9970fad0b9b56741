import { setTimeout as sleep } from 'node:timers/promises'
import type { DataSource } from 'typeorm'
import { createDataSource } from './data-source'
import { withoutQueryTimeout } from './database-timeouts'
import { runMigrations, withStartupLock } from './migrate'

/** Where start-up says what it did. */
export interface StartupLogger {
  info(message: string): void
  warn(message: string): void
}

export interface OpenDatabaseOptions {
  url: string
  poolSize?: number
  /**
   * What else start-up does once the migrations are applied, under the same lock (so that two
   * instances starting together do it once): the server creates its first admin here.
   */
  afterMigrations?: (dataSource: DataSource) => Promise<void>
  log: StartupLogger
  /** Attempts to reach the database before giving up (1 s, 2 s, 4 s... apart). */
  attempts?: number
}

/**
 * Connects (waiting for a database that is still starting), applies pending migrations and then
 * `afterMigrations`, under the start-up lock. Returns the ready DataSource; the caller destroys it.
 */
export async function openDatabase({
  url,
  poolSize,
  afterMigrations,
  log,
  attempts = 6,
}: OpenDatabaseOptions): Promise<DataSource> {
  const dataSource = createDataSource({ url, poolSize })
  for (let attempt = 1; ; attempt += 1) {
    try {
      await dataSource.initialize()
      break
    } catch (error) {
      if (attempt >= attempts) throw error
      const delay = 1000 * 2 ** (attempt - 1)
      log.warn(
        `Database not reachable (${(error as Error).message}); retrying in ${delay / 1000} s`,
      )
      await sleep(delay)
    }
  }
  try {
    await withoutQueryTimeout(dataSource, () =>
      withStartupLock(dataSource, async () => {
        const applied = await runMigrations(dataSource)
        if (applied.length > 0) log.info(`Applied migrations: ${applied.join(', ')}`)
        await afterMigrations?.(dataSource)
      }),
    )
  } catch (error) {
    await dataSource.destroy()
    throw error
  }
  return dataSource
}
