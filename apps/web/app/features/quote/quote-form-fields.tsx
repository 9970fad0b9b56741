import {
  FormControl,
  FormDescription,
  FormError,
  FormField,
  FormLabel,
  Input,
  type InputProps,
  Select,
  type SelectProps,
  Textarea,
  type TextareaProps,
} from '@nirman/ui'
import { createContext, type ReactNode, use, useId } from 'react'
import type { FieldValues, Path, UseFormRegisterReturn } from 'react-hook-form'
import { honeypotLabel as honeypotLabelEnglish } from '../../content/quote'
import { fromPart, usePageText } from '../../i18n/page-text'
import { honeypotField } from './quote-fields'

// The honeypot's label in the page's language (a screen reader may still meet it).
const honeypotLabelHindi = fromPart('forms', (hindi) => hindi.quote.honeypotLabel)

/**
 * How the fields get their wiring. The forms' code (react-hook-form, the checks, the sending) is
 * fetched when the visitor first touches a form (on-demand-form.tsx); until then the same fields
 * render as plain inputs (`plainFields`), so the page shows the whole form at once. Once the code
 * is here, the form's logic gives the very same fields react-hook-form's `register`, each field's
 * message and what it read (form-field-binding.ts): values, not hooks, so that the fields stay the
 * same elements, under the same components, before and after.
 */
export interface FieldBinding {
  register: (name: string) => UseFormRegisterReturn | { name: string }
  /** The field's current message. */
  errorOf: (name: string) => string | undefined
  /**
   * What the live form read from the field's text, to say under it (the land size's
   * "30 ft x 40 ft = 1,200 sq ft"); undefined in the plain form and for other fields.
   */
  readingOf: (name: string) => string | undefined
  /**
   * Whether each field shows its own message under it (the popup), or only turns invalid while the
   * form's Validation Error notice gives the first message (the home, contact and hero forms).
   */
  inlineErrors: boolean
  /**
   * The first failing field of a form without inline errors: it shows its message beside it (not
   * announced again: the Validation Error notice is the alert), so the visitor taken there by
   * focusFirstError reads why at once.
   */
  firstErrorField?: string | undefined
}

export const plainFields: FieldBinding = {
  register: (name) => ({ name }),
  errorOf: () => undefined,
  readingOf: () => undefined,
  inlineErrors: false,
}

export const FieldBindingContext = createContext<FieldBinding>(plainFields)

interface QuoteFieldProps<Values extends FieldValues> {
  name: Path<Values>
  label: ReactNode
  required?: boolean
  className?: string
  /** Help under the control, read with it by screen readers; announced when it changes. */
  description?: ReactNode
}

/** Label, control and message wired by FormField; the control is whatever `children` renders. */
function QuoteField<Values extends FieldValues>({
  name,
  label,
  required,
  className,
  description,
  children,
}: QuoteFieldProps<Values> & { children: ReactNode }) {
  const { errorOf, inlineErrors, firstErrorField } = use(FieldBindingContext)
  const error = errorOf(name)
  return (
    <FormField name={name} error={error} required={required} className={className}>
      <FormLabel>{label}</FormLabel>
      <FormControl>{children}</FormControl>
      {description ? <FormDescription aria-live="polite">{description}</FormDescription> : null}
      {inlineErrors ? <FormError /> : null}
      {!inlineErrors && firstErrorField === name ? <FormError announce={false} /> : null}
    </FormField>
  )
}

export function InputField<Values extends FieldValues>({
  name,
  label,
  required,
  className,
  description,
  ...inputProps
}: QuoteFieldProps<Values> & Omit<InputProps, 'name' | 'required'>) {
  const { register } = use(FieldBindingContext)
  return (
    <QuoteField
      name={name}
      label={label}
      required={required}
      className={className}
      description={description}
    >
      <Input {...inputProps} {...register(name)} />
    </QuoteField>
  )
}

export function SelectField<Values extends FieldValues>({
  name,
  label,
  required,
  className,
  placeholder,
  options,
  labels,
  ...selectProps
}: QuoteFieldProps<Values> &
  Omit<SelectProps, 'name' | 'required' | 'children'> & {
    /** The text of the empty first option; leave it out when the field always has a value. */
    placeholder?: string
    options: readonly string[]
    /** What each option reads as, when not its value (a Hindi page). */
    labels?: Readonly<Record<string, string>>
  }) {
  const { register } = use(FieldBindingContext)
  return (
    <QuoteField name={name} label={label} required={required} className={className}>
      <Select {...selectProps} {...register(name)}>
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {labels?.[option] ?? option}
          </option>
        ))}
      </Select>
    </QuoteField>
  )
}

export function TextareaField<Values extends FieldValues>({
  name,
  label,
  required,
  className,
  ...textareaProps
}: QuoteFieldProps<Values> & Omit<TextareaProps, 'name' | 'required'>) {
  const { register } = use(FieldBindingContext)
  return (
    <QuoteField name={name} label={label} required={required} className={className}>
      <Textarea {...textareaProps} {...register(name)} />
    </QuoteField>
  )
}

/**
 * The field only bots see: out of sight, out of the tab order and hidden from screen readers.
 * Whatever lands in it is sent as `website`, and the API then drops the request.
 */
export function HoneypotField() {
  const { register } = use(FieldBindingContext)
  const inputId = useId()
  const honeypotLabel = usePageText(honeypotLabelEnglish, honeypotLabelHindi)
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={inputId}>{honeypotLabel}</label>
      <input
        id={inputId}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        {...register(honeypotField)}
      />
    </div>
  )
}
