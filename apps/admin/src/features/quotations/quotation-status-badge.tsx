import { type QuotationStatus, quotationStatusLabels } from '@nirman/contract'
import { Badge, type BadgeProps } from '@nirman/ui'

/** The colour of each status; the text always says it too. */
const variants: Record<QuotationStatus, BadgeProps['variant']> = {
  draft: 'outline',
  sent: 'default',
  viewed: 'secondary',
  accepted: 'success',
  declined: 'destructive',
  expired: 'outline',
}

/** A revision's status as a badge: "Draft", "Sent", "Viewed by the client", "Accepted" … */
export function QuotationStatusBadge({ status }: { status: QuotationStatus }) {
  return <Badge variant={variants[status]}>{quotationStatusLabels[status]}</Badge>
}
