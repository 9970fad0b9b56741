import type { AuditAction, AuditEntry, AuditTargetType, StaffRef } from '@nirman/contract'
import type { EntityManager } from 'typeorm'
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

export function toAuditEntry(row: AuditLogRow): AuditEntry {
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
