import { type ComponentProps, createContext, use, useEffect, useId, useMemo, useState } from 'react'
import { Label, type LabelProps } from '../label'
import { cn } from '../lib/cn'
import { Slot } from '../lib/slot'

interface FormFieldContextValue {
  /** The `name` given to the FormField. */
  name: string | undefined
  /** The error message; a field with one is invalid. */
  error: string | undefined
  required: boolean
  controlId: string
  descriptionId: string
  errorId: string
  /** Whether a FormDescription / FormError is mounted, so aria-describedby never names a missing id. */
  hasDescription: boolean
  hasErrorSlot: boolean
  setHasDescription: (mounted: boolean) => void
  setHasErrorSlot: (mounted: boolean) => void
}

const FormFieldContext = createContext<FormFieldContextValue | null>(null)

/**
 * The ids and state of the enclosing FormField, for a custom control that cannot sit inside
 * FormControl.
 *
 * @example
 * const { controlId, error } = useFormField()
 */
export function useFormField() {
  const { name, error, required, controlId, descriptionId, errorId } = useFormFieldContext()
  return { name, error, required, controlId, descriptionId, errorId }
}

function useFormFieldContext(): FormFieldContextValue {
  const context = use(FormFieldContext)
  if (!context) {
    throw new Error(
      'FormLabel, FormControl, FormDescription and FormError must be used inside a <FormField>.',
    )
  }
  return context
}

export type FormFieldProps = ComponentProps<'div'> & {
  /**
   * The field's name, used to make the generated ids readable (`phone-…-control`). The
   * control still needs its own `name` (react-hook-form's `register('phone')` gives it one).
   */
  name?: string
  /**
   * The error message, e.g. react-hook-form's `errors.phone?.message`. While set, the control is
   * `aria-invalid` and described by the FormError that shows it.
   */
  error?: string
  /** Shows the asterisk in the FormLabel and makes the control `aria-required`. */
  required?: boolean
}

/**
 * One form field: a label, a control, an optional description and an error message, wired together
 * for screen readers. The ids are generated; the label names the control, the description and the
 * error describe it, and the control is marked invalid while there is an error.
 *
 * @example
 * <FormField name="phone" error={errors.phone?.message} required>
 *   <FormLabel>Phone Number</FormLabel>
 *   <FormControl>
 *     <Input type="tel" autoComplete="tel" {...register('phone')} />
 *   </FormControl>
 *   <FormDescription>10 digits</FormDescription>
 *   <FormError />
 * </FormField>
 */
export function FormField({
  name,
  error,
  required = false,
  className,
  children,
  ...props
}: FormFieldProps) {
  const reactId = useId()
  const [hasDescription, setHasDescription] = useState(false)
  const [hasErrorSlot, setHasErrorSlot] = useState(false)
  const baseId = name ? `${name}-${reactId}` : reactId
  const message = error || undefined

  const context = useMemo<FormFieldContextValue>(
    () => ({
      name,
      error: message,
      required,
      controlId: `${baseId}-control`,
      descriptionId: `${baseId}-description`,
      errorId: `${baseId}-error`,
      hasDescription,
      hasErrorSlot,
      setHasDescription,
      setHasErrorSlot,
    }),
    [name, message, required, baseId, hasDescription, hasErrorSlot],
  )

  return (
    <FormFieldContext value={context}>
      <div
        data-slot="form-field"
        data-invalid={message ? 'true' : undefined}
        className={cn('group/form-field flex w-full flex-col gap-2', className)}
        {...props}
      >
        {children}
      </div>
    </FormFieldContext>
  )
}

export type FormLabelProps = Omit<LabelProps, 'htmlFor' | 'required'>

/**
 * The field's label, pointing at its control, with the asterisk when the FormField is `required`.
 *
 * @example
 * <FormLabel>Phone Number</FormLabel>
 */
export function FormLabel({ className, ...props }: FormLabelProps) {
  const { controlId, required } = useFormField()
  return (
    <Label
      data-slot="form-label"
      htmlFor={controlId}
      required={required}
      className={cn(
        'group-has-[:disabled]/form-field:cursor-not-allowed group-has-[:disabled]/form-field:text-muted-foreground',
        className,
      )}
      {...props}
    />
  )
}

export type FormControlProps = ComponentProps<typeof Slot>

/**
 * Wraps the one control of the field (Input, Textarea, Select, ...) and gives it its `id`,
 * `aria-describedby` (description, then error), `aria-invalid` while there is an error and
 * `aria-required` when required. Props already on the control win, so react-hook-form's
 * `register()` spread works as is; do not give the control an `id` of its own, the label
 * points at the generated one.
 *
 * @example
 * <FormControl>
 *   <Input {...register('name')} />
 * </FormControl>
 */
export function FormControl(props: FormControlProps) {
  const { error, required, controlId, descriptionId, errorId, hasDescription, hasErrorSlot } =
    useFormFieldContext()
  const describedBy = [
    hasDescription ? descriptionId : undefined,
    error && hasErrorSlot ? errorId : undefined,
    props['aria-describedby'],
  ]
    .filter(Boolean)
    .join(' ')

  return (
    <Slot
      id={controlId}
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
      {...props}
      aria-describedby={describedBy || undefined}
    />
  )
}

export type FormDescriptionProps = ComponentProps<'p'>

/**
 * Help text under the control ("10 digits"), read by screen readers as the control's description.
 *
 * @example
 * <FormDescription>We call you on this number.</FormDescription>
 */
export function FormDescription({ className, ...props }: FormDescriptionProps) {
  const { descriptionId, setHasDescription } = useFormFieldContext()
  useEffect(() => {
    setHasDescription(true)
    return () => setHasDescription(false)
  }, [setHasDescription])

  return (
    <p
      data-slot="form-description"
      id={descriptionId}
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  )
}

export type FormErrorProps = ComponentProps<'p'> & {
  /** Announce the message as it appears (`role="alert"`, the default). */
  announce?: boolean
}

/**
 * The field's error message: nothing while the FormField has no `error`; with one, the message
 * (or `children`, to word it differently) with `role="alert"`, so screen readers announce it as it
 * appears, and the control is described by it. `announce={false}` drops the alert role where
 * another element already announces the message (a form's summary notice): the control is still
 * described by it, so it is read when the field gets the focus.
 *
 * @example
 * <FormError />
 */
export function FormError({ className, children, announce = true, ...props }: FormErrorProps) {
  const { error, errorId, setHasErrorSlot } = useFormFieldContext()
  useEffect(() => {
    setHasErrorSlot(true)
    return () => setHasErrorSlot(false)
  }, [setHasErrorSlot])

  if (!error) return null
  return (
    <p
      data-slot="form-error"
      id={errorId}
      role={announce ? 'alert' : undefined}
      className={cn('text-sm font-medium text-destructive', className)}
      {...props}
    >
      {children ?? error}
    </p>
  )
}
