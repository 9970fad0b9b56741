import { setImmediate as nextTurn } from 'node:timers/promises'
import {
  type ContactSubmission,
  contactFormsCursorOf,
  contactFormsPageRows,
  contactFormsQuerySchema,
  idParamSchema,
  leadMessages,
  processedStage,
  spamBodySchema,
} from '@nirman/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { In } from 'typeorm'
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
import { toContactSubmission } from './submission-view'

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

/** Requests read per query of the list: each query and its rows take a few ms of the event loop. */
const LIST_BATCH_ROWS = 100

type ListCursor = { createdAt: Date; id: number }

/**
 * The requests of the list (spam or not), newest first, below `before`: the (isSpam, createdAt)
 * index read in its own order (with the id, which InnoDB and SQLite keep at the end of it).
 */
export function newestRequests(
  app: FastifyInstance,
  spam: boolean,
  before: ListCursor | undefined,
) {
  const query = app.repositories.contactSubmissions
    .createQueryBuilder('request')
    .where('request.isSpam = :spam', { spam })
  if (before) {
    // Keyset paging: the first condition is a range of the index, the second breaks a tie of one
    // instant.
    query
      .andWhere('request.createdAt <= :createdAt', { createdAt: before.createdAt })
      .andWhere('(request.createdAt < :createdAt OR request.id < :id)', { id: before.id })
  }
  return query.orderBy('request.createdAt', 'DESC').addOrderBy('request.id', 'DESC')
}

/**
 * One page of the specification's list: at most contactFormsPageRows requests, newest first, each
 * with its alerts and repeats, read LIST_BATCH_ROWS at a time with a turn of the event loop between
 * (on SQLite every query runs on the loop). The whole table used to be read at once: 80 MB of JSON
 * in 9.9 s at 100,000 requests, the site frozen meanwhile and the server left at 1.71 GB.
 */
async function contactFormsPage(
  app: FastifyInstance,
  spam: boolean,
  before: ListCursor | undefined,
): Promise<ContactSubmission[]> {
  const page: ContactSubmission[] = []
  let cursor = before
  while (page.length < contactFormsPageRows) {
    const take = Math.min(LIST_BATCH_ROWS, contactFormsPageRows - page.length)
    const rows = await newestRequests(app, spam, cursor).take(take).getMany()
    if (rows.length === 0) break
    const ids = rows.map((row) => Number(row.id))
    const [alerts, repeats] = await Promise.all([
      app.db.getRepository(LeadAlertEntity).find({
        where: { submissionId: In(ids) },
        order: { id: 'ASC' },
      }),
      // Only a request flagged as a repeat when it arrived has earlier ones to link to.
      Promise.all(
        rows.map((row) => (row.isRepeat ? repeatLinks(app.db.manager, row) : Promise.resolve([]))),
      ),
    ])
    const alertsBySubmission = new Map<number, LeadAlertRow[]>()
    for (const alert of alerts) {
      const id = Number(alert.submissionId)
      alertsBySubmission.set(id, [...(alertsBySubmission.get(id) ?? []), alert])
    }
    rows.forEach((row, index) => {
      page.push(
        toContactSubmission(row, {
          repeatOf: repeats[index] ?? [],
          alerts: alertsBySubmission.get(Number(row.id)) ?? [],
        }),
      )
    })
    const last = rows.at(-1)
    if (!last || rows.length < take) break
    cursor = { createdAt: last.createdAt, id: Number(last.id) }
    await nextTurn()
  }
  return page
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
    async (request, reply): Promise<ContactSubmission[]> => {
      const { spam, before } = request.query
      const page = await contactFormsPage(app, spam, before)
      const last = page.at(-1)
      if (last && page.length === contactFormsPageRows) {
        const next = { createdAt: new Date(last.createdAt), id: last.id }
        if (await newestRequests(app, spam, next).getExists()) {
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
