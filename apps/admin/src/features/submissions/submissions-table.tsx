import type { ContactSubmission } from '@nirman/contract'
import {
  Badge,
  Button,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@nirman/ui'
import { Eye } from 'lucide-react'
import { dashboardCopy, leadCopy } from '../../content'
import { PhoneLink, ValueOrNotGiven } from './field-values'
import { MarkProcessedButton } from './mark-processed-button'
import { formatDateTime, formatLandSize, statusLabel } from './submission-format'

export interface SubmissionsTableProps {
  /** The rows to show, already filtered, searched and sorted. */
  rows: readonly ContactSubmission[]
  /** Shown in a single row when `rows` is empty. */
  emptyText: string
  /** `opener` is the button pressed, where focus returns when the details close. */
  onViewDetails: (submission: ContactSubmission, opener: HTMLElement) => void
}

/**
 * The submissions in the spec's columns (website.md section 2). On a phone the table scrolls
 * sideways; the columns that identify and reach a lead (ID, name, phone, city) come first.
 */
export function SubmissionsTable({ rows, emptyText, onViewDetails }: SubmissionsTableProps) {
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
              onViewDetails={onViewDetails}
            />
          ))
        )}
      </TableBody>
    </Table>
  )
}

function SubmissionRow({
  submission,
  onViewDetails,
}: {
  submission: ContactSubmission
  /** `opener` is the button pressed, where focus returns when the details close. */
  onViewDetails: (submission: ContactSubmission, opener: HTMLElement) => void
}) {
  return (
    <TableRow>
      <TableCell className="text-muted-foreground tabular-nums">{submission.id}</TableCell>
      {/* The name heads the row, so a screen reader names each cell's row by it. */}
      <TableHead scope="row" className="h-auto py-3">
        {submission.name}
        {submission.repeatOf.length > 0 ? (
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
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="outline"
            onClick={(event) => onViewDetails(submission, event.currentTarget)}
          >
            <Eye aria-hidden />
            {dashboardCopy.viewDetails}
          </Button>
          {submission.isProcessed ? null : <MarkProcessedButton submission={submission} />}
        </div>
      </TableCell>
    </TableRow>
  )
}
