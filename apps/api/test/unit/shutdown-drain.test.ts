import { mkdtempSync, rmSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ServerProcess, startServerProcess } from '../helpers/server-process'

// The real server process on a SQLite file holding enough quote requests that their CSV export is
// tens of megabytes: far more than the kernel's socket buffers, so most of it is still to be read
// and sent when SIGTERM arrives, as with the 67 MB list that used to be cut at 34 MB.
const ROWS = 24_000
const message = 'Two-storey house on a 30 x 40 plot in Kankarbagh, with a roof terrace. '.repeat(12)

/** Everything a socket receives until the server closes it, and how it was closed. */
function collect(socket: Socket) {
  const chunks: Buffer[] = []
  socket.on('data', (chunk: Buffer) => chunks.push(chunk))
  return new Promise<{ received: Buffer; error: Error | undefined }>((resolve) => {
    let error: Error | undefined
    socket.on('error', (failure) => {
      error = failure
    })
    socket.on('close', () => resolve({ received: Buffer.concat(chunks), error }))
  })
}

/** The head and the body of a chunked response, and whether its last (empty) chunk came. */
function parseChunkedResponse(received: Buffer) {
  const split = received.indexOf('\r\n\r\n')
  const head = received.subarray(0, split).toString('latin1')
  const chunks: Buffer[] = []
  let offset = split + 4
  let complete = false
  while (offset < received.length) {
    const lineEnd = received.indexOf('\r\n', offset)
    if (lineEnd < 0) break
    const size = Number.parseInt(received.subarray(offset, lineEnd).toString('latin1'), 16)
    if (size === 0) {
      complete = true
      break
    }
    chunks.push(received.subarray(lineEnd + 2, lineEnd + 2 + size))
    offset = lineEnd + 2 + size + 2
  }
  return { head, body: Buffer.concat(chunks), complete }
}

describe('SIGTERM while a large response is being sent', () => {
  let folder: string
  let server: ServerProcess
  let cookie: string

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'nirman-drain-'))
    server = await startServerProcess({
      DATA_DIR: folder,
      ADMIN_USERNAME: 'staff',
      ADMIN_PASSWORD: 'correct horse battery',
      SESSION_SECRET: 'a-session-secret-of-at-least-32-characters',
    })
    const file = new Database(join(folder, 'nirman.sqlite'))
    // Every text column is NOT NULL: the form's optional fields are stored as ''.
    const insert = file.prepare(
      `INSERT INTO contact_submissions (name, phone, email, city, landSize,
         landDimensionNorthFeet, landDimensionNorthInches, landDimensionSouthFeet,
         landDimensionSouthInches, landDimensionEastFeet, landDimensionEastInches,
         landDimensionWestFeet, landDimensionWestInches, landFacing, projectType, message,
         createdAt, isProcessed)
       VALUES ('Anita Sinha', '9876543210', 'anita@example.in', 'Patna', '', '', '', '', '', '',
         '', '', '', '', 'Interior Design', ?, ?, 0)`,
    )
    file.transaction(() => {
      for (let row = 0; row < ROWS; row += 1) insert.run(message, new Date().toISOString())
    })()
    file.close()
    const login = await fetch(`${server.baseUrl}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'staff', password: 'correct horse battery' }),
    })
    expect(login.status).toBe(200)
    cookie = String(login.headers.get('set-cookie')).split(';')[0] ?? ''
  }, 60_000)
  afterAll(async () => {
    await server?.kill()
    rmSync(folder, { recursive: true, force: true })
  })

  it('sends the whole response before exiting, and closes idle keep-alive connections cleanly', async () => {
    // A keep-alive client that has finished its request and waits.
    const idle = connect(server.port, '127.0.0.1')
    const idleClosed = collect(idle)
    idle.write('GET /api/health/live HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n')
    await new Promise((resolve) => idle.once('data', resolve))

    // A slow reader of the big list: it reads the first bytes, then stops reading.
    const reader = connect(server.port, '127.0.0.1')
    const response = collect(reader)
    reader.write(
      `GET /api/admin/dashboard/leads/export.csv HTTP/1.1\r\nHost: localhost\r\nCookie: ${cookie}\r\n\r\n`,
    )
    await new Promise((resolve) => reader.once('data', resolve))
    reader.pause()

    server.child.kill('SIGTERM')
    // Closing has started (or, as before the fix, the process is already gone).
    await Promise.race([server.waitForMessage(/^Closing: answering/), server.exited])
    reader.resume()

    const { received, error } = await response
    expect(error).toBeUndefined()
    const { head, body, complete } = parseChunkedResponse(received)
    expect(head).toMatch(/^HTTP\/1\.1 200/)
    expect(head).toMatch(/\r\ntransfer-encoding: chunked/i)
    expect(complete).toBe(true)
    expect(body.length).toBeGreaterThan(ROWS * message.length)
    // The header line, then one line per request (the message has no line break).
    const lines = body.toString('utf8').split('\r\n').filter(Boolean)
    expect(lines).toHaveLength(ROWS + 1)
    expect(lines.at(-1)).toContain('Kankarbagh')

    const idleEnd = await idleClosed
    expect(idleEnd.error).toBeUndefined()
    expect(await server.exited).toBe(0)
  }, 60_000)
})
