import { CalcInputError } from '@nirman/calc-engine'
import { use, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { useHydrated } from '../../hooks/use-hydrated'
import { TypedBeforeHydrationContext } from './calculator-host'
import { type CardRates, ratesTaken, refusesRates, setAsideRefusedRates } from './card-rates'

/** The raw values of a calculator form, as strings: what the inputs show and the URL holds. */
export type CalculatorValues = Record<string, string>

/** Search parameters that belong to the page, not to the calculator (`?calculator=` opens a modal). */
const pageParams = new Set(['calculator'])

export interface CalculatorState {
  /** What the form shows now. */
  draft: CalculatorValues
  setValue: (name: string, value: string) => void
  /** Replace several values at once (the electrical item list, a preset). */
  setDraft: (update: (draft: CalculatorValues) => CalculatorValues) => void
  /** The inputs of the last calculation, read from the URL; undefined before the first one. */
  submitted: CalculatorValues | undefined
  /** Calculates: writes the form into the URL, which holds the inputs of the shown result. */
  submit: () => void
  /** Clears the result and the inputs (back to the defaults). */
  reset: () => void
  /**
   * Clears the result and keeps the form as typed: the browser has refused a value, so the result
   * shown no longer matches the form beside it.
   */
  withdraw: () => void
}

/**
 * The calculator's own values in a query. Anything else (`utm_source`, `fbclid`, `gclid` added by
 * the app that shared the link) is ignored: never read as an input, never copied into a result.
 */
function calculatorEntries(
  params: URLSearchParams,
  isField: (key: string) => boolean,
): CalculatorValues | undefined {
  const values: CalculatorValues = {}
  let any = false
  for (const [key, value] of params) {
    if (pageParams.has(key) || !isField(key)) continue
    values[key] = value
    any = true
  }
  return any ? values : undefined
}

/**
 * The state of a calculator form whose inputs live in the page's URL, so that a result can be
 * bookmarked and shared: `/resources/paint-calculator?length=12&width=10&height=9`. The form
 * edits a draft; Calculate writes the draft into the URL (replacing the history entry), and the
 * result is computed from the URL. Opening such a link shows the form filled in and the result.
 */
export function useCalculatorValues(
  defaults: CalculatorValues,
  /** Which query keys are the calculator's inputs: by default the keys of `defaults`. */
  isField: (key: string) => boolean = (key) => key in defaults,
  /**
   * The draft's values from what was typed into the prerendered form before the code came, for a
   * form whose controls are not all fields (a choice between ways of giving a value): by default
   * the fields as typed.
   */
  fromTyped: (typed: CalculatorValues) => CalculatorValues = (typed) => typed,
): CalculatorState {
  const [searchParams, setSearchParams] = useSearchParams()
  // The page is prerendered without a query: a shared link's values are read once hydrated, so
  // the first render in the browser matches the HTML.
  const hydrated = useHydrated()
  const query = hydrated ? searchParams.toString() : ''
  const submitted = useMemo(() => calculatorEntries(new URLSearchParams(query), isField), [query])
  // What the visitor typed before the calculator's code arrived (nothing, unless this render is
  // the hydration of a prerendered form) is kept, never replaced by the defaults.
  const typedBeforeHydration = use(TypedBeforeHydrationContext)
  const [draft, setDraftState] = useState<CalculatorValues>(() => {
    const typed = Object.entries(fromTyped(typedBeforeHydration())).filter(([key]) => isField(key))
    return { ...defaults, ...submitted, ...Object.fromEntries(typed) }
  })

  // A change of the URL we did not make (back/forward, a link, the first read) refills the form.
  const lastWritten = useRef('')
  useEffect(() => {
    if (query === lastWritten.current) return
    lastWritten.current = query
    setDraftState({ ...defaults, ...submitted })
  }, [query, submitted, defaults])

  const writeParams = useCallback(
    (values: CalculatorValues | undefined) => {
      const next = new URLSearchParams()
      for (const [key, value] of searchParams) {
        if (pageParams.has(key) || !isField(key)) next.set(key, value)
      }
      for (const [key, value] of Object.entries(values ?? {})) {
        if (value.trim() !== '') next.set(key, value.trim())
      }
      lastWritten.current = next.toString()
      setSearchParams(next, { replace: true, preventScrollReset: true })
    },
    [searchParams, setSearchParams, isField],
  )

  return {
    draft,
    setValue: useCallback((name, value) => setDraftState((old) => ({ ...old, [name]: value })), []),
    setDraft: useCallback((update) => setDraftState(update), []),
    submitted,
    submit: () => writeParams(draft),
    reset: () => {
      setDraftState({ ...defaults })
      writeParams(undefined)
    },
    // `writeParams` notes the URL it writes, so the change is not read back into the form.
    withdraw: () => {
      if (submitted) writeParams(undefined)
    },
  }
}

export type CalculationOutcome<Result> =
  | { status: 'empty' }
  | { status: 'invalid' }
  | {
      status: 'done'
      result: Result
      /** The day of the rate card the result was worked out with; none: the defaults. */
      ratesAsOf?: string
    }

/**
 * Runs a calculation on the submitted values with the calculator's part of the owner's rate card
 * (`card`, from `useCardRates`), which `calculate` hands to the engine. Values outside the
 * calculator's bounds (only possible through an edited link: the form's own limits stop them)
 * give `invalid`, not a crash. Rates the engine refuses never break the calculator: it works with
 * its default rates, says no card's date, and the refusal is warned about once (card-rates.ts).
 */
export function useCalculation<Result, Rates extends object>(
  submitted: CalculatorValues | undefined,
  calculate: (values: CalculatorValues, rates: Rates | undefined) => Result,
  card: CardRates<Rates>,
): CalculationOutcome<Result> {
  const { calculator, rates, asOf } = card
  // `calculate` is a pure function of the values and the rates, so only they are dependencies.
  return useMemo(() => {
    if (!submitted) return { status: 'empty' }
    try {
      const taken = ratesTaken(rates)
      if (taken) {
        try {
          return { status: 'done', result: calculate(submitted, taken), ratesAsOf: asOf }
        } catch (error) {
          if (!refusesRates(error)) throw error
          setAsideRefusedRates(calculator, taken, error)
        }
      }
      // No part for this calculator: the card keeps its defaults, as of its day. A refused one:
      // the defaults, and no card named.
      const ratesAsOf = rates === undefined ? asOf : undefined
      return { status: 'done', result: calculate(submitted, undefined), ratesAsOf }
    } catch (error) {
      if (error instanceof CalcInputError) return { status: 'invalid' }
      throw error
    }
  }, [submitted, calculator, rates, asOf])
}
