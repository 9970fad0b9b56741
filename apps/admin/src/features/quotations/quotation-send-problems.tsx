import type { QuotationProblem } from '@nirman/contract'
import { CircleAlert, CircleCheck } from 'lucide-react'
import { useId } from 'react'
import { quotationCopy } from '../../quotations-content'

/**
 * "Before it can be sent": what stops the draft as typed from being sent today (no items, a
 * schedule short of 100 %, a validity date passed …), as the server will check it. While it lists
 * anything, "Send to the client" (quotation-send-action.tsx) is off and points here.
 */
export function QuotationSendProblems({ problems }: { problems: readonly QuotationProblem[] }) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className="grid min-w-0 gap-2 rounded-lg border border-border bg-background p-3 sm:p-4"
    >
      <h3 id={headingId} className="font-semibold">
        {quotationCopy.sections.problems}
      </h3>
      {problems.length === 0 ? (
        <p className="flex gap-2 text-sm">
          <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
          {quotationCopy.problemsNone}
        </p>
      ) : (
        <ul className="grid gap-1.5 text-sm">
          {problems.map((problem) => (
            <li key={problem.message} className="flex gap-2 break-words">
              <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
              {problem.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
