import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { contactRoutes } from './contact'
import { healthRoutes } from './health'
import { projectRoutes } from './projects'
import { testimonialRoutes } from './testimonials'

export interface PublicRoutesOptions {
  /** Quote requests per address a minute; 0 turns the limit off. */
  contactRateLimit: number
}

/**
 * What anyone may call, `/api/...`: health, quote requests, the published portfolio and
 * testimonials. A route file in this folder has no session and no principal (a visitor's request
 * never pays for one), and its answers may be cached as each route says.
 */
export const publicRoutes: FastifyPluginAsyncZod<PublicRoutesOptions> = async (api, options) => {
  await api.register(healthRoutes)
  await api.register(contactRoutes, { rateLimitPerMinute: options.contactRateLimit })
  await api.register(projectRoutes)
  await api.register(testimonialRoutes)
}
