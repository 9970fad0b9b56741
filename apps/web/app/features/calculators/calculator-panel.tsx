import type { ExplanationStep } from '@nirman/calc-engine'
import { Button, Notice, NoticeDescription, WorkedSteps } from '@nirman/ui'
import { CalendarCheck, MessageCircle, Printer, Send } from 'lucide-react'
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
import { useCompany } from '../../i18n/company'
import { formatShortDate } from '../../i18n/dates'
import { Link } from '../../i18n/link'
import { usePageText } from '../../i18n/page-text'
import { useLang } from '../../i18n/use-lang'
import { estimateMessage, estimateQuoteHref, readableQuery } from '../quote/estimate-link'
import { visitBookingTo } from '../site-visit/visit-link'
import { useCalculatorHost } from './calculator-host'
import { useCalculatorHindi, useHindiFrame } from './calculator-language'
import { type FieldCheck, useFieldChecks } from './field-checks'
import type { LoadedCalculatorHindi } from './hindi-calculator'
import { PrintSheet, usePrinting } from './print-sheet'
import { printedInputs } from './printed-inputs'
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
  useFieldChecks(form, fieldCheck, showForm, state.withdraw)
  const steps = (result: Result) => {
    const english = explanation?.(result) ?? []
    return hindi && hindiFrame ? hindiFrame.tools.stepsIn(hindi.engine, english) : english
  }
  // The link that reopens the result (its inputs in the query), at the site's public address.
  const company = useCompany()
  const link = `${company.siteUrl}${resultPath(slug, state, hindiFrame !== undefined)}`
  const title = calculatorCopy[slug].title
  // The result in a few lines, for the estimate sent with a quote request and the WhatsApp message.
  const summary = outcome.status === 'done' ? summarise(outcome.result) : ''
  const printing = usePrinting(
    form,
    (shown) => printedInputs(shown, state.submitted ?? {}),
    outcome.status === 'done',
  )

  return (
    <div className="flex flex-col gap-6">
      <p className="rounded-md bg-secondary px-4 py-3 text-secondary-foreground text-sm">
        {calculatorText.contactNotePrefix}{' '}
        <Link to="/contact" className="font-semibold underline">
          {calculatorText.contactNoteLink}
        </Link>{' '}
        {calculatorText.contactNoteSuffix}
      </p>

      {/* A result that replaced the form has it drawn again, hidden, while its inputs are read
          for the printout. */}
      {showForm || printing.reading ? (
        <form
          ref={form}
          onSubmit={onSubmit}
          className="flex flex-col gap-4"
          aria-label={title}
          hidden={!showForm}
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
          {/* Off paper: a page printed as it is (without the sheet) has no buttons to press. */}
          <div className="flex flex-wrap gap-3" data-print="hide">
            <Button
              asChild
              variant="accent"
              // On a 360 px phone the label wraps inside the screen rather than push it sideways.
              className="h-auto min-h-11 max-w-full shrink py-2 whitespace-normal"
            >
              <Link
                to={estimateQuoteHref(
                  estimateSummary(title, summary, link, hindiFrame, ratesAsOf),
                  slug,
                )}
              >
                <Send aria-hidden="true" />
                {calculatorText.sendEstimate}
              </Link>
            </Button>
            <Button
              asChild
              variant="outline"
              className="h-auto min-h-11 max-w-full shrink py-2 whitespace-normal"
            >
              <Link to={visitBookingTo('calculator', slug)}>
                <CalendarCheck aria-hidden="true" />
                {calculatorText.bookVisit}
              </Link>
            </Button>
            <Button type="button" variant="outline" onClick={printing.print}>
              <Printer aria-hidden="true" />
              {calculatorText.savePrint}
            </Button>
            <Button asChild variant="outline">
              <a
                href={`https://wa.me/?text=${encodeURIComponent(
                  calculatorText.shareMessage(title, summary, link),
                )}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                <MessageCircle aria-hidden="true" />
                {calculatorText.shareWhatsApp}
              </a>
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

      {outcome.status === 'done' && printing.inputs ? (
        <PrintSheet
          content={{
            title,
            day: calculatorText.printedOn(formatShortDate(lang, today())),
            ratesAsOf,
            inputsHeading: calculatorText.printInputs,
            inputs: printing.inputs,
            resultHeading: calculatorText.resultHeading,
            result: renderResult(outcome.result),
            steps: steps(outcome.result),
            stepsTitle: hindiFrame?.panel.workedStepsTitle,
            linkLead: calculatorText.printLink,
            link,
            disclaimer: calculatorText.disclaimer,
          }}
        />
      ) : null}
    </div>
  )
}

/** Today, `YYYY-MM-DD`, on the visitor's calendar. */
function today(): string {
  const now = new Date()
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/**
 * The path of the calculator's page with the inputs of its result, on the page's language's site
 * (a Hindi result links to the Hindi calculator).
 */
function resultPath(slug: CalculatorSlug, state: CalculatorState, hindi: boolean): string {
  const query = readableQuery(new URLSearchParams(state.submitted))
  const path = `${paths.calculator(slug)}${query ? `?${query}` : ''}`
  return hindi ? `/hi${path}` : path
}

/**
 * The message of the quote request: the calculator (`title`, its name in the page's language), its
 * result, the rate card's day (`ratesAsOf`, in words) and the `link` back to it, in the page's
 * language.
 */
function estimateSummary(
  title: string,
  summary: string,
  link: string,
  hindiFrame: LoadedCalculatorHindi | undefined,
  ratesAsOf: string | undefined,
): string {
  if (!hindiFrame) return estimateMessage(title, summary, link, ratesAsOf)
  const { panel, tools } = hindiFrame
  return tools.estimateMessageIn(panel, title, summary, link, ratesAsOf)
}
