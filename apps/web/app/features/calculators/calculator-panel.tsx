import type { ExplanationStep } from '@nirman/calc-engine'
import { Button, Notice, NoticeDescription, WorkedSteps } from '@nirman/ui'
import { Send } from 'lucide-react'
import { type FormEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react'
import {
  calculatorCopy as calculatorCopyEnglish,
  calculatorText as calculatorTextEnglish,
} from '../../content/calculators'
import {
  calculatorCopy as calculatorCopyHindi,
  calculatorText as calculatorTextHindi,
} from '../../content/hi/calculators'
import { type CalculatorSlug, paths } from '../../content/site-map'
import { formatShortDate } from '../../i18n/dates'
import { Link } from '../../i18n/link'
import { usePageText } from '../../i18n/page-text'
import { useLang } from '../../i18n/use-lang'
import { absoluteUrl } from '../../seo/meta'
import { estimateMessage, estimateQuoteHref, readableQuery } from '../quote/estimate-link'
import { useCalculatorHost } from './calculator-host'
import { useCalculatorHindi, useHindiFrame } from './calculator-language'
import { type FieldCheck, useFieldChecks } from './field-checks'
import type { LoadedCalculatorHindi } from './hindi-calculator'
import type { CalculationOutcome, CalculatorState } from './use-calculator-values'

export interface CalculatorPanelProps<Result> {
  slug: CalculatorSlug
  state: CalculatorState
  outcome: CalculationOutcome<Result>
  /** The form's fields. */
  children: ReactNode
  /** The result, shown under the form (or instead of it, with `resultView`). */
  renderResult: (result: Result) => ReactNode
  /** The steps behind the result ("How we worked this out"), shown collapsed under it. */
  explanation?: (result: Result) => readonly ExplanationStep[] | undefined
  /** The result in a few plain-text lines, in the page's language, for a quote request's message. */
  summarise: (result: Result) => string
  /**
   * The result replaces the form, with "Calculate Again" (back to an empty form) and "Close"
   * (calculators.md section 4: HVAC and renovation ROI).
   */
  resultView?: boolean
}

/**
 * The frame every calculator shares (calculators.md section 2): the note linking to /contact, the
 * form with its Calculate button, the result panel, "Send this estimate with a quote request" and
 * the disclaimer.
 */
export function CalculatorPanel<Result>({
  slug,
  state,
  outcome,
  children,
  renderResult,
  explanation,
  summarise,
  resultView = false,
}: CalculatorPanelProps<Result>) {
  const calculatorCopy = usePageText(calculatorCopyEnglish, calculatorCopyHindi)
  const calculatorText = usePageText(calculatorTextEnglish, calculatorTextHindi)
  const host = useCalculatorHost()
  const hindi = useCalculatorHindi(slug)
  const hindiFrame = useHindiFrame()
  const resultHeadingId = useId()
  const resultHeading = useRef<HTMLHeadingElement>(null)
  const form = useRef<HTMLFormElement>(null)
  const [justCalculated, setJustCalculated] = useState(false)
  const ResultHeading = host.kind === 'page' ? 'h2' : 'h3'

  // After Calculate, take the visitor (and a screen reader) to the result.
  useEffect(() => {
    if (!justCalculated || outcome.status === 'empty') return
    setJustCalculated(false)
    resultHeading.current?.focus()
  }, [justCalculated, outcome])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    state.submit()
    setJustCalculated(true)
  }

  const showForm = !(resultView && outcome.status === 'done')
  // Which rate card the figures come from ("Rates as of 1 Dec 2026"): under the result and in the
  // estimate sent to the staff. None when they are the specification's (no card, or one refused).
  const lang = useLang()
  const ratesAsOf =
    outcome.status === 'done' && outcome.ratesAsOf
      ? calculatorText.ratesAsOf(formatShortDate(lang, outcome.ratesAsOf))
      : undefined
  const fieldCheck = useMemo<FieldCheck | undefined>(
    () =>
      hindiFrame &&
      ((control) => hindiFrame.tools.fieldCheckMessage(control, hindiFrame.panel.fieldChecks)),
    [hindiFrame],
  )
  useFieldChecks(form, fieldCheck, showForm)
  const steps = (result: Result) => {
    const english = explanation?.(result) ?? []
    return hindi && hindiFrame ? hindiFrame.tools.stepsIn(hindi.engine, english) : english
  }

  return (
    <div className="flex flex-col gap-6">
      <p className="rounded-md bg-secondary px-4 py-3 text-secondary-foreground text-sm">
        {calculatorText.contactNotePrefix}{' '}
        <Link to="/contact" className="font-semibold underline">
          {calculatorText.contactNoteLink}
        </Link>{' '}
        {calculatorText.contactNoteSuffix}
      </p>

      {showForm ? (
        <form
          ref={form}
          onSubmit={onSubmit}
          className="flex flex-col gap-4"
          aria-label={calculatorCopy[slug].title}
        >
          <div className="grid gap-4 sm:grid-cols-2">{children}</div>
          <Button type="submit" className="w-full sm:w-auto sm:self-start">
            {calculatorText.calculate}
          </Button>
        </form>
      ) : null}

      {outcome.status === 'invalid' ? (
        <Notice variant="destructive">
          <NoticeDescription>{calculatorText.invalidLink}</NoticeDescription>
        </Notice>
      ) : null}

      {outcome.status === 'done' ? (
        <section
          aria-labelledby={resultHeadingId}
          className="flex flex-col gap-4 rounded-lg border border-border bg-muted/40 p-4"
        >
          <ResultHeading
            id={resultHeadingId}
            ref={resultHeading}
            tabIndex={-1}
            className="font-semibold text-lg outline-none"
          >
            {calculatorText.resultHeading}
          </ResultHeading>
          {renderResult(outcome.result)}
          {ratesAsOf ? <p className="text-muted-foreground text-sm">{ratesAsOf}</p> : null}
          <WorkedSteps steps={steps(outcome.result)} title={hindiFrame?.panel.workedStepsTitle} />
          <div className="flex flex-wrap gap-3">
            <Button
              asChild
              variant="accent"
              // On a 360 px phone the label wraps inside the screen rather than push it sideways.
              className="h-auto min-h-11 max-w-full shrink py-2 whitespace-normal"
            >
              <Link
                to={estimateQuoteHref(
                  estimateSummary(
                    slug,
                    calculatorCopy[slug].title,
                    summarise(outcome.result),
                    state,
                    hindiFrame,
                    ratesAsOf,
                  ),
                  slug,
                )}
              >
                <Send aria-hidden="true" />
                {calculatorText.sendEstimate}
              </Link>
            </Button>
            {resultView ? (
              <>
                <Button type="button" variant="outline" onClick={state.reset}>
                  {calculatorText.calculateAgain}
                </Button>
                <Button type="button" variant="ghost" onClick={host.close}>
                  {calculatorText.close}
                </Button>
              </>
            ) : null}
          </div>
        </section>
      ) : null}

      <p className="text-muted-foreground text-sm">{calculatorText.disclaimer}</p>
    </div>
  )
}

/**
 * The message of the quote request: the calculator (`title`, its name in the page's language), its
 * result, the rate card's day (`ratesAsOf`, in words) and a link back to it, in the page's language
 * (the link to the same page: a Hindi estimate links to the Hindi calculator).
 */
function estimateSummary(
  slug: CalculatorSlug,
  title: string,
  summary: string,
  state: CalculatorState,
  hindiFrame: LoadedCalculatorHindi | undefined,
  ratesAsOf: string | undefined,
): string {
  const query = readableQuery(new URLSearchParams(state.submitted))
  const path = `${paths.calculator(slug)}${query ? `?${query}` : ''}`
  if (!hindiFrame) return estimateMessage(title, summary, absoluteUrl(path), ratesAsOf)
  const { panel, tools } = hindiFrame
  return tools.estimateMessageIn(panel, title, summary, absoluteUrl(`/hi${path}`), ratesAsOf)
}
