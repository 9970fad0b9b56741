import { setTimeout as sleep } from 'node:timers/promises'
import type { DataSource } from 'typeorm'
import { ensureStartupAdmin, type StartupAdminSettings, type StartupLogger } from './admin-accounts'
import { createDataSource } from './data-source'
import { withoutQueryTimeout } from './database-timeouts'
import { runMigrations, withStartupLock } from './migrate'

export interface OpenDatabaseOptions {
  url: string
  poolSize?: number
  /** Start-up admin settings, or false to create no admin (the admin:create script). */
  admin?: StartupAdminSettings | false
  log: StartupLogger
  /** Attempts to reach the database before giving up (1 s, 2 s, 4 s... apart). */
  attempts?: number
}

/**
 * Connects (waiting for a database that is still starting), applies pending migrations and creates
 * the first admin, under the start-up lock. Returns the ready DataSource; the caller destroys it.
 */
export async function openDatabase({
  url,
  poolSize,
  admin = {},
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
        if (admin !== false) await ensureStartupAdmin(dataSource, admin, log)
      }),
    )
  } catch (error) {
    await dataSource.destroy()
    throw error
  }
  return dataSource
}
