import { loginMessages } from '@nirman/contract'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { parseTrustProxy } from '../../src/env'
import { KNOWN_DEVICE_COOKIE } from '../../src/security/known-devices'
import { addAccount } from '../helpers/staff-accounts'
import { createTestContext, TEST_ADMIN, type TestContext } from '../helpers/test-app'

// Small limits, so each scenario needs only a few scrypt verifications.
const ACCOUNT_LIMIT = 3
const ADDRESS_LIMIT = 5

const invalid = { message: loginMessages.invalidCredentials }

// Each scenario checks several passwords (scrypt, 32 MiB): seconds apiece on a busy machine.
describe('the sign-in limits', { timeout: 60_000 }, () => {
  let context: TestContext
  // One proxy (nginx) in front: it appends the address it saw to X-Forwarded-For.
  const attempt = (
    username: string,
    password: string,
    clientAddress: string,
    spoofed?: string,
    cookie?: string,
  ) =>
    context.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username, password },
      remoteAddress: '127.0.0.1',
      headers: {
        'x-forwarded-for': spoofed ? `${spoofed}, ${clientAddress}` : clientAddress,
        ...(cookie ? { cookie } : {}),
      },
    })
  /** The known-device cookie a successful sign-in sets, as a Cookie header value. */
  const deviceOf = (response: LightMyRequestResponse) => {
    const cookie = response.cookies.find((entry) => entry.name === KNOWN_DEVICE_COOKIE)
    if (!cookie) throw new Error(`no known-device cookie (status ${response.statusCode})`)
    return `${cookie.name}=${cookie.value}`
  }
  const signInAsStaff = (clientAddress: string, username = TEST_ADMIN.username) =>
    attempt(username, TEST_ADMIN.password, clientAddress)
  /** Lets the clock run past the wait a 429 asked for (Retry-After), without sleeping. */
  const waitAsAsked = (response: LightMyRequestResponse) => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + Number(response.headers['retry-after']) * 1000 + 100)
  }

  beforeAll(async () => {
    context = await createTestContext({
      loginRateLimit: ACCOUNT_LIMIT,
      loginAddressLimit: ADDRESS_LIMIT,
      trustProxy: parseTrustProxy('1'),
    })
  })
  afterEach(() => {
    vi.useRealTimers()
  })
  afterAll(async () => {
    await context.close()
  })

  describe('given an address that keeps inventing usernames', () => {
    it('refuses it with 429 once it has failed ADDRESS_LIMIT times, whatever the next username', async () => {
      for (let guess = 1; guess <= ADDRESS_LIMIT; guess += 1) {
        const response = await attempt(`invented-${guess}`, 'wrong password', '203.0.113.5')
        expect(response.statusCode).toBe(401)
      }
      const refused = await attempt('invented-new', 'wrong password', '203.0.113.5')
      expect(refused.statusCode).toBe(429)
      expect(refused.json()).toEqual({
        message: expect.stringMatching(/^Too many failed sign-ins from your network/),
      })
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      // Even the right password: the address is refused before any password is checked.
      expect((await signInAsStaff('203.0.113.5')).statusCode).toBe(429)
    })

    it('does not let a spoofed X-Forwarded-For reset the limit (TRUST_PROXY=1 reads what nginx saw)', async () => {
      const refused = await attempt('invented-again', 'wrong password', '203.0.113.5', '10.9.8.7')
      expect(refused.statusCode).toBe(429)
    })

    it('leaves other addresses alone', async () => {
      expect((await attempt('invented-1', 'wrong password', '198.51.100.1')).statusCode).toBe(401)
      expect((await signInAsStaff('198.51.100.1')).statusCode).toBe(200)
    })
  })

  describe('given an office whose people sign in all day from one address', () => {
    it('never counts successful sign-ins: more than both limits in a row all succeed', async () => {
      for (let count = 1; count <= ADDRESS_LIMIT + 2; count += 1) {
        expect((await signInAsStaff('192.0.2.10')).statusCode).toBe(200)
      }
    })

    it('lets the right password in after ACCOUNT_LIMIT - 1 wrong ones, and starts counting afresh', async () => {
      for (let guess = 1; guess < ACCOUNT_LIMIT; guess += 1) {
        expect((await attempt(TEST_ADMIN.username, `typo ${guess}`, '192.0.2.10')).json()).toEqual(
          invalid,
        )
      }
      expect((await signInAsStaff('192.0.2.10')).statusCode).toBe(200)
      // Counting afresh: ACCOUNT_LIMIT - 1 more typos still leave the account open.
      for (let guess = 1; guess < ACCOUNT_LIMIT; guess += 1) {
        expect((await attempt(TEST_ADMIN.username, `typo ${guess}`, '192.0.2.10')).statusCode).toBe(
          401,
        )
      }
      expect((await signInAsStaff('192.0.2.10')).statusCode).toBe(200)
    })
  })

  describe('given wrong passwords for one account from many addresses and spellings', () => {
    // Each spelling folds to `staff` (NFKC and lower case): one account, one count.
    const spellings = ['ſtaff', 'ｓｔａｆｆ', 'staﬀ', 'STAFF', ' Staff ']
    let slowed: LightMyRequestResponse

    it('counts every spelling against the account found, and slows it down after ACCOUNT_LIMIT', async () => {
      for (const [index, spelling] of spellings.slice(0, ACCOUNT_LIMIT).entries()) {
        const response = await attempt(spelling, 'wrong password', `198.18.0.${index + 1}`)
        expect(response.statusCode).toBe(401)
      }
      // The owner, from a fresh address with the right password, is asked to wait 2^0 = 1 s.
      slowed = await signInAsStaff('198.18.1.1')
      expect(slowed.statusCode).toBe(429)
      expect(slowed.json()).toEqual({
        message: 'Too many failed sign-ins for this account. Please try again in 1 second.',
      })
      expect(slowed.headers['retry-after']).toBe('1')
      expect(slowed.headers['set-cookie']).toBeUndefined()
    })

    it('doubles the wait with each further failure: 2^1 = 2 s after ACCOUNT_LIMIT + 1', async () => {
      waitAsAsked(slowed)
      expect((await attempt('STAFF', 'wrong password', '198.18.0.9')).statusCode).toBe(401)
      slowed = await signInAsStaff('198.18.1.1')
      expect(slowed.statusCode).toBe(429)
      expect(slowed.headers['retry-after']).toBe('2')
    })

    it('lets the owner in once the wait is over (slowed, never locked out for the window)', async () => {
      // Still slowed now (the clock is real again): wait as this answer asks, then sign in.
      slowed = await signInAsStaff('198.18.1.1')
      expect(slowed.statusCode).toBe(429)
      waitAsAsked(slowed)
      const response = await signInAsStaff('198.18.1.1', 'ｓｔａｆｆ')
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({ username: TEST_ADMIN.username })
    })

    it.each([
      ['an accent MySQL folds (stäff)', 'stäff'],
      ['a NUL character (staff\\0)', 'staff\u0000'],
      ['a zero-width space', 'sta\u200bff'],
    ])('does not sign in %s as staff, on any database', async (_case, username) => {
      const response = await attempt(username, TEST_ADMIN.password, '198.18.2.1')
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual(invalid)
    })
  })

  describe('given browsers that signed in before (known devices)', () => {
    it('holds a known device to a limit of its own: slowed after ACCOUNT_LIMIT of its failures', async () => {
      const first = await signInAsStaff('192.0.2.50')
      // The session's cookie first: scripts that read the first Set-Cookie still get the session.
      expect(first.headers['set-cookie']?.[0]).toMatch(/^nirman\.sid=/)
      expect(first.headers['set-cookie']?.[1]).toMatch(
        /^nirman\.device=v1\.[\w-]+\.1\.[\w-]+; Max-Age=31536000; Path=\/api\/admin\/login; HttpOnly; SameSite=Lax$/,
      )
      const device = deviceOf(first)
      for (let guess = 1; guess <= ACCOUNT_LIMIT; guess += 1) {
        const response = await attempt(
          TEST_ADMIN.username,
          `typo ${guess}`,
          '192.0.2.50',
          undefined,
          device,
        )
        expect(response.statusCode).toBe(401)
      }
      // Past ACCOUNT_LIMIT failures of the device: it waits 2^0 = 1 s, even with the password.
      const slowed = await attempt(
        TEST_ADMIN.username,
        TEST_ADMIN.password,
        '192.0.2.50',
        undefined,
        device,
      )
      expect(slowed.statusCode).toBe(429)
      expect(slowed.json()).toEqual({
        message: 'Too many failed sign-ins on this device. Please try again in 1 second.',
      })
      expect(slowed.headers['retry-after']).toBe('1')
      // Its failures were its own: the account is not slowed for anyone else.
      expect((await signInAsStaff('192.0.2.51')).statusCode).toBe(200)
      waitAsAsked(slowed)
      const back = await attempt(
        TEST_ADMIN.username,
        TEST_ADMIN.password,
        '192.0.2.50',
        undefined,
        device,
      )
      expect(back.statusCode).toBe(200)
    })

    it("does not let a device known to another account past this account's slow-down", async () => {
      const ownerSession = await signInAsStaff('192.0.2.60')
      const owner = ownerSession.cookies.find((entry) => entry.name === 'nirman.sid')
      const ravi = await addAccount(context.app, `nirman.sid=${owner?.value}`, {
        name: 'Ravi Kumar',
        username: 'ravi',
      })
      const ravisDevice = deviceOf(await attempt('ravi', ravi.password, '192.0.2.61'))
      // ACCOUNT_LIMIT failures on staff from three addresses: staff waits 1 s.
      for (let guess = 1; guess <= ACCOUNT_LIMIT; guess += 1) {
        expect(
          (await attempt(TEST_ADMIN.username, 'a guess', `198.18.9.${guess}`)).statusCode,
        ).toBe(401)
      }
      const fromRavisDevice = await attempt(
        TEST_ADMIN.username,
        TEST_ADMIN.password,
        '192.0.2.61',
        undefined,
        ravisDevice,
      )
      expect(fromRavisDevice.statusCode).toBe(429)
      expect(fromRavisDevice.json<{ message: string }>().message).toMatch(
        /^Too many failed sign-ins for this account/,
      )
      // The owner's own device (the one of 192.0.2.60) is not held back.
      const fromOwnersDevice = await attempt(
        TEST_ADMIN.username,
        TEST_ADMIN.password,
        '192.0.2.62',
        undefined,
        deviceOf(ownerSession),
      )
      expect(fromOwnersDevice.statusCode).toBe(200)
    })
  })
})
