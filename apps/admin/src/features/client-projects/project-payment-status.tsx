import type { PaymentStatus } from '@nirman/contract'
import { Badge, type BadgeProps } from '@nirman/ui'
import { clientProjectCopy } from '../../client-projects-content'

const variants: Record<PaymentStatus, BadgeProps['variant']> = {
  received: 'success',
  // Overdue in the warning colour; the word says it too.
  overdue: 'destructive',
  due: 'accent',
  upcoming: 'outline',
}

/** Where an instalment stands: Received, Overdue, Due or Upcoming. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <Badge variant={variants[status]}>{clientProjectCopy.overview.paymentStatus[status]}</Badge>
  )
}
