import { type AdminClientProject, formatRupees } from '@nirman/contract'
import { Button } from '@nirman/ui'
import { Pencil } from 'lucide-react'
import { useRef, useState } from 'react'
import { paymentCopy, recordCopy } from '../../client-project-records-content'
import { PaymentEditor } from './payment-editor'
import { PaymentList } from './payment-list'
import { ProjectSection } from './project-section'

/**
 * The project's payments (`#payments` of the project page): the money of the contract (value,
 * scheduled, received, balance), each instalment with its status and receipt, and for a manager
 * the instalments' editor.
 */
export function PaymentsSection({ project }: { project: AdminClientProject }) {
  const [editing, setEditing] = useState(false)
  const editButton = useRef<HTMLButtonElement>(null)
  const scheduled = project.payments.reduce((sum, payment) => sum + payment.amountPaise, 0)
  const unscheduled = project.contractValuePaise - scheduled
  const totals = [
    { label: paymentCopy.totals.contract, paise: project.contractValuePaise },
    { label: paymentCopy.totals.scheduled, paise: scheduled },
    { label: paymentCopy.totals.received, paise: project.receivedPaise },
    { label: paymentCopy.totals.balance, paise: project.balancePaise },
  ]
  return (
    <ProjectSection id="payments" title={paymentCopy.title} description={paymentCopy.description}>
      <section aria-labelledby="payments-totals-title">
        <h3 id="payments-totals-title" className="sr-only">
          {paymentCopy.totalsLabel}
        </h3>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {totals.map((total) => (
            <div key={total.label} className="min-w-0 rounded-md bg-muted p-3">
              <dt className="text-sm text-muted-foreground">{total.label}</dt>
              <dd className="text-lg font-semibold break-words tabular-nums">
                {formatRupees(total.paise)}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      {unscheduled > 0 ? (
        <p className="text-sm text-muted-foreground">
          {paymentCopy.unscheduled(formatRupees(unscheduled))}
        </p>
      ) : unscheduled < 0 ? (
        <p className="text-sm font-medium text-destructive">
          {paymentCopy.overscheduled(formatRupees(-unscheduled))}
        </p>
      ) : null}
      {project.canManage ? null : (
        <p className="text-sm text-muted-foreground">{recordCopy.readOnly}</p>
      )}
      <PaymentList project={project} />
      {project.canManage ? (
        editing ? (
          <PaymentEditor
            project={project}
            onDone={() => {
              setEditing(false)
              requestAnimationFrame(() => editButton.current?.focus())
            }}
          />
        ) : (
          <div>
            <Button
              ref={editButton}
              type="button"
              variant="outline"
              onClick={() => setEditing(true)}
            >
              <Pencil aria-hidden />
              {paymentCopy.editSchedule}
            </Button>
          </div>
        )
      ) : null}
    </ProjectSection>
  )
}
