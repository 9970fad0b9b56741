import {
  type AdminTestimonial,
  idParamSchema,
  orderSchema,
  testimonialInputSchema,
  testimonialUpdateSchema,
} from '@nirman/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { actorOf, ownerGuard } from '../../auth/principal'
import { TestimonialAdmin } from '../../portfolio/testimonial-admin'

/**
 * The testimonials as the staff manage them (`/api/admin/testimonials`): text, author, position or
 * place, where each is shown, published or not, their Hindi words; a new one comes last; changes
 * carry their version (409 when stale); deleting is for owners, as for projects. Each change is one
 * transaction with its audit entry (portfolio/testimonial-admin.ts), and the public lists forget
 * what they kept.
 */
export const testimonialRoutes: FastifyPluginAsyncZod = async (app) => {
  const testimonials = new TestimonialAdmin(app.db)

  app.get('/testimonials', async (): Promise<AdminTestimonial[]> => testimonials.list())

  app.get('/testimonials/:id', { schema: { params: idParamSchema } }, (request) =>
    testimonials.byId(request.params.id),
  )

  app.post(
    '/testimonials',
    { schema: { body: testimonialInputSchema } },
    async (request, reply) => {
      const id = await testimonials.create(actorOf(request), request.body)
      app.testimonialCatalog.invalidate()
      return reply.code(201).send(await testimonials.byId(id))
    },
  )

  app.put('/testimonials/order', { schema: { body: orderSchema } }, async (request) => {
    await testimonials.reorder(actorOf(request), request.body.ids)
    app.testimonialCatalog.invalidate()
    return testimonials.list()
  })

  app.put(
    '/testimonials/:id',
    { schema: { params: idParamSchema, body: testimonialUpdateSchema } },
    async (request) => {
      const { id } = request.params
      await testimonials.update(actorOf(request), id, request.body)
      app.testimonialCatalog.invalidate()
      return testimonials.byId(id)
    },
  )

  app.delete(
    '/testimonials/:id',
    { schema: { params: idParamSchema }, onRequest: ownerGuard },
    async (request, reply) => {
      await testimonials.remove(actorOf(request), request.params.id)
      app.testimonialCatalog.invalidate()
      return reply.code(204).send()
    },
  )
}
