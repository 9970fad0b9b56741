import { once } from 'node:events'
import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net'
import type { QuoteReceipt } from '@nirman/contract'
import Database from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import { DataSource } from 'typeorm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp } from '../../src/app'
import { createDataSource } from '../../src/db/data-source'
import { LeadAlertEntity } from '../../src/db/entities'
import {
  defaultOutboxTiming,
  type OutboxTiming,
  worstAlertWaitMs,
} from '../../src/outbox/outbox-timing'
import { testAlerts } from '../helpers/alert-settings'
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink'
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy'
import { createTestContext, TEST_SESSION_SECRET, type TestContext } from '../helpers/test-app'
import { testDialect } from '../helpers/test-database'
import { until } from '../helpers/until'

// Alerts pending while the database is away are sent once it returns. MySQL/MariaDB: the sending
// instance reaches the server through a TCP proxy the test cuts. SQLite: another process holds the
// write lock, so the worker cannot claim alerts (see database-down.test.ts for both).
// Then the mail server away: alerts go out within the bound of the retry schedule once it is back.

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
      ...testAlerts({ smtpUrl: sink.url }, {}, {}, { worker: false }),
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
      ...testAlerts({ smtpUrl: sink.url }),
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
    // B came from A's number: its block says so, naming A, the request before it in the e-mail.
    const repeats = mail?.parsed.text?.match(/^Repeat request: .*$/gm) ?? []
    expect(repeats).toEqual([expect.stringMatching(new RegExp(`\\(request #${ids[0]}\\)$`))])
    expect(mail?.parsed.replyTo).toBeUndefined()
  })
})

// The production schedule at a tenth of its times (polls 200 ms apart, retries 0.5, 1, 2, then
// every 3 s, a 3 s send timeout), so that the tests take seconds where production takes minutes.
const scale = 0.1
const timing: OutboxTiming = {
  pollIntervalMs: defaultOutboxTiming.pollIntervalMs * scale,
  leaseMs: defaultOutboxTiming.leaseMs * scale,
  retryBaseMs: defaultOutboxTiming.retryBaseMs * scale,
  maxRetryDelayMs: defaultOutboxTiming.maxRetryDelayMs * scale,
  giveUpAfterMs: defaultOutboxTiming.giveUpAfterMs,
}
const sendTimeoutMs = 30_000 * scale

describe('alerts held back by a mail server outage', () => {
  let sink: SmtpSink
  let proxy: TcpProxy
  let context: TestContext

  beforeAll(async () => {
    sink = await startSmtpSink()
    // The API reaches the mail server through a proxy the test cuts: connections are refused, as
    // when the mail server is down or unreachable.
    proxy = await startTcpProxy({ host: '127.0.0.1', port: sink.port })
    context = await createTestContext({
      contactRateLimit: 0,
      ...testAlerts({ smtpUrl: `smtp://127.0.0.1:${proxy.port}` }, { sendTimeoutMs }, timing),
    })
  })
  afterAll(async () => {
    await context.close()
    await proxy.close()
    await sink.close()
  })

  it('sends the alert at most the longest retry delay and a poll after the server is back', async () => {
    await proxy.cut()
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...quote, name: 'Mail Outage Family' },
    })
    expect(response.statusCode).toBe(201)
    const { id } = response.json<QuoteReceipt>()

    // Down for five attempts (0 + 0.5 + 1 + 2 + 3 = 6.5 s, 65 s in production): the retries are
    // now the longest delay apart, and the server comes back right after a failure, the worst
    // moment, so the alert waits the whole delay.
    const failed = await until('five failed attempts', async () => {
      const [alert] = await context.dataSource
        .getRepository(LeadAlertEntity)
        .findBy({ submissionId: id })
      return alert && alert.attempts >= 5 ? alert : undefined
    })
    await proxy.restore()
    const backAt = Date.now()
    expect(failed.status).toBe('retrying')
    expect(sink.received).toHaveLength(0)

    const [mail] = await sink.waitForMessages(1)
    expect(mail?.parsed.subject).toBe('New quote request: Mail Outage Family, Interior Design')
    // The bound of the schedule: the next attempt is at most maxRetryDelayMs (3 s) after the
    // failed one started, and the worker finds it due within a poll (0.2 s): 3.2 s (32 s in
    // production), plus 2 s for the claim and the SMTP exchange on a loaded machine.
    const { afterMailServerBack } = worstAlertWaitMs(timing, sendTimeoutMs)
    expect(afterMailServerBack).toBe(3200)
    expect((mail?.acceptedAt ?? Infinity) - backAt).toBeLessThanOrEqual(afterMailServerBack + 2000)
    console.info(
      `Alert after a mail server outage: ${((mail?.acceptedAt ?? 0) - backAt) / 1000} s after it was back (x10 in production)`,
    )
    const sent = await until('the alert marked sent', async () => {
      const [alert] = await context.dataSource
        .getRepository(LeadAlertEntity)
        .findBy({ submissionId: id })
      return alert?.status === 'sent' ? alert : undefined
    })
    // Five refused, then the one that went through (one more only if the machine was so slow that
    // the sixth attempt came before the server was back).
    expect(sent.attempts).toBeGreaterThanOrEqual(6)
    expect(sink.received).toHaveLength(1)
  })
})

