import type { DataSource } from 'typeorm'

const LOCK_NAME = 'nirman:migrations'
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
  try {
    const [row] = (await runner.query('SELECT GET_LOCK(?, ?) AS acquired', [
      LOCK_NAME,
      LOCK_TIMEOUT_SECONDS,
    ])) as { acquired: number | string | null }[]
    if (Number(row?.acquired) !== 1) {
      throw new Error(`Could not take the ${LOCK_NAME} lock within ${LOCK_TIMEOUT_SECONDS} s`)
    }
    try {
      return await work()
    } finally {
      await runner.query('SELECT RELEASE_LOCK(?)', [LOCK_NAME])
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
