import {
  describeLandArea,
  formatLandArea,
  type LandArea,
  landAreaMessageWordings,
  parseLandArea,
  wordMessage,
} from '@nirman/calc-engine/land-units'
import { FormControl, FormDescription, FormError, FormField, FormLabel, Input } from '@nirman/ui'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useLang } from '../../i18n/use-lang'
import { useLandUnitSizes } from '../../settings/land-units'
import type { FieldCheckTexts } from './calculator-hindi-texts'
import { useHindiFrame } from './calculator-language'
import type { FieldBase } from './fields'
import type { CalculationOutcome, CalculatorValues } from './use-calculator-values'

// An area field that takes the units land is bought in around Patna ("2 katha", "1 bigha 5 katha",
// "300 gaj") as well as square feet, read by the engine's parseLandArea with the company's sizes
// (settings/land-units.ts). The calculators' other fields leave their checks to the browser
// (field-checks.ts); this one, a text field, gives the browser its own message (setCustomValidity),
// so the form is not calculated with an area it cannot read or one out of bounds.

/** The field's own words on an English page; a Hindi page uses the shared frame's (fieldChecks). */
const englishChecks: Pick<FieldCheckTexts, 'atLeast' | 'atMost'> = {
  atLeast: (min) => `The area must be at least ${min}.`,
  atMost: (max) => `The area must be at most ${max}.`,
}

/** The bounds of an area, in square feet (a calculator's `limits.area`). */
export interface AreaBounds {
  readonly min?: number
  readonly max?: number
}

const noBounds: AreaBounds = {}

/** What the field makes of its text. */
type AreaEntry =
  | { readonly kind: 'empty' }
  | { readonly kind: 'read'; readonly area: LandArea; readonly problem: string }
  | { readonly kind: 'unreadable'; readonly problem: string }

/** An area typed in square feet only ("1500", "1,500 sq ft"): its hint says it all. */
function inSquareFeetOnly(area: LandArea): boolean {
  return area.parts.every((part) => part.unit === 'sqft')
}

/**
 * A calculator's submitted values with its land area field `name` in square feet, as its engine
 * reads them (`area=2 katha` gives `area: '2722.5'`), and the area's line for its result. Values
 * without the field, or with an area in square feet, reach the engine as they are.
 */
export interface SubmittedLandArea {
  /** What the engine is given; none before a calculation, or when the area cannot be read. */
  readonly values: CalculatorValues | undefined
  /**
   * The area as typed and in square feet, "2 katha = 2,722.5 sq ft", in the page's language, for
   * the result and the estimate; none when not given, or given in square feet only (its figure
   * says it all).
   */
  readonly line: string | undefined
  /**
   * True for an area that cannot be read, which only an edited link gives (the field refuses it):
   * the calculator shows that its link is outside its limits.
   */
  readonly unreadable: boolean
}

/** See {@link SubmittedLandArea}: read with the company's sizes, worded in the page's language. */
export function useSubmittedLandArea(
  submitted: CalculatorValues | undefined,
  name: string,
): SubmittedLandArea {
  const sizes = useLandUnitSizes()
  const lang = useLang()
  return useMemo(() => {
    const typed = submitted?.[name]
    if (submitted === undefined || typed === undefined || typed.trim() === '') {
      return { values: submitted, line: undefined, unreadable: false }
    }
    const area = parseLandArea(typed, sizes)
    if (!area.ok) return { values: undefined, line: undefined, unreadable: true }
    return {
      values: { ...submitted, [name]: String(area.squareFeet) },
      line: inSquareFeetOnly(area) ? undefined : describeLandArea(area, { language: lang, sizes }),
      unreadable: false,
    }
  }, [submitted, name, sizes, lang])
}

/** A calculation's outcome, or `invalid` when the submitted land area cannot be read. */
export function withLandArea<Result>(
  landArea: SubmittedLandArea,
  outcome: CalculationOutcome<Result>,
): CalculationOutcome<Result> {
  return landArea.unreadable ? { status: 'invalid' } : outcome
}

