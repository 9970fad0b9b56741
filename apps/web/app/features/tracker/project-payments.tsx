import type { ClientPayment, ClientTrackerProject } from '@nirman/contract'
import { formatPercent, formatRupees } from '@nirman/contract/money'
import { cn } from '@nirman/ui'
import { useId } from 'react'
import { PaymentStatusBadge } from './tracker-badges'
import { useTrackerFormat } from './tracker-format'
import { useTrackerText } from './tracker-texts'

/** One instalment: what it is, its amount and share, when it falls due, where it stands. */
function Instalment({
  payment,
  project,
}: {
  payment: ClientPayment
  project: ClientTrackerProject
}) {
  const copy = useTrackerText().payments
  const format = useTrackerFormat()
  const stage = project.stages.find((candidate) => candidate.id === payment.stageId)
  const due = payment.dueOn
    ? copy.dueOn(format.day(payment.dueOn))
    : stage
      ? copy.dueAtStage(format.stageName(stage).text)
      : copy.noDueDay
  const { receipt } = payment
  return (
    <li className="rounded-xl border border-border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 break-words font-semibold">{payment.label}</p>
        <PaymentStatusBadge status={payment.status} />
      </div>
      <p className="mt-1 font-bold text-2xl">{formatRupees(payment.amountPaise)}</p>
      <p className="text-muted-foreground text-sm">
        {payment.percentBasisPoints === null
          ? copy.fixedAmount
          : copy.share(formatPercent(payment.percentBasisPoints))}
      </p>
      {receipt ? (
        <div className="mt-2 space-y-0.5 text-sm">
          <p>{copy.receivedOn(format.day(receipt.receivedOn), copy.modes[receipt.mode])}</p>
          {receipt.amountPaise === payment.amountPaise ? null : (
            <p>{copy.receivedAmount(formatRupees(receipt.amountPaise))}</p>
          )}
          {receipt.reference ? (
            <p className="break-all">{copy.reference(receipt.reference)}</p>
          ) : null}
        </div>
      ) : (
        <p className="mt-2 text-sm">{due}</p>
      )}
    </li>
  )
}

/** The contract value, what was received and the balance, in rupees. */
export function MoneyTotals({
  project,
  className,
}: {
  project: Pick<ClientTrackerProject, 'contractValuePaise' | 'receivedPaise' | 'balancePaise'>
  className?: string
}) {
  const copy = useTrackerText().payments
  return (
    <dl className={cn('grid gap-3 sm:grid-cols-3', className)}>
      {(
        [
          [copy.contractValue, project.contractValuePaise],
          [copy.received, project.receivedPaise],
          [copy.balance, project.balancePaise],
        ] as const
      ).map(([label, paise]) => (
        <div key={label}>
          <dt className="text-muted-foreground text-sm">{label}</dt>
          <dd className="font-bold text-xl">{formatRupees(paise)}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * The instalments of the contract, each with its amount (a share of the contract value or a fixed
 * amount), when it falls due, and whether it was received (the day and the mode); then the totals.
 */
export function ProjectPayments({ project }: { project: ClientTrackerProject }) {
  const copy = useTrackerText().payments
  const totalsId = useId()
  return (
    <>
      {project.payments.length ? (
        <ol className="grid gap-3 sm:grid-cols-2">
          {project.payments.map((payment) => (
            <Instalment key={payment.id} payment={payment} project={project} />
          ))}
        </ol>
      ) : (
        <p>{copy.none}</p>
      )}
      <section
        aria-labelledby={totalsId}
        className="mt-6 rounded-xl border border-border bg-secondary p-5"
      >
        <h3 id={totalsId} className="font-semibold text-lg">
          {copy.totals}
        </h3>
        <MoneyTotals project={project} className="mt-3" />
      </section>
    </>
  )
}
