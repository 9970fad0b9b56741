import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { TypeormSessionStore } from '../../src/plugins/session-store'
import { sessionCookieOf, sessionIdOf, sessionRowOf } from '../helpers/admin-session'
import { createTestContext, TEST_ADMIN, type TestContext } from '../helpers/test-app'

const MINUTE_MS = 60 * 1000
const EIGHT_HOURS_MS = 8 * 60 * MINUTE_MS

describe('staff sessions', () => {
  let context: TestContext
  beforeAll(async () => {
    context = await createTestContext({ loginRateLimit: 1000 })
  })
  afterAll(async () => {
    await context.close()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const currentUser = (cookie?: string, app = context.app) =>
    app.inject({ method: 'GET', url: '/api/admin/user', headers: cookie ? { cookie } : {} })
  const expiryOf = async (cookie: string) =>
    (await sessionRowOf(context.dataSource, cookie))?.expiresAt.getTime()

  describe('kept to the admin routes', () => {
    it('is never read or sent by the public routes, even for a signed-in account', async () => {
      const cookie = await context.login()
      // The real store, counted: a public request must not look the session up at all.
      const reads = vi.spyOn(context.app.sessionStore, 'get')
      try {
        const quote = await context.app.inject({
          method: 'POST',
          url: '/api/contact',
          headers: { cookie },
          payload: {
            name: 'Anita Sinha',
            phone: '9876543210',
            email: 'anita@example.in',
            projectType: 'Interior Design',
            message: '',
            source: { form: 'hero' },
          },
        })
        expect(quote.statusCode).toBe(201)
        expect(quote.headers).not.toHaveProperty('set-cookie')
        const projects = await context.app.inject({
          method: 'GET',
          url: '/api/projects',
          headers: { cookie },
        })
        expect(projects.statusCode).toBe(200)
        expect(projects.headers).not.toHaveProperty('set-cookie')
        expect(reads).not.toHaveBeenCalled()

        // The same cookie on an admin route: read once, and still signed in.
        const user = await currentUser(cookie)
        expect(user.statusCode).toBe(200)
        expect(reads).toHaveBeenCalledTimes(1)
      } finally {
        reads.mockRestore()
      }
    })
  })

  describe('stored in the database', () => {
    it('keeps a signed-in session as a row of the sessions table', async () => {
      const cookie = await context.login()
      const row = await sessionRowOf(context.dataSource, cookie)
      expect(row).not.toBeNull()
      expect(JSON.parse(row?.data ?? '{}')).toMatchObject({ adminUserId: expect.any(Number) })
    })

    it('is accepted by a second instance on the same database, and signing out there ends it everywhere', async () => {
      const second = await context.startSecondInstance()
      const cookie = await context.login()

      const there = await currentUser(cookie, second)
      expect(there.statusCode).toBe(200)
      expect(there.json()).toMatchObject({ username: TEST_ADMIN.username })

      const logout = await second.inject({
        method: 'POST',
        url: '/api/admin/logout',
        headers: { cookie },
      })
      expect(logout.statusCode).toBe(200)
      expect((await currentUser(cookie)).statusCode).toBe(401)
    })

    it('survives a restart: closing the instance that issued it loses nothing', async () => {
      const before = await context.startSecondInstance()
      const response = await before.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
      })
      const cookie = `nirman.sid=${sessionCookieOf(response)?.value}`
      await before.close()

      const after = await context.startSecondInstance()
      const user = await currentUser(cookie, after)
      expect(user.statusCode).toBe(200)
      expect(user.json()).toMatchObject({ username: TEST_ADMIN.username })
    })
  })

  describe('refreshing the expiry', () => {
    it('writes nothing for five minutes, then pushes the expiry and the cookie 8 h ahead', async () => {
      vi.useFakeTimers({ toFake: ['Date'] })
      const signedInAt = Date.now()
      vi.setSystemTime(signedInAt)
      const cookie = await context.login()
      expect(await expiryOf(cookie)).toBe(signedInAt + EIGHT_HOURS_MS)

      vi.setSystemTime(signedInAt + 4 * MINUTE_MS)
      for (let request = 0; request < 2; request += 1) {
        const quiet = await currentUser(cookie)
        expect(quiet.statusCode).toBe(200)
        expect(quiet.headers['set-cookie']).toBeUndefined()
      }
      expect(await expiryOf(cookie)).toBe(signedInAt + EIGHT_HOURS_MS)

      const refreshedAt = signedInAt + 6 * MINUTE_MS
      vi.setSystemTime(refreshedAt)
      const refreshing = await currentUser(cookie)
      expect(refreshing.statusCode).toBe(200)
      const resent = sessionCookieOf(refreshing)
      expect(resent && `nirman.sid=${resent.value}`).toBe(cookie)
      expect(
        Math.abs((resent?.expires?.getTime() ?? 0) - (refreshedAt + EIGHT_HOURS_MS)),
      ).toBeLessThan(1000)
      expect(await expiryOf(cookie)).toBe(refreshedAt + EIGHT_HOURS_MS)

      // The next five minutes are quiet again.
      vi.setSystemTime(refreshedAt + MINUTE_MS)
      expect((await currentUser(cookie)).headers['set-cookie']).toBeUndefined()
      expect(await expiryOf(cookie)).toBe(refreshedAt + EIGHT_HOURS_MS)
    })

    it('lets an active session outlive its first 8 hours, and ends one left idle for 8 hours', async () => {
      vi.useFakeTimers({ toFake: ['Date'] })
      const signedInAt = Date.now()
      vi.setSystemTime(signedInAt)
      const cookie = await context.login()

      vi.setSystemTime(signedInAt + 7 * 60 * MINUTE_MS)
      expect((await currentUser(cookie)).statusCode).toBe(200)

      const lastActiveAt = signedInAt + EIGHT_HOURS_MS + MINUTE_MS
      vi.setSystemTime(lastActiveAt)
      expect((await currentUser(cookie)).statusCode).toBe(200)

      expect(await expiryOf(cookie)).toBe(lastActiveAt + EIGHT_HOURS_MS)

      vi.setSystemTime(lastActiveAt + EIGHT_HOURS_MS + MINUTE_MS)
      expect((await currentUser(cookie)).statusCode).toBe(401)
    })
  })

  describe('expiry', () => {
    it('rejects a session whose row has expired', async () => {
      const cookie = await context.login()
      await context.repositories.sessions.update(
        { id: sessionIdOf(cookie) },
        { expiresAt: new Date(Date.now() - MINUTE_MS) },
      )
      const response = await currentUser(cookie)
      expect(response.statusCode).toBe(401)
    })

    it('TypeormSessionStore.purgeExpired deletes the expired rows and only those', async () => {
      const sessions = context.repositories.sessions
      await sessions.clear()
      const now = Date.now()
      await sessions.insert([
        { id: 'expired-yesterday', data: '{}', expiresAt: new Date(now - 24 * 60 * MINUTE_MS) },
        { id: 'expired-just-now', data: '{}', expiresAt: new Date(now - 1000) },
        { id: 'still-valid', data: '{}', expiresAt: new Date(now + MINUTE_MS) },
      ])
      const liveCookie = await context.login()

      const purged = await new TypeormSessionStore(sessions).purgeExpired()

      expect(purged).toBe(2)
      const remaining = (await sessions.find()).map((row) => row.id).sort()
      expect(remaining).toEqual([sessionIdOf(liveCookie), 'still-valid'].sort())
      expect((await currentUser(liveCookie)).statusCode).toBe(200)
    })
  })

  describe('visitors', () => {
    it('get no session: browsing and a failed login store no row and set no cookie', async () => {
      const sessions = context.repositories.sessions
      const rowsBefore = await sessions.count()

      const visits = [
        await context.app.inject({ method: 'GET', url: '/api/projects' }),
        await context.app.inject({ method: 'GET', url: '/api/admin/user' }),
        await context.app.inject({
          method: 'POST',
          url: '/api/admin/login',
          payload: { username: TEST_ADMIN.username, password: 'not the password' },
        }),
      ]

      expect(visits.map((response) => response.statusCode)).toEqual([200, 401, 401])
      for (const response of visits) expect(response.headers['set-cookie']).toBeUndefined()
      expect(await sessions.count()).toBe(rowsBefore)
    })
  })
})
