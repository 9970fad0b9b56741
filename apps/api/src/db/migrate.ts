import { createHash } from 'node:crypto'
import type { DataSource } from 'typeorm'

const LOCK_TIMEOUT_SECONDS = 120

/**
 * Runs `work` (migrations, first admin) while holding a database-wide lock, so that two instances
 * starting at once against one MySQL never run the same migration twice: the second waits, then
 * finds nothing left to do. SQLite serialises writers itself and migrations run in one transaction.
 */
export async function withStartupLock<T>(
  dataSource: DataSource,
  work: () => Promise<T>,
): Promise<T> {
  if (dataSource.options.type !== 'mysql') return work()
  const runner = dataSource.createQueryRunner()
  await runner.connect()
  // MySQL's named locks are server-wide: the name carries the database, so staging and production
  // (or parallel test databases) on one server never wait for each other. Names are capped at 64.
  const [{ database } = { database: '' }] = (await runner.query(
    'SELECT DATABASE() AS `database`',
  )) as {
    database: string | null
  }[]
  const lockName = `nirman:migrations:${createHash('sha256').update(String(database)).digest('hex').slice(0, 32)}`
  try {
    const [row] = (await runner.query('SELECT GET_LOCK(?, ?) AS acquired', [
      lockName,
      LOCK_TIMEOUT_SECONDS,
    ])) as { acquired: number | string | null }[]
    if (Number(row?.acquired) !== 1) {
      throw new Error(`Could not take the ${lockName} lock within ${LOCK_TIMEOUT_SECONDS} s`)
    }
    try {
      return await work()
    } finally {
      await runner.query('SELECT RELEASE_LOCK(?)', [lockName])
    }
  } finally {
    await runner.release()
  }
}

/** Applies every pending migration; returns the names of those it ran. */
export async function runMigrations(dataSource: DataSource): Promise<string[]> {
  const applied = await dataSource.runMigrations({
    // MySQL commits DDL implicitly, so each migration is its own step; SQLite can roll back all.
    transaction: dataSource.options.type === 'mysql' ? 'each' : 'all',
  })
  return applied.map((migration) => migration.name)
}
