import {
  type AssignmentRule,
  type ContactChannel,
  type ContactOutcome,
  defaultSalesDeskSettings,
  firstContactDeadline,
  type LeadAlert,
  type LeadDetail,
  type LeadFields,
  type LeadSummary,
  leadMessages,
  type QuotationStatus,
  type SalesDeskSettings,
  type StaffRef,
  type TimelineEntry,
  type VisitEvent,
} from '@nirman/contract'
import { type DataSource, type EntityManager, In } from 'typeorm'
import {
  AdminUserEntity,
  ContactSubmissionEntity,
  type ContactSubmissionRow,
  LeadAlertEntity,
  type LeadAlertRow,
  LeadEventEntity,
  type LeadEventRow,
} from '../db/entities'
import { HttpError } from '../http-error'
import { REPEAT_LINKS, repeatWindowStart } from './repeat-rule'
import { toContactSubmission, toLeadAlert } from './submission-view'

/** The names of the accounts `ids` name, for the assignee of each lead on a page. */
export async function staffNames(
  manager: EntityManager,
  ids: Iterable<number | null>,
): Promise<Map<number, StaffRef>> {
  const wanted = [...new Set([...ids].filter((id): id is number => id !== null))]
  if (wanted.length === 0) return new Map()
  const accounts = await manager.find(AdminUserEntity, {
    where: { id: In(wanted) },
    select: { id: true, name: true },
  })
  return new Map(accounts.map((account) => [account.id, { id: account.id, name: account.name }]))
}

/**
 * When a New lead nobody has tried must be contacted by, by the `desk`'s working time; null once
 * somebody tried, out of New, spam, or when the desk never works again.
 */
export function contactDueOf(
  row: Pick<ContactSubmissionRow, 'stage' | 'firstContactAt' | 'isSpam' | 'createdAt'>,
  desk: SalesDeskSettings,
): Date | null {
  if (row.stage !== 'new' || row.firstContactAt !== null || row.isSpam) return null
  return firstContactDeadline(row.createdAt, desk)
}

function leadFields(
  row: ContactSubmissionRow,
  names: Map<number, StaffRef>,
  desk: SalesDeskSettings,
): LeadFields {
  const assigneeId = row.assigneeId === null ? null : Number(row.assigneeId)
  return {
    stage: row.stage,
    lostReason: row.lostReason,
    followUpAt: row.followUpAt ? row.followUpAt.toISOString() : null,
    assignee: assigneeId === null ? null : (names.get(assigneeId) ?? { id: assigneeId, name: '' }),
    isRepeat: Boolean(row.isRepeat),
    version: Number(row.version),
    updatedAt: (row.updatedAt ?? row.createdAt).toISOString(),
    firstContactAt: row.firstContactAt ? row.firstContactAt.toISOString() : null,
    contactDueAt: contactDueOf(row, desk)?.toISOString() ?? null,
    escalatedAt: row.escalatedAt ? row.escalatedAt.toISOString() : null,
  }
}

/** A row of the lead list: the request's fields and source, and its lead fields. */
export function toLeadSummary(
  row: ContactSubmissionRow,
  names: Map<number, StaffRef>,
  desk: SalesDeskSettings,
): LeadSummary {
  const { repeatOf: _repeats, alerts: _alerts, ...submission } = toContactSubmission(row)
  return { ...submission, ...leadFields(row, names, desk) }
}

/**
 * The earlier requests (ids, newest first, at most REPEAT_LINKS) from the same number in the 30
 * days before this one: one indexed lookup instead of reading every request.
 */
export async function repeatLinks(
  manager: EntityManager,
  row: ContactSubmissionRow,
): Promise<number[]> {
  const earlier = await manager
    .createQueryBuilder(ContactSubmissionEntity, 'request')
    .select(['request.id'])
    .where('request.phoneNational = :national', { national: row.phoneNational })
    .andWhere('request.id != :id', { id: row.id })
    .andWhere('request.createdAt >= :since', { since: repeatWindowStart(row.createdAt) })
    .andWhere(
      '(request.createdAt < :createdAt OR (request.createdAt = :createdAt AND request.id < :id))',
      { createdAt: row.createdAt, id: row.id },
    )
    .orderBy('request.createdAt', 'DESC')
    .addOrderBy('request.id', 'DESC')
    .limit(REPEAT_LINKS)
    .getMany()
  return earlier.map((request) => Number(request.id))
}

