import type { ClientQuotationMessages } from '@nirman/contract'
import type { Lang } from '../../i18n/lang'
import { clientQuotationLimits, clientQuotationMessages } from './client-quotation-words'
import { QuotationRequestError } from './quotation-api'

// The API's refusals on the quotation page, in the page's language. Its domain refusals (a wrong
// code, a newer revision...) come in the quotation's language already, its checks of a field (a
// 400's issues) in the contract's English: either is found among the contract's
// `clientQuotationMessages` by its exact words and said by its key, never read with a pattern.

export type MessageKey = keyof ClientQuotationMessages

/** The fields of the page's two forms. */
export type AnswerField = 'name' | 'code' | 'reason'

/** The field each message is about; the others are about the whole quotation. */
const fieldOfKey: Partial<Record<MessageKey, AnswerField>> = {
  name: 'name',
  nameLong: 'name',
  code: 'code',
  wrongCode: 'code',
  expiredCode: 'code',
  tooManyTries: 'code',
  reason: 'reason',
  reasonLong: 'reason',
}

const keys = Object.keys(clientQuotationMessages.en) as MessageKey[]

/** The key of one of the contract's messages, in either language; undefined for another text. */
export function messageKeyOf(message: string): MessageKey | undefined {
  return keys.find(
    (key) =>
      clientQuotationMessages.en[key] === message || clientQuotationMessages.hi[key] === message,
  )
}

/** A refusal as the page shows it: its words in `lang`, and the field it belongs beside. */
export interface Refusal {
  text: string
  field: AnswerField | null
  key: MessageKey | undefined
}

/**
 * An API message in `lang`, with its field: a message the contract does not know keeps its words
 * (a fault of the server says more than nothing).
 * @example refusalIn('hi', 'That code is not right. Check the e-mail and type it again.')
 * // { text: 'यह कोड सही नहीं है। ईमेल देखकर फिर से लिखें।', field: 'code', key: 'wrongCode' }
 */
export function refusalIn(lang: Lang, message: string): Refusal {
  const key = messageKeyOf(message)
  if (key === undefined) return { text: message, field: null, key }
  return { text: clientQuotationMessages[lang][key], field: fieldOfKey[key] ?? null, key }
}

/** The contract's message `key` in `lang`, as a refusal of the page's own checks. */
export function ownRefusal(lang: Lang, key: MessageKey): Refusal {
  return { text: clientQuotationMessages[lang][key], field: fieldOfKey[key] ?? null, key }
}

/**
 * The code as typed: spaces and dashes dropped, Devanagari digits (०-९) read as 0-9 (a Hindi
 * keyboard types them).
 * @example typedCode('४८२ ९१३') // '482913'
 */
export function typedCode(typed: string): string {
  return typed
    .replace(/[\s-]+/g, '')
    .replace(/[०-९]/g, (digit) => String(digit.charCodeAt(0) - '०'.charCodeAt(0)))
}

/**
 * The page's checks of an acceptance before it is sent, as the contract's schema makes them
 * (`quotationAcceptSchema`: a name of 2 to 100 characters, a code of six digits), in the order of
 * the fields. The API checks them again.
 */
export function acceptRefusals(lang: Lang, name: string, code: string): Refusal[] {
  const refusals: Refusal[] = []
  const trimmed = name.trim()
  if (trimmed.length < 2) refusals.push(ownRefusal(lang, 'name'))
  else if (trimmed.length > clientQuotationLimits.name) refusals.push(ownRefusal(lang, 'nameLong'))
  if (!/^\d{6}$/.test(typedCode(code))) refusals.push(ownRefusal(lang, 'code'))
  return refusals
}

/** The page's check of a decline's reason (`quotationDeclineSchema`: 1 to 1,000 characters). */
export function declineRefusal(lang: Lang, reason: string): Refusal | null {
  const trimmed = reason.trim()
  if (trimmed.length === 0) return ownRefusal(lang, 'reason')
  if (trimmed.length > clientQuotationLimits.reason) return ownRefusal(lang, 'reasonLong')
  return null
}

/** What a form shows after a refusal: messages beside its fields, or one above it. */
export interface FormRefusals {
  fields: Partial<Record<AnswerField, string>>
  /** A refusal about no field (a newer revision, no answer from the server...). */
  notice: { text: string; reload: boolean } | null
  /** The field to take the focus to: the first one refused. */
  first: AnswerField | null
}

/** Refusals of the page's own checks, in the order of the fields. */
export function fieldRefusals(refusals: readonly Refusal[]): FormRefusals {
  const fields: FormRefusals['fields'] = {}
  for (const refusal of refusals) if (refusal.field) fields[refusal.field] ??= refusal.text
  return { fields, notice: null, first: refusals.find((refusal) => refusal.field)?.field ?? null }
}

const answerFields: readonly string[] = ['name', 'code', 'reason'] satisfies AnswerField[]

/**
 * What a failed request says in `lang`: a 400's issues beside their fields, a domain refusal
 * beside its field (a wrong code) or above the form (a newer revision: with a way to reload), and
 * `notReached` when the server did not answer or answered with a fault.
 */
export function refusalsOfError(lang: Lang, error: unknown, notReached: string): FormRefusals {
  const status = error instanceof QuotationRequestError ? error.status : 0
  const message = error instanceof QuotationRequestError ? error.apiMessage : null
  const issues = error instanceof QuotationRequestError ? error.issues : []
  if (status === 0 || (message === null && issues.length === 0)) {
    return { fields: {}, notice: { text: notReached, reload: false }, first: null }
  }
  const refusals = (issues.length > 0 ? issues : [{ path: '', message: message ?? '' }]).map(
    (issue) => {
      const refusal = refusalIn(lang, issue.message)
      const field = answerFields.includes(issue.path) ? (issue.path as AnswerField) : refusal.field
      return { ...refusal, field }
    },
  )
  const found = fieldRefusals(refusals)
  const other = refusals.find((refusal) => refusal.field === null)
  return {
    ...found,
    notice: other ? { text: other.text, reload: status === 409 || status === 404 } : null,
  }
}
