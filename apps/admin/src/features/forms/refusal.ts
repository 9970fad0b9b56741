import { ApiRequestError } from '../../api/client'

/**
 * What a refused or failed request means for the form (or toast) that sent it:
 * - `conflict`: someone else changed the record first (409); the form offers to reload it.
 * - `invalid`: the server refused what was sent (400); `fields` holds the fields it named.
 * - `failed`: anything else: a refusal the server explained (an owner's action, a record gone),
 *   a fault it did not explain, or no answer at all (the network).
 */
export interface Refusal {
  kind: 'conflict' | 'invalid' | 'failed'
  /** The server's message for a refusal the form explains, else the form's own fallback. */
  message: string
  /** The refused fields by name ("title", "hindi.quote"), each with its first message. */
  fields: Record<string, string>
}

/**
 * Which refusals a form shows in the server's words: a list of statuses, or a test of the refused
 * request. Every other answer, and a request that got none, reads as the form's fallback.
 */
export type ExplainedRefusals = readonly number[] | ((refused: ApiRequestError) => boolean)

/**
 * The refusals the API words for staff: a refused field (400), an owner's action (403), a record
 * gone (404) and someone else's change (409).
 */
const explainedStatuses: readonly number[] = [400, 403, 404, 409]

/**
 * What an error of the API client means for a form.
 *
 * @param error what the request threw: an ApiRequestError, or a network failure
 * @param fallback the form's message for a fault the server did not explain
 * @param explained the refusals shown in the server's words (by default `explainedStatuses`)
 * @param fieldsOf the form's fields of the server's issues (by default `fieldErrorsOf`)
 * @returns the kind of refusal, its message and the refused fields
 * @example refusalOf(error, 'The change could not be saved. Please try again.', [400, 409])
 */
export function refusalOf(
  error: unknown,
  fallback: string,
  explained: ExplainedRefusals = explainedStatuses,
  fieldsOf: (issues: readonly RefusedIssue[]) => Record<string, string> = fieldErrorsOf,
): Refusal {
  if (!(error instanceof ApiRequestError) || !explains(explained, error)) {
    return { kind: 'failed', message: fallback, fields: {} }
  }
  const message = error.serverMessage ?? fallback
  if (error.status === 409) return { kind: 'conflict', message, fields: {} }
  if (error.status === 400) {
    return { kind: 'invalid', message, fields: fieldsOf(error.serverIssues) }
  }
  return { kind: 'failed', message, fields: {} }
}

const explains = (explained: ExplainedRefusals, refused: ApiRequestError) =>
  typeof explained === 'function' ? explained(refused) : explained.includes(refused.status)

/** A refused field: from the API (a dotted path) or from zod (the form's own check). */
export interface RefusedIssue {
  path: readonly PropertyKey[] | string
  message: string
}

/**
 * The form field an issue's path names: its segments up to the first index, so "highlights.3"
 * (one line of the highlights) is the highlights field and "hindi.quote" stays itself.
 */
function fieldOfPath(path: readonly PropertyKey[] | string): string {
  const segments = typeof path === 'string' ? path.split('.') : path.map(String)
  const end = segments.findIndex((segment) => /^\d+$/.test(segment))
  return (end < 0 ? segments : segments.slice(0, end)).join('.')
}

/** The first message of each field, from zod's issues (the form's own check) or the API's. */
export function fieldErrorsOf(issues: readonly RefusedIssue[]): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of issues) {
    const field = fieldOfPath(issue.path)
    if (field && !fields[field]) fields[field] = issue.message
  }
  return fields
}
