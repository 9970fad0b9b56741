import {
  type AdminUser,
  accountMessages,
  adminLoginSchema,
  changePasswordSchema,
  loginMessages,
} from '@nirman/contract'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AdminUserEntity } from '../db/entities'
import { fieldError, HttpError } from '../http-error'
import { writeAudit } from '../leads/audit-log'
import { signedIn } from '../plugins/auth'
import type { SharedRateLimitStore } from '../plugins/rate-limit-store'
import { SESSION_COOKIE } from '../plugins/sessions'
import {
  KNOWN_DEVICE_COOKIE,
  KNOWN_DEVICE_LIFETIME_SECONDS,
  type KnownDevice,
} from '../security/known-devices'
import { LoginRefusedError, LoginThrottle } from '../security/login-throttle'
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../security/passwords'
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

  /**
   * Checks the password of an attempt from a browser that signed in to this account before: counted
   * on the device alone, so failures from other addresses (a flood on the owner's username) never
   * hold it back. Undefined when the attempt is not one, and goes through the ordinary limits.
   */
  const signInFromKnownDevice = async (
    device: KnownDevice | undefined,
    typed: string,
    password: string,
  ) => {
    if (!device) return undefined
    const user = await findAccount(typed)
    if (!user || !device.accountIds.includes(user.id)) return undefined
    await throttle.checkDevice(device.id)
    const valid = await throttle.withHashingSlot(
      () => verifyPassword(password, user.passwordHash),
      'known-device',
    )
    if (!valid) {
      await throttle.recordDeviceFailure(device.id)
      throw new HttpError(401, loginMessages.invalidCredentials)
    }
    await throttle.recordDeviceSuccess(device.id)
    return user
  }

  /** The ordinary limits: per address, then per account, then the password. */
  const signInFromAnywhere = async (address: string, typed: string, password: string) => {
    await throttle.startAttempt(address)
    const user = await findAccount(typed)
    if (user) await throttle.checkAccount(user.id)
    // The same scrypt work whether or not the username exists: timing tells an attacker nothing.
    const valid = await throttle.withHashingSlot(() =>
      user ? verifyPassword(password, user.passwordHash) : verifyAgainstDecoy(password),
    )
    if (!user || !valid) {
      if (user) await throttle.recordAccountFailure(user.id)
      throw new HttpError(401, loginMessages.invalidCredentials)
    }
    await throttle.recordSuccess(address, user.id)
    return user
  }

  /** The known-device cookie each successful sign-in sends, set by the route's onSend below. */
  const deviceCookies = new WeakMap<FastifyRequest, string>()
  // Route hooks run after the app's: the session's cookie comes first in the answer, as scripts
  // and tools that read the first Set-Cookie (bench-dashboard.mjs, curl users) expect.
  const sendDeviceCookie = async (request: FastifyRequest, reply: FastifyReply) => {
    const value = deviceCookies.get(request)
    if (value === undefined) return
    // Kept for a year and sent back only to this route.
    reply.setCookie(KNOWN_DEVICE_COOKIE, value, {
      path: request.routeOptions.url ?? '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: 'auto',
      maxAge: KNOWN_DEVICE_LIFETIME_SECONDS,
    })
  }

  app.post(
    '/login',
    { schema: { body: adminLoginSchema }, onSend: sendDeviceCookie },
    async (request, reply) => {
      const { username, password } = request.body
      try {
        const device = app.knownDevices.read(request.cookies[KNOWN_DEVICE_COOKIE])
        const user =
          (await signInFromKnownDevice(device, username, password)) ??
          (await signInFromAnywhere(request.ip, username, password))
        // Only after the right password: a disabled account's name is not given away to a guesser.
        if (user.disabledAt) throw new HttpError(401, accountMessages.accountDisabled)

        // This browser is now known to this account.
        deviceCookies.set(request, app.knownDevices.issue(device, user.id))

        // A new session id at login: an id planted before sign-in (session fixation) is worthless.
        await request.session.regenerate()
        request.session.adminUserId = user.id
        request.session.refreshedAt = Date.now()
        await app.repositories.adminUsers.update({ id: user.id }, { lastLoginAt: new Date() })
        const account: AdminUser = {
          id: user.id,
          name: user.name,
          username: user.username,
          role: user.role,
        }
        return account
      } catch (error) {
        if (error instanceof LoginRefusedError) {
          reply.header('retry-after', String(error.retryAfterSeconds))
        }
        throw error
      }
    },
  )

  app.post('/logout', { onRequest: app.requireAdmin }, async (request, reply) => {
    await request.session.destroy()
    reply.clearCookie(SESSION_COOKIE, { path: '/' })
    return { message: 'Logged out' }
  })

  app.get(
    '/user',
    { onRequest: app.requireAdmin },
    async (request): Promise<AdminUser> => signedIn(request),
  )

  // Changing your own password ends your sessions everywhere else (a lost phone, a shared PC).
  app.post(
    '/account/password',
    { onRequest: app.requireAdmin, schema: { body: changePasswordSchema } },
    async (request) => {
      const me = signedIn(request)
      const account = await app.repositories.adminUsers.findOneByOrFail({ id: me.id })
      // Guessing the current password from a stolen session meets the sign-in limit.
      await throttle.checkAccount(me.id)
      const valid = await throttle.withHashingSlot(() =>
        verifyPassword(request.body.currentPassword, account.passwordHash),
      )
      if (!valid) {
        await throttle.recordAccountFailure(me.id)
        throw fieldError('currentPassword', accountMessages.currentPasswordWrong)
      }
      const passwordHash = await hashPassword(request.body.newPassword)
      await app.db.transaction(async (manager) => {
        await manager.getRepository(AdminUserEntity).update({ id: me.id }, { passwordHash })
        await writeAudit(manager, {
          actor: { id: me.id, name: me.name },
          action: 'account.change_password',
          targetType: 'account',
          targetId: me.id,
        })
      })
      await app.sessionStore.endSessionsOf(me.id, request.session.sessionId)
      return { message: accountMessages.passwordChanged }
    },
  )
}
