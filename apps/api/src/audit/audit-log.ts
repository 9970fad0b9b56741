import {
  type AuditAction,
  type AuditEntry,
  type AuditTargetType,
  type LeadFilter,
  leadListSearch,
  type Page,
  type StaffRef,
} from '@nirman/contract'
import type { DataSource, EntityManager } from 'typeorm'
import { AuditLogEntity, type AuditLogRow } from '../db/entities'

export type AuditDetails = AuditEntry['details']

/**
 * Writes one entry of the audit log, in the transaction of the change it records. `details` name
 * what changed (stages, ids, roles), never a lead's personal data.
 */
export async function writeAudit(
  manager: EntityManager,
  entry: {
    actor: StaffRef | null
    action: AuditAction
    targetType: AuditTargetType
    targetId: number
    details?: AuditDetails
    at?: Date
  },
): Promise<void> {
  await manager
    .createQueryBuilder()
    .insert()
    .into(AuditLogEntity)
    .values({
      at: entry.at ?? new Date(),
      actorId: entry.actor?.id ?? null,
      actorName: entry.actor?.name ?? null,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      details: JSON.stringify(entry.details ?? {}),
    })
    .updateEntity(false)
    .execute()
}

function toAuditEntry(row: AuditLogRow): AuditEntry {
  return {
    id: Number(row.id),
    at: row.at.toISOString(),
    actor: row.actorId === null ? null : { id: Number(row.actorId), name: row.actorName ?? '' },
    action: row.action,
    targetType: row.targetType,
    targetId: Number(row.targetId),
    details: JSON.parse(row.details) as AuditDetails,
  }
}

/** What the audit log keeps of a CSV export's filter, never a lead's personal data. */
function exportAuditDetails(filter: LeadFilter): AuditDetails {
  // A search's words can be someone's name or phone number: the log says a search was made, and
  // keeps the rest of the filter as the dashboard's address would show it.
  const rest = leadListSearch({ ...filter, q: undefined })
  return {
    filter: rest === '' ? 'none' : rest,
    search: Boolean(filter.q),
    rows: null,
    complete: false,
  }
}

/**
 * The audit entry of a CSV export, written before its first byte leaves (so an export cut short,
 * or a process killed mid-way, is still in the log): who, when, the filter. Returns its id, for
 * `finishExportAudit`.
 */
export async function startExportAudit(
  manager: EntityManager,
  actor: StaffRef,
  filter: LeadFilter,
): Promise<number> {
  const result = await manager.insert(AuditLogEntity, {
    at: new Date(),
    actorId: actor.id,
    actorName: actor.name,
    action: 'lead.export',
    targetType: 'lead',
    // The whole list rather than one lead, as for a change of order.
    targetId: 0,
    details: JSON.stringify(exportAuditDetails(filter)),
  })
  return Number(result.identifiers[0]?.id)
}

/** Completes an export's entry with the rows sent and whether the file was sent whole. */
export async function finishExportAudit(
  manager: EntityManager,
  id: number,
  filter: LeadFilter,
  progress: { rows: number; complete: boolean },
): Promise<void> {
  await manager.update(
    AuditLogEntity,
    { id },
    {
      details: JSON.stringify({
        ...exportAuditDetails(filter),
        rows: progress.rows,
        complete: progress.complete,
      }),
    },
  )
}

/** A page of the audit log, newest first, filtered as the owner's audit page asks. */
export async function auditLogPage(
  db: DataSource,
  query: {
    page: number
    pageSize: number
    action?: AuditAction | undefined
    targetType?: AuditTargetType | undefined
    targetId?: number | undefined
    actorId?: number | undefined
  },
): Promise<Page<AuditEntry>> {
  const { page, pageSize, action, targetType, targetId, actorId } = query
  const [rows, total] = await db.getRepository(AuditLogEntity).findAndCount({
    where: {
      ...(action ? { action } : {}),
      ...(targetType ? { targetType } : {}),
      ...(targetId ? { targetId } : {}),
      ...(actorId ? { actorId } : {}),
    },
    order: { id: 'DESC' },
    skip: (page - 1) * pageSize,
    take: pageSize,
  })
  return { items: rows.map(toAuditEntry), total, page, pageSize }
}
