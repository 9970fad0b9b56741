import type { QuoteReceipt, QuoteSubmissionInput } from '@nirman/contract'
import type { Lang } from '../i18n/lang'
import { answerMessageNow } from '../i18n/quote-messages-on-demand'
import { ApiRequestError, api } from './client'

/**
 * What the website posts: a quote submission and the language of the page it was sent from
 * (`language`, top level beside `source`; the API stores it for the staff's dashboard and CSV).
 */
export type WebsiteQuoteSubmission = QuoteSubmissionInput & { language: Lang }

/** Sends a quote request; resolves once the API has stored it (201). */
export function submitQuote(request: WebsiteQuoteSubmission): Promise<QuoteReceipt> {
  return api.request<QuoteReceipt>('POST', '/api/contact', request)
}

/**
 * What a failed submission tells the visitor: the API's own message when it sent one ("Name must
 * be at least 3 characters", "Too many requests..."), else undefined and the form shows its fallback.
 */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiRequestError ? error.serverMessage : undefined
}

/**
 * What a failed submission tells the visitor, in `lang`: the API's own message (in Hindi on a
 * Hindi page, when the contract knows it), else '' and the form shows its fallback.
 */
export function refusalMessage(lang: Lang, error: unknown): string {
  const body = error instanceof ApiRequestError ? error.body : undefined
  return answerMessageNow(lang, serverMessage(error), body)
}
