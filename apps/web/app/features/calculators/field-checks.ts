import { type RefObject, useEffect, useRef } from 'react'

// The calculators check their fields with the browser's own bounds (calculators.md section 5:
// required, min, max, step; no messages of their own), and every field has a sane maximum from
// the engine's limits (fields.tsx). The browser words its message in its own language, which on a
// Hindi page is often English: there the form gives the browser the Hindi. Its message for a value
// above the maximum ("Value must be less than or equal to 1000") names no unit: there an English
// page gives it ours, "Enter at most 1,000 ft.". These words travel with the calculators' code,
// never in the first load of a page.

/** What is wrong with a field, in the page's words ('' when nothing is). */
export type FieldCheck = (control: HTMLInputElement | HTMLSelectElement) => string

const figures = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 4 })

/**
 * A bound with the unit its field shows (the input's `data-unit`, already in the page's language):
 * "1,000 ft", "₹1,00,000", "25%", "30% a year", or the figure alone.
 *
 * @example
 * boundWithUnit(100000, '₹') // '₹1,00,000'
 */
export function boundWithUnit(bound: number, unit: string | undefined): string {
  const figure = figures.format(bound)
  if (!unit) return figure
  if (unit === '₹') return `₹${figure}`
  return unit.startsWith('%') ? `${figure}${unit}` : `${figure} ${unit}`
}

/** The maximum of `input` with its unit: "1,000 ft". */
export function maximumOf(input: HTMLInputElement): string {
  return boundWithUnit(Number(input.max), input.dataset.unit)
}

/**
 * The English page's check: our words for a value above the maximum only; for any other refusal
 * ('' here) the browser keeps its own message.
 */
export const englishFieldCheck: FieldCheck = (control) =>
  control instanceof HTMLInputElement && control.validity.rangeOverflow
    ? `Enter at most ${maximumOf(control)}.`
    : ''

function isControl(target: unknown): target is HTMLInputElement | HTMLSelectElement {
  return target instanceof HTMLInputElement || target instanceof HTMLSelectElement
}

/**
 * Gives the browser the message of `check` for every field of `form` it refuses: a Hindi page's
 * for every refusal; without `check`, the English page's (englishFieldCheck). Any change is
 * checked afresh: one field's bounds may follow another's (the loan's down payment stays below the
 * project cost). When the browser refuses the form, `onRefused` is called (the calculator withdraws
 * its result, which no longer matches the form).
 */
export function useFieldChecks(
  form: RefObject<HTMLFormElement | null>,
  check: FieldCheck | undefined,
  /** Changes when the form is drawn anew (a result view hides it). */
  shown: boolean,
  /** Called once for each control the browser refuses on Calculate. */
  onRefused?: () => void,
): void {
  // The newest `onRefused` (the calculator's state gives a new one at every render), read when the
  // browser refuses: the listeners need not be put on again for it.
  const refused = useRef(onRefused)
  useEffect(() => {
    refused.current = onRefused
  })
  useEffect(() => {
    const element = form.current
    if (!element || !shown) return
    const checkOf = check ?? englishFieldCheck
    // `invalid` does not bubble: listened to on the way down (capture).
    const onInvalid = (event: Event) => {
      if (!isControl(event.target)) return
      event.target.setCustomValidity('')
      event.target.setCustomValidity(checkOf(event.target))
      refused.current?.()
    }
    const onChange = () => {
      for (const control of element.elements) if (isControl(control)) control.setCustomValidity('')
    }
    element.addEventListener('invalid', onInvalid, true)
    element.addEventListener('input', onChange, true)
    element.addEventListener('change', onChange, true)
    // Until now (the prerendered form before the app took it over) the browser words its own.
    element.dataset.fieldChecks = 'page'
    return () => {
      delete element.dataset.fieldChecks
      element.removeEventListener('invalid', onInvalid, true)
      element.removeEventListener('input', onChange, true)
      element.removeEventListener('change', onChange, true)
    }
  }, [form, check, shown])
}
