import { Badge } from '@nirman/ui'
import { memo } from 'react'
import { dashboardCopy, deskCopy, leadCopy, submissionCopy } from '../../content'
import { CallLinks } from './call-links'
import { ValueOrNotGiven } from './field-values'
import { Assignee, FollowUp, StageBadge } from './lead-badges'
import { RowActions, type RowActionsProps } from './row-actions'
import { formatDateTime, formatLandSize, statusLabel } from './submission-format'
import type { SubmissionsListProps } from './submissions-table'

/**
 * The submissions as cards, one under another, on screens too narrow for the table (a phone at
 * 360 px): the same fields and actions, with Call and WhatsApp buttons, and nothing wider than
 * the screen.
 */
export function SubmissionCards({
  rows,
  emptyText,
  markingId,
  now,
  ...actions
}: SubmissionsListProps) {
  if (rows.length === 0) {
    return <p className="py-10 text-center text-muted-foreground">{emptyText}</p>
  }
  return (
    <ul aria-label={dashboardCopy.tableCaption} className="grid gap-3">
      {rows.map((submission) => (
        <SubmissionCard
          key={submission.id}
          submission={submission}
          marking={markingId === submission.id}
          now={now}
          {...actions}
        />
      ))}
    </ul>
  )
}

const SubmissionCard = memo(function SubmissionCard({
  submission,
  now,
  ...actions
}: RowActionsProps & { now: Date }) {
  const headingId = `submission-card-${submission.id}`
  const labels = submissionCopy.labels
  return (
    <li
      aria-labelledby={headingId}
      className="grid min-w-0 gap-3 rounded-lg border border-border bg-background p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 break-words text-base font-semibold">
          {submission.name}
        </h3>
        <div className="flex flex-wrap gap-1">
          <Badge variant={submission.isProcessed ? 'success' : 'accent'}>
            {statusLabel(submission)}
          </Badge>
          <StageBadge lead={submission} />
          {submission.isRepeat ? <Badge variant="outline">{leadCopy.repeat}</Badge> : null}
        </div>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{labels.id}</dt>
        <dd className="tabular-nums">{submission.id}</dd>
        <dt className="text-muted-foreground">{labels.phone}</dt>
        <dd className="break-words">
          <ValueOrNotGiven value={submission.phone} />
        </dd>
        <dt className="text-muted-foreground">{labels.city}</dt>
        <dd className="break-words">
          <ValueOrNotGiven value={submission.city} />
        </dd>
        <dt className="text-muted-foreground">{labels.landSize}</dt>
        <dd>
          <ValueOrNotGiven value={formatLandSize(submission.landSize)} />
        </dd>
        <dt className="text-muted-foreground">{labels.projectType}</dt>
        <dd className="break-words">{submission.projectType}</dd>
        <dt className="text-muted-foreground">{dashboardCopy.dateLabel}</dt>
        <dd>
          <time dateTime={submission.createdAt}>{formatDateTime(submission.createdAt)}</time>
        </dd>
        <dt className="text-muted-foreground">{deskCopy.followUpColumn}</dt>
        <dd>
          <FollowUp lead={submission} now={now} />
        </dd>
        <dt className="text-muted-foreground">{deskCopy.assigneeLabel}</dt>
        <dd className="break-words">
          <Assignee lead={submission} />
        </dd>
      </dl>
      <CallLinks name={submission.name} phone={submission.phone} />
      <RowActions submission={submission} {...actions} />
    </li>
  )
})
