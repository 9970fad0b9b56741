import { Notice, NoticeDescription, NoticeTitle } from '@nirman/ui'
import type { FieldErrors, FieldValues, Path } from 'react-hook-form'
import { type ResultMessage, validationNoticeCopy } from '../../content/quote'

/**
 * The message of the first failing field, taking the fields in the order the form shows them.
 *
 * @example
 * firstErrorMessage({ phone: { type: 'too_small', message: 'Please enter a valid phone number' } }, ['name', 'phone'])
 * // 'Please enter a valid phone number'
 */
export function firstErrorMessage<Values extends FieldValues>(
  errors: FieldErrors<Values>,
  fieldOrder: readonly Path<Values>[],
): string | undefined {
  for (const field of fieldOrder) {
    const message = errors[field]?.message
    if (typeof message === 'string' && message !== '') return message
  }
  return undefined
}

/** 'Validation Error' with the first failing message; nothing while the form has no error. */
export function ValidationNotice<Values extends FieldValues>({
  errors,
  fieldOrder,
}: {
  errors: FieldErrors<Values>
  fieldOrder: readonly Path<Values>[]
}) {
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
