import type { ClientStage } from '@nirman/contract'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@nirman/ui'
import { StageName, StageStateBadge } from './tracker-badges'
import { useTrackerFormat } from './tracker-format'
import { useTrackerText } from './tracker-texts'

/** A stage's planned and actual days in words: "8 September 2026 to 28 September 2026". */
function useStageDays() {
  const copy = useTrackerText().stages
  const { day } = useTrackerFormat()
  const span = (start: string | null, end: string | null) => {
    if (start && end) return copy.fromTo(day(start), day(end))
    if (start) return copy.from(day(start))
    if (end) return copy.until(day(end))
    return null
  }
  return {
    planned: (stage: ClientStage) => span(stage.plannedStart, stage.plannedEnd) ?? copy.notPlanned,
    actual: (stage: ClientStage) => {
      if (stage.actualStart && !stage.actualEnd) return copy.started(day(stage.actualStart))
      return span(stage.actualStart, stage.actualEnd) ?? copy.notStarted
    },
  }
}

function StageState({ stage }: { stage: ClientStage }) {
  const copy = useTrackerText()
  return (
    <div className="space-y-1">
      <StageStateBadge state={stage.state} />
      {stage.state === 'delayed' && stage.delayReason ? (
        <p className="text-sm">{copy.stages.delayReason(stage.delayReason)}</p>
      ) : null}
    </div>
  )
}

/**
 * The schedule, planned against actual: a table on wide screens, a list of cards on phones (a
 * four-column table does not fit 360 px without scrolling sideways). Only one of them is shown,
 * so a screen reader meets the schedule once.
 */
export function ProjectStages({ stages }: { stages: readonly ClientStage[] }) {
  const copy = useTrackerText().stages
  const days = useStageDays()
  return (
    <>
      <div className="hidden md:block">
        <Table>
          <TableCaption>{copy.caption}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>{copy.stage}</TableHead>
              <TableHead>{copy.planned}</TableHead>
              <TableHead>{copy.actual}</TableHead>
              <TableHead>{copy.state}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {stages.map((stage) => (
              <TableRow key={stage.id}>
                <TableHead scope="row" className="font-semibold">
                  <StageName stage={stage} />
                </TableHead>
                <TableCell>{days.planned(stage)}</TableCell>
                <TableCell>{days.actual(stage)}</TableCell>
                <TableCell>
                  <StageState stage={stage} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ol aria-label={copy.caption} className="space-y-3 md:hidden">
        {stages.map((stage) => (
          <li key={stage.id} className="rounded-lg border border-border bg-card p-4">
            <p className="font-semibold">
              <StageName stage={stage} />
            </p>
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted-foreground">{copy.planned}</dt>
              <dd>{days.planned(stage)}</dd>
              <dt className="text-muted-foreground">{copy.actual}</dt>
              <dd>{days.actual(stage)}</dd>
            </dl>
            <div className="mt-2">
              <StageState stage={stage} />
            </div>
          </li>
        ))}
      </ol>
    </>
  )
}
