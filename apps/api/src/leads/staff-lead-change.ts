import { type LeadChangeValues, leadMessages, type StaffRef } from '@nirman/contract'
import type { EntityManager } from 'typeorm'
import { activeStaffRef } from '../accounts/staff-accounts'
import type { ContactSubmissionRow } from '../db/entities'
import { fieldError } from '../http-error'
import type { LeadAuditWrite, LeadChange, LeadEventWrite } from './lead-changes'
import { textTerms } from './search-terms'

/**
 * What one save of staff's (`PATCH /api/admin/dashboard/leads/:id`, `leadChangeSchema`) does to
 * a lead as it stands now (changeLead runs it in the save's transaction): each field sent that
 * differs from the row, in the order the timeline shows them (stage, follow-up, assignee), then
 * the note, whose words the lead is found by from then on. A field sent equal to what is stored
 * is no change; null when nothing changes and no note was written. An assignee that does not
 * exist or is disabled is refused (400 at `assigneeId`), and with it the whole save.
 *
 * @param row The lead as read, locked, in the transaction.
 * @param values The body as `leadChangeSchema` parsed it.
 * @param within The transaction's manager and the save's instant.
 * @returns The columns, timeline entries, audit entries and search terms of the save.
 */
export async function staffLeadChange(
  row: ContactSubmissionRow,
  values: LeadChangeValues,
  within: { manager: EntityManager; now: Date },
): Promise<LeadChange> {
  const columns: Partial<ContactSubmissionRow> = {}
  const events: LeadEventWrite[] = []
  const audits: LeadAuditWrite[] = []
  const { stage, lostReason = '', followUpAt, assigneeId, note } = values

  if (stage !== undefined && (row.stage !== stage || row.lostReason !== lostReason)) {
    const leavingNew = row.stage === 'new' && stage !== 'new'
    Object.assign(columns, {
      stage,
      lostReason,
      isProcessed: stage !== 'new',
      processedAt: stage === 'new' ? null : leavingNew ? within.now : row.processedAt,
    })
    events.push({ kind: 'stage', data: { from: row.stage, to: stage, lostReason } })
    audits.push({ action: 'lead.stage', details: { from: row.stage, to: stage } })
  }

  if (followUpAt !== undefined && (row.followUpAt?.toISOString() ?? null) !== followUpAt) {
    columns.followUpAt = followUpAt === null ? null : new Date(followUpAt)
    events.push({ kind: 'follow_up', data: { followUpAt } })
    audits.push({ action: 'lead.follow_up', details: { followUpAt } })
  }

  const storedAssignee = row.assigneeId === null ? null : Number(row.assigneeId)
  if (assigneeId !== undefined && storedAssignee !== assigneeId) {
    let assignee: StaffRef | null = null
    if (assigneeId !== null) {
      assignee = await activeStaffRef(within.manager, assigneeId)
      if (!assignee) throw fieldError('assigneeId', leadMessages.assigneeUnknown)
    }
    columns.assigneeId = assigneeId
    events.push({ kind: 'assignment', data: { assignee } })
    audits.push({ action: 'lead.assign', details: { assigneeId } })
  }

  if (note !== undefined) {
    events.push({ kind: 'note', data: { text: note } })
    // The note's words are the lead's business, kept on its timeline; the log says one was added.
    audits.push({ action: 'lead.note' })
  }

  if (events.length === 0) return null
  return { columns, events, audits, terms: note === undefined ? [] : textTerms(note) }
}
