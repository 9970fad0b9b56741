import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseTrustProxy } from '../../src/env'
import { KNOWN_DEVICE_COOKIE } from '../../src/security/known-devices'
import { loginThrottleMessages } from '../../src/security/login-throttle'
import { createTestContext, TEST_ADMIN, type TestContext } from '../helpers/test-app'

const homePage = '<!doctype html><title>Nirman</title><main>home</main>'
const FLOOD = 40
const HASHING_SLOTS = 2

// Each scenario checks several passwords (scrypt, 32 MiB): seconds apiece on a busy machine.
describe('given 40 sign-ins with invented usernames arriving at once', { timeout: 60_000 }, () => {
  let folder: string
  let context: TestContext
  const finished: string[] = []
  const statuses: number[] = []
  const busyAnswers: { message: string; retryAfter: unknown }[] = []

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'nirman-flood-'))
    mkdirSync(join(folder, 'web'))
    writeFileSync(join(folder, 'web', 'index.html'), homePage)
    context = await createTestContext({
      webDist: join(folder, 'web'),
      loginHashConcurrency: HASHING_SLOTS,
    })

    // Each from an address of its own: the per-address limit is not what answers them here.
    const logins = Array.from({ length: FLOOD }, (_, index) =>
      context.app
        .inject({
          method: 'POST',
          url: '/api/admin/login',
          payload: { username: `invented-${index}`, password: 'a guess' },
          remoteAddress: `203.0.113.${index + 1}`,
        })
        .then((response) => {
          finished.push(`login ${response.statusCode}`)
          statuses.push(response.statusCode)
          if (response.statusCode === 503) {
            busyAnswers.push({
              message: response.json<{ message: string }>().message,
              retryAfter: response.headers['retry-after'],
            })
          }
        }),
    )
    // ...and a visitor opening the home page while they are being checked.
    const home = context.app.inject({ method: 'GET', url: '/' }).then((response) => {
      finished.push(`home ${response.statusCode}`)
    })
    await Promise.all([...logins, home])
  })
  afterAll(async () => {
    await context.close()
    rmSync(folder, { recursive: true, force: true })
  })

  it('checks no more passwords at once than there are hashing slots and answers the rest 503 at once', () => {
    expect(statuses.every((status) => status === 401 || status === 503)).toBe(true)
    // All 40 reach the check within milliseconds while one scrypt takes tens of them: about
    // HASHING_SLOTS are checked (401) and the rest refused. Half is a bound a loaded machine keeps.
    const checked = statuses.filter((status) => status === 401).length
    expect(checked).toBeGreaterThanOrEqual(1)
    expect(checked).toBeLessThanOrEqual(FLOOD / 2)
    expect(busyAnswers).toHaveLength(FLOOD - checked)
    for (const answer of busyAnswers) {
      expect(answer).toEqual({ message: loginThrottleMessages.busy, retryAfter: '1' })
    }
  })

  it('answers the home page before the checked sign-ins finish: the page does not queue behind scrypt', () => {
    const home = finished.indexOf('home 200')
    const lastChecked = finished.lastIndexOf('login 401')
    expect(home).toBeGreaterThanOrEqual(0)
    expect(home).toBeLessThan(lastChecked)
  })
})

/** The `name=value` of the known-device cookie a successful sign-in sets. */
function deviceCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((entry) => entry.name === KNOWN_DEVICE_COOKIE)
  if (!cookie) throw new Error(`no known-device cookie in the response (${response.statusCode})`)
  return `${cookie.name}=${cookie.value}`
}

