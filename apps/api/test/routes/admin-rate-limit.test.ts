import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestContext, TEST_ADMIN, type TestContext } from '../helpers/test-app'

const LIMIT = 3
const WINDOW_MS = 15 * 60 * 1000
const ATTACKER = '203.0.113.10'

describe('POST /api/admin/login rate limit (per IP and username)', () => {
  let context: TestContext
  const attempt = (username: string, password: string, remoteAddress = ATTACKER) =>
    context.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username, password },
      remoteAddress,
    })

  let guesses: number[]
  beforeAll(async () => {
    context = await createTestContext({ loginRateLimit: LIMIT })
    // Given LIMIT wrong guesses at the admin's password from one address...
    guesses = []
    for (let count = 1; count <= LIMIT; count += 1) {
      guesses.push((await attempt(TEST_ADMIN.username, `guess number ${count}`)).statusCode)
    }
  })
  afterAll(async () => {
    vi.useRealTimers()
    await context.close()
  })

  it('answers the attempts up to the limit normally', () => {
    expect(guesses).toEqual(Array(LIMIT).fill(401))
  })

  it('answers 429 { message } to the next one, even with the right password', async () => {
    const limited = await attempt(TEST_ADMIN.username, TEST_ADMIN.password)
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({ message: expect.stringMatching(/^Too many requests/) })
    expect(limited.headers['set-cookie']).toBeUndefined()
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('counts the username however it is spelled: case and surrounding spaces do not reset it', async () => {
    const response = await attempt(`  ${TEST_ADMIN.username.toUpperCase()} `, TEST_ADMIN.password)
    expect(response.statusCode).toBe(429)
  })

  it('still lets the same address try another username', async () => {
    const response = await attempt('someone-else', 'any password')
    expect(response.statusCode).toBe(401)
  })

  it('still lets the same username sign in from another address', async () => {
    const response = await attempt(TEST_ADMIN.username, TEST_ADMIN.password, '198.51.100.7')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ username: TEST_ADMIN.username })
  })

  it('lets the limited address and username in again once the 15 minutes have passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + WINDOW_MS + 1000)
    const response = await attempt(TEST_ADMIN.username, TEST_ADMIN.password)
    expect(response.statusCode).toBe(200)
  })
})
