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

export interface NumberFieldProps extends FieldBase {
  min?: number
  max?: number
  /** 'any' by default: decimals are allowed unless a step is given. */
  step?: number | 'any'
  /** Shown after the label: "ft", "₹", "%". */
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
  min,
  max,
  step = 'any',
  unit,
}: NumberFieldProps) {
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
          min={min}
          max={max}
          step={step}
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
