import { testimonialQuerySchema } from '@nirman/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/** `GET /api/testimonials?placement=home|portfolio|solutions`: published ones, in the staff's order. */
export const testimonialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/testimonials',
    { schema: { querystring: testimonialQuerySchema } },
    async (request, reply) => {
      const json = await app.testimonialCatalog.listJson(request.query.placement)
      return reply.type('application/json; charset=utf-8').send(json)
    },
  )
}
