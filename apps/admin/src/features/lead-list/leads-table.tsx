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
import { Assignee, FirstContactBadges, FollowUp, StageBadge } from './lead-badges'
import { formatDateTime, formatLandSize, statusLabel } from './lead-format'
import { RowActions, type RowActionsProps } from './row-actions'

export interface LeadsListProps extends Omit<RowActionsProps, 'lead' | 'marking'> {
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
 * The leads in the spec's columns (website.md section 2), on screens wide enough for them.
 * Each row is memoised and its actions call the panel's one mutation: marking one row re-renders
 * that row alone.
 */
export function LeadsTable({ rows, emptyText, markingId, now, ...actions }: LeadsListProps) {
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
          rows.map((lead) => (
            <LeadRow
              key={lead.id}
              lead={lead}
              marking={markingId === lead.id}
              now={now}
              {...actions}
            />
          ))
        )}
      </TableBody>
    </Table>
  )
}

const LeadRow = memo(function LeadRow({ lead, now, ...actions }: RowActionsProps & { now: Date }) {
  return (
    <TableRow>
      <TableCell className="text-muted-foreground tabular-nums">{lead.id}</TableCell>
      {/* The name heads the row, so a screen reader names each cell's row by it. */}
      <TableHead scope="row" className="h-auto py-3">
        {lead.name}
        {lead.isRepeat ? (
          <Badge variant="outline" className="ms-2">
            {leadCopy.repeat}
          </Badge>
        ) : null}
      </TableHead>
      <TableCell className="whitespace-nowrap">
        <PhoneLink phone={lead.phone} />
      </TableCell>
      <TableCell>
        <ValueOrNotGiven value={lead.city} />
      </TableCell>
      <TableCell className="whitespace-nowrap">
        <ValueOrNotGiven value={formatLandSize(lead)} />
      </TableCell>
      <TableCell>{lead.projectType}</TableCell>
      <TableCell className="whitespace-nowrap">
        <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
      </TableCell>
      <TableCell>
        <Badge variant={lead.isProcessed ? 'success' : 'accent'}>{statusLabel(lead)}</Badge>
      </TableCell>
      <TableCell>
        <div className="grid justify-items-start gap-1">
          <StageBadge lead={lead} />
          <FirstContactBadges lead={lead} now={now} />
        </div>
      </TableCell>
      <TableCell className="whitespace-nowrap">
        <FollowUp lead={lead} now={now} />
      </TableCell>
      <TableCell>
        <Assignee lead={lead} />
      </TableCell>
      <TableCell>
        <RowActions lead={lead} {...actions} />
      </TableCell>
    </TableRow>
  )
})
