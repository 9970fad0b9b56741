import type { LeadSummary } from '@nirman/contract'
import { Button, type ButtonProps } from '@nirman/ui'
import { CircleCheck, Eye } from 'lucide-react'
import type { Ref } from 'react'
import { dashboardCopy } from '../../content'

export interface RowActionsProps {
  lead: LeadSummary
  /** Whether this request's Mark Processed is running. */
  marking: boolean
  /** `opener` is the button pressed, where focus returns when the details close. */
  onViewDetails: (lead: LeadSummary, opener: HTMLElement) => void
  onMarkProcessed: (lead: LeadSummary) => void
}

/**
 * View Details, and Mark Processed on a new request: in a table row (`stacked`, one under the
 * other) and on a card. `viewDetailsRef` lets a row opened by a click give focus back to its
 * View Details button.
 */
export function RowActions({
  lead,
  marking,
  onViewDetails,
  onMarkProcessed,
  stacked = false,
  viewDetailsRef,
}: RowActionsProps & { stacked?: boolean; viewDetailsRef?: Ref<HTMLButtonElement> }) {
  return (
    <div className={stacked ? 'grid justify-items-start gap-1.5' : 'flex flex-wrap gap-2'}>
      <Button
        ref={viewDetailsRef}
        size="sm"
        variant="outline"
        onClick={(event) => onViewDetails(lead, event.currentTarget)}
      >
        <Eye aria-hidden />
        {dashboardCopy.viewDetails}
      </Button>
      {lead.isProcessed ? null : (
        <MarkProcessedButton marking={marking} onClick={() => onMarkProcessed(lead)} />
      )}
    </div>
  )
}

/** "Mark Processed", reading "Marking..." and disabled while its request runs. */
export function MarkProcessedButton({
  marking,
  onClick,
  size = 'sm',
}: {
  marking: boolean
  onClick: () => void
  size?: ButtonProps['size']
}) {
  return (
    <Button
      size={size}
      variant="secondary"
      loading={marking}
      loadingLabel={dashboardCopy.markPending}
      onClick={onClick}
    >
      <CircleCheck aria-hidden />
      {dashboardCopy.markProcessed}
    </Button>
  )
}
