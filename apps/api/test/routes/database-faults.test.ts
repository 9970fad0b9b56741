import type { ApiError, QuoteReceipt } from '@nirman/contract'
import Database from 'better-sqlite3'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import type { DataSource } from 'typeorm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app'
import { createDataSource } from '../../src/db/data-source'
import { type ProxyProcess, startProxyProcess } from '../helpers/proxy-process'
import { createTestContext, TEST_SESSION_SECRET, type TestContext } from '../helpers/test-app'
import { testDialect } from '../helpers/test-database'

// Faults that used to hang instead of answering, made for real:
// - MySQL/MariaDB: the API reaches the server through a proxy process of the test's own, stopped
//   with SIGSTOP: connections are accepted and never answered, as with a frozen server.
// - SQLite: another connection holds the write lock (better-sqlite3 used to wait for it by
//   sleeping on the main thread, 5 s per write with nothing else answered), and a database that
//   cannot grow (max_page_count: SQLite's own SQLITE_FULL, the error of a full disk).

const quote = {
  name: 'Anita Sinha',
  phone: '9876543210',
  email: 'anita@example.in',
  projectType: 'Interior Design',
  message: 'Sent during a database fault',
  source: { form: 'hero' },
}
const postQuote: InjectOptions = { method: 'POST', url: '/api/contact', payload: quote }
const health: InjectOptions = { method: 'GET', url: '/api/health' }

function expectUnavailable(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(503)
  expect(response.json<ApiError>()).toEqual({
    message: 'The service is temporarily unavailable. Please try again shortly.',
  })
  expect(response.headers['retry-after']).toBe('5')
}

describe('database faults answer, never hang', () => {
  let context: TestContext
  let app: FastifyInstance
  let dataSource: DataSource
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
    describe('given a MySQL/MariaDB that freezes (SIGSTOP)', () => {
      let proxy: ProxyProcess
      beforeAll(async () => {
        const direct = new URL(context.database.url)
        proxy = await startProxyProcess({
          host: direct.hostname,
          port: Number(direct.port || 3306),
        })
        const proxied = new URL(context.database.url)
        proxied.hostname = '127.0.0.1'
        proxied.port = String(proxy.port)
        await startApp(createDataSource({ url: proxied.toString(), poolSize: 2 }))
        // Connections in the pool before the freeze, as in production.
        expect((await app.inject(health)).statusCode).toBe(200)
      })
      afterAll(async () => {
        await proxy?.close()
      })

      it('answers 503 to every route that needs it, /api/health included, while it is frozen', async () => {
        proxy.freeze()
        // More requests at once than the pool has connections: some wait for a connection.
        const answers = await Promise.all([
          app.inject(health),
          app.inject(postQuote),
          app.inject({ method: 'GET', url: '/api/projects/1' }),
          app.inject(health),
          app.inject(postQuote),
        ])
        for (const answer of answers) expectUnavailable(answer)
        // And new connections, once the pooled ones are gone, do not hang either.
        expectUnavailable(await app.inject(health))
      }, 30_000)

      it('recovers by itself once the server runs again', async () => {
        proxy.thaw()
        expect((await app.inject(health)).statusCode).toBe(200)
        const response = await app.inject(postQuote)
        expect(response.statusCode).toBe(201)
        const { id } = response.json<QuoteReceipt>()
        expect(await context.repositories.contactSubmissions.existsBy({ id })).toBe(true)
      }, 30_000)
    })
  } else {
    describe('given another process holding the SQLite write lock', () => {
      let lockHolder: Database.Database
      beforeAll(async () => {
        await startApp(createDataSource({ url: context.database.url }))
        const options = dataSource.options
        if (options.type !== 'better-sqlite3') throw new Error('expected a SQLite data source')
        lockHolder = new Database(options.database)
      })
      afterAll(() => {
        if (lockHolder.inTransaction) lockHolder.exec('ROLLBACK')
        lockHolder.close()
      })

      it('keeps answering other requests while a write waits for the lock, then commits it', async () => {
        lockHolder.exec('BEGIN IMMEDIATE')
        // Resolves when the app first tries to begin the quote's transaction, i.e. meets the lock:
        // BEGIN IMMEDIATE takes the file's write lock before anything is written.
        const beginSent = new Promise<void>((resolve) => {
          const logQuery = dataSource.logger.logQuery.bind(dataSource.logger)
          dataSource.logger.logQuery = (query, ...rest) => {
            if (query.startsWith('BEGIN IMMEDIATE')) resolve()
            return logQuery(query, ...rest)
          }
        })
        let quoteAnswered = false
        const waitingQuote = app.inject(postQuote).then((response) => {
          quoteAnswered = true
          return response
        })
        await beginSent
        // The event loop is free: this is answered while the quote still waits for the lock.
        const live = await app.inject({ method: 'GET', url: '/api/health/live' })
        expect(live.statusCode).toBe(200)
        expect(quoteAnswered).toBe(false)
        const project = await app.inject({ method: 'GET', url: '/api/projects/1' })
        expect(project.statusCode).toBe(200)
        expect(quoteAnswered).toBe(false)

        lockHolder.exec('COMMIT')
        const response = await waitingQuote
        expect(response.statusCode).toBe(201)
        const { id } = response.json<QuoteReceipt>()
        expect(await context.repositories.contactSubmissions.existsBy({ id })).toBe(true)
      })
    })

    describe('given a database that cannot grow (full disk)', () => {
      const bigQuote: InjectOptions = {
        ...postQuote,
        payload: { ...quote, message: 'A long description of the house. '.repeat(55) },
      }
      let pageCount: number

      it('answers 503 with Retry-After, stores nothing, and /api/health reports it', async () => {
        ;[{ page_count: pageCount } = { page_count: 0 }] =
          await dataSource.query('PRAGMA page_count')
        await dataSource.query(`PRAGMA max_page_count = ${pageCount}`)
        const before = await context.repositories.contactSubmissions.count()
        // The free room in the last pages fills first; each quote is about 2 KB.
        let response = await app.inject(bigQuote)
        let stored = 0
        for (let attempt = 0; response.statusCode === 201 && attempt < 100; attempt += 1) {
          stored += 1
          response = await app.inject(bigQuote)
        }
        expect(response.statusCode, response.body).toBe(503)
        expect(response.json<ApiError>()).toEqual({
          message: 'The service cannot save anything right now. Please try again later.',
        })
        expect(response.headers['retry-after']).toBe('60')
        expect(await context.repositories.contactSubmissions.count()).toBe(before + stored)

        const report = await app.inject(health)
        expect(report.statusCode).toBe(503)
        expect(report.json()).toEqual({
          status: 'unavailable',
          database: 'sqlite',
          storage: 'full',
        })
      })

      it('stores again and reports ready once there is room', async () => {
        await dataSource.query(`PRAGMA max_page_count = ${pageCount * 100}`)
        expect((await app.inject(bigQuote)).statusCode).toBe(201)
        const report = await app.inject(health)
        expect(report.statusCode).toBe(200)
        expect(report.json()).toMatchObject({ storage: 'ok' })
      })
    })
  }
})
