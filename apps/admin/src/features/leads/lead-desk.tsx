import type { LeadDetail } from '@nirman/contract'
import { deskCopy } from '../../content'
import { LeadAssigneeForm } from './lead-assignee-form'
import { LeadFollowUpForm } from './lead-follow-up-form'
import { LeadNoteForm } from './lead-note-form'
import { LeadStageForm } from './lead-stage-form'

/**
 * Working a lead: its stage, follow-up, who it is assigned to, and a note. Each form saves on its
 * own, so a refused change loses nothing typed in the others.
 */
export function LeadDesk({ lead }: { lead: LeadDetail }) {
  const headingId = `lead-${lead.id}-desk`
  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-md border border-border p-3">
      <h3
        id={headingId}
        className="text-sm font-semibold tracking-wide text-muted-foreground uppercase"
      >
        {deskCopy.deskSection}
      </h3>
      <LeadStageForm lead={lead} />
      <LeadFollowUpForm lead={lead} />
      <LeadAssigneeForm lead={lead} />
      <LeadNoteForm lead={lead} />
    </section>
  )
}
