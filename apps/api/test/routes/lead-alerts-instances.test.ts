import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import type { QuoteReceipt } from '@nirman/contract'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LeadAlertEntity } from '../../src/db/entities'
import { defaultOutboxTiming, worstAlertWaitMs } from '../../src/outbox/outbox-timing'
import { STAFF, testAlerts } from '../helpers/alert-settings'
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink'
import { createTestContext, TEST_ADMIN, type TestContext } from '../helpers/test-app'
import { until } from '../helpers/until'

// Exactly one alert per request: with two API instances sending from one database, and with an
// instance killed after the commit, while its alert was on the way.

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '../..')

const quote = (name: string) => ({
  name,
  phone: '9876543210',
  email: 'family@example.in',
  projectType: 'Interior Design',
  message: '',
  source: { form: 'hero' },
})

/**
 * The requests an alert is about, from its Message-ID: `<lead-<id>-email@nirman.alerts>` for one,
 * `<leads-<id>-<id>-...-email@nirman.alerts>` for requests waiting together.
 */
const requestIdsOf = (messageId: string | undefined) =>
  (messageId?.match(/^<leads?-([\d-]+)-email@/)?.[1] ?? '').split('-').map(Number)

describe('one alert per request, whatever happens to the instances', () => {
  let sink: SmtpSink
  let context: TestContext

  beforeAll(async () => {
    sink = await startSmtpSink()
    context = await createTestContext({ contactRateLimit: 0, alerts: false })
  })
  afterAll(async () => {
    await context.close()
    await sink.close()
  })

  it("two instances sharing the database send each of 30 requests' alerts exactly once", async () => {
    sink.received.length = 0
    const alerts = testAlerts({ smtpUrl: sink.url }, {}, { pollIntervalMs: 20 })
    const first = await context.startSecondInstance(alerts)
    const second = await context.startSecondInstance(alerts)
    const instances: FastifyInstance[] = [first, second]

    const ids: number[] = []
    await Promise.all(
      Array.from({ length: 30 }, async (_, index) => {
        const instance = instances[index % 2] as FastifyInstance
        const response = await instance.inject({
          method: 'POST',
          url: '/api/contact',
          payload: quote(`Family ${index}`),
        })
        expect(response.statusCode, response.body).toBe(201)
        ids.push(response.json<QuoteReceipt>().id)
      }),
    )

    const received = () => sink.received.flatMap((mail) => requestIdsOf(mail.parsed.messageId))
    await until('an e-mail for every request', () => (received().length >= 30 ? true : undefined))
    await until('every alert marked sent', async () => {
      const pending = await context.dataSource
        .getRepository(LeadAlertEntity)
        .countBy({ status: 'pending' })
      return pending === 0 ? true : undefined
    })
    // Both workers were polling every 20 ms the whole time; nothing more arrives once all are sent.
    const sentFor = received()
    expect(sentFor.sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b))
    await first.close()
    await second.close()
  })

  describe('an instance killed between the commit and the send', () => {
    let blackHole: Server
    const held: Socket[] = []
    let child: ChildProcess | undefined
    let dataDir: string

    beforeAll(async () => {
      // An SMTP server that accepts the connection and never answers: the alert is on its way,
      // not sent, when the instance dies.
      blackHole = createServer((socket) => held.push(socket))
      blackHole.listen(0, '127.0.0.1')
      await once(blackHole, 'listening')
      dataDir = mkdtempSync(join(tmpdir(), 'nirman-killed-'))
    })
    afterAll(async () => {
      child?.kill('SIGKILL')
      for (const socket of held) socket.destroy()
      await new Promise((resolve) => blackHole.close(resolve))
      rmSync(dataDir, { recursive: true, force: true })
    })

    it('sends the alert once, from another instance, within 22 s of the kill (the lease and a poll)', async () => {
      sink.received.length = 0
      const address = blackHole.address()
      if (address === null || typeof address === 'string') throw new Error('no black hole port')
      const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: apiDir,
        stdio: ['ignore', 'pipe', 'inherit'],
        env: {
          ...process.env,
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: '0',
          LOG_LEVEL: 'info',
          DATABASE_URL: context.database.url,
          DATA_DIR: dataDir,
          ADMIN_USERNAME: TEST_ADMIN.username,
          ADMIN_PASSWORD: TEST_ADMIN.password,
          SMTP_URL: `smtp://127.0.0.1:${address.port}`,
          LEAD_ALERT_TO: STAFF.join(','),
          // Production settings otherwise: the send timeout (30 s) no longer sets the lease.
        },
      })
      child = server
      const exited = once(server, 'exit')
      let url = ''
      for await (const line of createInterface({ input: server.stdout as NodeJS.ReadableStream })) {
        const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line)
        if (match?.[1]) {
          url = match[1]
          break
        }
      }
      server.stdout?.resume()
      const connected = once(blackHole, 'connection')
      const response = await fetch(`${url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(quote('Killed Instance')),
      })
      const answeredAt = Date.now()
      expect(response.status).toBe(201)
      const { id } = (await response.json()) as QuoteReceipt
      // The worker of the instance has claimed the alert and is talking to the mail server.
      await connected
      // The other instance runs beside it, as behind the deployment's nginx, with the production
      // timing: it looks at the outbox every 2 s. It starts once the alert is claimed: started
      // earlier, one of its polls could claim the alert in the moment between the commit and the
      // killed instance's own claim, send it, and leave nothing on its way to kill (a fresh CI run
      // on a busy machine waited for the black hole's connection until the test timed out).
      const survivor = await context.startSecondInstance({
        ...testAlerts({ smtpUrl: sink.url }, {}, defaultOutboxTiming),
      })
      server.kill('SIGKILL')
      await exited
      const killedAt = Date.now()

      const [left] = await context.dataSource.getRepository(LeadAlertEntity).findBy({
        submissionId: id,
      })
      expect(left).toMatchObject({ status: 'pending', attempts: 0, sentAt: null })
      const lockedUntil = left?.lockedUntil?.getTime() ?? 0
      // Claimed for 20 s from the claim, a moment before the kill.
      expect(lockedUntil).toBeGreaterThan(killedAt)
      expect(lockedUntil).toBeLessThanOrEqual(killedAt + defaultOutboxTiming.leaseMs)

      const [mail] = await sink.waitForMessages(1)
      expect(mail?.parsed.subject).toBe('New quote request: Killed Instance, Interior Design')
      // Not before the dead instance's lease ended (so it was not sent twice while it lived), and
      // at most the lease (20 s) and one poll of the survivor (2 s) after the kill: 22 s, plus
      // 3 s for the survivor's claim and the SMTP exchange on a loaded machine.
      const { afterKill } = worstAlertWaitMs(defaultOutboxTiming, 30_000)
      expect(afterKill).toBe(22_000)
      expect(mail?.acceptedAt).toBeGreaterThanOrEqual(lockedUntil)
      expect((mail?.acceptedAt ?? Infinity) - killedAt).toBeLessThanOrEqual(afterKill + 3000)
      console.info(
        `Alert after a kill: ${((mail?.acceptedAt ?? 0) - killedAt) / 1000} s after the kill, ` +
          `${((mail?.acceptedAt ?? 0) - answeredAt) / 1000} s after the 201`,
      )
      await until('the alert marked sent', async () => {
        const [alert] = await context.dataSource
          .getRepository(LeadAlertEntity)
          .findBy({ submissionId: id })
        return alert?.status === 'sent' ? alert : undefined
      })
      expect(sink.received).toHaveLength(1)
      await survivor.close()
    }, 60_000)
  })
})
