import { readLandSize } from '@nirman/contract/quote-fields'
import { type ReactNode, useMemo } from 'react'
import { useFormContext, useFormState, useWatch } from 'react-hook-form'
import { landSizeReading, useLandSizeCopy } from './land-size-reading'
import { type FieldBinding, FieldBindingContext } from './quote-form-fields'

/** The field's current error message, re-rendering only when that field's error changes. */
function useFieldError(name: string): string | undefined {
  const { control, getFieldState } = useFormContext()
  const formState = useFormState({ control, name })
  return getFieldState(name, formState).error?.message
}

/** What the form read from the field's text (only the land size has a reading). */
function useFieldReading(name: string): string | undefined {
  const value: unknown = useWatch({ name })
  const copy = useLandSizeCopy()
  if (name !== 'landSize' || typeof value !== 'string') return undefined
  return landSizeReading(readLandSize(value), copy)
}

/** Wires the quote fields to the react-hook-form of the FormProvider around them. */
export function FormFieldBinding({ children }: { children: ReactNode }) {
  const { register } = useFormContext()
  const binding = useMemo<FieldBinding>(
    () => ({
      register: (name) => register(name),
      useError: useFieldError,
      useReading: useFieldReading,
    }),
    [register],
  )
  return <FieldBindingContext value={binding}>{children}</FieldBindingContext>
}
