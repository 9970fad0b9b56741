import { type AdminUser, adminLoginSchema, loginMessages } from '@nirman/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { HttpError } from '../http-error'
import { SESSION_COOKIE } from '../plugins/sessions'
import { verifyAgainstDecoy, verifyPassword } from '../security/passwords'

export interface AdminAuthRoutesOptions {
  /** Login attempts per IP and username in 15 minutes. */
  loginRateLimit: number
}

const LOGIN_WINDOW = '15 minutes'

/** Sign in, sign out and the current admin: `/api/admin/login`, `/logout`, `/user`. */
export const adminAuthRoutes: FastifyPluginAsyncZod<AdminAuthRoutesOptions> = async (
  app,
  options,
) => {
  // In a preHandler, after the body is parsed, so that the key can include the username: one
  // attacker cannot lock out every account, and one account cannot be guessed from many addresses
  // faster than the limit per address allows.
  const loginLimit = app.rateLimit({
    max: options.loginRateLimit,
    timeWindow: LOGIN_WINDOW,
    keyGenerator: (request) => {
      const body = request.body as { username?: unknown } | undefined
      const username = typeof body?.username === 'string' ? body.username.trim().toLowerCase() : ''
      return `login|${request.ip}|${username}`
    },
  })

  app.post(
    '/login',
    { schema: { body: adminLoginSchema }, preHandler: loginLimit },
    async (request): Promise<AdminUser> => {
      const { username, password } = request.body
      const user = await app.repositories.adminUsers.findOneBy({ username })
      // The same scrypt work whether or not the username exists: timing tells an attacker nothing.
      const valid = user
        ? await verifyPassword(password, user.passwordHash)
        : await verifyAgainstDecoy(password)
      if (!user || !valid) throw new HttpError(401, loginMessages.invalidCredentials)

      // A new session id at login: an id planted before sign-in (session fixation) is worthless.
      await request.session.regenerate()
      request.session.adminUserId = user.id
      request.session.refreshedAt = Date.now()
      await app.repositories.adminUsers.update({ id: user.id }, { lastLoginAt: new Date() })
      return { id: user.id, name: user.name, username: user.username }
    },
  )

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
