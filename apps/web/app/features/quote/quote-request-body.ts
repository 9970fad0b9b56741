import type { QuoteForm, QuoteRequestField, QuoteSubmissionInput } from '@nirman/contract'
import { submitQuote } from '../../api/quote'
import type { Lang } from '../../i18n/lang'
import { idempotencyKeyFor, leadSource } from '../lead-source'
import { honeypotField } from './quote-fields'

/**
 * What a quote form posts: name, phone and project type always, the other fields of a quote
 * request when the form has them (the hero quick form has no plot details), every value a string,
 * and the honeypot only when something filled it in.
 */
export type QuoteRequestBody = Partial<Record<QuoteRequestField, string>> &
  Record<'name' | 'phone' | 'projectType', string> & { [honeypotField]?: string }

/**
 * Adds the honeypot to a request only when it holds something: people never see the field, so an
 * empty one is the normal case and is not sent at all.
 *
 * @example
 * quoteRequestBody(request, '') // request, unchanged
 * quoteRequestBody(request, 'https://spam.example') // { ...request, website: 'https://spam.example' }
 */
export function quoteRequestBody(
  request: Omit<QuoteRequestBody, typeof honeypotField>,
  honeypot: string,
): QuoteRequestBody {
  return honeypot === '' ? request : { ...request, [honeypotField]: honeypot }
}

/**
 * Posts a quote request with `submitQuote`. The contract's `QuoteSubmissionInput` type is stricter
 * than the schema it comes from: it lists the land sides as always present (the schema fills in
 * missing ones) and `landFacing` as one of the options (the form's select offers only those, and
 * the API checks). quote-request-body.test.ts parses the bodies of every form with the contract's
 * `quoteRequestSchema` itself, so this conversion is checked where the types cannot check it.
 * With them goes `language`, `lang`: the page's ('en' or 'hi').
 */
export function sendQuoteRequest(body: QuoteRequestBody, form: QuoteForm, lang: Lang) {
  // The key is made from what the form holds, so a double tap or a retry sends the same one.
  return submitQuote({
    ...(body as QuoteSubmissionInput),
    idempotencyKey: idempotencyKeyFor(body),
    source: leadSource(form),
    // The language of the page the visitor filled the form in.
    language: lang,
  })
}
