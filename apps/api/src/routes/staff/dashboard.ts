import {
  type ContactSubmission,
  contactFormsCursorOf,
  contactFormsPageRows,
  contactFormsQuerySchema,
  idParamSchema,
  processedStage,
  spamBodySchema,
} from '@nirman/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { actorOf, ownerGuard } from '../../auth/principal'
import { changeLead } from '../../leads/lead-changes'
import {
  contactFormsPage,
  deleteRequest,
  newestRequests,
  submissionView,
} from '../../leads/request-list'

/**
 * The specification's routes of the staff dashboard: every quote request (spam apart), Mark
 * Processed (a New request moves to Contacted), spam, and deleting one for good (owners only).
 */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/contact-forms',
    { schema: { querystring: contactFormsQuerySchema } },
    async (request, reply): Promise<ContactSubmission[]> => {
      const { spam, before } = request.query
      const page = await contactFormsPage(app.db, spam, before)
      const last = page.at(-1)
      if (last && page.length === contactFormsPageRows) {
        const next = { createdAt: new Date(last.createdAt), id: last.id }
        if (await newestRequests(app.db, spam, next).getExists()) {
          const search = new URLSearchParams({
            ...(spam ? { spam: 'true' } : {}),
            before: contactFormsCursorOf(last),
          })
          reply.header('link', `</api/admin/dashboard/contact-forms?${search}>; rel="next"`)
        }
      }
      return page
    },
  )

  app.patch(
    '/contact-forms/:id/process',
    { schema: { params: idParamSchema } },
    async (request): Promise<ContactSubmission> => {
      const { id } = request.params
      // Only a New request changes, so marking twice keeps the first processedAt.
      await changeLead(app.db, {
        id,
        expectedVersion: undefined,
        actor: actorOf(request),
        desk: app.siteSettings.salesDesk(),
        change: (row) =>
          row.stage !== 'new'
            ? null
            : {
                columns: { stage: processedStage, isProcessed: true, processedAt: new Date() },
                events: [
                  { kind: 'stage', data: { from: 'new', to: processedStage, lostReason: '' } },
                ],
                audits: [{ action: 'lead.process', details: { from: 'new', to: processedStage } }],
              },
      })
      return submissionView(app.db, id)
    },
  )

  app.patch(
    '/contact-forms/:id/spam',
    { schema: { params: idParamSchema, body: spamBodySchema } },
    async (request): Promise<ContactSubmission> => {
      const { id } = request.params
      const { spam, version } = request.body
      await changeLead(app.db, {
        id,
        expectedVersion: version,
        actor: actorOf(request),
        desk: app.siteSettings.salesDesk(),
        change: (row) =>
          Boolean(row.isSpam) === spam
            ? null
            : {
                columns: { isSpam: spam },
                events: [{ kind: 'spam', data: { spam } }],
                audits: [{ action: spam ? 'lead.spam' : 'lead.restore', details: {} }],
              },
      })
      request.log.info(
        `Quote request ${id} ${spam ? 'marked as spam' : 'restored from spam'} by admin ${request.session.adminUserId}`,
      )
      return submissionView(app.db, id)
    },
  )

  app.delete(
    '/contact-forms/:id',
    { schema: { params: idParamSchema }, onRequest: ownerGuard },
    async (request, reply) => {
      const { id } = request.params
      await deleteRequest(app.db, actorOf(request), id)
      request.log.info(
        `Quote request ${id} deleted for good by admin ${request.session.adminUserId}`,
      )
      return reply.code(204).send()
    },
  )
}
