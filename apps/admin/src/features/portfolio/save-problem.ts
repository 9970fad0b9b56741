import { ApiRequestError } from '../../api/client'

/** Why a save was refused: someone else's change came first, fields were refused, or a fault. */
export interface SaveProblem {
  kind: 'conflict' | 'invalid' | 'failed'
  message: string
  /** The refused fields by name ("title", "hindi.quote"), each with its first message. */
  fields: Record<string, string>
}

/**
 * The form field an issue's path names: its segments up to the first index, so "highlights.3"
 * (one line of the highlights) is the highlights field and "hindi.quote" stays itself.
 */
export function fieldOfPath(path: readonly PropertyKey[] | string): string {
  const segments = typeof path === 'string' ? path.split('.') : path.map(String)
  const end = segments.findIndex((segment) => /^\d+$/.test(segment))
  return (end < 0 ? segments : segments.slice(0, end)).join('.')
}

/** The first message of each field, from zod's issues or the API's. */
export function fieldErrorsOf(
  issues: readonly { path: readonly PropertyKey[] | string; message: string }[],
): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of issues) {
    const field = fieldOfPath(issue.path)
    if (field && !fields[field]) fields[field] = issue.message
  }
  return fields
}

/** What a refused save means for the form, from the API's error. */
export function saveProblemOf(error: unknown, fallback: string): SaveProblem {
  if (!(error instanceof ApiRequestError)) return { kind: 'failed', message: fallback, fields: {} }
  const message = error.serverMessage ?? fallback
  if (error.status === 409) return { kind: 'conflict', message, fields: {} }
  if (error.status === 400 || error.status === 422) {
    let fields: Record<string, string> = {}
    try {
      const body: unknown = JSON.parse(error.body)
      if (body && typeof body === 'object' && 'issues' in body && Array.isArray(body.issues)) {
        fields = fieldErrorsOf(
          body.issues.filter(
            (issue): issue is { path: string; message: string } =>
              typeof issue?.message === 'string' &&
              (typeof issue.path === 'string' || Array.isArray(issue.path)),
          ),
        )
      }
    } catch {
      // not JSON: the message alone
    }
    return { kind: 'invalid', message, fields }
  }
  if (error.status === 403 || error.status === 404) return { kind: 'failed', message, fields: {} }
  return { kind: 'failed', message: fallback, fields: {} }
}
