import { type AdminUser, accountMessages, adminLoginSchema, loginMessages } from '@nirman/contract'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { StaffAccounts } from '../../accounts/staff-accounts'
import { HttpError } from '../../http-error'
import {
  KNOWN_DEVICE_COOKIE,
  KNOWN_DEVICE_LIFETIME_SECONDS,
  type KnownDevice,
} from '../../security/known-devices'
import { LoginRefusedError, type LoginThrottle } from '../../security/login-throttle'
import { verifyAgainstDecoy, verifyPassword } from '../../security/passwords'

export interface SignInRoutesOptions {
  /** The sign-in limits, shared with the password change (own-account.ts). */
  throttle: LoginThrottle
}

/** Signing in, `POST /api/admin/login`: the one staff route open to nobody. */
export const signInRoutes: FastifyPluginAsyncZod<SignInRoutesOptions> = async (
  app,
  { throttle },
) => {
  const accounts = new StaffAccounts(app.db)
  const findAccount = (typed: string) => accounts.byTypedUsername(typed)

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
        await accounts.recordSignIn(user.id)
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
}