describe('alerts held back by a mail server that hangs', () => {
  let sink: SmtpSink
  let gate: Server
  let hanging = true
  const held: Socket[] = []
  let context: TestContext

  beforeAll(async () => {
    sink = await startSmtpSink()
    // In front of the mail server: while `hanging`, it accepts connections and never answers (a
    // frozen server, or one behind a dead link), so each attempt lasts the whole send timeout;
    // afterwards new connections reach the server. The held ones stay dead.
    gate = createServer((client) => {
      if (hanging) {
        held.push(client)
        gate.emit('held')
        return
      }
      const upstream = connect(sink.port, '127.0.0.1')
      client.pipe(upstream).pipe(client)
      client.once('error', () => upstream.destroy())
      upstream.once('error', () => client.destroy())
    })
    gate.listen(0, '127.0.0.1')
    await once(gate, 'listening')
    const { port } = gate.address() as AddressInfo
    context = await createTestContext({
      contactRateLimit: 0,
      ...testAlerts({ smtpUrl: `smtp://127.0.0.1:${port}` }, { sendTimeoutMs }, timing),
    })
  })
  afterAll(async () => {
    await context.close()
    for (const socket of held) socket.destroy()
    await new Promise((resolve) => gate.close(resolve))
    await sink.close()
  })

  it('does not add the send timeout to the retry delay: the alert goes out within the same bound', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...quote, name: 'Hung Server Family' },
    })
    expect(response.statusCode).toBe(201)
    const { id } = response.json<QuoteReceipt>()

    // Three attempts have timed out (3 s each), so the retry delay is at its longest (3 s); the
    // server comes back the moment a fourth one has connected, the worst moment: that attempt is
    // stuck until its timeout.
    await until('three attempts timed out', async () => {
      const [alert] = await context.dataSource
        .getRepository(LeadAlertEntity)
        .findBy({ submissionId: id })
      return alert && alert.attempts >= 3 ? alert : undefined
    })
    const connections = held.length
    while (held.length === connections) await once(gate, 'held')
    hanging = false
    const backAt = Date.now()

    const [mail] = await sink.waitForMessages(1)
    expect(mail?.parsed.subject).toBe('New quote request: Hung Server Family, Interior Design')
    // The stuck attempt fails at its timeout (3 s after it started) and, having lasted longer than
    // the retry delay, is tried again at once, found by the next poll: max(3 s delay, 3 s
    // timeout) + 0.2 s = 3.2 s (32 s in production), plus 2 s for the claim and the SMTP exchange
    // on a loaded machine. (Waiting the delay after the timeout, as before, took 3 + 3 + 0.2 = 6.2 s.)
    const { afterMailServerBack } = worstAlertWaitMs(timing, sendTimeoutMs)
    expect(afterMailServerBack).toBe(3200)
    const waited = (mail?.acceptedAt ?? Infinity) - backAt
    expect(waited).toBeLessThanOrEqual(afterMailServerBack + 2000)
    console.info(
      `Alert after a hung mail server: ${waited / 1000} s after it was back (x10 in production)`,
    )
  })
})
