import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { contactRoutes } from './contact'
import { healthRoutes } from './health'
import { projectRoutes } from './projects'
import { quotationRoutes } from './quotations'
import { siteVisitRoutes } from './site-visits'
import { testimonialRoutes } from './testimonials'

export interface PublicRoutesOptions {
  /** Quote requests per address a minute; 0 turns the limit off. */
  contactRateLimit: number
  /** The key the codes of quotations are kept under (the session secret). */
  secret: string
}

/**
 * What anyone may call, `/api/...`: health, quote requests, the published portfolio and
 * testimonials, a quotation by its link (no-store: quotations.ts), and site visits booked and
 * changed by their visitors (site-visits.ts). A route file in this folder has no session and no principal (a visitor's request
 * never pays for one), and its answers may be cached as each route says.
 */
export const publicRoutes: FastifyPluginAsyncZod<PublicRoutesOptions> = async (api, options) => {
  await api.register(healthRoutes)
  await api.register(contactRoutes, {
    rateLimitPerMinute: options.contactRateLimit,
    secret: options.secret,
  })
  await api.register(projectRoutes)
  await api.register(testimonialRoutes)
  await api.register(quotationRoutes, { secret: options.secret })
  await api.register(siteVisitRoutes, {
    rateLimitPerMinute: options.contactRateLimit,
    secret: options.secret,
  })
}
