import { type LeadSummary, leadStageLabels } from '@nirman/contract'
import { Badge } from '@nirman/ui'
import { contactCopy, deskCopy } from '../../content'
import { type FirstContactClock, isPastFirstContact } from '../leads/first-contact'
import { DateTime, ValueOrNotGiven } from './field-values'
import { followUpState, stageAddsToStatus } from './lead-format'

/**
 * The stage, with the reason of a lost lead, beside the status badge: nothing where it would
 * only repeat the status (a new request at stage New).
 */
export function StageBadge({
  lead,
}: {
  lead: Pick<LeadSummary, 'stage' | 'lostReason' | 'isProcessed'>
}) {
  if (!stageAddsToStatus(lead)) return null
  return (
    <span className="inline-grid gap-1">
      <Badge
        variant={lead.stage === 'won' ? 'success' : lead.stage === 'lost' ? 'outline' : 'secondary'}
      >
        {leadStageLabels[lead.stage]}
      </Badge>
      {lead.stage === 'lost' && lead.lostReason ? (
        <span className="text-xs break-words text-muted-foreground">{lead.lostReason}</span>
      ) : null}
    </span>
  )
}

/** When to follow up, marked "Overdue" or "Due today" when it is. */
export function FollowUp({
  lead,
  now,
}: {
  lead: Pick<LeadSummary, 'followUpAt' | 'stage'>
  now: Date
}) {
  if (!lead.followUpAt) return <ValueOrNotGiven value="" />
  const state = followUpState(lead, now)
  return (
    <span className="inline-grid gap-1">
      <DateTime iso={lead.followUpAt} />
      {state === 'overdue' ? <Badge variant="destructive">{deskCopy.overdue}</Badge> : null}
      {state === 'today' ? <Badge variant="accent">{deskCopy.dueToday}</Badge> : null}
    </span>
  )
}

/** Who the lead is assigned to, or "Nobody". */
export function Assignee({ lead }: { lead: Pick<LeadSummary, 'assignee'> }) {
  return lead.assignee ? (
    lead.assignee.name
  ) : (
    <span className="text-muted-foreground">{deskCopy.unassigned}</span>
  )
}

/**
 * The first-contact clock in a row or card: "Past first-contact time" while a lead nobody has
 * tried waits past its deadline, "Escalated" once the owner was alerted about it.
 */
export function FirstContactBadges({ lead, now }: { lead: FirstContactClock; now: Date }) {
  const past = isPastFirstContact(lead, now)
  if (!past && !lead.escalatedAt) return null
  return (
    <>
      {past ? <Badge variant="destructive">{contactCopy.pastDueBadge}</Badge> : null}
      {lead.escalatedAt ? <Badge variant="destructive">{contactCopy.escalatedBadge}</Badge> : null}
    </>
  )
}
