import type { ClientStage, ClientStageState } from '@nirman/contract'
import { Badge, type BadgeProps } from '@nirman/ui'
import { stageCopy, stageStateBadges } from '../../client-project-records-content'
import { formatDay } from './record-format'

const stateVariants: Record<ClientStageState, BadgeProps['variant']> = {
  not_started: 'outline',
  in_progress: 'accent',
  done: 'success',
  // A delay in the warning colour; the word says it too.
  delayed: 'destructive',
}

/** Where a stage stands: Not started, In progress, Done or Delayed. */
export function StageStateBadge({ state }: { state: ClientStageState }) {
  return <Badge variant={stateVariants[state]}>{stageStateBadges[state]}</Badge>
}

/** A span of days as staff read it: both ends, one of them, or nothing. */
function range(start: string | null, end: string | null): string | null {
  if (start && end) return stageCopy.range(formatDay(start), formatDay(end))
  if (start) return stageCopy.from(formatDay(start))
  if (end) return stageCopy.until(formatDay(end))
  return null
}

type StageDays = Pick<
  ClientStage,
  'plannedStart' | 'plannedEnd' | 'actualStart' | 'actualEnd' | 'state' | 'delayReason'
>

/** A stage's planned and actual days, and why it is delayed, as a short description list. */
export function StageDates({ stage }: { stage: StageDays }) {
  const planned = range(stage.plannedStart, stage.plannedEnd)
  const actual = range(stage.actualStart, stage.actualEnd)
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
      <dt className="font-medium text-muted-foreground">{stageCopy.planned}</dt>
      <dd className="break-words">{planned ?? stageCopy.notStarted}</dd>
      <dt className="font-medium text-muted-foreground">{stageCopy.actual}</dt>
      <dd className="break-words">{actual ?? stageCopy.notStarted}</dd>
      {stage.state === 'delayed' && stage.delayReason ? (
        <>
          <dt className="sr-only">{stageStateBadges.delayed}</dt>
          <dd className="col-span-2 break-words text-destructive">
            {stageCopy.delayedBecause(stage.delayReason)}
          </dd>
        </>
      ) : null}
    </dl>
  )
}

/** The schedule as staff who do not manage the project read it. */
export function StageList({ stages }: { stages: readonly ClientStage[] }) {
  if (stages.length === 0) return <p className="text-muted-foreground">{stageCopy.empty}</p>
  return (
    <ol aria-label={stageCopy.listLabel} className="grid gap-2">
      {stages.map((stage, index) => (
        <li
          key={stage.id}
          aria-labelledby={`stage-${stage.id}-name`}
          className="grid min-w-0 gap-2 rounded-md border border-border bg-background p-3"
        >
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={`stage-${stage.id}-name`} className="font-semibold break-words">
              {stageCopy.stageName(index + 1, stage.name)}
            </h3>
            <StageStateBadge state={stage.state} />
          </div>
          {stage.nameHi ? (
            <p lang="hi" className="text-sm text-muted-foreground">
              {stage.nameHi}
            </p>
          ) : null}
          <StageDates stage={stage} />
        </li>
      ))}
    </ol>
  )
}
