import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createRateLimitStore,
  type SharedRateLimitStore,
} from '../../src/security/rate-limit-store'
import { createTestContext, TEST_ADMIN, type TestContext } from '../helpers/test-app'

// With REDIS_URL, the rate limits are counted in Redis: two instances behind a load balancer share
// one limit. Runs against the Redis server of TEST_REDIS_URL (default redis://127.0.0.1:6379),
// under a key prefix of its own, removed afterwards.

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

const quote = {
  name: 'Anita Sinha',
  phone: '9876543210',
  email: 'anita@example.in',
  projectType: 'Interior Design',
  message: '',
  source: { form: 'hero' },
}

describe('rate limits in Redis', () => {
  const nameSpace = `nirman-test-${process.pid}-${randomBytes(4).toString('hex')}-`
  let stores: SharedRateLimitStore[]
  let context: TestContext

  beforeAll(async () => {
    stores = [createRateLimitStore(redisUrl, nameSpace), createRateLimitStore(redisUrl, nameSpace)]
    context = await createTestContext({ contactRateLimit: 3, rateLimitStore: stores[0] })
  })
  afterAll(async () => {
    await context.close()
    const [first] = stores
    if (first) {
      const keys = await first.redis.keys(`${nameSpace}*`)
      if (keys.length > 0) await first.redis.del(...keys)
    }
    for (const store of stores) await store.redis.quit()
  })

  it('counts the requests of one address on both instances against one limit of 3', async () => {
    const second = await context.startSecondInstance({ rateLimitStore: stores[1] })
    const post = (remoteAddress: string) => ({
      method: 'POST' as const,
      url: '/api/contact',
      payload: quote,
      remoteAddress,
    })
    const statuses = [
      (await context.app.inject(post('203.0.113.50'))).statusCode,
      (await second.inject(post('203.0.113.50'))).statusCode,
      (await context.app.inject(post('203.0.113.50'))).statusCode,
      // The fourth in the minute, on the instance that has seen only one of them.
      (await second.inject(post('203.0.113.50'))).statusCode,
    ]
    expect(statuses).toEqual([201, 201, 201, 429])
    // Another address is counted apart.
    expect((await second.inject(post('203.0.113.51'))).statusCode).toBe(201)
    const keys = await stores[0]?.redis.keys(`${nameSpace}*`)
    expect(keys?.length).toBeGreaterThan(0)
  })
})

describe('sign-in limits in Redis', () => {
  const nameSpace = `nirman-test-${process.pid}-${randomBytes(4).toString('hex')}-`
  let stores: SharedRateLimitStore[]
  let context: TestContext

  beforeAll(async () => {
    stores = [createRateLimitStore(redisUrl, nameSpace), createRateLimitStore(redisUrl, nameSpace)]
    context = await createTestContext({ loginAddressLimit: 3, rateLimitStore: stores[0] })
  })
  afterAll(async () => {
    await context.close()
    const [first] = stores
    if (first) {
      const keys = await first.redis.keys(`${nameSpace}*`)
      if (keys.length > 0) await first.redis.del(...keys)
    }
    for (const store of stores) await store.redis.quit()
  })

  it("counts an address's failed sign-ins on both instances against one limit of 3", async () => {
    const second = await context.startSecondInstance({
      loginAddressLimit: 3,
      rateLimitStore: stores[1],
    })
    const guess = (username: string) => ({
      method: 'POST' as const,
      url: '/api/admin/login',
      payload: { username, password: 'not the password' },
      remoteAddress: '203.0.113.60',
    })
    const statuses = [
      (await context.app.inject(guess('invented-1'))).statusCode,
      (await second.inject(guess('invented-2'))).statusCode,
      (await context.app.inject(guess(TEST_ADMIN.username))).statusCode,
      // The fourth failure from the address, on the instance that has counted only one of them.
      (await second.inject(guess('invented-3'))).statusCode,
    ]
    expect(statuses).toEqual([401, 401, 401, 429])
    // The counts are in Redis, under this deployment's prefix.
    const keys = await stores[0]?.redis.keys(`${nameSpace}login-address*`)
    expect(keys?.length).toBe(1)
  })
})
