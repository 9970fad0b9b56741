import type { ClientStage, ClientTrackerProject } from '@nirman/contract'
import { formatPercent, formatRupees } from '@nirman/contract/money'
import { cn } from '@nirman/ui'
import { type ReactNode, useId } from 'react'
import { ResponsivePicture } from '../images/responsive-picture'
import { MoneyTotals } from './project-payments'
import { PaymentStatusBadge, StageName, StageStateBadge } from './tracker-badges'
import { useTrackerFormat } from './tracker-format'
import { useTrackerText } from './tracker-texts'

/** The start of an update's text for the overview: whole words, at most about 180 characters. */
export function startOfText(text: string, length = 180): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= length) return flat
  const cut = flat.slice(0, length)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`
}

function OverviewCard({
  title,
  children,
  className,
}: {
  title: string
  children: ReactNode
  className?: string
}) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-xl border border-border bg-card p-5 shadow-sm', className)}
    >
      <h3 id={headingId} className="font-semibold text-lg">
        {title}
      </h3>
      <div className="mt-3 space-y-2">{children}</div>
    </section>
  )
}

function StageCard({ title, stage, empty }: { title: string; stage?: ClientStage; empty: string }) {
  const copy = useTrackerText()
  const format = useTrackerFormat()
  return (
    <OverviewCard title={title}>
      {stage ? (
        <>
          <p className="font-semibold text-xl">
            <StageName stage={stage} />
          </p>
          <StageStateBadge state={stage.state} />
          {stage.state === 'not_started' && stage.plannedStart ? (
            <p className="text-muted-foreground">
              {copy.overview.plannedStart(format.day(stage.plannedStart))}
            </p>
          ) : stage.plannedEnd && stage.state !== 'done' ? (
            <p className="text-muted-foreground">
              {copy.overview.plannedEnd(format.day(stage.plannedEnd))}
            </p>
          ) : null}
          {stage.state === 'delayed' && stage.delayReason ? (
            <p>{copy.stages.delayReason(stage.delayReason)}</p>
          ) : null}
        </>
      ) : (
        <p>{empty}</p>
      )}
    </OverviewCard>
  )
}

/**
 * The project at a glance: progress, the stage now and the next, the latest site update, the next
 * payment, and the money received and still to pay.
 */
export function ProjectOverview({ project }: { project: ClientTrackerProject }) {
  const copy = useTrackerText()
  const format = useTrackerFormat()
  const stageOf = (id: number | null) => project.stages.find((stage) => stage.id === id)
  const current = stageOf(project.currentStageId)
  const next = stageOf(project.nextStageId)
  const latest = project.updates[0]
  const nextPayment = project.payments.find((payment) => payment.id === project.nextPaymentId)
  const percent = formatPercent(project.progressPercent * 100)
  const firstPhoto = latest?.photos[0]

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <OverviewCard title={copy.overview.progress} className="md:col-span-2">
        <p className="font-bold text-4xl">{percent}</p>
        <div
          role="progressbar"
          aria-label={copy.overview.progress}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={project.progressPercent}
          aria-valuetext={`${percent}, ${copy.overview.stagesDone(project.stagesDone, project.stageCount)}`}
          className="h-3 w-full overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full rounded-full bg-accent"
            style={{ width: `${Math.min(100, Math.max(0, project.progressPercent))}%` }}
          />
        </div>
        <p className="text-muted-foreground">
          {copy.overview.stagesDone(project.stagesDone, project.stageCount)}
        </p>
      </OverviewCard>
      <StageCard title={copy.overview.stageNow} stage={current} empty={copy.overview.allDone} />
      <StageCard
        title={copy.overview.nextStage}
        stage={next}
        empty={current ? copy.overview.lastStage : copy.overview.allDone}
      />
      <OverviewCard title={copy.overview.latestUpdate}>
        {latest ? (
          <>
            <p className="font-semibold">{copy.updates.visit(format.day(latest.visitDate))}</p>
            {firstPhoto ? (
              <ResponsivePicture
                image={firstPhoto.image}
                alt={firstPhoto.caption}
                sizes="(min-width: 768px) 480px, 100vw"
                className="aspect-[4/3] h-auto w-full rounded-lg bg-muted object-cover"
              />
            ) : null}
            <p>{startOfText(latest.body)}</p>
            <a
              href="#tracker-updates"
              className="inline-flex min-h-11 items-center font-semibold text-primary underline-offset-4 hover:underline"
            >
              {copy.overview.seeAllUpdates}
            </a>
          </>
        ) : (
          <p>{copy.updates.none}</p>
        )}
      </OverviewCard>
      <OverviewCard title={copy.overview.nextPayment}>
        {nextPayment ? (
          <>
            <p className="font-semibold">{nextPayment.label}</p>
            <p className="font-bold text-2xl">{formatRupees(nextPayment.amountPaise)}</p>
            <PaymentStatusBadge status={nextPayment.status} />
            {nextPayment.dueOn ? (
              <p className="text-muted-foreground">
                {copy.payments.dueOn(format.day(nextPayment.dueOn))}
              </p>
            ) : null}
          </>
        ) : (
          <p>{project.payments.length ? copy.overview.allReceived : copy.payments.none}</p>
        )}
      </OverviewCard>
      <OverviewCard title={copy.overview.money} className="md:col-span-2">
        <MoneyTotals project={project} />
      </OverviewCard>
    </div>
  )
}
