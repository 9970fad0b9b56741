import { Readable } from 'node:stream'
import {
  assigneeBodySchema,
  type ContactAttemptAnswer,
  companyDate,
  contactAttemptParamsSchema,
  contactAttemptSchema,
  contactOutcomeSchema,
  csvFileName,
  followUpBodySchema,
  idParamSchema,
  type LeadCount,
  type LeadDetail,
  type LeadSummary,
  leadListQuerySchema,
  leadMessages,
  leadStageLabels,
  noteBodySchema,
  type Page,
  type StaffRef,
  stageChangeSchema,
} from '@nirman/contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { StaffAccounts } from '../../accounts/staff-accounts'
import { finishExportAudit, startExportAudit } from '../../audit/audit-log'
import { actorOf, staffOf } from '../../auth/principal'
import { fieldError, HttpError } from '../../http-error'
import { addNote, changeLead } from '../../leads/lead-changes'
import { recordContactAttempt, recordContactOutcome } from '../../leads/lead-contacts'
import { type CsvExportProgress, leadCsvChunks } from '../../leads/lead-csv'
import { filteredLeads, type LeadQueryContext, leadPage } from '../../leads/lead-query'
import { leadDetailOrNotFound } from '../../leads/lead-view'

/**
 * The sales desk: the lead list (server-side filter, search, sort and pages), its count and CSV
 * export, a lead with its timeline, and the changes staff make to it: stage, notes, follow-up and
 * assignee, and the attempts to reach it. Every change is checked against the lead's version (409
 * when stale) and written to the timeline and the audit log in one transaction.
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
    '/leads/:id/stage',
    { schema: { params: idParamSchema, body: stageChangeSchema } },
    async (request): Promise<LeadDetail> => {
      const { id } = request.params
      const { version, stage, lostReason } = request.body
      await changeLead(app.db, {
        id,
        expectedVersion: version,
        actor: actorOf(request),
        desk: desk(),
        change: (row) => {
          if (row.stage === stage && row.lostReason === lostReason) {
            return null
          }
          const leavingNew = row.stage === 'new' && stage !== 'new'
          return {
            columns: {
              stage,
              lostReason,
              isProcessed: stage !== 'new',
              processedAt: stage === 'new' ? null : leavingNew ? new Date() : row.processedAt,
            },
            event: { kind: 'stage', data: { from: row.stage, to: stage, lostReason } },
            audit: { action: 'lead.stage', details: { from: row.stage, to: stage } },
          }
        },
      })
      request.log.info(`Quote request ${id} moved to ${leadStageLabels[stage]}`)
      return detailOf(id)
    },
  )

  app.post(
    '/leads/:id/notes',
    { schema: { params: idParamSchema, body: noteBodySchema } },
    async (request, reply) => {
      const { id } = request.params
      await addNote(app.db, id, actorOf(request), request.body.text)
      return reply.code(201).send(await detailOf(id))
    },
  )

  app.patch(
    '/leads/:id/follow-up',
    { schema: { params: idParamSchema, body: followUpBodySchema } },
    async (request): Promise<LeadDetail> => {
      const { id } = request.params
      const { version, followUpAt } = request.body
      await changeLead(app.db, {
        id,
        expectedVersion: version,
        actor: actorOf(request),
        desk: desk(),
        change: (row) => {
          if ((row.followUpAt?.toISOString() ?? null) === followUpAt) {
            return null
          }
          return {
            columns: { followUpAt: followUpAt === null ? null : new Date(followUpAt) },
            event: { kind: 'follow_up', data: { followUpAt } },
            audit: { action: 'lead.follow_up', details: { followUpAt } },
          }
        },
      })
      return detailOf(id)
    },
  )

  app.patch(
    '/leads/:id/assignee',
    { schema: { params: idParamSchema, body: assigneeBodySchema } },
    async (request): Promise<LeadDetail> => {
      const { id } = request.params
      const { version, assigneeId } = request.body
      let assignee: StaffRef | null = null
      if (assigneeId !== null) {
        assignee = await accounts.activeRef(assigneeId)
        if (!assignee) throw fieldError('assigneeId', leadMessages.assigneeUnknown)
      }
      await changeLead(app.db, {
        id,
        expectedVersion: version,
        actor: actorOf(request),
        desk: desk(),
        change: (row) => {
          if ((row.assigneeId === null ? null : Number(row.assigneeId)) === assigneeId) {
            return null
          }
          return {
            columns: { assigneeId },
            event: { kind: 'assignment', data: { assignee } },
            audit: { action: 'lead.assign', details: { assigneeId } },
          }
        },
      })
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
