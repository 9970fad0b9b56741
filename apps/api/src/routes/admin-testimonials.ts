import {
  type AdminTestimonial,
  idParamSchema,
  orderSchema,
  portfolioMessages,
  type TestimonialInput,
  testimonialInputSchema,
  testimonialUpdateSchema,
} from '@nirman/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { TestimonialEntity, type TestimonialRow } from '../db/entities'
import { HttpError } from '../http-error'
import { writeAudit } from '../leads/audit-log'
import { signedIn } from '../plugins/auth'
import { assertWholeOrder, portfolioNotFound } from '../portfolio/project-changes'
import { toAdminTestimonial } from '../portfolio/testimonial-view'

const actorOf = (request: Parameters<typeof signedIn>[0]) => {
  const { id, name } = signedIn(request)
  return { id, name }
}

function columnsOf(input: TestimonialInput): Partial<TestimonialRow> {
  return {
    quote: input.quote,
    author: input.author,
    detail: input.detail,
    project: input.project,
    segment: input.segment,
    placements: input.placements.join(','),
    published: input.published,
    hindiQuote: input.hindi?.quote ?? null,
    hindiAuthor: input.hindi?.author ?? null,
    hindiDetail: input.hindi?.detail ?? null,
    hindiProject: input.hindi?.project ?? null,
  }
}

/**
 * The testimonials as the staff manage them (`/api/admin/testimonials`): text, author, position or
 * place, where each is shown, published or not, their Hindi words; a new one comes last; changes
 * carry their version (409 when stale); deleting is for owners, as for projects. Each change is one
 * transaction with its audit entry, and the public lists forget what they kept.
 */
export const adminTestimonialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin)
  const testimonials = () => app.db.getRepository(TestimonialEntity)

  const list = async (): Promise<AdminTestimonial[]> =>
    (await testimonials().find({ order: { sortOrder: 'ASC', id: 'ASC' } })).map(toAdminTestimonial)
  const one = async (id: number): Promise<AdminTestimonial> => {
    const row = await testimonials().findOneBy({ id })
    if (!row) throw new HttpError(404, portfolioNotFound.testimonial)
    return toAdminTestimonial(row)
  }

  app.get('/testimonials', list)

  app.get('/testimonials/:id', { schema: { params: idParamSchema } }, (request) =>
    one(request.params.id),
  )

  app.post(
    '/testimonials',
    { schema: { body: testimonialInputSchema } },
    async (request, reply) => {
      const now = new Date()
      const id = await app.db.transaction(async (manager) => {
        const last = await manager.maximum(TestimonialEntity, 'sortOrder')
        const result = await manager.insert(TestimonialEntity, {
          ...columnsOf(request.body),
          sortOrder: last === null ? 0 : Number(last) + 1,
          version: 1,
          createdAt: now,
          updatedAt: now,
        })
        const newId = Number(result.identifiers[0]?.id)
        await writeAudit(manager, {
          actor: actorOf(request),
          action: 'testimonial.create',
          targetType: 'testimonial',
          targetId: newId,
          details: { published: request.body.published },
          at: now,
        })
        return newId
      })
      app.testimonialCatalog.invalidate()
      return reply.code(201).send(await one(id))
    },
  )

  app.put('/testimonials/order', { schema: { body: orderSchema } }, async (request) => {
    const { ids } = request.body
    await app.db.transaction(async (manager) => {
      const existing = await manager.find(TestimonialEntity, { select: { id: true } })
      assertWholeOrder(
        ids,
        existing.map((row) => Number(row.id)),
      )
      for (const [position, id] of ids.entries()) {
        await manager.update(TestimonialEntity, { id }, { sortOrder: position })
      }
      await writeAudit(manager, {
        actor: actorOf(request),
        action: 'testimonial.order',
        targetType: 'testimonial',
        // Every testimonial, not one.
        targetId: 0,
        details: { count: ids.length },
      })
    })
    app.testimonialCatalog.invalidate()
    return list()
  })

  app.put(
    '/testimonials/:id',
    { schema: { params: idParamSchema, body: testimonialUpdateSchema } },
    async (request) => {
      const { id } = request.params
      const { version, ...input } = request.body
      await app.db.transaction(async (manager) => {
        const row = await manager.findOneBy(TestimonialEntity, { id })
        if (!row) throw new HttpError(404, portfolioNotFound.testimonial)
        // What the staff sent, the Hindi name too: their form shows it beside the English one.
        const columns = columnsOf(input)
        const now = new Date()
        const result = await manager
          .createQueryBuilder()
          .update(TestimonialEntity)
          .set({ ...columns, updatedAt: now, version: () => 'version + 1' })
          .where('id = :id', { id })
          .andWhere('version = :version', { version })
          .execute()
        if (!result.affected) throw new HttpError(409, portfolioMessages.stale)
        await writeAudit(manager, {
          actor: actorOf(request),
          action: 'testimonial.update',
          targetType: 'testimonial',
          targetId: id,
          details: { published: input.published },
          at: now,
        })
      })
      app.testimonialCatalog.invalidate()
      return one(id)
    },
  )

  app.delete(
    '/testimonials/:id',
    { schema: { params: idParamSchema }, onRequest: app.requireOwner },
    async (request, reply) => {
      const { id } = request.params
      await app.db.transaction(async (manager) => {
        const row = await manager.findOneBy(TestimonialEntity, { id })
        if (!row) throw new HttpError(404, portfolioNotFound.testimonial)
        await manager.delete(TestimonialEntity, { id })
        await writeAudit(manager, {
          actor: actorOf(request),
          action: 'testimonial.delete',
          targetType: 'testimonial',
          targetId: id,
          details: { published: Boolean(row.published) },
        })
      })
      app.testimonialCatalog.invalidate()
      return reply.code(204).send()
    },
  )
}
