import { randomBytes } from 'node:crypto'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createRateLimitStore,
  type SharedRateLimitStore,
} from '../../src/security/rate-limit-store'
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy'
import { createTestContext, TEST_ADMIN, type TestContext } from '../helpers/test-app'
import { until } from '../helpers/until'

// A frozen or dead Redis must never cost a lead or a sign-in. The API reaches the real Redis of
// TEST_REDIS_URL through a TCP proxy of this test's own: freezing the proxy is a Redis that keeps
// its connections open and never answers (SIGSTOP, a stalled network); cutting it is a Redis that
// is gone (connections dropped, new ones refused). The shared Redis itself is never touched; the
// test's keys live under a prefix of its own, removed afterwards.

const redisUrl = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379')

const CONTACT_LIMIT = 3
const ADDRESS_LIMIT = 3
/**
 * The longest a quote request or a sign-in may take while Redis is away. The first request after
 * the outage pays the command timeout once (250 ms), the others nothing; the rest is the insert (or
 * one scrypt for a sign-in), tens of milliseconds on a quiet machine. Two seconds leave room for a
 * loaded one, and are far from the 30 s without an answer, or the 1.4-10 s, this test replaced.
 */
const PROMPT_MS = 2000
/**
 * A sign-in checks a password (scrypt, 32 MiB): about 0.1 s on a quiet machine, 1-3 s on this
 * shared one with other suites running (measured: 2.8 s at a load average of 9). Ten seconds still
 * tell "answered" from the old "never answered within 30 s".
 */
const SIGN_IN_PROMPT_MS = 10_000

const quote = (phone: string) => ({
  name: 'Anita Sinha',
  phone,
  email: 'anita@example.in',
  projectType: 'Interior Design',
  message: 'Sent while Redis was away',
  source: { form: 'hero' },
})