function eventEntry(event: LeadEventRow): TimelineEntry {
  const base = {
    id: `event-${event.id}`,
    at: event.at.toISOString(),
    actor:
      event.actorId === null ? null : { id: Number(event.actorId), name: event.actorName ?? '' },
  }
  const data = JSON.parse(event.data) as Record<string, unknown>
  switch (event.kind) {
    case 'note':
      return { ...base, kind: 'note', text: String(data.text ?? '') }
    case 'stage':
      return {
        ...base,
        kind: 'stage',
        from: data.from as LeadFields['stage'],
        to: data.to as LeadFields['stage'],
        lostReason: String(data.lostReason ?? ''),
      }
    case 'follow_up':
      return { ...base, kind: 'follow_up', followUpAt: (data.followUpAt as string | null) ?? null }
    case 'assignment':
      return {
        ...base,
        kind: 'assignment',
        assignee: (data.assignee as StaffRef | null) ?? null,
        ...(typeof data.rule === 'string' ? { rule: data.rule as AssignmentRule } : {}),
        ...(data.replacing ? { replacing: data.replacing as StaffRef } : {}),
      }
    case 'spam':
      return { ...base, kind: 'spam', spam: Boolean(data.spam) }
    case 'contact':
      return {
        ...base,
        kind: 'contact',
        attemptId: Number(event.id),
        channel: data.channel as ContactChannel,
        outcome: (data.outcome as ContactOutcome | null) ?? null,
        outcomeAt: typeof data.outcomeAt === 'string' ? data.outcomeAt : null,
      }
    case 'quotation':
      return {
        ...base,
        kind: 'quotation',
        quotation: {
          id: Number(data.id),
          number: String(data.number ?? ''),
          revision: Number(data.revision),
          status: data.status as QuotationStatus,
        },
      }
    case 'visit':
      return {
        ...base,
        kind: 'visit',
        visit: {
          id: Number(data.id),
          change: data.change as VisitEvent['change'],
          startsAt: String(data.startsAt ?? ''),
          address: String(data.address ?? ''),
        },
      }
  }
}

function alertEntry(row: LeadAlertRow, alert: LeadAlert): TimelineEntry {
  return {
    id: `alert-${row.id}`,
    at: (row.sentAt ?? row.createdAt).toISOString(),
    actor: null,
    kind: 'alert',
    alert,
  }
}

/**
 * A request with everything staff see on its page: fields, lead fields (its first-contact deadline
 * by the `desk`'s working time), repeats, alerts, timeline.
 */
export async function leadDetail(
  manager: EntityManager,
  id: number,
  desk: SalesDeskSettings = defaultSalesDeskSettings,
): Promise<LeadDetail | null> {
  const row = await manager.findOneBy(ContactSubmissionEntity, { id })
  if (!row) return null
  const [alerts, events, repeatOf] = await Promise.all([
    manager.find(LeadAlertEntity, { where: { submissionId: id }, order: { id: 'ASC' } }),
    manager.find(LeadEventEntity, { where: { submissionId: id }, order: { id: 'ASC' } }),
    repeatLinks(manager, row),
  ])
  const names = await staffNames(manager, [row.assigneeId])
  const submission = toContactSubmission(row, { repeatOf, alerts })
  const timeline: TimelineEntry[] = [
    { id: 'created', at: row.createdAt.toISOString(), actor: null, kind: 'created' },
    ...events.map(eventEntry),
    ...alerts.map((alert, index) =>
      alertEntry(alert, submission.alerts[index] ?? toLeadAlert(alert)),
    ),
  ]
  // Oldest first; at one instant, the order they were written in.
  const order = new Map(timeline.map((entry, index) => [entry.id, index]))
  timeline.sort(
    (a, b) => a.at.localeCompare(b.at) || (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0),
  )
  return { ...submission, ...leadFields(row, names, desk), timeline }
}

/** A lead with its timeline, or 404 with the dashboard's message. */
export async function leadDetailOrNotFound(
  db: DataSource,
  id: number,
  desk: SalesDeskSettings,
): Promise<LeadDetail> {
  const detail = await leadDetail(db.manager, id, desk)
  if (!detail) throw new HttpError(404, leadMessages.notFound)
  return detail
}