export interface LandAreaFieldProps extends FieldBase {
  /** Shown after the label, as NumberField shows it: "sq ft", the unit of a bare number. */
  unit?: string
  /** The bounds of the area in square feet, checked whatever the unit typed. */
  bounds?: AreaBounds
}

/**
 * A land area bound to the calculator's draft, in square feet or any land unit ("2 katha",
 * "10 dhur", "1 bigha 5 katha", "२ कट्ठा"). While the visitor types, the line under it says what
 * the area is in square feet ("2 katha = 2,722.5 sq ft"), in the page's language; an area it cannot
 * read, or one out of bounds, gets a message (once the visitor leaves the field or calculates) and
 * keeps the form from being calculated. The company's katha sizes it (settings/land-units.ts).
 */
export function LandAreaField({
  state,
  name,
  label,
  description,
  required,
  wide,
  unit,
  bounds = noBounds,
}: LandAreaFieldProps) {
  const sizes = useLandUnitSizes()
  const lang = useLang()
  const hindiChecks = useHindiFrame()?.panel.fieldChecks
  const checks = hindiChecks ?? englishChecks
  const text = state.draft[name] ?? ''
  const entry = useMemo((): AreaEntry => {
    if (text === '') return { kind: 'empty' }
    const area = parseLandArea(text, sizes)
    if (!area.ok) {
      const problem = lang === 'hi' ? wordMessage(area, landAreaMessageWordings.hi) : area.message
      return { kind: 'unreadable', problem }
    }
    const bound = (figure: number) => formatLandArea(figure, 'sqft', { language: lang })
    const { min, max } = bounds
    const problem =
      min !== undefined && area.squareFeet < min
        ? checks.atLeast(bound(min))
        : max !== undefined && area.squareFeet > max
          ? checks.atMost(bound(max))
          : ''
    return { kind: 'read', area, problem }
  }, [text, sizes, lang, checks, bounds])
  const problem = entry.kind === 'empty' ? '' : entry.problem
  const line =
    entry.kind === 'read' && !inSquareFeetOnly(entry.area)
      ? describeLandArea(entry.area, { language: lang, sizes })
      : ''

  // The message is shown once the visitor has left the field or tried to calculate: not while
  // "2 k" is on its way to "2 katha".
  const [checked, setChecked] = useState(false)
  const control = useRef<HTMLInputElement>(null)
  const problemNow = useRef(problem)
  useEffect(() => {
    problemNow.current = problem
    control.current?.setCustomValidity(problem)
  }, [problem])
  useEffect(() => {
    const input = control.current
    const form = input?.form
    if (!input || !form) return
    // On a Hindi page the form clears every field's message on any change, listening on the way
    // down (field-checks.ts): this field's own goes back on the way up.
    const putBack = () => input.setCustomValidity(problemNow.current)
    form.addEventListener('input', putBack)
    form.addEventListener('change', putBack)
    return () => {
      form.removeEventListener('input', putBack)
      form.removeEventListener('change', putBack)
    }
  }, [])

  return (
    <FormField
      name={name}
      required={required}
      error={checked ? problem : undefined}
      className={wide ? 'sm:col-span-2' : undefined}
    >
      <FormLabel>
        {label}
        {unit ? <span className="font-normal text-muted-foreground"> ({unit})</span> : null}
      </FormLabel>
      <FormControl>
        <Input
          ref={control}
          // Text, not a number: "2 katha" needs letters, which a number keypad cannot type.
          type="text"
          autoComplete="off"
          spellCheck={false}
          name={name}
          required={required}
          value={text}
          onChange={(event) => state.setValue(name, event.target.value)}
          onBlur={() => setChecked(true)}
          onInvalid={(event) => {
            setChecked(true)
            // The Hindi page's check (field-checks.ts) has just put its own message, which knows
            // nothing of land units: this field's goes back (an empty field keeps "required").
            if (problem) event.currentTarget.setCustomValidity(problem)
          }}
        />
      </FormControl>
      {/* The line is part of the field's description, read with it, and announced as it changes. */}
      <FormDescription>
        {description}{' '}
        <span aria-live="polite" className="block font-medium text-foreground">
          {line}
        </span>
      </FormDescription>
      <FormError />
    </FormField>
  )
}
