import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import mysql from 'mysql2/promise'

export type TestDialect = 'sqlite' | 'mysql'

/** The database the current Vitest project runs against (see vitest.config.ts). */
export const testDialect: TestDialect = process.env.TEST_DATABASE === 'mysql' ? 'mysql' : 'sqlite'

export interface TestDatabase {
  url: string
  /** Removes the database (MySQL) or its folder (SQLite). */
  drop(): Promise<void>
}

/**
 * A database of its own for one test file: a SQLite file in a temporary folder, or a new database
 * on the MySQL/MariaDB server of TEST_MYSQL_URL, dropped afterwards. Fails, never skips, when the
 * server cannot be reached.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDialect === 'sqlite') {
    const folder = mkdtempSync(join(tmpdir(), 'nirman-api-test-'))
    return {
      url: `sqlite:${join(folder, 'test.sqlite')}`,
      drop: async () => rmSync(folder, { recursive: true, force: true }),
    }
  }
  const serverUrl = process.env.TEST_MYSQL_URL
  if (!serverUrl)
    throw new Error('TEST_MYSQL_URL is not set: the MySQL test project needs a server')
  const name = `nirman_test_${process.pid}_${randomBytes(4).toString('hex')}`
  const admin = await mysql.createConnection(serverUrl)
  try {
    await admin.query(
      `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    )
  } finally {
    await admin.end()
  }
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const connection = await mysql.createConnection(serverUrl)
      try {
        await connection.query(`DROP DATABASE IF EXISTS \`${name}\``)
      } finally {
        await connection.end()
      }
    },
  }
}
