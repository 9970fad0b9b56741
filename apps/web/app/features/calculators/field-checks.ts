import { type RefObject, useEffect } from 'react'

// The calculators check their fields with the browser's own bounds (calculators.md section 5:
// required, min, max, step; no messages of their own). The browser words its message in its own
// language, which on a Hindi page is often English: there the form gives the browser the Hindi.

/** What is wrong with a field, in the page's words ('' when nothing is). */
export type FieldCheck = (control: HTMLInputElement | HTMLSelectElement) => string

function isControl(target: unknown): target is HTMLInputElement | HTMLSelectElement {
  return target instanceof HTMLInputElement || target instanceof HTMLSelectElement
}

/**
 * Gives the browser the message of `check` for every field of `form` it refuses (on a Hindi
 * page); without `check` the browser keeps its own. Any change is checked afresh: one field's bounds
 * may follow another's (the loan's down payment stays below the project cost).
 */
export function useFieldChecks(
  form: RefObject<HTMLFormElement | null>,
  check: FieldCheck | undefined,
  /** Changes when the form is drawn anew (a result view hides it). */
  shown: boolean,
): void {
  useEffect(() => {
    const element = form.current
    if (!check || !element || !shown) return
    // `invalid` does not bubble: listened to on the way down (capture).
    const onInvalid = (event: Event) => {
      if (!isControl(event.target)) return
      event.target.setCustomValidity('')
      event.target.setCustomValidity(check(event.target))
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
