import { type AdminUser, accountMessages, changePasswordSchema } from '@nirman/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { StaffAccounts } from '../../accounts/staff-accounts'
import { actorOf, staffOf } from '../../auth/principal'
import { fieldError } from '../../http-error'
import { mailCompanyOf } from '../../mail/mail-company'
import { SESSION_COOKIE } from '../../plugins/sessions'
import type { LoginThrottle } from '../../security/login-throttle'
import { verifyPassword } from '../../security/passwords'

export interface OwnAccountRoutesOptions {
  /** The sign-in limits (sign-in.ts): guessing the current password meets them too. */
  throttle: LoginThrottle
}

/** The signed-in staff member's own account: `/api/admin/user`, `/logout`, `/account/password`. */
export const ownAccountRoutes: FastifyPluginAsyncZod<OwnAccountRoutesOptions> = async (
  app,
  { throttle },
) => {
  const accounts = new StaffAccounts(app.db)

  app.post('/logout', async (request, reply) => {
    await request.session.destroy()
    reply.clearCookie(SESSION_COOKIE, { path: '/' })
    return { message: 'Logged out' }
  })

  app.get('/user', async (request): Promise<AdminUser> => {
    const company = mailCompanyOf(app.siteSettings.current().settings.company)
    return { ...staffOf(request), companyNames: { en: company.name, hi: company.hindiName } }
  })

  // Changing your own password ends your sessions everywhere else (a lost phone, a shared PC).
  app.post('/account/password', { schema: { body: changePasswordSchema } }, async (request) => {
    const me = actorOf(request)
    const account = await accounts.byId(me.id)
    // Guessing the current password from a stolen session meets the sign-in limit.
    await throttle.checkAccount(me.id)
    const valid = await throttle.withHashingSlot(() =>
      verifyPassword(request.body.currentPassword, account.passwordHash),
    )
    if (!valid) {
      await throttle.recordAccountFailure(me.id)
      throw fieldError('currentPassword', accountMessages.currentPasswordWrong)
    }
    await accounts.changeOwnPassword(me, request.body.newPassword)
    await app.sessionStore.endSessionsOf(me.id, request.session.sessionId)
    return { message: accountMessages.passwordChanged }
  })
}
