import type { QuoteReceipt } from '@nirman/contract'
import Database from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import { DataSource } from 'typeorm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp } from '../../src/app'
import { createDataSource } from '../../src/db/data-source'
import { LeadAlertEntity } from '../../src/db/entities'
import { testAlerts } from '../helpers/alert-settings'
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink'
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy'
import { createTestContext, TEST_SESSION_SECRET, type TestContext } from '../helpers/test-app'
import { testDialect } from '../helpers/test-database'
import { until } from '../helpers/until'

// Alerts pending while the database is away are sent once it returns. MySQL/MariaDB: the sending
// instance reaches the server through a TCP proxy the test cuts. SQLite: another process holds the
// write lock, so the worker cannot claim alerts (see database-down.test.ts for both).

const quote = {
  name: 'Outage Family',
  phone: '9876543210',
  email: 'family@example.in',
  projectType: 'Interior Design',
  message: '',
  source: { form: 'hero' },
}

describe('alerts pending during a database outage', () => {
  let sink: SmtpSink
  let context: TestContext
  let sender: FastifyInstance
  let senderSource: DataSource
  let proxy: TcpProxy | undefined
  let lockHolder: Database.Database | undefined

  beforeAll(async () => {
    sink = await startSmtpSink()
    // This instance stores requests and writes their alerts, but sends nothing itself.
    context = await createTestContext({
      contactRateLimit: 0,
      alerts: { ...testAlerts({ smtpUrl: sink.url }), worker: false },
    })
    if (testDialect === 'mysql') {
      const direct = new URL(context.database.url)
      proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 3306) })
      const proxied = new URL(context.database.url)
      proxied.hostname = '127.0.0.1'
      proxied.port = String(proxy.port)
      senderSource = createDataSource({ url: proxied.toString(), poolSize: 2 })
    } else {
      const options = createDataSource({ url: context.database.url }).options
      if (options.type !== 'better-sqlite3') throw new Error('expected a SQLite data source')
      // The server waits 5 s for a lock; 200 ms is the same behaviour, sooner.
      senderSource = new DataSource({ ...options, timeout: 200 })
      lockHolder = new Database(options.database)
    }
    await senderSource.initialize()
  })
  afterAll(async () => {
    await sender?.close()
    if (senderSource?.isInitialized) await senderSource.destroy()
    if (lockHolder?.inTransaction) lockHolder.exec('ROLLBACK')
    lockHolder?.close()
    await proxy?.close()
    await context.close()
    await sink.close()
  })

  it('keeps them while the sending instance cannot reach the database, and sends them once after, in one e-mail', async () => {
    const ids: number[] = []
    for (const name of ['Outage Family A', 'Outage Family B']) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { ...quote, name },
      })
      expect(response.statusCode).toBe(201)
      ids.push(response.json<QuoteReceipt>().id)
    }

    // The database goes away for the sending instance before its worker starts.
    await proxy?.cut()
    lockHolder?.exec('BEGIN IMMEDIATE')
    sender = await buildApp({
      dataSource: senderSource,
      sessionSecret: TEST_SESSION_SECRET,
      alerts: testAlerts({ smtpUrl: sink.url }),
    })
    const warn = vi.spyOn(sender.log, 'warn')
    await sender.ready()
    // The worker tried, failed and kept the alerts (it logs each failed look at the outbox).
    await until('a failed look at the outbox', () =>
      warn.mock.calls.some((call) => String(call[0]).includes('could not be read from the outbox'))
        ? true
        : undefined,
    )
    expect(sink.received).toHaveLength(0)

    await proxy?.restore()
    if (lockHolder?.inTransaction) lockHolder.exec('ROLLBACK')
    const [mail] = await sink.waitForMessages(1)
    const alerts = await until('both alerts marked sent', async () => {
      const rows = await context.dataSource.getRepository(LeadAlertEntity).find()
      return rows.every((row) => row.status === 'sent') ? rows : undefined
    })
    expect(alerts.map((alert) => alert.submissionId).sort()).toEqual([...ids].sort())
    expect(alerts.every((alert) => alert.attempts === 1)).toBe(true)
    // Waiting together, the two requests are in one e-mail, each with its own block and link.
    expect(sink.received).toHaveLength(1)
    expect(mail?.parsed.subject).toBe(
      'New quote requests (2): Outage Family A, Interior Design and 1 more',
    )
    expect(mail?.parsed.messageId).toBe(`<leads-${ids.join('-')}-email@nirman.alerts>`)
    for (const id of ids) {
      expect(mail?.parsed.text).toContain(`New quote request #${id} `)
      expect(mail?.parsed.text).toContain(`/admin/dashboard?request=${id}`)
    }
    expect(mail?.parsed.text).toContain('Name: Outage Family B')
    expect(mail?.parsed.replyTo).toBeUndefined()
  })
})
