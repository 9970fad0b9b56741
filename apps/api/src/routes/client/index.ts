import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { authPlugin } from '../../auth/auth-plugin'
import { clientGuard } from '../../auth/principal'
import { ClientSignIn } from '../../clients/client-sign-in'
import type { SharedRateLimitStore } from '../../security/rate-limit-store'
import { clientProjectRoutes } from './projects'
import { clientSignInRoutes } from './sign-in'

export interface ClientRoutesOptions {
  sessionSecret: string
  /** Redis: the sign-in attempts counted across every instance (REDIS_URL). */
  rateLimitStore?: SharedRateLimitStore | undefined
  /** Sign-in attempts one address may make in 15 minutes (30). */
  clientSignInAttempts?: number | undefined
}

/**
 * The clients' API, `/api/client/...` (the project tracker): a route file in this folder inherits
 * the client sessions (their own cookie, 30 days: auth/auth-plugin.ts) and `no-store`; sign-in.ts
 * is open, everything else needs a signed-in client whose access was not revoked (clientGuard). A
 * staff session opens nothing here, and a client's session nothing under /api/admin.
 */
export const clientRoutes: FastifyPluginAsyncZod<ClientRoutesOptions> = async (client, options) => {
  await client.register(authPlugin, { secret: options.sessionSecret, audience: 'client' })
  // A client's project (their address, payments, photos of their house) is never kept by a
  // browser or a proxy cache.
  client.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })
  const signIn = new ClientSignIn(client.db, options.sessionSecret, {
    store: options.rateLimitStore,
    addressAttempts: options.clientSignInAttempts,
  })
  await client.register(clientSignInRoutes, { signIn })
  await client.register(async (signedIn) => {
    signedIn.addHook('onRequest', clientGuard)
    await signedIn.register(clientProjectRoutes)
  })
}
