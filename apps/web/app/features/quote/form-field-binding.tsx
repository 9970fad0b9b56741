import { type ReactNode, useMemo } from 'react'
import { useFormContext, useFormState } from 'react-hook-form'
import { type FieldBinding, FieldBindingContext } from './quote-form-fields'

/** The field's current error message, re-rendering only when that field's error changes. */
function useFieldError(name: string): string | undefined {
  const { control, getFieldState } = useFormContext()
  const formState = useFormState({ control, name })
  return getFieldState(name, formState).error?.message
}

/** Wires the quote fields to the react-hook-form of the FormProvider around them. */
export function FormFieldBinding({ children }: { children: ReactNode }) {
  const { register } = useFormContext()
  const binding = useMemo<FieldBinding>(
    () => ({ register: (name) => register(name), useError: useFieldError }),
    [register],
  )
  return <FieldBindingContext value={binding}>{children}</FieldBindingContext>
}
