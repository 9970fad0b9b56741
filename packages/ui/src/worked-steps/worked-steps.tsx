import { ChevronDown } from 'lucide-react'
import { type ComponentProps, useEffect, useRef } from 'react'
import { cn } from '../lib/cn'

/** One line of the working: what was worked out, how, with which numbers, and what it gave. */
export interface WorkedStep {
  /** What the line works out, e.g. "Wall area". */
  readonly label: string
  /** The formula in words, e.g. "2 × (length + width) × height". */
  readonly formula: string
  /** The formula with the numbers put in, e.g. "2 × (12 + 10) × 10". */
  readonly working: string
  /** The figure with its unit, e.g. "440 sq ft". */
  readonly result: string
}

export type WorkedStepsProps = Omit<ComponentProps<'details'>, 'children'> & {
  /** The steps, in the order they were worked out. */
  steps: readonly WorkedStep[]
  /** The summary a visitor opens; "How we worked this out" by default. */
  title?: string
}

/**
 * "How we worked this out" under a calculator's result: the steps behind the figures, collapsed by
 * default in a native `<details>` (keyboard and screen readers get its disclosure behaviour for
 * free). Printed pages carry the working: it opens before printing and closes again after, unless
 * the visitor had opened it.
 *
 * @example
 * <WorkedSteps steps={result.explanation ?? []} />
 */
export function WorkedSteps({
  steps,
  title = 'How we worked this out',
  className,
  ...props
}: WorkedStepsProps) {
  const details = useRef<HTMLDetailsElement>(null)

  useEffect(() => {
    let openedForPrint = false
    const beforePrint = () => {
      const element = details.current
      if (element && !element.open) {
        element.open = true
        openedForPrint = true
      }
    }
    const afterPrint = () => {
      if (openedForPrint && details.current) details.current.open = false
      openedForPrint = false
    }
    window.addEventListener('beforeprint', beforePrint)
    window.addEventListener('afterprint', afterPrint)
    return () => {
      window.removeEventListener('beforeprint', beforePrint)
      window.removeEventListener('afterprint', afterPrint)
    }
  }, [])

  if (steps.length === 0) return null
  return (
    <details
      ref={details}
      data-slot="worked-steps"
      className={cn(
        'group rounded-lg border border-border bg-background text-sm print:break-inside-avoid print:border-0',
        className,
      )}
      {...props}
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 px-4 py-3 font-medium text-foreground [&::-webkit-details-marker]:hidden focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring print:px-0">
        {title}
        <ChevronDown
          aria-hidden="true"
          className="size-4 shrink-0 transition-transform group-open:rotate-180 print:hidden"
        />
      </summary>
      <ol className="grid gap-3 px-4 pb-4 print:px-0">
        {steps.map((step) => (
          <li key={step.label} data-slot="worked-step" className="grid gap-0.5">
            <span className="font-medium text-foreground">{step.label}</span>
            <span className="text-muted-foreground">{step.formula}</span>
            {/* One text: the working and its result read as one sentence ("… = 440 sq ft"). */}
            <span className="text-foreground tabular-nums">{`${step.working} = ${step.result}`}</span>
          </li>
        ))}
      </ol>
    </details>
  )
}
