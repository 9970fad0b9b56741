import { type RefObject, useEffect } from 'react'
import type { FieldCheckTexts } from './calculator-language'

// The calculators check their fields with the browser's own bounds (calculators.md section 5:
// required, min, max, step; no messages of their own). The browser words its message in its own
// language, which on a Hindi page is often English: there the form gives the browser the Hindi.

const figures = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 4 })

type Control = HTMLInputElement | HTMLSelectElement

function isControl(target: EventTarget | null): target is Control {
  return target instanceof HTMLInputElement || target instanceof HTMLSelectElement
}

/** The two allowed values either side of `value` for the field's step (its min is the base). */
function nearestSteps(input: HTMLInputElement): [string, string] {
  const step = Number(input.step)
  const base = input.min === '' ? 0 : Number(input.min)
  const lower = base + Math.floor((input.valueAsNumber - base) / step) * step
  return [figures.format(lower), figures.format(lower + step)]
}

/** What is wrong with `control`, in the words of `texts`; '' when nothing is. */
export function fieldCheckMessage(control: Control, texts: FieldCheckTexts): string {
  const { validity } = control
  if (control instanceof HTMLSelectElement) return validity.valueMissing ? texts.choose : ''
  if (validity.badInput) return texts.notANumber
  if (validity.valueMissing) return texts.required
  if (validity.rangeUnderflow) return texts.atLeast(figures.format(Number(control.min)))
  if (validity.rangeOverflow) return texts.atMost(figures.format(Number(control.max)))
  if (validity.stepMismatch) {
    const [lower, upper] = nearestSteps(control)
    return Number(control.step) === 1
      ? texts.wholeNumber(lower, upper)
      : texts.between(lower, upper)
  }
  return ''
}

/**
 * Gives the browser the message of `texts` for every field of `form` it refuses (on a Hindi
 * page); without `texts` the browser keeps its own. Any change is checked afresh: one field's bounds
 * may follow another's (the loan's down payment stays below the project cost).
 */
export function useFieldChecks(
  form: RefObject<HTMLFormElement | null>,
  texts: FieldCheckTexts | undefined,
  /** Changes when the form is drawn anew (a result view hides it). */
  shown: boolean,
): void {
  useEffect(() => {
    const element = form.current
    if (!texts || !element || !shown) return
    // `invalid` does not bubble: listened to on the way down (capture).
    const onInvalid = (event: Event) => {
      if (!isControl(event.target)) return
      event.target.setCustomValidity('')
      event.target.setCustomValidity(fieldCheckMessage(event.target, texts))
    }
    const onChange = () => {
      for (const control of element.elements) if (isControl(control)) control.setCustomValidity('')
    }
    element.addEventListener('invalid', onInvalid, true)
    element.addEventListener('input', onChange, true)
    element.addEventListener('change', onChange, true)
    return () => {
      element.removeEventListener('invalid', onInvalid, true)
      element.removeEventListener('input', onChange, true)
      element.removeEventListener('change', onChange, true)
    }
  }, [form, texts, shown])
}
