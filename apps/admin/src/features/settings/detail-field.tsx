import { FormControl, FormDescription, FormError, FormField, FormLabel, Input } from '@nirman/ui'
import type { ComponentProps, ReactNode } from 'react'

/**
 * One detail of the company as a labelled text box: its hint (what the website does with it) and
 * the message of a refusal, the form's own or the API's, beside it.
 */
export function DetailField({
  name,
  label,
  hint,
  error,
  value,
  onChange,
  ...input
}: {
  /** The field's name as the contract's issues give it (`company.address.city`). */
  name: string
  label: string
  hint?: ReactNode
  error: string | undefined
  value: string
  onChange: (value: string) => void
} & Pick<
  ComponentProps<'input'>,
  | 'type'
  | 'inputMode'
  | 'autoComplete'
  | 'maxLength'
  | 'lang'
  | 'spellCheck'
  | 'min'
  | 'max'
  | 'step'
>) {
  return (
    <FormField name={name} error={error}>
      <FormLabel>{label}</FormLabel>
      <FormControl>
        <Input value={value} onChange={(event) => onChange(event.target.value)} {...input} />
      </FormControl>
      {hint ? <FormDescription>{hint}</FormDescription> : null}
      <FormError />
    </FormField>
  )
}
