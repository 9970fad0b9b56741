import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestContext, type TestContext } from '../helpers/test-app'

const heroQuote = {
  name: 'Anita Sinha',
  phone: '9876543210',
  email: 'anita@example.in',
  projectType: 'Interior Design',
  message: '',
  source: { form: 'hero' },
}

const post = (payload: InjectOptions['payload'], extra: Partial<InjectOptions> = {}) =>
  ({ method: 'POST', url: '/api/contact', payload, ...extra }) as const

describe('the per-IP limit on POST /api/contact', () => {
  let context: TestContext
  beforeAll(async () => {
    context = await createTestContext({ contactRateLimit: 3 })
  })
  afterAll(async () => {
    await context.close()
  })

  const from = (remoteAddress: string) => post(heroQuote, { remoteAddress })

  it('answers the 4th request in a minute from one address 429 { message } and does not store it', async () => {
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const response = await context.app.inject(from('203.0.113.7'))
      expect(response.statusCode, `request ${attempt}`).toBe(201)
    }
    const before = await context.repositories.contactSubmissions.count()
    const limited = await context.app.inject(from('203.0.113.7'))

    expect(limited.statusCode).toBe(429)
    expect(limited.headers['retry-after']).toEqual(expect.any(String))
    // The wait of the answer is the Retry-After header's (60 seconds at most: "1 minute"), as a
    // code and a count a page in Hindi words itself, and in the English message.
    const retryAfter = Number(limited.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
    const wait =
      retryAfter === 60 ? { count: 1, unit: 'minute' } : { count: retryAfter, unit: 'second' }
    const waitText =
      retryAfter === 60 ? '1 minute' : `${retryAfter} second${retryAfter === 1 ? '' : 's'}`
    expect(limited.json()).toEqual({
      message: expect.stringMatching(/^Too many requests/),
      code: 'tooManyRequests',
      wait,
    })
    expect(limited.json().message).toBe(`Too many requests. Please try again in ${waitText}.`)
    expect(await context.repositories.contactSubmissions.count()).toBe(before)
  })

  it('lets the address in again once its minute has passed', async () => {
    // Only Date is faked: the limiter's window is measured with Date.now(); the database drivers
    // keep their real timers.
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        expect((await context.app.inject(from('203.0.113.8'))).statusCode).toBe(201)
      }
      expect((await context.app.inject(from('203.0.113.8'))).statusCode).toBe(429)
      vi.setSystemTime(Date.now() + 59_000)
      expect((await context.app.inject(from('203.0.113.8'))).statusCode).toBe(429)
      vi.setSystemTime(Date.now() + 2_000)
      expect((await context.app.inject(from('203.0.113.8'))).statusCode).toBe(201)
    } finally {
      vi.useRealTimers()
    }
  })

  it('does not limit another address', async () => {
    const response = await context.app.inject(from('198.51.100.23'))
    expect(response.statusCode).toBe(201)
  })

  it('is 30 a minute by default', async () => {
    const defaults = await context.startSecondInstance({ contactRateLimit: undefined })
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      const response = await defaults.inject(from('192.0.2.44'))
      expect(response.statusCode, `request ${attempt}`).toBe(201)
    }
    expect((await defaults.inject(from('192.0.2.44'))).statusCode).toBe(429)
  })

  it('is off with a limit of 0', async () => {
    const unlimited = await context.startSecondInstance({ contactRateLimit: 0 })
    for (let attempt = 1; attempt <= 35; attempt += 1) {
      const response = await unlimited.inject(from('192.0.2.45'))
      expect(response.statusCode, `request ${attempt}`).toBe(201)
    }
  })
})
