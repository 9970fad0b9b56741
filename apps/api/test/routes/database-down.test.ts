import type { ApiError, QuoteReceipt } from '@nirman/contract'
import Database from 'better-sqlite3'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import type { DataSource } from 'typeorm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app'
import { createDataSource } from '../../src/db/data-source'
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy'
import { createTestContext, TEST_SESSION_SECRET, type TestContext } from '../helpers/test-app'
import { testDialect } from '../helpers/test-database'

// What each dialect covers:
// - MySQL/MariaDB: the API reaches the server through a TCP proxy of the test's own. Cutting the
//   proxy is a real outage (connections dropped, new ones refused): every route that needs the
//   database, /api/health included, answers 503, and once the proxy is back the same app answers
//   200/201 again without a restart. Connections killed by the server (KILL, as a restart or
//   wait_timeout does) are replaced as well.
// - SQLite: an embedded file cannot go away while its handle is open; what makes it unavailable is
//   another process holding the write lock (a backup, the sqlite3 shell in a transaction). Writes
//   then answer 503 while reads keep working, as WAL mode allows; /api/health answers 503
//   (storage: 'locked', not ready) and writes succeed again once the lock is released.

const quote = {
  name: 'Anita Sinha',
  phone: '9876543210',
  email: 'anita@example.in',
  projectType: 'Interior Design',
  message: 'Sent while the database was away',
  source: { form: 'hero' },
}
const postQuote: InjectOptions = { method: 'POST', url: '/api/contact', payload: quote }
const health: InjectOptions = { method: 'GET', url: '/api/health' }
const firstProject: InjectOptions = { method: 'GET', url: '/api/projects/1' }
// A project no request asked for before the outage, so none of it is in the API's memory.
const unreadProject: InjectOptions = { method: 'GET', url: '/api/projects/2' }

function expectUnavailable(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(503)
  expect(response.json<ApiError>()).toEqual({
    message: 'The service is temporarily unavailable. Please try again shortly.',
  })
  expect(response.headers['retry-after']).toBe('5')
}

