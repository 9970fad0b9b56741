import { type AdminClientProject, formatRupees } from '@nirman/contract'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { clientProjectCopy } from '../../client-projects-content'
import { formatDay, paymentOf, stageOf } from './project-format'
import { PaymentStatusBadge } from './project-payment-status'
import { ProjectProgress } from './project-progress'

const copy = clientProjectCopy.overview

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-1 rounded-md border border-border bg-background p-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 font-semibold break-words">{children}</dd>
    </div>
  )
}

function NextPayment({ project }: { project: AdminClientProject }) {
  const payment = paymentOf(project, project.nextPaymentId)
  if (!payment) {
    return project.payments.length === 0 ? copy.noPayments : copy.noPayment
  }
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="tabular-nums">{formatRupees(payment.amountPaise)}</span>
      <PaymentStatusBadge status={payment.status} />
      <span className="basis-full text-sm font-normal text-muted-foreground">
        {copy.paymentLine(payment.label, payment.dueOn ? formatDay(payment.dueOn) : null)}
      </span>
    </span>
  )
}

/**
 * Where the project stands, worked out by the API from its stages and instalments: progress,
 * current and next stage, the money (contract value, received, balance) and the next payment.
 */
export function ProjectOverview({ project }: { project: AdminClientProject }) {
  const current = stageOf(project, project.currentStageId)
  const next = stageOf(project, project.nextStageId)
  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <ProjectProgress
          title={project.title}
          percent={project.progressPercent}
          className="text-base"
        />
        <p className="text-sm text-muted-foreground">
          {copy.progressLine(project.stagesDone, project.stageCount, formatDay(project.startDate))}
        </p>
        {project.leadId === null ? null : (
          <Link
            to={`/dashboard?request=${project.leadId}`}
            className="w-fit text-sm font-medium text-primary underline underline-offset-4 hover:no-underline"
          >
            {copy.leadLink}
          </Link>
        )}
      </div>
      {/* Two columns on a phone: received and balance side by side, the page stays short. */}
      <dl className="grid grid-cols-2 gap-2 lg:grid-cols-3">
        <Figure label={copy.currentStage}>{current ? current.name : copy.noStage}</Figure>
        <Figure label={copy.nextStage}>
          {next ? next.name : current ? copy.noNextStage : copy.noStage}
        </Figure>
        <Figure label={copy.nextPayment}>
          <NextPayment project={project} />
        </Figure>
        <Figure label={copy.contractValue}>
          <span className="tabular-nums">{formatRupees(project.contractValuePaise)}</span>
        </Figure>
        <Figure label={copy.received}>
          <span className="tabular-nums">{formatRupees(project.receivedPaise)}</span>
        </Figure>
        <Figure label={copy.balance}>
          <span className="tabular-nums">{formatRupees(project.balancePaise)}</span>
        </Figure>
      </dl>
    </div>
  )
}
