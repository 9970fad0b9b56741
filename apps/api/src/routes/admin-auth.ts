import { type AdminUser, adminLoginSchema, loginMessages } from '@nirman/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { HttpError } from '../http-error'
import type { SharedRateLimitStore } from '../plugins/rate-limit-store'
import { SESSION_COOKIE } from '../plugins/sessions'
import { LoginRefusedError, LoginThrottle } from '../security/login-throttle'
import { verifyAgainstDecoy, verifyPassword } from '../security/passwords'
import { normalizeUsername } from '../security/usernames'

export interface AdminAuthRoutesOptions {
  /** Failed sign-ins of one account in 15 minutes before it is slowed down. */
  loginRateLimit: number
  /** Failed sign-ins from one address in 15 minutes, whatever the usernames. */
  loginAddressLimit: number
  /** Password checks running at once; more are answered 503 at once. */
  loginHashConcurrency: number
  /** Redis: the sign-in counts shared by every instance (REDIS_URL). */
  rateLimitStore?: SharedRateLimitStore | undefined
}

/** Sign in, sign out and the current admin: `/api/admin/login`, `/logout`, `/user`. */
export const adminAuthRoutes: FastifyPluginAsyncZod<AdminAuthRoutesOptions> = async (
  app,
  options,
) => {
  const throttle = new LoginThrottle({
    accountFailures: options.loginRateLimit,
    addressFailures: options.loginAddressLimit,
    hashingConcurrency: options.loginHashConcurrency,
    store: options.rateLimitStore,
  })

  /** The account a typed username names: its normalised spelling, compared exactly. */
  const findAccount = async (typed: string) => {
    const username = normalizeUsername(typed)
    if (!username) return null
    const user = await app.repositories.adminUsers.findOneBy({ username })
    // MySQL's collation also matches `stäff` or `staff\0` to `staff`: only the exact spelling counts.
    return user && user.username === username ? user : null
  }

  app.post('/login', { schema: { body: adminLoginSchema } }, async (request, reply) => {
    const { username, password } = request.body
    try {
      await throttle.startAttempt(request.ip)
      const user = await findAccount(username)
      if (user) await throttle.checkAccount(user.id)
      // The same scrypt work whether or not the username exists: timing tells an attacker nothing.
      const valid = await throttle.withHashingSlot(() =>
        user ? verifyPassword(password, user.passwordHash) : verifyAgainstDecoy(password),
      )
      if (!user || !valid) {
        if (user) await throttle.recordAccountFailure(user.id)
        throw new HttpError(401, loginMessages.invalidCredentials)
      }
      await throttle.recordSuccess(request.ip, user.id)

      // A new session id at login: an id planted before sign-in (session fixation) is worthless.
      await request.session.regenerate()
      request.session.adminUserId = user.id
      request.session.refreshedAt = Date.now()
      await app.repositories.adminUsers.update({ id: user.id }, { lastLoginAt: new Date() })
      const signedIn: AdminUser = { id: user.id, name: user.name, username: user.username }
      return signedIn
    } catch (error) {
      if (error instanceof LoginRefusedError) {
        reply.header('retry-after', String(error.retryAfterSeconds))
      }
      throw error
    }
  })

  app.post('/logout', { onRequest: app.requireAdmin }, async (request, reply) => {
    await request.session.destroy()
    reply.clearCookie(SESSION_COOKIE, { path: '/' })
    return { message: 'Logged out' }
  })

  app.get('/user', { onRequest: app.requireAdmin }, async (request): Promise<AdminUser> => {
    const user = request.adminUser
    if (!user) throw new HttpError(401, 'Authentication required')
    return user
  })
}
