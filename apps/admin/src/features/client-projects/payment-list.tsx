import {
  type AdminClientProject,
  type ClientPayment,
  formatPercent,
  formatRupees,
  type PaymentStatus,
  paymentModeLabels,
} from '@nirman/contract'
import { Badge, type BadgeProps, Button, toast } from '@nirman/ui'
import { useMutation } from '@tanstack/react-query'
import { IndianRupee, Undo2 } from 'lucide-react'
import { useState } from 'react'
import { undoReceipt } from '../../api/client-projects'
import { paymentCopy, paymentStatusLabels, recordCopy } from '../../client-project-records-content'
import { toastRefusal } from '../forms/refusal-toast'
import { ConfirmAction } from './confirm-action'
import { ReceiptDialog } from './payment-receipt-dialog'
import { useProjectCache } from './record-change'
import { formatDay } from './record-format'

const statusVariants: Record<PaymentStatus, BadgeProps['variant']> = {
  received: 'success',
  // Overdue in the warning colour; the word says it too.
  overdue: 'destructive',
  due: 'accent',
  upcoming: 'outline',
}

/** Where an instalment stands: Received, Overdue, Due or Upcoming. */
export function PaymentBadge({ status }: { status: PaymentStatus }) {
  return <Badge variant={statusVariants[status]}>{paymentStatusLabels[status]}</Badge>
}

/**
 * The instalments with what each comes to, when it is due and where it stands; a manager records
 * the money received for one (a dialog) or undoes a receipt recorded by mistake.
 */
export function PaymentList({ project }: { project: AdminClientProject }) {
  const cache = useProjectCache(project.id)
  const [receiptFor, setReceiptFor] = useState<ClientPayment | null>(null)
  const undo = useMutation({
    mutationFn: (payment: ClientPayment) => undoReceipt(project.id, payment.id, project.version),
    onSuccess: (answer) => {
      cache.keep(answer)
      toast(paymentCopy.undone)
    },
    onError: (error) =>
      toastRefusal(error, {
        title: recordCopy.notSaved,
        fallback: recordCopy.failed,
        reload: { label: recordCopy.reload, onReload: cache.reload },
      }),
  })

  if (project.payments.length === 0) {
    return <p className="text-muted-foreground">{paymentCopy.empty}</p>
  }
  const stageName = (id: number | null) =>
    id === null ? undefined : project.stages.find((stage) => stage.id === id)?.name
  return (
    <>
      <ol aria-label={paymentCopy.listLabel} className="grid gap-2 lg:grid-cols-2">
        {project.payments.map((payment) => {
          const headingId = `payment-${payment.id}`
          const stage = stageName(payment.stageId)
          return (
            <li
              key={payment.id}
              aria-labelledby={headingId}
              className="grid min-w-0 content-start gap-2 rounded-md border border-border bg-background p-3"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 id={headingId} className="font-semibold break-words">
                  {payment.label}
                </h3>
                <PaymentBadge status={payment.status} />
              </div>
              <p className="flex flex-wrap items-baseline gap-x-2">
                <span className="text-lg font-semibold tabular-nums">
                  {formatRupees(payment.amountPaise)}
                </span>
                <span className="text-sm text-muted-foreground">
                  {payment.percentBasisPoints === null
                    ? paymentCopy.fixedAmount
                    : paymentCopy.share(formatPercent(payment.percentBasisPoints))}
                </span>
              </p>
              <p className="text-sm break-words">
                {payment.dueOn ? paymentCopy.dueOn(formatDay(payment.dueOn)) : paymentCopy.noDueDay}
                {stage && payment.dueDate === null ? ` · ${paymentCopy.dueAtStage(stage)}` : null}
              </p>
              {payment.receipt ? (
                <p className="text-sm break-words">
                  <span className="font-medium text-foreground">
                    {paymentCopy.receivedLine(
                      formatRupees(payment.receipt.amountPaise),
                      formatDay(payment.receipt.receivedOn),
                      paymentModeLabels[payment.receipt.mode],
                    )}
                  </span>
                  {payment.receipt.reference ? (
                    <span className="block text-muted-foreground">
                      {paymentCopy.reference(payment.receipt.reference)}
                    </span>
                  ) : null}
                </p>
              ) : null}
              {project.canManage ? (
                <div className="flex flex-wrap gap-2" data-payment-actions={payment.id}>
                  {payment.receipt ? (
                    <ConfirmAction
                      label={paymentCopy.undo}
                      accessibleLabel={paymentCopy.undoLabel(payment.label)}
                      icon={<Undo2 aria-hidden />}
                      question={paymentCopy.undoQuestion(
                        payment.label,
                        formatRupees(payment.receipt.amountPaise),
                      )}
                      confirmLabel={paymentCopy.undoConfirm}
                      pending={undo.isPending && undo.variables.id === payment.id}
                      onConfirm={() => undo.mutate(payment)}
                    />
                  ) : (
                    <Button
                      type="button"
                      size="sm"
                      // The money expected now stands out; an upcoming one can wait.
                      variant={payment.status === 'upcoming' ? 'outline' : 'primary'}
                      aria-label={paymentCopy.recordLabel(payment.label)}
                      onClick={() => setReceiptFor(payment)}
                    >
                      <IndianRupee aria-hidden />
                      {paymentCopy.record}
                    </Button>
                  )}
                </div>
              ) : null}
            </li>
          )
        })}
      </ol>
      <ReceiptDialog
        project={project}
        payment={receiptFor}
        onClose={() => setReceiptFor(null)}
        // Back to the instalment's button: Record receipt, or Undo receipt once it is recorded.
        focusAfterClose={(payment) =>
          document
            .querySelector<HTMLElement>(`[data-payment-actions="${payment.id}"] button`)
            ?.focus()
        }
      />
    </>
  )
}
