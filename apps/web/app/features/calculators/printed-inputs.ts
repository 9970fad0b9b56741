import type { CalculatorValues } from './use-calculator-values'

// The inputs of a result on its printout, read from the calculator's own form: each field's label
// as the visitor saw it ("Room length (ft)", in the page's language) beside the value the result
// was worked out with. Reading the form, rather than a list kept beside each calculator, keeps the
// printout right whatever fields a calculator has (a list of appliances, chosen projects).

/** One input on the printout: "Room length (ft)", "12". */
export interface PrintedInput {
  readonly label: string
  readonly value: string
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

function isControl(element: unknown): element is Control {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  )
}

/** The text a reader sees in `element`: without what is hidden from them, spaces collapsed. */
function shownText(element: Element): string {
  const copy = element.cloneNode(true) as Element
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove()
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim()
}

/** The legend of the group `control` is in, inside the form (an appliance's row, a choice). */
function groupOf(control: Control, form: HTMLFormElement): string {
  const fieldset = control.closest('fieldset')
  if (!fieldset || !form.contains(fieldset)) return ''
  const legend = fieldset.querySelector(':scope > legend')
  return legend ? shownText(legend) : ''
}

function labelOf(control: Control): string {
  const label = control.labels?.[0]
  return label ? shownText(label) : (control.getAttribute('aria-label') ?? '')
}

/** Joins a group's legend and a field's label: "Appliance 1: Fan · Power (W)". */
function within(group: string, label: string): string {
  return group && label ? `${group} · ${label}` : group || label
}

/**
 * The inputs of a result (`values`, as its link holds them) with the labels of `form`'s fields, in
 * the form's order. A choice shows the words of the option chosen, a ticked box its label; a value
 * no field of the form shows (a page's own parameter) is left out.
 *
 * @example
 * printedInputs(paintForm, { length: '12', quality: 'standard' })
 * // [{ label: 'Room length (ft)', value: '12' }, { label: 'Paint quality', value: 'Standard' }]
 */
export function printedInputs(
  form: HTMLFormElement | null,
  values: CalculatorValues,
): PrintedInput[] {
  if (!form) return []
  const lines: PrintedInput[] = []
  const done = new Set<string>()
  for (const control of form.elements) {
    if (!isControl(control) || control.type === 'hidden') continue
    const { name } = control
    const value = values[name]
    if (value === undefined || value.trim() === '' || done.has(name)) continue
    if (control instanceof HTMLInputElement && control.type === 'radio') {
      // A choice between radios: the group's legend, and the label of the one chosen.
      if (control.value !== value) continue
      lines.push({ label: groupOf(control, form), value: labelOf(control) })
    } else if (control instanceof HTMLInputElement && control.type === 'checkbox') {
      lines.push({ label: within(groupOf(control, form), labelOf(control)), value: '✓' })
    } else if (control instanceof HTMLSelectElement) {
      const option = [...control.options].find((choice) => choice.value === value)
      lines.push({ label: labelOf(control), value: option ? option.text : value })
    } else {
      lines.push({ label: within(groupOf(control, form), labelOf(control)), value: value.trim() })
    }
    done.add(name)
  }
  return lines
}
