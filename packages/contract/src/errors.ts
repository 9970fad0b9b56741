import type { Wait } from './quote-messages'

/** One failing field of a request body: `path` is the field name. */
export interface ApiIssue {
  path: string
  message: string
}

/**
 * The body of every error answer of the API. `issues` comes with 400 validation errors; `code`
 * and `wait` with the rate limit's 429 (see quote-messages.ts), so a page words it in its language.
 */
export interface ApiError {
  message: string
  issues?: ApiIssue[]
  code?: 'tooManyRequests'
  wait?: Wait
}
