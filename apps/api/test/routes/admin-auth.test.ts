import { loginMessages } from '@nirman/contract'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import * as passwords from '../../src/security/passwords'
import { sessionCookieOf, sessionRowOf, signedSessionCookie } from '../helpers/admin-session'
import { createTestContext, sessionCookie, TEST_ADMIN, type TestContext } from '../helpers/test-app'

// The real password functions, watched: an unknown username must cost a scrypt verification too.
vi.mock('../../src/security/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/security/passwords')>()
  return {
    ...original,
    verifyPassword: vi.fn(original.verifyPassword),
    verifyAgainstDecoy: vi.fn(original.verifyAgainstDecoy),
  }
})

const EIGHT_HOURS_MS = 8 * 60 * 60 * 1000
const authenticationRequired = { message: 'Authentication required' }

describe('staff sign-in', () => {
  let context: TestContext
  beforeAll(async () => {
    // Many sign-ins from one address here; the limit itself is tested in admin-rate-limit.test.ts.
    context = await createTestContext({ loginRateLimit: 1000 })
  })
  afterAll(async () => {
    await context.close()
  })

  const login = (payload: object, headers: Record<string, string> = {}) =>
    context.app.inject({ method: 'POST', url: '/api/admin/login', payload, headers })
  const currentUser = (cookie?: string) =>
    context.app.inject({
      method: 'GET',
      url: '/api/admin/user',
      headers: cookie ? { cookie } : {},
    })
  const sessionCount = () => context.repositories.sessions.count()

  describe('POST /api/admin/login', () => {
    it('answers 200 { id, name, username, role } with an 8-hour HttpOnly, SameSite=Lax session cookie', async () => {
      const before = Date.now()
      const response = await login({ username: TEST_ADMIN.username, password: TEST_ADMIN.password })

      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({
        id: expect.any(Number),
        name: TEST_ADMIN.name,
        username: TEST_ADMIN.username,
        // The first account, from ADMIN_USERNAME at start-up, is the owner.
        role: 'owner',
      })
      const cookie = sessionCookieOf(response)
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
      // Plain http (a developer's machine): a Secure cookie would never come back.
      expect(cookie?.secure).toBeFalsy()
      const expires = cookie?.expires?.getTime() ?? 0
      expect(Math.abs(expires - (before + EIGHT_HOURS_MS))).toBeLessThan(60_000)
      expect(await sessionRowOf(context.dataSource, sessionCookie(response))).not.toBeNull()
    })

    it('records when the admin last signed in', async () => {
      const before = Date.now()
      await context.login()
      const admin = await context.repositories.adminUsers.findOneByOrFail({
        username: TEST_ADMIN.username,
      })
      expect(admin.lastLoginAt?.getTime()).toBeGreaterThanOrEqual(before - 1000)
      expect(admin.lastLoginAt?.getTime()).toBeLessThanOrEqual(Date.now() + 1000)
    })

    it('marks the cookie Secure when the request came over https through a trusted proxy', async () => {
      const behindProxy = await context.startSecondInstance({ trustProxy: true })
      const response = await behindProxy.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
      })
      expect(response.statusCode).toBe(200)
      expect(sessionCookieOf(response)).toMatchObject({ secure: true, httpOnly: true })
    })

    it('ignores x-forwarded-proto when no proxy is trusted', async () => {
      const response = await login(
        { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
        { 'x-forwarded-proto': 'https' },
      )
      expect(response.statusCode).toBe(200)
      expect(sessionCookieOf(response)?.secure).toBeFalsy()
    })

    it.each([
      ['a wrong password', { username: TEST_ADMIN.username, password: 'wrong horse battery' }],
      ['an unknown username', { username: 'nobody', password: TEST_ADMIN.password }],
    ])('answers 401 with one generic message and no session for %s', async (_case, payload) => {
      const sessionsBefore = await sessionCount()
      const response = await login(payload)

      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ message: loginMessages.invalidCredentials })
      expect(response.headers['set-cookie']).toBeUndefined()
      expect(await sessionCount()).toBe(sessionsBefore)
    })

    it('does the same scrypt work for an unknown username as for a wrong password', async () => {
      // Timing would tell an attacker which usernames exist: an unknown one is checked against a
      // decoy hash with the same scrypt parameters, instead of answering at once.
      vi.mocked(passwords.verifyPassword).mockClear()
      vi.mocked(passwords.verifyAgainstDecoy).mockClear()
      const unknownUser = { username: 'nobody-at-all', password: 'wrong horse battery' }
      expect((await login(unknownUser)).statusCode).toBe(401)
      expect(passwords.verifyAgainstDecoy).toHaveBeenCalledTimes(1)
      expect(passwords.verifyAgainstDecoy).toHaveBeenCalledWith('wrong horse battery')
      expect(passwords.verifyPassword).not.toHaveBeenCalled()

      const wrongPassword = { username: TEST_ADMIN.username, password: 'wrong horse battery' }
      expect((await login(wrongPassword)).statusCode).toBe(401)
      expect(passwords.verifyPassword).toHaveBeenCalledTimes(1)
      expect(passwords.verifyAgainstDecoy).toHaveBeenCalledTimes(1)
    })

    it.each([
      ['nothing', {}],
      ['no password', { username: TEST_ADMIN.username }],
      ['no username', { password: TEST_ADMIN.password }],
      ['a blank username', { username: '   ', password: TEST_ADMIN.password }],
      ['an empty password', { username: TEST_ADMIN.username, password: '' }],
    ])('answers 400 "%s" with the form message and no cookie', async (_case, payload) => {
      const response = await login(payload)

      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ message: loginMessages.missing })
      expect(response.headers['set-cookie']).toBeUndefined()
    })
  })

  describe('GET /api/admin/user', () => {
    it('answers 200 with the signed-in admin', async () => {
      const cookie = await context.login()
      const response = await currentUser(cookie)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({
        id: expect.any(Number),
        name: TEST_ADMIN.name,
        username: TEST_ADMIN.username,
        // The first account, from ADMIN_USERNAME at start-up, is the owner.
        role: 'owner',
        // No company details saved: the specification's name, for the messages staff send leads.
        companyNames: { en: 'Nirman Constructions', hi: 'निर्माण कंस्ट्रक्शन्स' },
      })
    })

    it('answers 401 without a session cookie', async () => {
      const response = await currentUser()
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual(authenticationRequired)
    })

    it('answers 401 to a forged cookie: garbage, a tampered signature, or an id never issued', async () => {
      const genuine = await context.login()
      const tampered = `${genuine.slice(0, -4)}AAAA`
      const forged = ['nirman.sid=garbage', tampered, signedSessionCookie('an-id-never-issued')]
      for (const cookie of forged) {
        const response = await currentUser(cookie)
        expect(response.statusCode, cookie).toBe(401)
        expect(response.json()).toEqual(authenticationRequired)
      }
    })
  })

  describe('session fixation', () => {
    // A visitor has no stored session (saveUninitialized: false) and the store never adopts an id
    // it did not issue, so a planted id is never used; regenerate() covers the browser that
    // already had a session, below.
    it('ignores a session id planted before sign-in: the login issues a new one', async () => {
      const planted = signedSessionCookie('planted-by-an-attacker')
      const response = await login(
        { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
        { cookie: planted },
      )
      const issued = sessionCookie(response)

      expect(issued).not.toBe(planted)
      expect((await currentUser(issued)).statusCode).toBe(200)
      expect((await currentUser(planted)).statusCode).toBe(401)
      expect(await context.repositories.sessions.existsBy({ id: 'planted-by-an-attacker' })).toBe(
        false,
      )
    })

    it('replaces the session a browser already had when it signs in again', async () => {
      const first = await context.login()
      const response = await login(
        { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
        { cookie: first },
      )
      const second = sessionCookie(response)

      expect(second).not.toBe(first)
      expect((await currentUser(second)).statusCode).toBe(200)
      // regenerate() destroys the session it replaces.
      expect((await currentUser(first)).statusCode).toBe(401)
      expect(await sessionRowOf(context.dataSource, first)).toBeNull()
    })

    it('keeps the sessions of other devices when one device signs in', async () => {
      const laptop = await context.login()
      const phone = await context.login()
      expect(phone).not.toBe(laptop)
      expect((await currentUser(laptop)).statusCode).toBe(200)
      expect((await currentUser(phone)).statusCode).toBe(200)
    })
  })

  describe('POST /api/admin/logout', () => {
    it('ends the session: 200, the cookie cleared, the row deleted, the cookie no longer accepted', async () => {
      const cookie = await context.login()
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/admin/logout',
        headers: { cookie },
      })

      expect(response.statusCode).toBe(200)
      const cleared = sessionCookieOf(response)
      expect(cleared?.value).toBe('')
      expect(cleared?.maxAge).toBe(0)
      expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now())
      expect(await sessionRowOf(context.dataSource, cookie)).toBeNull()
      expect((await currentUser(cookie)).statusCode).toBe(401)
    })
  })

  describe('admin routes without a session', () => {
    it.each([
      ['GET', '/api/admin/user'],
      ['POST', '/api/admin/logout'],
      ['GET', '/api/admin/dashboard/contact-forms'],
      ['PATCH', '/api/admin/dashboard/contact-forms/1/process'],
      // Authentication comes before validation: a malformed id tells a stranger nothing.
      ['PATCH', '/api/admin/dashboard/contact-forms/not-a-number/process'],
    ] as const)('%s %s answers 401 { message }', async (method, url) => {
      const response = await context.app.inject({ method, url })
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual(authenticationRequired)
    })
  })
})
