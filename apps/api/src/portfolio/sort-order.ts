import type { AuditAction, AuditTargetType, StaffRef } from '@nirman/contract'
import { portfolioMessages } from '@nirman/contract'
import type { DataSource, EntityManager, EntityTarget, ObjectLiteral } from 'typeorm'
import { writeAudit } from '../audit/audit-log'
import { fieldError } from '../http-error'

/** `ids` names every one of `existing` exactly once (the schema has refused repeats). */
function assertWholeOrder(ids: number[], existing: number[]): void {
  const known = new Set(existing)
  if (ids.length !== known.size || !ids.every((id) => known.has(id))) {
    throw fieldError('ids', portfolioMessages.order)
  }
}

/**
 * Gives each row of `entity` its place in `ids` (`sortOrder`), inside `manager`'s transaction,
 * once `ids` is found to name every one of `existing` exactly once.
 */
export async function writeOrder(
  manager: EntityManager,
  entity: EntityTarget<ObjectLiteral>,
  ids: number[],
  existing: number[],
): Promise<void> {
  assertWholeOrder(ids, existing)
  for (const [position, id] of ids.entries()) {
    await manager.update(entity, { id }, { sortOrder: position })
  }
}

/**
 * Puts every row of a whole list (the projects, the testimonials) in the order of `ids`, with its
 * audit entry, in one transaction. The entry names the whole list (target 0), not one row.
 */
export async function reorderAll(
  db: DataSource,
  entity: EntityTarget<ObjectLiteral>,
  ids: number[],
  audit: { actor: StaffRef; action: AuditAction; targetType: AuditTargetType },
): Promise<void> {
  await db.transaction(async (manager) => {
    const existing = await manager.find(entity, { select: { id: true } })
    await writeOrder(
      manager,
      entity,
      ids,
      existing.map((row) => Number(row.id)),
    )
    await writeAudit(manager, { ...audit, targetId: 0, details: { count: ids.length } })
  })
}
