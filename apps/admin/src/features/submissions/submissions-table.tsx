import type { LeadSummary } from '@nirman/contract'
import {
  Badge,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@nirman/ui'
import { memo } from 'react'
import { dashboardCopy, leadCopy } from '../../content'
import { PhoneLink, ValueOrNotGiven } from './field-values'
import { Assignee, FollowUp, StageBadge } from './lead-badges'
import { RowActions, type RowActionsProps } from './row-actions'
import { formatDateTime, formatLandSize, statusLabel } from './submission-format'

export interface SubmissionsListProps extends Omit<RowActionsProps, 'submission' | 'marking'> {
  /** The rows of the page shown, as the server filtered, searched and sorted them. */
  rows: readonly LeadSummary[]
  /** Shown instead of the rows when there are none. */
  emptyText: string
  /** The request whose Mark Processed is running, if any. */
  markingId: number | undefined
  /** When the page was loaded: what counts as overdue or due today. */
  now: Date
}

/**
 * The submissions in the spec's columns (website.md section 2), on screens wide enough for them.
 * Each row is memoised and its actions call the panel's one mutation: marking one row re-renders
 * that row alone.
 */
export function SubmissionsTable({
  rows,
  emptyText,
  markingId,
  now,
  ...actions
}: SubmissionsListProps) {
  return (
    <Table>
      <TableCaption className="sr-only">{dashboardCopy.tableCaption}</TableCaption>
      <TableHeader>
        <TableRow>
          {dashboardCopy.columns.map((column) => (
            <TableHead key={column}>{column}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.length === 0 ? (
          <TableRow>
            <TableCell colSpan={dashboardCopy.columns.length} className="py-10 text-center">
              <p className="text-muted-foreground">{emptyText}</p>
            </TableCell>
          </TableRow>
        ) : (
          rows.map((submission) => (
            <SubmissionRow
              key={submission.id}
              submission={submission}
              marking={markingId === submission.id}
              now={now}
              {...actions}
            />
          ))
        )}
      </TableBody>
    </Table>
  )
}

const SubmissionRow = memo(function SubmissionRow({
  submission,
  now,
  ...actions
}: RowActionsProps & { now: Date }) {
  return (
    <TableRow>
      <TableCell className="text-muted-foreground tabular-nums">{submission.id}</TableCell>
      {/* The name heads the row, so a screen reader names each cell's row by it. */}
      <TableHead scope="row" className="h-auto py-3">
        {submission.name}
        {submission.isRepeat ? (
          <Badge variant="outline" className="ms-2">
            {leadCopy.repeat}
          </Badge>
        ) : null}
      </TableHead>
      <TableCell className="whitespace-nowrap">
        <PhoneLink phone={submission.phone} />
      </TableCell>
      <TableCell>
        <ValueOrNotGiven value={submission.city} />
      </TableCell>
      <TableCell className="whitespace-nowrap">
        <ValueOrNotGiven value={formatLandSize(submission.landSize)} />
      </TableCell>
      <TableCell>{submission.projectType}</TableCell>
      <TableCell className="whitespace-nowrap">
        <time dateTime={submission.createdAt}>{formatDateTime(submission.createdAt)}</time>
      </TableCell>
      <TableCell>
        <Badge variant={submission.isProcessed ? 'success' : 'accent'}>
          {statusLabel(submission)}
        </Badge>
      </TableCell>
      <TableCell>
        <StageBadge lead={submission} />
      </TableCell>
      <TableCell className="whitespace-nowrap">
        <FollowUp lead={submission} now={now} />
      </TableCell>
      <TableCell>
        <Assignee lead={submission} />
      </TableCell>
      <TableCell>
        <RowActions submission={submission} {...actions} />
      </TableCell>
    </TableRow>
  )
})
