import {
  type ContactChannel,
  type ContactOutcome,
  contactMessages,
  processedStage,
  type SalesDeskSettings,
  type StaffRef,
} from '@nirman/contract'
import type { DataSource, EntityManager } from 'typeorm'
import { writeAudit } from '../audit/audit-log'
import { ContactSubmissionEntity, type ContactSubmissionRow, LeadEventEntity } from '../db/entities'
import { HttpError } from '../http-error'
import { addLeadEvent, firstContactOf, lockedLeadRow, progressColumns } from './lead-changes'

/** What a contact attempt's timeline entry keeps (lead_events.data). */
interface ContactEventData {
  channel: ContactChannel
  outcome: ContactOutcome | null
  /** ISO 8601, UTC. */
  outcomeAt: string | null
}

/**
 * The changes an attempt makes to its lead, in the attempt's transaction: the first attempt stops
 * the first-contact clock (firstContactAt, and by whom); a lead reached while New moves to
 * Contacted, on its timeline like a move staff make, and its version goes up. An attempt that
 * changes no stage leaves the version alone, so a form open on the lead is not made stale by a
 * colleague's call.
 */
async function applyAttempt(
  manager: EntityManager,
  row: ContactSubmissionRow,
  actor: StaffRef,
  outcome: ContactOutcome | null,
  now: Date,
  desk: SalesDeskSettings,
) {
  const reachedNew = outcome === 'reached' && row.stage === 'new'
  const stageColumns: Partial<ContactSubmissionRow> = reachedNew
    ? { stage: processedStage, isProcessed: true, processedAt: row.processedAt ?? now }
    : {}
  // Any attempt stops the first-contact clock; reaching a New lead also moves it on the funnel.
  const columns: Partial<ContactSubmissionRow> = {
    ...(row.firstContactAt === null ? firstContactOf(row, actor, now, desk) : {}),
    ...stageColumns,
    ...progressColumns(row, stageColumns, actor, now, desk),
  }
  if (Object.keys(columns).length === 0) return
  await manager
    .createQueryBuilder()
    .update(ContactSubmissionEntity)
    .set(reachedNew ? { ...columns, updatedAt: now, version: () => 'version + 1' } : columns)
    .where('id = :id', { id: row.id })
    .execute()
  if (reachedNew) {
    await addLeadEvent(
      manager,
      row.id,
      actor,
      'stage',
      { from: 'new', to: processedStage, lostReason: '' },
      now,
    )
    await writeAudit(manager, {
      actor,
      action: 'lead.stage',
      targetType: 'lead',
      targetId: row.id,
      details: { from: 'new', to: processedStage },
      at: now,
    })
  }
}

/**
 * Records an attempt by `actor` to reach lead `id` (tapped Call, WhatsApp or E-mail), with its
 * outcome when known, on the lead's timeline and in the audit log (which keeps no words of it).
 * Attempts are only added, so they carry no version. Answers the attempt's id.
 */
export async function recordContactAttempt(
  db: DataSource,
  id: number,
  actor: StaffRef,
  attempt: { channel: ContactChannel; outcome: ContactOutcome | null },
  desk: SalesDeskSettings,
): Promise<number> {
  return db.transaction(async (manager) => {
    const row = await lockedLeadRow(manager, id)
    const now = new Date()
    const data: ContactEventData = {
      channel: attempt.channel,
      outcome: attempt.outcome,
      outcomeAt: attempt.outcome ? now.toISOString() : null,
    }
    const inserted = await manager.insert(LeadEventEntity, {
      submissionId: id,
      at: now,
      actorId: actor.id,
      actorName: actor.name,
      kind: 'contact',
      data: JSON.stringify(data),
    })
    await applyAttempt(manager, row, actor, attempt.outcome, now, desk)
    await writeAudit(manager, {
      actor,
      action: 'lead.contact',
      targetType: 'lead',
      targetId: id,
      details: { channel: attempt.channel, outcome: attempt.outcome },
      at: now,
    })
    return Number(inserted.identifiers[0]?.id)
  })
}

/**
 * Records what came of attempt `attemptId` of lead `id` (set again, it is replaced); 404 with
 * `contactMessages.attemptNotFound` when the lead has no such attempt.
 */
export async function recordContactOutcome(
  db: DataSource,
  id: number,
  attemptId: number,
  actor: StaffRef,
  outcome: ContactOutcome,
  desk: SalesDeskSettings,
): Promise<void> {
  await db.transaction(async (manager) => {
    const row = await lockedLeadRow(manager, id)
    const event = await manager.findOneBy(LeadEventEntity, {
      id: attemptId,
      submissionId: id,
      kind: 'contact',
    })
    if (!event) throw new HttpError(404, contactMessages.attemptNotFound)
    const now = new Date()
    const data = JSON.parse(event.data) as ContactEventData
    const changed: ContactEventData = { ...data, outcome, outcomeAt: now.toISOString() }
    await manager.update(LeadEventEntity, { id: attemptId }, { data: JSON.stringify(changed) })
    await applyAttempt(manager, row, actor, outcome, now, desk)
    await writeAudit(manager, {
      actor,
      action: 'lead.contact',
      targetType: 'lead',
      targetId: id,
      details: { channel: data.channel, outcome, attempt: attemptId },
      at: now,
    })
  })
}
