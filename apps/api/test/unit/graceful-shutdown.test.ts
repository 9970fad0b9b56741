import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ServerProcess, startServerProcess } from '../helpers/server-process'

// The real server process (src/server.ts, loaded through tsx in one node process) on a SQLite file of its own.
const folder = mkdtempSync(join(tmpdir(), 'nirman-shutdown-'))
let server: ServerProcess

beforeAll(async () => {
  server = await startServerProcess({
    DATA_DIR: folder,
    ADMIN_USERNAME: 'staff',
    ADMIN_PASSWORD: 'correct horse battery',
    SESSION_SECRET: 'a-session-secret-of-at-least-32-characters',
  })
}, 60_000)

afterAll(async () => {
  await server?.kill()
  rmSync(folder, { recursive: true, force: true })
})

describe('SIGTERM', () => {
  it('lets a request in flight finish, then exits cleanly and accepts no more', async () => {
    // A login does a full scrypt verification (tens of milliseconds): in flight once the server
    // has logged that it arrived.
    const inFlight = fetch(`${server.baseUrl}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'staff', password: 'correct horse battery' }),
    })
    await server.waitForMessage(/^incoming request$/)
    server.child.kill('SIGTERM')

    const response = await inFlight
    expect(response.status).toBe(200)
    expect(response.headers.get('connection')).toBe('close')
    expect(await response.json()).toMatchObject({ username: 'staff' })
    expect(await server.exited).toBe(0)
    await expect(fetch(`${server.baseUrl}/api/health`)).rejects.toThrow()
  }, 30_000)
})
