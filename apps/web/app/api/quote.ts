import type { QuoteReceipt, QuoteSubmissionInput } from '@nirman/contract'
import { ApiRequestError, api } from './client'

/** Sends a quote request; resolves once the API has stored it (201). */
export function submitQuote(request: QuoteSubmissionInput): Promise<QuoteReceipt> {
  return api.request<QuoteReceipt>('POST', '/api/contact', request)
}

/**
 * What a failed submission tells the visitor: the API's own message when it sent one ("Name must
 * be at least 3 characters", "Too many requests..."), else undefined and the form shows its fallback.
 */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiRequestError ? error.serverMessage : undefined
}
