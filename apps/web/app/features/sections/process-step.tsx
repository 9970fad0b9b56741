import { Clock } from 'lucide-react'
import { howItWorksCopy as copyHindi } from '../../content/hi/process'
import { howItWorksCopy as copyEnglish, type ProcessStep } from '../../content/process'
import { usePageText } from '../../i18n/page-text'
import { CheckList } from './check-list'

/** One step of /how-it-works: its title and duration, then "what we do" beside "what you get". */
export function ProcessStepCard({ step }: { step: ProcessStep }) {
  const copy = usePageText(copyEnglish, copyHindi)
  const Icon = step.icon
  return (
    <article
      aria-labelledby={`step-${step.number}-title`}
      className="grid gap-6 rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8 lg:grid-cols-[1fr_2fr]"
    >
      <div>
        <div className="flex items-center gap-4">
          <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <div>
            <p className="font-semibold text-muted-foreground text-sm uppercase tracking-wider">
              {copy.stepLabel} {step.number}
            </p>
            <h3 id={`step-${step.number}-title`} className="font-bold text-2xl">
              {step.title}
            </h3>
          </div>
        </div>
        <p className="mt-4 text-muted-foreground">{step.summary}</p>
        <p className="mt-4 flex items-center gap-2 font-medium text-sm">
          <Clock aria-hidden="true" className="size-4 text-primary" />
          {copy.durationLabel}: {step.duration}
        </p>
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <div className="rounded-lg bg-secondary p-5">
          <h4 className="mb-3 font-semibold text-secondary-foreground">{copy.whatWeDoTitle}</h4>
          <CheckList items={step.whatWeDo} className="text-secondary-foreground" />
        </div>
        <div className="rounded-lg bg-amber-50 p-5">
          <h4 className="mb-3 font-semibold text-amber-950">{copy.whatYouGetTitle}</h4>
          <CheckList items={step.whatYouGet} className="text-amber-950" />
        </div>
      </div>
    </article>
  )
}
