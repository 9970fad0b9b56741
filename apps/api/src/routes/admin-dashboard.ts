import {
  type ContactSubmission,
  contactFormsQuerySchema,
  idParamSchema,
  leadMessages,
  processedStage,
  spamBodySchema,
} from '@nirman/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ContactSubmissionEntity,
  LeadAlertEntity,
  type LeadAlertRow,
  LeadEventEntity,
  LeadSearchTermEntity,
} from '../db/entities'
import { HttpError } from '../http-error'
import { writeAudit } from '../leads/audit-log'
import { changeLead } from '../leads/lead-changes'
import { repeatLinks } from '../leads/lead-view'
import { refreshRepeatsAfter } from '../leads/repeat-flag'
import { signedIn } from '../plugins/auth'
import { repeatsOf, toContactSubmission } from './submission-view'

export { toContactSubmission } from './submission-view'

async function submissionView(app: FastifyInstance, id: number): Promise<ContactSubmission> {
  const row = await app.repositories.contactSubmissions.findOneBy({ id })
  if (!row) throw new HttpError(404, leadMessages.notFound)
  const [alerts, repeatOf] = await Promise.all([
    app.db.getRepository(LeadAlertEntity).find({
      where: { submissionId: id },
      order: { id: 'ASC' },
    }),
    repeatLinks(app.db.manager, row),
  ])
  return toContactSubmission(row, { repeatOf, alerts })
}

const actorOf = (request: FastifyRequest) => {
  const { id, name } = signedIn(request)
  return { id, name }
}

/**
 * The specification's routes of the staff dashboard: every quote request (spam apart), Mark
 * Processed (a New request moves to Contacted), spam, and deleting one for good (owners only).
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
      // Only a New request changes, so marking twice keeps the first processedAt.
      await changeLead(app.db, {
        id,
        expectedVersion: undefined,
        actor: actorOf(request),
        change: (row) =>
          row.stage !== 'new'
            ? null
            : {
                columns: { stage: processedStage, isProcessed: true, processedAt: new Date() },
                event: {
                  kind: 'stage',
                  data: { from: 'new', to: processedStage, lostReason: '' },
                },
                audit: { action: 'lead.process', details: { from: 'new', to: processedStage } },
              },
      })
      return submissionView(app, id)
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
        change: (row) =>
          Boolean(row.isSpam) === spam
            ? null
            : {
                columns: { isSpam: spam },
                event: { kind: 'spam', data: { spam } },
                audit: { action: spam ? 'lead.spam' : 'lead.restore', details: {} },
              },
      })
      request.log.info(
        `Quote request ${id} ${spam ? 'marked as spam' : 'restored from spam'} by admin ${request.session.adminUserId}`,
      )
      return submissionView(app, id)
    },
  )

  app.delete(
    '/contact-forms/:id',
    { schema: { params: idParamSchema }, onRequest: app.requireOwner },
    async (request, reply) => {
      const { id } = request.params
      await app.db.transaction(async (manager) => {
        const row = await manager.findOne(ContactSubmissionEntity, {
          where: { id },
          select: { id: true, phoneNational: true, createdAt: true, stage: true, isSpam: true },
        })
        if (!row) throw new HttpError(404, leadMessages.notFound)
        await manager.delete(LeadAlertEntity, { submissionId: id })
        await manager.delete(LeadEventEntity, { submissionId: id })
        await manager.delete(LeadSearchTermEntity, { submissionId: id })
        await manager.delete(ContactSubmissionEntity, { id })
        await refreshRepeatsAfter(manager, row.phoneNational, row.createdAt)
        // The log names the request by its id and says where it stood, never who sent it.
        await writeAudit(manager, {
          actor: actorOf(request),
          action: 'lead.delete',
          targetType: 'lead',
          targetId: id,
          details: { stage: row.stage, spam: Boolean(row.isSpam) },
        })
      })
      request.log.info(
        `Quote request ${id} deleted for good by admin ${request.session.adminUserId}`,
      )
      return reply.code(204).send()
    },
  )
}
