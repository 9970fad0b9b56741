import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { authPlugin } from '../../auth/auth-plugin'
import { staffGuard } from '../../auth/principal'
import { LoginThrottle } from '../../security/login-throttle'
import type { SharedRateLimitStore } from '../../security/rate-limit-store'
import { alertStatusRoutes } from './alert-status'
import { clientAccessRoutes } from './client-access'
import { clientProjectFileRoutes } from './client-project-files'
import { clientProjectRoutes } from './client-projects'
import { dashboardRoutes } from './dashboard'
import { leadRoutes } from './leads'
import { ownAccountRoutes } from './own-account'
import { ownerRoutes } from './owner'
import { projectPhotoRoutes } from './project-photos'
import { projectRoutes } from './projects'
import { quotationRoutes } from './quotations'
import { signInRoutes } from './sign-in'
import { testimonialRoutes } from './testimonials'

export interface StaffRoutesOptions {
  sessionSecret: string
  /** Failed sign-ins of one account in 15 minutes before it is slowed down. */
  loginRateLimit: number
  /** Failed sign-ins from one address in 15 minutes, whatever the usernames. */
  loginAddressLimit: number
  /** Password checks running at once; more are answered 503 at once. */
  loginHashConcurrency: number
  /** Redis: the sign-in counts shared by every instance (REDIS_URL). */
  rateLimitStore?: SharedRateLimitStore | undefined
}

/**
 * The staff's API, `/api/admin/...`: a route file in this folder inherits the sessions and the
 * principal (the auth layer), the staff guard (401 unless a staff member is signed in; sign-in.ts
 * alone is open) and `no-store`. The owner's routes are in owner/.
 */
export const staffRoutes: FastifyPluginAsyncZod<StaffRoutesOptions> = async (staff, options) => {
  await staff.register(authPlugin, { secret: options.sessionSecret })
  // Staff data (leads with phone numbers, the signed-in account) is never kept by a browser or a
  // proxy cache, errors included.
  staff.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })
  const throttle = new LoginThrottle({
    accountFailures: options.loginRateLimit,
    addressFailures: options.loginAddressLimit,
    hashingConcurrency: options.loginHashConcurrency,
    store: options.rateLimitStore,
  })
  await staff.register(signInRoutes, { throttle })
  await staff.register(async (signedIn) => {
    signedIn.addHook('onRequest', staffGuard)
    await signedIn.register(ownAccountRoutes, { throttle })
    await signedIn.register(dashboardRoutes, { prefix: '/dashboard' })
    await signedIn.register(leadRoutes, { prefix: '/dashboard' })
    await signedIn.register(alertStatusRoutes, { prefix: '/dashboard' })
    await signedIn.register(projectRoutes)
    await signedIn.register(projectPhotoRoutes)
    await signedIn.register(testimonialRoutes)
    await signedIn.register(quotationRoutes)
    await signedIn.register(clientProjectRoutes)
    await signedIn.register(clientProjectFileRoutes)
    await signedIn.register(clientAccessRoutes, { sessionSecret: options.sessionSecret })
    await signedIn.register(ownerRoutes)
  })
}
