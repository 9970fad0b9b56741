import type { LeadStage, SalesDeskSettings, StaffRef } from '@nirman/contract'
import type { EntityManager } from 'typeorm'
import { writeAudit } from '../audit/audit-log'
import { ContactSubmissionEntity } from '../db/entities'
import { addLeadEvent, progressColumns } from '../leads/lead-changes'

/**
 * Moves a lead to `to` because of its quotation (sent: "Quotation sent"; accepted: "Won"), in the
 * transaction of that change, when it stands at one of `from`: a lead already further on (Won,
 * or Lost with its reason) is left where staff put it. The move is on the lead's timeline and in
 * the audit log like a move staff make, and bumps the lead's version (a form open on the older
 * version is then stale).
 */
export async function moveLeadForQuotation(
  manager: EntityManager,
  move: { leadId: number; from: readonly LeadStage[]; to: LeadStage; quotationId: number },
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
  await manager
    .createQueryBuilder()
    .update(ContactSubmissionEntity)
    .set({
      stage: move.to,
      lostReason: '',
      isProcessed: true,
      processedAt: lead.processedAt ?? now,
      ...progressColumns(lead, { stage: move.to }, actor, now, desk),
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
    details: { from: lead.stage, to: move.to, quotation: move.quotationId },
    at: now,
  })
}