describe('when the database is unavailable', () => {
  let context: TestContext
  let app: FastifyInstance
  let dataSource: DataSource
  /** Rows as seen through another connection than the app's: a 201 means committed. */
  const storedMessages = async () =>
    (await context.repositories.contactSubmissions.find()).map((row) => row.message)

  const startApp = async (source: DataSource) => {
    dataSource = source
    await dataSource.initialize()
    app = await buildApp({ dataSource, sessionSecret: TEST_SESSION_SECRET, contactRateLimit: 0 })
    await app.ready()
  }

  beforeAll(async () => {
    context = await createTestContext()
  })
  afterAll(async () => {
    await app?.close()
    if (dataSource?.isInitialized) await dataSource.destroy()
    await context.close()
  })

  if (testDialect === 'mysql') {
    describe('MySQL/MariaDB goes away and comes back', () => {
      let proxy: TcpProxy

      beforeAll(async () => {
        const direct = new URL(context.database.url)
        proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 3306) })
        const proxied = new URL(context.database.url)
        proxied.hostname = '127.0.0.1'
        proxied.port = String(proxy.port)
        await startApp(createDataSource({ url: proxied.toString(), poolSize: 2 }))
      })
      afterAll(async () => {
        await proxy.close()
      })

      it('answers normally while the database is reachable', async () => {
        expect((await app.inject(health)).statusCode).toBe(200)
        expect((await app.inject({ method: 'GET', url: '/api/projects' })).statusCode).toBe(200)
        expect((await app.inject(firstProject)).statusCode).toBe(200)
      })

      it('answers 503 { message } during an outage, /api/health included, and stores nothing', async () => {
        const before = await storedMessages()
        await proxy.cut()

        expectUnavailable(await app.inject(health))
        expectUnavailable(await app.inject(postQuote))
        expectUnavailable(await app.inject(unreadProject))
        expectUnavailable(await app.inject({ method: 'GET', url: '/api/projects?type=commercial' }))
        expect(await storedMessages()).toEqual(before)
      })

      it('keeps serving the portfolio list and the project it read before the outage', async () => {
        const response = await app.inject({ method: 'GET', url: '/api/projects' })
        expect(response.statusCode).toBe(200)
        expect(response.json<unknown[]>().length).toBeGreaterThanOrEqual(9)
        const project = await app.inject(firstProject)
        expect(project.statusCode).toBe(200)
        expect(project.json()).toMatchObject({ id: 1 })
      })

      it('recovers by itself when the database returns: 200, and a 201 that is committed', async () => {
        await proxy.restore()

        expect((await app.inject(health)).statusCode).toBe(200)
        expect((await app.inject(unreadProject)).statusCode).toBe(200)
        const response = await app.inject(postQuote)
        expect(response.statusCode).toBe(201)
        const { id } = response.json<QuoteReceipt>()
        const row = await context.repositories.contactSubmissions.findOneByOrFail({ id })
        expect(row.message).toBe(quote.message)
      })

      it('replaces connections the server kills, answering 503 at worst and never 500', async () => {
        const appPorts = new Set(proxy.upstreamPorts())
        expect(appPorts.size).toBeGreaterThan(0)
        const processes: { ID: number | string; HOST: string }[] = await context.dataSource.query(
          'SELECT ID, HOST FROM information_schema.PROCESSLIST WHERE DB = DATABASE()',
        )
        const appProcesses = processes.filter((process) =>
          appPorts.has(Number(process.HOST.split(':').pop())),
        )
        expect(appProcesses.length).toBe(appPorts.size)
        for (const process of appProcesses)
          await context.dataSource.query(`KILL ${Number(process.ID)}`)

        // A request may still be handed a connection the pool has not yet seen die: it gets 503.
        const statuses: number[] = []
        for (let attempt = 0; attempt < 3; attempt += 1) {
          const response = await app.inject(health)
          statuses.push(response.statusCode)
          if (response.statusCode === 200) break
          expectUnavailable(response)
        }
        expect(statuses.at(-1)).toBe(200)
        expect((await app.inject(postQuote)).statusCode).toBe(201)
        expect((await app.inject({ method: 'GET', url: '/api/projects/3' })).statusCode).toBe(200)
      })
    })
  } else {
    describe('another process holds the SQLite write lock', () => {
      let lockHolder: Database.Database

      beforeAll(async () => {
        // The server retries a locked write for 3 s; 200 ms is the same behaviour, sooner.
        await startApp(createDataSource({ url: context.database.url, sqliteLockWaitMs: 200 }))
        const options = dataSource.options
        if (options.type !== 'better-sqlite3') throw new Error('expected a SQLite data source')
        lockHolder = new Database(options.database)
      })
      afterAll(() => {
        if (lockHolder.inTransaction) lockHolder.exec('ROLLBACK')
        lockHolder.close()
      })

      it('answers a quote request 503 { message } and stores nothing while the lock is held', async () => {
        const before = await storedMessages()
        lockHolder.exec('BEGIN IMMEDIATE')

        expectUnavailable(await app.inject(postQuote))
        expect(await storedMessages()).toEqual(before)
      })

      it('keeps answering reads (WAL readers are not blocked), and /api/health says writes fail', async () => {
        expect(lockHolder.inTransaction).toBe(true)
        expect((await app.inject(firstProject)).statusCode).toBe(200)
        const report = await app.inject(health)
        expect(report.statusCode).toBe(503)
        expect(report.json()).toEqual({
          status: 'unavailable',
          database: 'sqlite',
          storage: 'locked',
        })
      })

      it('recovers by itself when the lock is released: a 201 that is committed', async () => {
        lockHolder.exec('ROLLBACK')
        expect((await app.inject(health)).statusCode).toBe(200)

        const response = await app.inject(postQuote)
        expect(response.statusCode).toBe(201)
        const { id } = response.json<QuoteReceipt>()
        const row = await context.repositories.contactSubmissions.findOneByOrFail({ id })
        expect(row.message).toBe(quote.message)
      })
    })
  }
})
