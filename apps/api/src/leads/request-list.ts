import { setImmediate as nextTurn } from 'node:timers/promises'
import {
  type ContactSubmission,
  contactFormsPageRows,
  leadMessages,
  type StaffRef,
} from '@nirman/contract'
import { type DataSource, In } from 'typeorm'
import { writeAudit } from '../audit/audit-log'
import {
  ContactSubmissionEntity,
  LeadAlertEntity,
  type LeadAlertRow,
  LeadEventEntity,
  LeadSearchTermEntity,
} from '../db/entities'
import { HttpError } from '../http-error'
import { deleteQuotationsOfLead } from '../quotations/quotation-rows'
import { deleteVisitsOfLead } from '../site-visits/visit-places'
import { repeatLinks } from './lead-view'
import { refreshRepeatsAfter } from './repeat-flag'
import { toContactSubmission } from './submission-view'

// The specification's list of quote requests (`/api/admin/dashboard/contact-forms`), as the
// routes read and change it: a request with its alerts and repeats, the newest first a page at a
// time, and deleting one for good.

export async function submissionView(db: DataSource, id: number): Promise<ContactSubmission> {
  const row = await db.getRepository(ContactSubmissionEntity).findOneBy({ id })
  if (!row) throw new HttpError(404, leadMessages.notFound)
  const [alerts, repeatOf] = await Promise.all([
    db.getRepository(LeadAlertEntity).find({
      where: { submissionId: id },
      order: { id: 'ASC' },
    }),
    repeatLinks(db.manager, row),
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
export function newestRequests(db: DataSource, spam: boolean, before: ListCursor | undefined) {
  const query = db
    .getRepository(ContactSubmissionEntity)
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
export async function contactFormsPage(
  db: DataSource,
  spam: boolean,
  before: ListCursor | undefined,
): Promise<ContactSubmission[]> {
  const page: ContactSubmission[] = []
  let cursor = before
  while (page.length < contactFormsPageRows) {
    const take = Math.min(LIST_BATCH_ROWS, contactFormsPageRows - page.length)
    const rows = await newestRequests(db, spam, cursor).take(take).getMany()
    if (rows.length === 0) break
    const ids = rows.map((row) => Number(row.id))
    const [alerts, repeats] = await Promise.all([
      db.getRepository(LeadAlertEntity).find({
        where: { submissionId: In(ids) },
        order: { id: 'ASC' },
      }),
      // Only a request flagged as a repeat when it arrived has earlier ones to link to.
      Promise.all(
        rows.map((row) => (row.isRepeat ? repeatLinks(db.manager, row) : Promise.resolve([]))),
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

/**
 * Deletes a request for good with its alerts, timeline, search terms, quotations and site visits,
 * flags the repeats that counted on it anew, and writes the audit entry, in one transaction.
 */
export async function deleteRequest(db: DataSource, actor: StaffRef, id: number): Promise<void> {
  await db.transaction(async (manager) => {
    const row = await manager.findOne(ContactSubmissionEntity, {
      where: { id },
      select: { id: true, phoneNational: true, createdAt: true, stage: true, isSpam: true },
    })
    if (!row) throw new HttpError(404, leadMessages.notFound)
    await manager.delete(LeadAlertEntity, { submissionId: id })
    await manager.delete(LeadEventEntity, { submissionId: id })
    await manager.delete(LeadSearchTermEntity, { submissionId: id })
    await deleteQuotationsOfLead(manager, id)
    await deleteVisitsOfLead(manager, id)
    await manager.delete(ContactSubmissionEntity, { id })
    await refreshRepeatsAfter(manager, row.phoneNational, row.createdAt)
    // The log names the request by its id and says where it stood, never who sent it.
    await writeAudit(manager, {
      actor,
      action: 'lead.delete',
      targetType: 'lead',
      targetId: id,
      details: { stage: row.stage, spam: Boolean(row.isSpam) },
    })
  })
}
