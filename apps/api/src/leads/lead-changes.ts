import {
  type AuditAction,
  firstContactSeconds,
  furthestStepAfter,
  leadMessages,
  type SalesDeskSettings,
  type StaffRef,
} from '@nirman/contract'
import type { DataSource, EntityManager } from 'typeorm'
import { type AuditDetails, writeAudit } from '../audit/audit-log'
import {
  ContactSubmissionEntity,
  type ContactSubmissionRow,
  LeadEventEntity,
  type LeadEventKind,
  LeadSearchTermEntity,
} from '../db/entities'
import { HttpError } from '../http-error'

/** A timeline entry a change adds. */
export interface LeadEventWrite {
  kind: LeadEventKind
  data: Record<string, unknown>
}

/** An audit entry a change adds; `details` never holds a lead's personal data. */
export interface LeadAuditWrite {
  action: AuditAction
  details?: AuditDetails
}

/**
 * What a change does to a lead, worked out from the row as it is now; null when it changes
 * nothing (no version bump, no record). `columns` empty: nothing of the row changes (a note
 * alone), so neither its version nor its `updatedAt` moves.
 */
export type LeadChange = {
  columns: Partial<ContactSubmissionRow>
  /** The timeline entries it adds, in this order, all at the change's instant. */
  events: LeadEventWrite[]
  /** Its audit entries, in this order. */
  audits: LeadAuditWrite[]
  /** Words the lead can be found by from now on (a note's), besides those it has. */
  terms?: string[]
} | null

/**
 * The columns the Reports count that a change sets besides its own: a lead nobody had tried that
 * leaves New was contacted (a person called from their own phone, then moved it), now, by the
 * person who moved it, after the working seconds the desk's hours give; and a move to a later
 * step of the funnel is the furthest the lead reached (a move back, or to Lost, keeps it).
 */
export function progressColumns(
  row: Pick<ContactSubmissionRow, 'firstContactAt' | 'createdAt' | 'furthestStage'>,
  columns: Partial<ContactSubmissionRow>,
  actor: StaffRef | null,
  now: Date,
  desk: SalesDeskSettings,
): Partial<ContactSubmissionRow> {
  const progress: Partial<ContactSubmissionRow> = {}
  if (columns.stage === undefined || columns.stage === 'new') return progress
  if (row.firstContactAt === null) {
    Object.assign(progress, firstContactOf(row, actor, now, desk))
  }
  const furthest = furthestStepAfter(row.furthestStage, columns.stage)
  if (furthest !== row.furthestStage) progress.furthestStage = furthest
  return progress
}

/** The first-contact columns of a lead first contacted `now` by `actor`. */
export const firstContactOf = (
  row: Pick<ContactSubmissionRow, 'createdAt'>,
  actor: StaffRef | null,
  now: Date,
  desk: SalesDeskSettings,
): Partial<ContactSubmissionRow> => ({
  firstContactAt: now,
  firstContactById: actor?.id ?? null,
  firstContactSeconds: firstContactSeconds(row.createdAt, now, desk),
})

/** Adds one entry to a lead's timeline, in the transaction of the change. */
export async function addLeadEvent(
  manager: EntityManager,
  submissionId: number,
  actor: StaffRef | null,
  kind: LeadEventKind,
  data: Record<string, unknown>,
  at: Date,
): Promise<void> {
  await manager
    .createQueryBuilder()
    .insert()
    .into(LeadEventEntity)
    .values({
      submissionId,
      at,
      actorId: actor?.id ?? null,
      actorName: actor?.name ?? null,
      kind,
      data: JSON.stringify(data),
    })
    .updateEntity(false)
    .execute()
}

/** The request `id`, locked for the change's transaction on MySQL; 404 when there is none. */
export async function lockedLeadRow(
  manager: EntityManager,
  id: number,
): Promise<ContactSubmissionRow> {
  const query = manager
    .getRepository(ContactSubmissionEntity)
    .createQueryBuilder('request')
    .where('request.id = :id', { id })
  // SQLite has one writer at a time: its transaction is lock enough.
  if (manager.connection.options.type === 'mysql') query.setLock('pessimistic_write')
  const row = await query.getOne()
  if (!row) throw new HttpError(404, leadMessages.notFound)
  return row
}

/**
 * Adds `terms` to the words lead `id` is found by, each once: those it has already are left out
 * (the table has no unique key to refuse a repeat, and a repeat only makes the index bigger).
 * Called with the lead's row locked (`lockedLeadRow`), so two changes cannot add the same word.
 */
export async function addSearchTerms(
  manager: EntityManager,
  id: number,
  terms: readonly string[],
): Promise<void> {
  if (terms.length === 0) return
  const stored = await manager.find(LeadSearchTermEntity, {
    where: { submissionId: id },
    select: { term: true },
  })
  const known = new Set(stored.map((row) => row.term))
  const added = [...new Set(terms)].filter((term) => !known.has(term))
  if (added.length === 0) return
  await manager
    .createQueryBuilder()
    .insert()
    .into(LeadSearchTermEntity)
    .values(added.map((term) => ({ submissionId: id, term })))
    .updateEntity(false)
    .execute()
}

/**
 * Changes a lead with a stale-update check, in one transaction: the lead's row is read (locked on
 * MySQL), the change worked out from it, its columns written only where the row still has the
 * version read (`UPDATE ... WHERE version = ?`, one bump however many columns change), then its
 * timeline entries, audit entries and search terms. A client that sent `expectedVersion` other
 * than the row's, or a concurrent change that got there first, gets 409 with
 * `leadMessages.stale` and nothing of the change is saved, instead of overwriting the other
 * person's work. An error thrown by `change` (a field refused) saves nothing either. Answers the
 * change made (null: nothing changed).
 */
export async function changeLead(
  dataSource: DataSource,
  options: {
    id: number
    expectedVersion: number | undefined
    actor: StaffRef
    /** The sales desk in use: the working time of a first contact the change makes. */
    desk: SalesDeskSettings
    /** `manager` reads in the change's transaction; `now` is the change's instant. */
    change: (
      row: ContactSubmissionRow,
      within: { manager: EntityManager; now: Date },
    ) => LeadChange | Promise<LeadChange>
  },
): Promise<LeadChange> {
  const { id, expectedVersion, actor } = options
  return dataSource.transaction(async (manager) => {
    const row = await lockedLeadRow(manager, id)
    if (expectedVersion !== undefined && Number(row.version) !== expectedVersion) {
      throw new HttpError(409, leadMessages.stale)
    }
    const now = new Date()
    const change = await options.change(row, { manager, now })
    if (!change) return null
    if (Object.keys(change.columns).length > 0) {
      const result = await manager
        .createQueryBuilder()
        .update(ContactSubmissionEntity)
        .set({
          ...change.columns,
          ...progressColumns(row, change.columns, actor, now, options.desk),
          updatedAt: now,
          version: () => 'version + 1',
        })
        .where('id = :id', { id })
        .andWhere('version = :version', { version: row.version })
        .execute()
      if (!result.affected) throw new HttpError(409, leadMessages.stale)
    }
    for (const event of change.events) {
      await addLeadEvent(manager, id, actor, event.kind, event.data, now)
    }
    for (const audit of change.audits) {
      await writeAudit(manager, {
        actor,
        action: audit.action,
        targetType: 'lead',
        targetId: id,
        details: audit.details,
        at: now,
      })
    }
    await addSearchTerms(manager, id, change.terms ?? [])
    return change
  })
}
