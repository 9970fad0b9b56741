import { Notice, NoticeDescription, NoticeTitle } from '@nirman/ui'
import type { FieldErrors, FieldValues, Path } from 'react-hook-form'
import {
  type ResultMessage,
  validationNoticeCopy as validationNoticeCopyEnglish,
} from '../../content/quote'
import { fromPart, usePageText } from '../../i18n/page-text'

// Content in the language of the page being shown (app/i18n/page-text.ts).
const validationNoticeCopyHindi = fromPart('forms', (hindi) => hindi.quote.validationNoticeCopy)

/**
 * The first failing field and its message, taking the fields in the order the form shows them.
 *
 * @example
 * firstError({ phone: { type: 'too_small', message: 'Please enter a valid phone number' } }, ['name', 'phone'])
 * // { field: 'phone', message: 'Please enter a valid phone number' }
 */
export function firstError<Values extends FieldValues>(
  errors: FieldErrors<Values>,
  fieldOrder: readonly Path<Values>[],
): { field: Path<Values>; message: string } | undefined {
  for (const field of fieldOrder) {
    const message = errors[field]?.message
    if (typeof message === 'string' && message !== '') return { field, message }
  }
  return undefined
}

/** The message of the first failing field (see firstError). */
export function firstErrorMessage<Values extends FieldValues>(
  errors: FieldErrors<Values>,
  fieldOrder: readonly Path<Values>[],
): string | undefined {
  return firstError(errors, fieldOrder)?.message
}

/**
 * After a refused submit, takes the visitor to the first failing field: scrolled to the middle of
 * the screen with its label and message (on a phone the form's notice sits far below it, off
 * screen), and focused, so a screen reader reads it with its message.
 */
export function focusFirstError<Values extends FieldValues>(
  form: HTMLFormElement | null,
  errors: FieldErrors<Values>,
  fieldOrder: readonly Path<Values>[],
): void {
  const failing = firstError(errors, fieldOrder)
  const control = failing ? form?.elements.namedItem(failing.field) : null
  if (!(control instanceof HTMLElement)) return
  const field = control.closest('[data-slot="form-field"]') ?? control
  field.scrollIntoView({ block: 'center' })
  control.focus({ preventScroll: true })
}

/** 'Validation Error' with the first failing message; nothing while the form has no error. */
export function ValidationNotice<Values extends FieldValues>({
  errors,
  fieldOrder,
}: {
  errors: FieldErrors<Values>
  fieldOrder: readonly Path<Values>[]
}) {
  const validationNoticeCopy = usePageText(validationNoticeCopyEnglish, validationNoticeCopyHindi)
  if (Object.keys(errors).length === 0) return null
  return (
    <ResultNotice
      variant="destructive"
      message={{
        title: validationNoticeCopy.title,
        description: firstErrorMessage(errors, fieldOrder) ?? validationNoticeCopy.fallback,
      }}
    />
  )
}

/** A result in the page: the contact form's success or failure. */
export function ResultNotice({
  variant,
  message,
}: {
  variant: 'success' | 'destructive'
  message: ResultMessage
}) {
  return (
    <Notice variant={variant}>
      <NoticeTitle>{message.title}</NoticeTitle>
      <NoticeDescription>{message.description}</NoticeDescription>
    </Notice>
  )
}
