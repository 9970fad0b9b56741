import { mkdtempSync, rmSync } from 'node:fs'
import { Agent } from 'node:https'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../src/db/open-database'
import { freePort, PUBLIC_HOST, type RunningNginx, startNginx } from '../helpers/nginx'
import { startQuoteLoad } from '../helpers/quote-load'
import { type ServerProcess, startServerProcess } from '../helpers/server-process'
import { createTestDatabase, type TestDatabase } from '../helpers/test-database'

// The README's update without downtime, for real: Debian's nginx with deploy/nginx/nirman.conf in
// front of two server processes on one database, visitors posting quote requests over https on
// keep-alive connections, and `systemctl restart` done by hand: SIGTERM to the first instance, wait
// for it to exit, start it again, then the same for the second. Before the fix nginx answered 502
// for requests it sent down a keep-alive connection the stopping instance had half-closed, and
// those requests had been stored.

const PUBLIC_URL = `https://${PUBLIC_HOST}`
const CLIENTS = 6

describe('a rolling restart behind nginx under load', () => {
  let folder: string
  let database: TestDatabase
  let nginx: RunningNginx
  const ports: number[] = []
  const instances: ServerProcess[] = []

  const startInstance = (port: number) =>
    startServerProcess({
      PORT: String(port),
      DATABASE_URL: database.url,
      DATA_DIR: folder,
      SESSION_SECRET: 'a-session-secret-of-at-least-32-characters',
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_URL,
      LEAD_ALERTS: 'false',
      CONTACT_RATE_LIMIT: '0',
    })

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'nirman-rolling-'))
    database = await createTestDatabase()
    ports.push(await freePort(), await freePort())
    // One after the other: the first runs the migrations.
    for (const port of ports) instances.push(await startInstance(port))
    nginx = await startNginx(join(folder, 'nginx'), [ports[0] ?? 0, ports[1] ?? 0])
  }, 60_000)

  afterAll(async () => {
    await nginx?.stop()
    for (const instance of instances) await instance.kill()
    await database?.drop()
    rmSync(folder, { recursive: true, force: true })
  })

  it('answers every quote request 201, none 502, and stores exactly those', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS, ca: nginx.certificate })
    const load = startQuoteLoad(
      {
        protocol: 'https',
        port: nginx.httpsPort,
        agent,
        options: { servername: PUBLIC_HOST, ca: nginx.certificate },
        headers: { host: PUBLIC_HOST, origin: PUBLIC_URL },
      },
      { clients: CLIENTS, label: 'rolling', stopAtRefusal: false },
    )
    const exitCodes: (number | null)[] = []
    try {
      await load.answered(40)
      for (const [index, port] of ports.entries()) {
        const instance = instances[index]
        if (!instance) throw new Error('no instance')
        instance.child.kill('SIGTERM')
        exitCodes.push(await instance.exited)
        instances[index] = await startInstance(port)
        // Both instances take requests again before the next one restarts.
        await load.answered(40)
      }
    } finally {
      await load.stop()
      agent.destroy()
    }

    const { outcomes } = load
    const statuses = new Map<string, number>()
    for (const outcome of outcomes) {
      const key = outcome.error ?? String(outcome.status)
      statuses.set(key, (statuses.get(key) ?? 0) + 1)
    }
    const dataSource = await openDatabase({
      url: database.url,
      poolSize: 1,
      attempts: 1,
      log: { info: () => {}, warn: () => {} },
    })
    const rows = (await dataSource.query('SELECT id, message FROM contact_submissions')) as {
      id: number
      message: string
    }[]
    await dataSource.destroy()
    console.info(
      `Rolling restart behind nginx: ${outcomes.length} requests, answers ${JSON.stringify(Object.fromEntries(statuses))}, ${rows.length} rows stored`,
    )

    expect(exitCodes).toEqual([0, 0])
    // Every request answered 201: no 502, no connection error.
    expect(Object.fromEntries(statuses)).toEqual({ 201: outcomes.length })
    // 201s == rows stored, with the ids they were given.
    const created = outcomes.filter((outcome) => outcome.status === 201)
    expect(created.map((outcome) => Number(outcome.id)).sort((a, b) => a - b)).toEqual(
      rows.map((row) => Number(row.id)).sort((a, b) => a - b),
    )
    expect(created.map((outcome) => outcome.marker).sort()).toEqual(
      rows.map((row) => row.message).sort(),
    )
  }, 120_000)
})