describe('given the rate limits counted in Redis, and Redis freezing or dying', () => {
  const nameSpace = `nirman-test-${process.pid}-${randomBytes(4).toString('hex')}-`
  const logged: string[] = []
  const answerTimes: { outage: string; route: string; ms: number; status: number }[] = []
  let proxy: TcpProxy
  let store: SharedRateLimitStore
  let direct: Redis
  let context: TestContext
  let sent = 0

  const timed = async (outage: string, options: InjectOptions) => {
    const started = performance.now()
    const response = await context.app.inject(options)
    const ms = performance.now() - started
    answerTimes.push({ outage, route: String(options.url), ms, status: response.statusCode })
    return { response, ms }
  }
  const postQuote = (outage: string, remoteAddress: string) => {
    sent += 1
    // A phone of its own per request: every 201 must be a row of its own.
    const phone = `98765${String(sent).padStart(5, '0')}`
    return timed(outage, {
      method: 'POST',
      url: '/api/contact',
      payload: quote(phone),
      remoteAddress,
    })
  }
  const signIn = (outage: string, password: string, remoteAddress: string) =>
    timed(outage, {
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: TEST_ADMIN.username, password },
      remoteAddress,
    })
  const rateLimitsReport = async () =>
    (await context.app.inject({ method: 'GET', url: '/api/health' })).json<{
      rateLimits?: string
    }>().rateLimits
  const rowsStored = () => context.repositories.contactSubmissions.count()
  /** The Redis counter of quote requests from one address, read past the proxy. */
  const redisCount = (address: string) => direct.get(`${nameSpace}POST/api/contact-${address}`)
  const statuses = (answers: { response: LightMyRequestResponse }[]) =>
    answers.map(({ response }) => response.statusCode)

  beforeAll(async () => {
    proxy = await startTcpProxy({ host: redisUrl.hostname, port: Number(redisUrl.port || 6379) })
    store = createRateLimitStore(`redis://127.0.0.1:${proxy.port}`, nameSpace, {
      log: {
        info: (message) => logged.push(`info: ${message}`),
        warn: (message) => logged.push(`warn: ${message}`),
      },
    })
    direct = new Redis(redisUrl.href)
    context = await createTestContext({
      contactRateLimit: CONTACT_LIMIT,
      loginAddressLimit: ADDRESS_LIMIT,
      rateLimitStore: store,
    })
  })
  afterAll(async () => {
    await context?.close()
    await store?.close()
    await proxy?.close()
    const keys = await direct.keys(`${nameSpace}*`)
    if (keys.length > 0) await direct.del(...keys)
    await direct.quit()
    // The figures the issue asks for, for the closing note.
    for (const outage of ['frozen', 'dead']) {
      const times = answerTimes.filter((answer) => answer.outage === outage)
      const quotes = times.filter((answer) => answer.route === '/api/contact')
      const signIns = times.filter((answer) => answer.route === '/api/admin/login')
      console.info(
        `Redis ${outage}: ${quotes.filter((answer) => answer.status === 201).length} quote requests answered 201 ` +
          `(slowest ${Math.max(...quotes.map((answer) => answer.ms)).toFixed(0)} ms), ` +
          `${signIns.length} sign-ins answered (slowest ${Math.max(...signIns.map((answer) => answer.ms)).toFixed(0)} ms)`,
      )
    }
  })

  it('counts in Redis while Redis answers', async () => {
    const { response } = await postQuote('none', '203.0.113.1')
    expect(response.statusCode).toBe(201)
    expect(await redisCount('203.0.113.1')).toBe('1')
    expect(await rateLimitsReport()).toBe('redis')
  })

  describe('when Redis is frozen (connections open, nothing answered)', () => {
    beforeAll(() => proxy.freeze())

    it('answers quote requests 201 promptly, stores each one, and still limits an address from memory', async () => {
      const rowsBefore = await rowsStored()
      const sameAddress = []
      // CONTACT_LIMIT + 1 from one address: 3 answered 201, the fourth 429, counted in memory.
      for (let count = 0; count <= CONTACT_LIMIT; count += 1) {
        sameAddress.push(await postQuote('frozen', '203.0.113.2'))
      }
      expect(statuses(sameAddress)).toEqual([201, 201, 201, 429])
      // Ten visitors from ten addresses: all accepted.
      const others = []
      for (let visitor = 1; visitor <= 10; visitor += 1) {
        others.push(await postQuote('frozen', `198.51.100.${visitor}`))
      }
      expect(statuses(others)).toEqual(Array(10).fill(201))
      for (const { ms } of [...sameAddress, ...others]) expect(ms).toBeLessThan(PROMPT_MS)
      // 3 + 10 answered 201: 13 rows more.
      expect((await rowsStored()) - rowsBefore).toBe(13)
    })

    it('answers sign-ins promptly and still counts failures per address in memory', async () => {
      // ADDRESS_LIMIT failures from one address, then 429 before any password is checked.
      const attempts = []
      for (let guess = 1; guess <= ADDRESS_LIMIT + 1; guess += 1) {
        attempts.push(await signIn('frozen', `wrong ${guess}`, '203.0.113.3'))
      }
      expect(statuses(attempts)).toEqual([401, 401, 401, 429])
      const owner = await signIn('frozen', TEST_ADMIN.password, '192.0.2.1')
      expect(owner.response.statusCode).toBe(200)
      for (const { ms } of [...attempts, owner]) expect(ms).toBeLessThan(SIGN_IN_PROMPT_MS)
    })

    it('says in /api/health (still 200) that the limits are counted in memory, and logs it once', async () => {
      const response = await context.app.inject({ method: 'GET', url: '/api/health' })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({
        status: 'ok',
        rateLimits: 'memory (redis not answering)',
      })
      // 14 quote requests and 5 sign-ins while frozen, one line.
      expect(logged).toEqual([expect.stringMatching(/^warn: Redis stopped answering/)])
    })

    it('counts in Redis again once Redis answers, and logs that once', async () => {
      proxy.thaw()
      await until('Redis to be used again', async () =>
        (await rateLimitsReport()) === 'redis' ? true : undefined,
      )
      expect(logged).toEqual([
        expect.stringMatching(/^warn: Redis stopped answering/),
        'info: Redis answers again: rate limits are counted in Redis again',
      ])
      const { response } = await postQuote('none', '203.0.113.4')
      expect(response.statusCode).toBe(201)
      expect(await redisCount('203.0.113.4')).toBe('1')
    })
  })

  describe('when Redis is dead (connections dropped, new ones refused)', () => {
    beforeAll(() => proxy.cut())

    it('answers quote requests 201 promptly, stores each one, and limits an address from memory', async () => {
      const rowsBefore = await rowsStored()
      const answers = []
      for (let count = 0; count <= CONTACT_LIMIT; count += 1) {
        answers.push(await postQuote('dead', '203.0.113.5'))
      }
      for (let visitor = 1; visitor <= 10; visitor += 1) {
        answers.push(await postQuote('dead', `198.51.100.${visitor + 20}`))
      }
      expect(statuses(answers)).toEqual([201, 201, 201, 429, ...Array(10).fill(201)])
      for (const { ms } of answers) expect(ms).toBeLessThan(PROMPT_MS)
      expect((await rowsStored()) - rowsBefore).toBe(13)
    })

    it('answers sign-ins promptly', async () => {
      const wrong = await signIn('dead', 'wrong again', '203.0.113.6')
      const owner = await signIn('dead', TEST_ADMIN.password, '192.0.2.2')
      expect([wrong.response.statusCode, owner.response.statusCode]).toEqual([401, 200])
      for (const { ms } of [wrong, owner]) expect(ms).toBeLessThan(SIGN_IN_PROMPT_MS)
      expect(await rateLimitsReport()).toBe('memory (redis not answering)')
    })

    it('counts in Redis again once Redis is back', async () => {
      await proxy.restore()
      await until('Redis to be used again', async () =>
        (await rateLimitsReport()) === 'redis' ? true : undefined,
      )
      const { response } = await postQuote('none', '203.0.113.7')
      expect(response.statusCode).toBe(201)
      expect(await redisCount('203.0.113.7')).toBe('1')
      // One line when it went, one when it came back, for each of the two outages.
      expect(logged.map((line) => line.split(':')[0])).toEqual(['warn', 'info', 'warn', 'info'])
    })
  })
})
