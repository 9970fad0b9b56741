import { mkdtempSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import mysql from 'mysql2/promise'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ServerProcess, startServerProcess } from '../helpers/server-process'
import { createTestDatabase, type TestDatabase, testDialect } from '../helpers/test-database'
import { until } from '../helpers/until'

// The real server process on the test's database. A visitor's quote request is being stored while
// the database makes it wait (another connection holds the table: LOCK TABLES on MariaDB, the
// file's write lock on SQLite, as a backup does); the visitor's phone drops the connection, and a
// deploy sends SIGTERM. The server's close no longer waits for a connection that is gone, and it
// used to close the database under the write: the request was lost and the log had "Can't add new
// command when connection is in closed state" (one error a request, seen at the end of every load
// test). The database makes a write wait for at most 2.5-3 s (db/database-timeouts.ts), so the lock
// is given back as soon as the server says it is waiting.

/** Another connection to the test's database holding the table the requests go to. */
interface TableLock {
  release(): Promise<void>
  storedMessages(): Promise<string[]>
  /** Ends the connection (the lock with it). */
  close(): Promise<void>
}

async function lockRequests(database: TestDatabase): Promise<TableLock> {
  if (testDialect === 'sqlite') {
    const file = new Database(database.url.slice('sqlite:'.length))
    file.exec('BEGIN IMMEDIATE')
    return {
      release: async () => {
        file.exec('COMMIT')
      },
      storedMessages: async () =>
        file
          .prepare('SELECT message FROM contact_submissions')
          .all()
          .map((row) => (row as { message: string }).message),
      close: async () => {
        file.close()
      },
    }
  }
  const connection = await mysql.createConnection(database.url)
  await connection.query('LOCK TABLES contact_submissions WRITE')
  return {
    release: async () => {
      await connection.query('UNLOCK TABLES')
    },
    storedMessages: async () => {
      const [rows] = await connection.query('SELECT message FROM contact_submissions')
      return (rows as { message: string }[]).map((row) => row.message)
    },
    close: () => connection.end(),
  }
}

describe('SIGTERM while a request whose client has left is being stored', () => {
  let folder: string
  let database: TestDatabase
  let server: ServerProcess
  let lock: TableLock | undefined

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'nirman-left-'))
    database = await createTestDatabase()
    server = await startServerProcess({
      DATABASE_URL: database.url,
      DATA_DIR: folder,
      SESSION_SECRET: 'a-session-secret-of-at-least-32-characters',
      LEAD_ALERTS: 'false',
      CONTACT_RATE_LIMIT: '0',
    })
  }, 60_000)

  afterAll(async () => {
    await lock?.close()
    await server?.kill()
    await database?.drop()
    rmSync(folder, { recursive: true, force: true })
  })

  it('stores the request before closing the database, and exits 0 with no error', async () => {
    lock = await lockRequests(database)
    const incoming = () => server.messages.filter((message) => message === 'incoming request')
    const before = incoming().length
    const body = JSON.stringify({
      name: 'Anita Sinha',
      phone: '9876543210',
      email: 'anita@example.in',
      projectType: 'Interior Design',
      message: 'Sent as the signal dropped',
      source: { form: 'hero' },
    })
    const socket = connect(server.port, '127.0.0.1')
    socket.on('error', () => {})
    socket.write(
      'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    )
    // The server has read it: its handler is waiting for the lock.
    await until('the request to arrive', () => (incoming().length > before ? true : undefined))
    socket.destroy()
    server.child.kill('SIGTERM')

    await server.waitForMessage(/^Closing: storing 1 quote request\(s\) whose clients have left$/)
    await lock.release()
    expect(await server.exited).toBe(0)
    expect(await lock.storedMessages()).toEqual(['Sent as the signal dropped'])
    const errors = server.messages.filter((message) =>
      /closed state|Unhandled error|could not be stored/i.test(message),
    )
    expect(errors).toEqual([])
  }, 30_000)
})
