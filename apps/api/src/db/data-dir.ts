import { chmodSync, existsSync, mkdirSync } from 'node:fs'
import { isAbsolute, resolve } from 'node:path'

/**
 * The data folder (DATA_DIR) as an absolute path, created if missing and readable by this user
 * only (0700): it holds the SQLite database (leads, password hashes, session ids) and the generated
 * session secret.
 */
export function prepareDataDir(dataDir: string): string {
  const folder = resolve(dataDir)
  mkdirSync(folder, { recursive: true, mode: 0o700 })
  chmodSync(folder, 0o700)
  return folder
}

/**
 * DATABASE_URL with a relative SQLite file resolved against the data folder rather than the
 * working directory, so a server started from any folder (or in a container with a volume at
 * DATA_DIR) always opens the same database. MySQL/MariaDB URLs are returned as they are.
 *
 * @example resolveDatabaseUrl('sqlite:nirman.sqlite', '/srv/nirman') // 'sqlite:/srv/nirman/nirman.sqlite'
 */
export function resolveDatabaseUrl(databaseUrl: string, dataDir: string): string {
  if (!databaseUrl.startsWith('sqlite:')) return databaseUrl
  const file = databaseUrl.slice('sqlite:'.length)
  return `sqlite:${isAbsolute(file) ? file : resolve(dataDir, file)}`
}

/**
 * Makes the SQLite database and its WAL and shared-memory files readable by this user only (0600);
 * files created before this rule existed were world-readable.
 */
export function restrictDatabaseFiles(databaseFile: string): void {
  for (const file of [databaseFile, `${databaseFile}-wal`, `${databaseFile}-shm`]) {
    if (existsSync(file)) chmodSync(file, 0o600)
  }
}
