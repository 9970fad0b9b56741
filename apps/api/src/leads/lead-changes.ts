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
} from '../db/entities'
import { HttpError } from '../http-error'

/**
 * What a change does to a lead, worked out from the row as it is now; null when it changes
 * nothing (no version bump, no record).
 */
export type LeadChange = {
  columns: Partial<ContactSubmissionRow>
  /** The timeline entry it adds, if any. */
  event?: { kind: LeadEventKind; data: Record<string, unknown> }
  audit: { action: AuditAction; details: AuditDetails }
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

/**
 * Changes a lead with a stale-update check: the change is worked out from the row as read, and
 * written only where the row still has the version read (`UPDATE ... WHERE version = ?`). A client
 * that sent `expectedVersion` older than the row's, or a concurrent change that got there first,
 * gets 409 with `leadMessages.stale` instead of overwriting the other person's work. The timeline
 * entry and the audit entry are written in the same transaction.
 */
export async function changeLead(
  dataSource: DataSource,
  options: {
    id: number
    expectedVersion: number | undefined
    actor: StaffRef
    /** The sales desk in use: the working time of a first contact the change makes. */
    desk: SalesDeskSettings
    change: (row: ContactSubmissionRow) => LeadChange | Promise<LeadChange>
  },
): Promise<void> {
  const { id, expectedVersion, actor } = options
  await dataSource.transaction(async (manager) => {
    const row = await manager.findOneBy(ContactSubmissionEntity, { id })
    if (!row) throw new HttpError(404, leadMessages.notFound)
    if (expectedVersion !== undefined && Number(row.version) !== expectedVersion) {
      throw new HttpError(409, leadMessages.stale)
    }
    const change = await options.change(row)
    if (!change) return
    const now = new Date()
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
    if (change.event) {
      await addLeadEvent(manager, id, actor, change.event.kind, change.event.data, now)
    }
    await writeAudit(manager, {
      actor,
      action: change.audit.action,
      targetType: 'lead',
      targetId: id,
      details: change.audit.details,
      at: now,
    })
  })
}

/** Adds a staff note to a lead's timeline, with its audit entry (which keeps none of its words). */
export async function addNote(
  db: DataSource,
  id: number,
  actor: StaffRef,
  text: string,
): Promise<void> {
  await db.transaction(async (manager) => {
    if (!(await manager.existsBy(ContactSubmissionEntity, { id }))) {
      throw new HttpError(404, leadMessages.notFound)
    }
    const now = new Date()
    await addLeadEvent(manager, id, actor, 'note', { text }, now)
    // The note's words are the lead's business, kept on its timeline; the log says one was added.
    await writeAudit(manager, {
      actor,
      action: 'lead.note',
      targetType: 'lead',
      targetId: id,
      at: now,
    })
  })
}