// The owner's username is public (it is on every invoice); a botnet can fail on it from thousands
// of addresses, each under the per-address limit, and keep the account slowed for as long as it
// likes. The owner's own browser, which signed in before, must still get in at once.
describe("given a flood of failed sign-ins on the owner's username from many addresses", {
  timeout: 60_000,
}, () => {
  const ACCOUNT_LIMIT = 3
  let context: TestContext
  let ownersDevice: string
  let flooding = true
  const floodAnswers: LightMyRequestResponse[] = []
  let flood: Promise<unknown>

  // Behind one proxy (nginx), as deployed: the client's address is the last in X-Forwarded-For.
  const attempt = (password: string, clientAddress: string, cookie?: string) =>
    context.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: TEST_ADMIN.username, password },
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': clientAddress, ...(cookie ? { cookie } : {}) },
    })

  beforeAll(async () => {
    context = await createTestContext({
      loginRateLimit: ACCOUNT_LIMIT,
      trustProxy: parseTrustProxy('1'),
    })
    // Last week, from home: the owner's browser becomes a known device.
    ownersDevice = deviceCookie(await attempt(TEST_ADMIN.password, '192.0.2.7'))

    // Eight bots, each failing from a new address every time (a few hundred attempts a second in
    // all), until the test ends.
    let next = 0
    const bot = async () => {
      while (flooding) {
        next += 1
        const address = `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}`
        floodAnswers.push(await attempt('a guess', address))
        await sleep(20)
      }
    }
    flood = Promise.all(Array.from({ length: 8 }, bot))
    // The flood holds the account once its wait has grown to 8 s (ACCOUNT_LIMIT + 3 failures
    // checked: 2^3): from then on whoever has no known device is refused.
    const deadline = Date.now() + 45_000
    while (
      !floodAnswers.some(
        (answer) => answer.statusCode === 429 && Number(answer.headers['retry-after']) >= 8,
      )
    ) {
      if (Date.now() > deadline) throw new Error('the flood never slowed the account down')
      await sleep(50)
    }
  })
  afterAll(async () => {
    flooding = false
    await flood
    await context.close()
  })

  it('keeps a browser without a known device out, as it should while the account is attacked', async () => {
    const fresh = await attempt(TEST_ADMIN.password, '198.51.100.20')
    expect(fresh.statusCode).toBe(429)
    expect(fresh.json<{ message: string }>().message).toMatch(
      /^Too many failed sign-ins for this account/,
    )
  })

  it("lets the owner's known device in with the right password while the flood goes on, from another address", async () => {
    const started = performance.now()
    const owner = await attempt(TEST_ADMIN.password, '198.51.100.21', ownersDevice)
    const tally = (status: number) => floodAnswers.filter((answer) => answer.statusCode === status)
    console.info(
      `Flood of ${floodAnswers.length} failed sign-ins (${tally(401).length} checked, ${tally(429).length} refused 429, ` +
        `${tally(503).length} 503): the known device answered ${owner.statusCode} in ${(performance.now() - started).toFixed(0)} ms`,
    )
    expect(owner.statusCode).toBe(200)
    expect(owner.json()).toMatchObject({ username: TEST_ADMIN.username })
    // The device stays known (the cookie is sent again, for another year).
    expect(deviceCookie(owner)).toMatch(new RegExp(`^${KNOWN_DEVICE_COOKIE}=v1\\.`))
  })

  it("leaves the flood's slow-down in place for everyone else after the owner signed in", async () => {
    expect((await attempt(TEST_ADMIN.password, '198.51.100.22')).statusCode).toBe(429)
    expect(floodAnswers.some((answer) => answer.statusCode === 200)).toBe(false)
  })

  it('ignores a known-device cookie that was altered (the signature no longer matches)', async () => {
    const value = ownersDevice.split('=')[1] ?? ''
    const [version, id, , signature] = value.split('.')
    // The same device claiming account 1 and 2: not what the server signed.
    const altered = `${KNOWN_DEVICE_COOKIE}=${version}.${id}.1-2.${signature}`
    expect((await attempt(TEST_ADMIN.password, '198.51.100.23', altered)).statusCode).toBe(429)
  })
})

describe('given 40 sign-ins with invented usernames at once and the owner signing in from a known device', {
  timeout: 60_000,
}, () => {
  let context: TestContext
  let owner: LightMyRequestResponse
  const statuses: number[] = []

  beforeAll(async () => {
    context = await createTestContext({ loginHashConcurrency: HASHING_SLOTS })
    const first = await context.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
      remoteAddress: '192.0.2.8',
    })
    const cookie = deviceCookie(first)
    const logins = Array.from({ length: FLOOD }, (_, index) =>
      context.app
        .inject({
          method: 'POST',
          url: '/api/admin/login',
          payload: { username: `invented-${index}`, password: 'a guess' },
          remoteAddress: `203.0.113.${index + 1}`,
        })
        .then((response) => statuses.push(response.statusCode)),
    )
    // Sent last, behind the 40: every ordinary hashing slot is taken when it is checked.
    const ownerSignIn = context.app
      .inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
        remoteAddress: '192.0.2.8',
        headers: { cookie },
      })
      .then((response) => {
        owner = response
      })
    await Promise.all([...logins, ownerSignIn])
  })
  afterAll(async () => {
    await context.close()
  })

  it('checks the known device in the slot kept for it instead of answering it 503', () => {
    expect(owner.statusCode).toBe(200)
    // The flood itself is still held to the ordinary slots: most of it refused at once.
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThanOrEqual(FLOOD / 2)
  })
})
