import {
  type ContactSubmission,
  contactFormsQuerySchema,
  idParamSchema,
  spamBodySchema,
} from '@nirman/contract'
import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ContactSubmissionEntity, LeadAlertEntity, type LeadAlertRow } from '../db/entities'
import { HttpError } from '../http-error'
import { repeatsOf, toContactSubmission } from './submission-view'

export { toContactSubmission } from './submission-view'

async function submissionView(app: FastifyInstance, id: number): Promise<ContactSubmission> {
  const row = await app.repositories.contactSubmissions.findOneBy({ id })
  if (!row) throw new HttpError(404, 'Contact form submission not found')
  const all = await app.repositories.contactSubmissions.find({
    select: { id: true, phone: true, createdAt: true },
  })
  const alerts = await app.db.getRepository(LeadAlertEntity).find({
    where: { submissionId: id },
    order: { id: 'ASC' },
  })
  return toContactSubmission(row, {
    repeatOf: repeatsOf(all).get(id) ?? [],
    alerts,
  })
}

/**
 * The staff dashboard's data: every quote request (spam apart), marking one processed or spam,
 * and deleting one for good.
 */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest, before the params are validated: without a session every request answers 401.
  app.addHook('onRequest', app.requireAdmin)

  app.get(
    '/contact-forms',
    { schema: { querystring: contactFormsQuerySchema } },
    async (request) => {
      const rows = await app.repositories.contactSubmissions.find({
        order: { createdAt: 'DESC', id: 'DESC' },
      })
      const alerts = await app.db.getRepository(LeadAlertEntity).find({ order: { id: 'ASC' } })
      const alertsBySubmission = new Map<number, LeadAlertRow[]>()
      for (const alert of alerts) {
        const id = Number(alert.submissionId)
        alertsBySubmission.set(id, [...(alertsBySubmission.get(id) ?? []), alert])
      }
      const repeats = repeatsOf(rows)
      return rows
        .filter((row) => Boolean(row.isSpam) === request.query.spam)
        .map((row) =>
          toContactSubmission(row, {
            repeatOf: repeats.get(Number(row.id)) ?? [],
            alerts: alertsBySubmission.get(Number(row.id)) ?? [],
          }),
        )
    },
  )

  app.patch(
    '/contact-forms/:id/process',
    { schema: { params: idParamSchema } },
    async (request): Promise<ContactSubmission> => {
      const { id } = request.params
      // Only an unprocessed row changes, so marking twice keeps the first processedAt.
      await app.repositories.contactSubmissions.update(
        { id, isProcessed: false },
        { isProcessed: true, processedAt: new Date() },
      )
      return submissionView(app, id)
    },
  )

  app.patch(
    '/contact-forms/:id/spam',
    { schema: { params: idParamSchema, body: spamBodySchema } },
    async (request): Promise<ContactSubmission> => {
      const { id } = request.params
      await app.repositories.contactSubmissions.update({ id }, { isSpam: request.body.spam })
      const view = await submissionView(app, id)
      request.log.info(
        `Quote request ${id} ${request.body.spam ? 'marked as spam' : 'restored from spam'} by admin ${request.session.adminUserId}`,
      )
      return view
    },
  )

  app.delete(
    '/contact-forms/:id',
    { schema: { params: idParamSchema } },
    async (request, reply) => {
      const { id } = request.params
      const deleted = await app.db.transaction(async (manager) => {
        await manager.delete(LeadAlertEntity, { submissionId: id })
        const result = await manager.delete(ContactSubmissionEntity, { id })
        return result.affected ?? 0
      })
      if (deleted === 0) throw new HttpError(404, 'Contact form submission not found')
      // The log names the request and the admin, never the visitor's details.
      request.log.info(
        `Quote request ${id} deleted for good by admin ${request.session.adminUserId}`,
      )
      return reply.code(204).send()
    },
  )
}
