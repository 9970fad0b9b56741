import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// The real server process (src/server.ts, loaded through tsx in one node process) on a SQLite file of its own.
const port = 3190 + (process.pid % 50)
const base = `http://127.0.0.1:${port}`
const folder = mkdtempSync(join(tmpdir(), 'nirman-shutdown-'))
let server: ChildProcess
let exitCode: Promise<number | null>

beforeAll(async () => {
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(folder, 'shutdown.sqlite')}`,
      DATA_DIR: folder,
      LOG_LEVEL: 'silent',
      ADMIN_USERNAME: 'staff',
      ADMIN_PASSWORD: 'correct horse battery',
    },
    stdio: 'ignore',
  })
  exitCode = new Promise((resolve) => server.once('exit', resolve))
  for (let attempt = 0; attempt < 150; attempt += 1) {
    const ready = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) return
    await sleep(100)
  }
  throw new Error('the server did not start')
}, 30_000)

afterAll(() => {
  if (server.exitCode === null) server.kill('SIGKILL')
  rmSync(folder, { recursive: true, force: true })
})

describe('SIGTERM', () => {
  it('lets a request in flight finish, then exits cleanly and accepts no more', async () => {
    // A login does a full scrypt verification (tens of milliseconds): time enough to be in flight.
    const inFlight = fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'staff', password: 'correct horse battery' }),
    })
    await sleep(15)
    server.kill('SIGTERM')

    const response = await inFlight
    expect(response.status).toBe(200)
    expect(response.headers.get('connection')).toBe('close')
    expect(await response.json()).toMatchObject({ username: 'staff' })
    expect(await exitCode).toBe(0)
    await expect(fetch(`${base}/api/health`)).rejects.toThrow()
  }, 20_000)
})
