import { Badge } from '@nirman/ui'
import { memo } from 'react'
import { dashboardCopy, deskCopy, leadCopy, leadDetailsCopy } from '../../content'
import { CallLinks } from './call-links'
import { ValueOrNotGiven } from './field-values'
import { Assignee, FirstContactBadges, FollowUp, StageBadge } from './lead-badges'
import { formatDateTime, formatLandSize, statusLabel } from './lead-format'
import type { LeadsListProps } from './leads-table'
import { RowActions, type RowActionsProps } from './row-actions'

/**
 * The leads as cards, one under another, on screens too narrow for the table (a phone at
 * 360 px): the same fields and actions, with Call and WhatsApp buttons, and nothing wider than
 * the screen.
 */
export function LeadCards({ rows, emptyText, markingId, now, ...actions }: LeadsListProps) {
  if (rows.length === 0) {
    return <p className="py-10 text-center text-muted-foreground">{emptyText}</p>
  }
  return (
    <ul aria-label={dashboardCopy.tableCaption} className="grid gap-3">
      {rows.map((lead) => (
        <LeadCard
          key={lead.id}
          lead={lead}
          marking={markingId === lead.id}
          now={now}
          {...actions}
        />
      ))}
    </ul>
  )
}

const LeadCard = memo(function LeadCard({
  lead,
  now,
  ...actions
}: RowActionsProps & { now: Date }) {
  const headingId = `lead-card-${lead.id}`
  const labels = leadDetailsCopy.labels
  return (
    <li
      aria-labelledby={headingId}
      className="grid min-w-0 gap-3 rounded-lg border border-border bg-background p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 break-words text-base font-semibold">
          {lead.name}
        </h3>
        <div className="flex flex-wrap gap-1">
          <Badge variant={lead.isProcessed ? 'success' : 'accent'}>{statusLabel(lead)}</Badge>
          <StageBadge lead={lead} />
          <FirstContactBadges lead={lead} now={now} />
          {lead.isRepeat ? <Badge variant="outline">{leadCopy.repeat}</Badge> : null}
        </div>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{labels.id}</dt>
        <dd className="tabular-nums">{lead.id}</dd>
        <dt className="text-muted-foreground">{labels.phone}</dt>
        <dd className="break-words">
          <ValueOrNotGiven value={lead.phone} />
        </dd>
        <dt className="text-muted-foreground">{labels.city}</dt>
        <dd className="break-words">
          <ValueOrNotGiven value={lead.city} />
        </dd>
        <dt className="text-muted-foreground">{labels.landSize}</dt>
        <dd>
          <ValueOrNotGiven value={formatLandSize(lead)} />
        </dd>
        <dt className="text-muted-foreground">{labels.projectType}</dt>
        <dd className="break-words">{lead.projectType}</dd>
        <dt className="text-muted-foreground">{dashboardCopy.dateLabel}</dt>
        <dd>
          <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
        </dd>
        <dt className="text-muted-foreground">{deskCopy.followUpColumn}</dt>
        <dd>
          <FollowUp lead={lead} now={now} />
        </dd>
        <dt className="text-muted-foreground">{deskCopy.assigneeLabel}</dt>
        <dd className="break-words">
          <Assignee lead={lead} />
        </dd>
      </dl>
      <CallLinks lead={lead} />
      <RowActions lead={lead} {...actions} />
    </li>
  )
})
