import { Readable } from 'node:stream'
import {
  type ContactAttemptAnswer,
  companyDate,
  contactAttemptParamsSchema,
  contactAttemptSchema,
  contactOutcomeSchema,
  csvFileName,
  idParamSchema,
  type LeadCount,
  type LeadDetail,
  type LeadSummary,
  leadChangeSchema,
  leadListQuerySchema,
  leadMessages,
  leadStageLabels,
  type Page,
  type StaffRef,
} from '@nirman/contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { StaffAccounts } from '../../accounts/staff-accounts'
import { finishExportAudit, startExportAudit } from '../../audit/audit-log'
import { actorOf, staffOf } from '../../auth/principal'
import { HttpError } from '../../http-error'
import { changeLead } from '../../leads/lead-changes'
import { recordContactAttempt, recordContactOutcome } from '../../leads/lead-contacts'
import { type CsvExportProgress, leadCsvChunks } from '../../leads/lead-csv'
import { filteredLeads, type LeadQueryContext, leadPage } from '../../leads/lead-query'
import { leadDetailOrNotFound } from '../../leads/lead-view'
import { staffLeadChange } from '../../leads/staff-lead-change'

/**
 * The sales desk: the lead list (server-side filter, search, sort and pages), its count and CSV
 * export, a lead with its timeline, and the changes staff make to it: one save of its stage,
 * follow-up, assignee and a note (`PATCH /leads/:id`), and the attempts to reach it. Every change
 * is checked against the lead's version when sent (409 when stale) and written to the timeline and
 * the audit log in one transaction.
 */
export const leadRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = new StaffAccounts(app.db)
  /** The owner's sales desk in use: the leads' first-contact deadlines. */
  const desk = () => app.siteSettings.salesDesk()
  const contextOf = (request: FastifyRequest): LeadQueryContext => ({
    adminUserId: staffOf(request).id,
    now: new Date(),
    desk: desk(),
  })
  const detailOf = (id: number) => leadDetailOrNotFound(app.db, id, desk())

  /** The export is an owner's right: staff are refused with a message that says whose it is. */
  const requireExportRight = async (request: FastifyRequest) => {
    if (staffOf(request).role !== 'owner') throw new HttpError(403, leadMessages.exportOwnerOnly)
  }

  app.get(
    '/leads',
    { schema: { querystring: leadListQuerySchema } },
    async (request): Promise<Page<LeadSummary>> => {
      const { sort, order, page, pageSize, ...filter } = request.query
      return leadPage(app.db, filter, contextOf(request), { sort, order, page, pageSize })
    },
  )

  app.get(
    '/leads/count',
    { schema: { querystring: leadListQuerySchema } },
    async (request): Promise<LeadCount> => {
      const { sort: _sort, order: _order, page: _page, pageSize: _size, ...filter } = request.query
      return { total: await filteredLeads(app.db, filter, contextOf(request)).getCount() }
    },
  )

  app.get(
    '/leads/export.csv',
    // Every lead's phone and e-mail in one file: the owner's to take, and always in the audit log.
    { schema: { querystring: leadListQuerySchema }, onRequest: requireExportRight },
    async (request, reply) => {
      const { sort: _sort, order: _order, page: _page, pageSize: _size, ...filter } = request.query
      const context = contextOf(request)
      const auditId = await startExportAudit(app.db.manager, actorOf(request), filter)
      request.log.info(`CSV export by admin ${context.adminUserId} (audit entry ${auditId})`)
      const progress: CsvExportProgress = { rows: 0, complete: false }
      async function* audited() {
        try {
          yield* leadCsvChunks(app.db, filter, context, progress)
        } finally {
          // Sent whole or cut short (the browser closed, the server stopping): the entry says so.
          await finishExportAudit(app.db.manager, auditId, filter, progress).catch(
            (error: unknown) =>
              request.log.error({ err: error }, `Could not complete audit entry ${auditId}`),
          )
        }
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${csvFileName(companyDate(context.now))}"`,
        )
        .send(Readable.from(audited()))
    },
  )

  app.get('/leads/:id', { schema: { params: idParamSchema } }, async (request) =>
    detailOf(request.params.id),
  )

  app.patch(
    '/leads/:id',
    { schema: { params: idParamSchema, body: leadChangeSchema } },
    async (request): Promise<LeadDetail> => {
      const { id } = request.params
      const values = request.body
      const saved = await changeLead(app.db, {
        id,
        expectedVersion: values.version,
        actor: actorOf(request),
        desk: desk(),
        change: (row, within) => staffLeadChange(row, values, within),
      })
      const stage = saved?.columns.stage
      if (stage) request.log.info(`Quote request ${id} moved to ${leadStageLabels[stage]}`)
      return detailOf(id)
    },
  )

  app.post(
    '/leads/:id/contacts',
    { schema: { params: idParamSchema, body: contactAttemptSchema } },
    async (request, reply) => {
      const { id } = request.params
      const attemptId = await recordContactAttempt(
        app.db,
        id,
        actorOf(request),
        request.body,
        desk(),
      )
      const answer: ContactAttemptAnswer = { attemptId, lead: await detailOf(id) }
      return reply.code(201).send(answer)
    },
  )

  app.patch(
    '/leads/:id/contacts/:attemptId',
    { schema: { params: contactAttemptParamsSchema, body: contactOutcomeSchema } },
    async (request): Promise<LeadDetail> => {
      const { id, attemptId } = request.params
      await recordContactOutcome(
        app.db,
        id,
        attemptId,
        actorOf(request),
        request.body.outcome,
        desk(),
      )
      return detailOf(id)
    },
  )

  app.get('/staff', async (): Promise<StaffRef[]> => accounts.active())
}
