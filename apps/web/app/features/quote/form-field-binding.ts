import { readLandSize } from '@nirman/contract/quote-fields'
import {
  type FieldValues,
  get,
  type Path,
  type UseFormReturn,
  useFormState,
  useWatch,
} from 'react-hook-form'
import { useLang } from '../../i18n/use-lang'
import { useLandUnitSizes } from '../../settings/land-units'
import { firstError } from './form-notices'
import { landSizeReading, useLandSizeCopy } from './land-size-reading'
import type { FieldBinding } from './quote-form-fields'

/**
 * The quote fields' wiring to the react-hook-form `form` (a live form's logic publishes it with
 * the view's parts): its `register`, each field's message, what the form read from the land size,
 * and the first failing field of `fieldOrder`.
 */
export function useFieldBinding<Values extends FieldValues, Context, Output>(
  form: UseFormReturn<Values, Context, Output>,
  { inlineErrors, fieldOrder }: { inlineErrors: boolean; fieldOrder: readonly string[] },
): FieldBinding {
  const { errors } = useFormState({ control: form.control })
  const landSize: unknown = useWatch({ control: form.control, name: 'landSize' as Path<Values> })
  const landSizeCopy = useLandSizeCopy()
  const sizes = useLandUnitSizes()
  const lang = useLang()
  return {
    register: (name) => form.register(name as Path<Values>),
    errorOf: (name) => (get(errors, name) as { message?: string } | undefined)?.message,
    readingOf: (name) =>
      name === 'landSize' && typeof landSize === 'string'
        ? landSizeReading(readLandSize(landSize, sizes), landSizeCopy, sizes, lang)
        : undefined,
    inlineErrors,
    firstErrorField: firstError(errors, fieldOrder as readonly Path<Values>[])?.field,
  }
}
