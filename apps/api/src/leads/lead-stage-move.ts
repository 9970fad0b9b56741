import type { LeadStage, SalesDeskSettings, StaffRef } from '@nirman/contract'
import { furthestStepAfter } from '@nirman/contract'
import type { EntityManager } from 'typeorm'
import { writeAudit } from '../audit/audit-log'
import { ContactSubmissionEntity } from '../db/entities'
import { addLeadEvent, progressColumns } from './lead-changes'

/** What moved a lead: a quotation (sent, accepted) or a site visit (booked). */
export type StageMoveCause = { quotation: number } | { visit: number }

export interface StageMove {
  leadId: number
  /** The stages it moves from; a lead already further on (Won, Lost) is left where staff put it. */
  from: readonly LeadStage[]
  to: LeadStage
  cause: StageMoveCause
  /**
   * Whether the move means somebody reached the lead (staff sent a quotation, the client accepted
   * it): it is then processed and its first contact is counted. A visit a visitor booked alone
   * moves the lead but leaves the first-contact clock running: a person still has to call.
   */
  reached: boolean
}

/**
 * Moves a lead to `move.to` because of a quotation or a visit, in the transaction of that change,
 * when it stands at one of `move.from`. The move is on the lead's timeline and in the audit log
 * like a move staff make, and bumps the lead's version (a form open on the older version is then
 * stale).
 */
export async function moveLeadStage(
  manager: EntityManager,
  move: StageMove,
  actor: StaffRef | null,
  now: Date,
  desk: SalesDeskSettings,
): Promise<void> {
  const lead = await manager.findOne(ContactSubmissionEntity, {
    where: { id: move.leadId },
    select: {
      id: true,
      stage: true,
      processedAt: true,
      firstContactAt: true,
      createdAt: true,
      furthestStage: true,
    },
  })
  if (!lead || !move.from.includes(lead.stage) || lead.stage === move.to) return
  const reached = move.reached
    ? {
        isProcessed: true,
        processedAt: lead.processedAt ?? now,
        ...progressColumns(lead, { stage: move.to }, actor, now, desk),
      }
    : { furthestStage: furthestStepAfter(lead.furthestStage, move.to) }
  await manager
    .createQueryBuilder()
    .update(ContactSubmissionEntity)
    .set({
      stage: move.to,
      lostReason: '',
      ...reached,
      updatedAt: now,
      version: () => 'version + 1',
    })
    .where('id = :id', { id: move.leadId })
    .execute()
  await addLeadEvent(
    manager,
    move.leadId,
    actor,
    'stage',
    { from: lead.stage, to: move.to, lostReason: '' },
    now,
  )
  await writeAudit(manager, {
    actor,
    action: 'lead.stage',
    targetType: 'lead',
    targetId: move.leadId,
    details: { from: lead.stage, to: move.to, ...move.cause },
    at: now,
  })
}
