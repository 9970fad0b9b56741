// `pnpm --filter @nirman/api migration:run`: applies pending migrations to DATABASE_URL (the server
// also does this at start-up), under the same lock, and exits.
import { prepareDataDir, resolveDatabaseUrl } from '../db/data-dir'
import { createDataSource } from '../db/data-source'
import { withoutQueryTimeout } from '../db/database-timeouts'
import { runMigrations, withStartupLock } from '../db/migrate'
import { readEnv } from '../env'

const env = readEnv()
// The same database the server opens: a relative SQLite file lives in DATA_DIR.
const url = resolveDatabaseUrl(env.DATABASE_URL, prepareDataDir(env.DATA_DIR))
const dataSource = createDataSource({ url, poolSize: 1 })
try {
  await dataSource.initialize()
  const applied = await withoutQueryTimeout(dataSource, () =>
    withStartupLock(dataSource, () => runMigrations(dataSource)),
  )
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.')
} catch (error) {
  console.error('Migration failed:', error)
  process.exitCode = 1
} finally {
  if (dataSource.isInitialized) await dataSource.destroy()
}
