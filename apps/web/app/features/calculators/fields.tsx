import type { NumberLimits } from '@nirman/calc-engine'
import { FormControl, FormDescription, FormField, FormLabel, Input, Select } from '@nirman/ui'
import type { CalculatorState } from './use-calculator-values'

/** What every field of a calculator's form takes. */
export interface FieldBase {
  state: CalculatorState
  /** The value's key in the form and in the URL. */
  name: string
  label: string
  description?: string
  required?: boolean
  /** Spans both columns of the form grid. */
  wide?: boolean
}

/** The bounds a number input is given by hand, each winning over the engine's. */
export interface NumberInputBounds {
  min?: number
  max?: number
  /** 'any' unless given, or the engine's limits want whole numbers. */
  step?: number | 'any'
}

/**
 * The `min`, `max` and `step` attributes of a number input: the engine's `limits` of its field
 * (`paintInputSchema.limits.length`), so the browser refuses what the engine would, with a
 * message beside the field rather than a refused calculation; a bound given by hand (`explicit`)
 * wins, where the specification says more than the engine (the 0.1 step of a slab's thickness).
 *
 * @example
 * numberInputBounds({ min: 0, max: 5, integer: true }, {}) // { min: 0, max: 5, step: 1 }
 */
export function numberInputBounds(
  limits: NumberLimits | undefined,
  explicit: NumberInputBounds,
): { min?: number; max?: number; step: number | 'any' } {
  return {
    min: explicit.min ?? limits?.min,
    max: explicit.max ?? limits?.max,
    step: explicit.step ?? (limits?.integer ? 1 : 'any'),
  }
}

export interface NumberFieldProps extends FieldBase, NumberInputBounds {
  /** The engine's bounds of the field (`xxxInputSchema.limits.field`): its min, max and step. */
  limits?: NumberLimits
  /**
   * Shown after the label: "ft", "₹", "%"; the message of a value above the maximum names it
   * (field-checks.ts reads it from the input's `data-unit`).
   */
  unit?: string
}

/** A number input bound to the calculator's draft; the browser enforces min, max and step. */
export function NumberField({
  state,
  name,
  label,
  description,
  required,
  wide,
  limits,
  min,
  max,
  step,
  unit,
}: NumberFieldProps) {
  const bounds = numberInputBounds(limits, { min, max, step })
  return (
    <FormField name={name} required={required} className={wide ? 'sm:col-span-2' : undefined}>
      <FormLabel>
        {label}
        {unit ? <span className="font-normal text-muted-foreground"> ({unit})</span> : null}
      </FormLabel>
      <FormControl>
        <Input
          type="number"
          inputMode="decimal"
          name={name}
          min={bounds.min}
          max={bounds.max}
          step={bounds.step}
          data-unit={unit}
          required={required}
          value={state.draft[name] ?? ''}
          onChange={(event) => state.setValue(name, event.target.value)}
        />
      </FormControl>
      {description ? <FormDescription>{description}</FormDescription> : null}
    </FormField>
  )
}

export interface SelectOption {
  value: string
  label: string
}

export interface SelectFieldProps extends FieldBase {
  options: readonly SelectOption[]
  /** Called after the value changes (e.g. to reset fields that depend on it). */
  onValueChange?: (value: string) => void
}

/** A native select bound to the calculator's draft. */
export function SelectField({
  state,
  name,
  label,
  description,
  required,
  wide,
  options,
  onValueChange,
}: SelectFieldProps) {
  return (
    <FormField name={name} required={required} className={wide ? 'sm:col-span-2' : undefined}>
      <FormLabel>{label}</FormLabel>
      <FormControl>
        <Select
          name={name}
          required={required}
          value={state.draft[name] ?? ''}
          onChange={(event) => {
            state.setValue(name, event.target.value)
            onValueChange?.(event.target.value)
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </FormControl>
      {description ? <FormDescription>{description}</FormDescription> : null}
    </FormField>
  )
}

/** Options from a list of values, labelled by `label` (default: the value with a capital). */
export function optionsOf<Value extends string | number>(
  values: readonly Value[],
  label: (value: Value) => string = (value) => capitalise(String(value)),
): SelectOption[] {
  return values.map((value) => ({ value: String(value), label: label(value) }))
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
