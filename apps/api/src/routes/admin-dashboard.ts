import { type ContactSubmission, idParamSchema } from '@nirman/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { ContactSubmissionRow } from '../db/entities'
import { HttpError } from '../http-error'

export function toContactSubmission(row: ContactSubmissionRow): ContactSubmission {
  return {
    ...row,
    id: Number(row.id),
    isProcessed: Boolean(row.isProcessed),
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt ? row.processedAt.toISOString() : null,
  }
}

/** The staff dashboard's data: every quote request, and marking one processed. */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest, before the params are validated: without a session every request answers 401.
  app.addHook('onRequest', app.requireAdmin)

  app.get('/contact-forms', async () => {
    const rows = await app.repositories.contactSubmissions.find({
      order: { createdAt: 'DESC', id: 'DESC' },
    })
    return rows.map(toContactSubmission)
  })

  app.patch(
    '/contact-forms/:id/process',
    { schema: { params: idParamSchema } },
    async (request): Promise<ContactSubmission> => {
      const { id } = request.params
      const submissions = app.repositories.contactSubmissions
      // Only an unprocessed row changes, so marking twice keeps the first processedAt.
      await submissions.update(
        { id, isProcessed: false },
        { isProcessed: true, processedAt: new Date() },
      )
      const row = await submissions.findOneBy({ id })
      if (!row) throw new HttpError(404, 'Contact form submission not found')
      return toContactSubmission(row)
    },
  )
}
