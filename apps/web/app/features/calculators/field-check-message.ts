import type { FieldCheckTexts } from './calculator-hindi-texts'
import { maximumOf } from './field-checks'

// The Hindi of a field the browser refuses (see field-checks.ts), from the field's own bounds.
// Loaded with the Hindi of a calculator (hindi-calculator.ts), never on an English page.

const figures = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 4 })

type Control = HTMLInputElement | HTMLSelectElement

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
  if (validity.rangeOverflow) return texts.atMost(maximumOf(control))
  if (validity.stepMismatch) {
    const [lower, upper] = nearestSteps(control)
    return Number(control.step) === 1
      ? texts.wholeNumber(lower, upper)
      : texts.between(lower, upper)
  }
  return ''
}
