import { cn } from '@nirman/ui'
import { clientProjectCopy } from '../../client-projects-content'

/**
 * A project's progress: a bar a screen reader reads as "Progress of <title>, 45 %", and the
 * percentage written beside it (the colour never says it alone).
 */
export function ProjectProgress({
  title,
  percent,
  className,
}: {
  title: string
  percent: number
  className?: string
}) {
  const text = clientProjectCopy.percent(percent)
  return (
    <div className={cn('flex min-w-0 items-center gap-2', className)}>
      <div
        role="progressbar"
        aria-label={clientProjectCopy.progressLabel(title)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-2.5 min-w-16 flex-1 overflow-hidden rounded-full bg-muted ring-1 ring-border ring-inset"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
      </div>
      <span aria-hidden="true" className="shrink-0 text-sm font-semibold tabular-nums">
        {text}
      </span>
    </div>
  )
}
