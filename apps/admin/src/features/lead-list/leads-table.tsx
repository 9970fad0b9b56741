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
import { type MouseEvent, memo, useRef } from 'react'
import { dashboardCopy, leadCopy } from '../../content'
import { CallablePhone } from './call-links'
import { DateTime, ValueOrNotGiven } from './field-values'
import { Assignee, FirstContactBadges, FollowUp, StageBadge } from './lead-badges'
import { formatLandSize, statusLabel } from './lead-format'
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
 * The leads in the spec's columns (website.md section 2), on screens wide enough for them: from
 * 1280 px, where the table must fit without scrolling sideways (issue 27), so its text wraps (a
 * date on two lines, the actions one under the other), the stage sits under the status and the
 * assignee with the follow-up. Each row is memoised and its actions call the panel's one
 * mutation: marking one row re-renders that row alone.
 */
export function LeadsTable({ rows, emptyText, markingId, now, ...actions }: LeadsListProps) {
  return (
    <Table>
      <TableCaption className="sr-only">{dashboardCopy.tableCaption}</TableCaption>
      <TableHeader>
        <TableRow>
          {dashboardCopy.columns.map((column) => (
            <TableHead key={column} className="px-2 whitespace-normal">
              {column}
            </TableHead>
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

/** What a click inside a row does itself, rather than open the row. */
const ownClick = 'a, button, input, select, textarea, label, summary, [role="button"]'

/** Cells' padding: tighter than the table's own, so the spec's columns fit at 1366 px. */
const cell = 'px-2 py-2.5 align-top'

const LeadRow = memo(function LeadRow({ lead, now, ...actions }: RowActionsProps & { now: Date }) {
  const viewDetails = useRef<HTMLButtonElement>(null)
  // A click anywhere on the row opens it, as View Details does (which focus returns to), except
  // on a link or button of its own and when text is being selected to copy.
  const openFromRow = (event: MouseEvent<HTMLTableRowElement>) => {
    if (event.target instanceof Element && event.target.closest(ownClick)) return
    if ((window.getSelection()?.toString() ?? '') !== '') return
    if (viewDetails.current) actions.onViewDetails(lead, viewDetails.current)
  }
  return (
    // No key handler, and not focusable: the row is a bigger target for a pointer only. Keyboard
    // users have its View Details button; a focusable row would be a second tab stop for it.
    <TableRow className="cursor-pointer" onClick={openFromRow}>
      <TableCell className={`${cell} text-muted-foreground tabular-nums`}>{lead.id}</TableCell>
      {/* The name heads the row, so a screen reader names each cell's row by it. */}
      <TableHead scope="row" className={`${cell} h-auto break-words whitespace-normal`}>
        {lead.name}
        {lead.isRepeat ? (
          <Badge variant="outline" className="ms-1">
            {leadCopy.repeat}
          </Badge>
        ) : null}
      </TableHead>
      <TableCell className={cell}>
        <CallablePhone lead={lead} />
      </TableCell>
      <TableCell className={`${cell} break-words`}>
        <ValueOrNotGiven value={lead.city} />
      </TableCell>
      <TableCell className={cell}>
        <ValueOrNotGiven value={formatLandSize(lead)} />
      </TableCell>
      <TableCell className={cell}>{lead.projectType}</TableCell>
      <TableCell className={cell}>
        <DateTime iso={lead.createdAt} />
      </TableCell>
      <TableCell className={cell}>
        <div className="grid justify-items-start gap-1 [&_[data-slot=badge]]:whitespace-normal">
          <Badge variant={lead.isProcessed ? 'success' : 'accent'}>{statusLabel(lead)}</Badge>
          <StageBadge lead={lead} />
          <FirstContactBadges lead={lead} now={now} />
        </div>
      </TableCell>
      <TableCell className={cell}>
        <div className="grid justify-items-start gap-1">
          <span className="break-words">
            <Assignee lead={lead} />
          </span>
          {lead.followUpAt ? <FollowUp lead={lead} now={now} /> : null}
        </div>
      </TableCell>
      <TableCell className={cell}>
        <RowActions lead={lead} viewDetailsRef={viewDetails} stacked {...actions} />
      </TableCell>
    </TableRow>
  )
})
