import type { Wait } from './quote-messages'
import type { SlotRefusal, VisitSlot } from './visit-slots'

/** One failing field of a request body: `path` is the field name. */
export interface ApiIssue {
  path: string
  message: string
}

/**
 * The body of every error answer of the API. `issues` comes with 400 validation errors; `code`
 * and `wait` with the rate limit's 429 (see quote-messages.ts), so a page words it in its language;
 * a site visit's time refused says why in `code` (a full slot with its `nextFree` times).
 */
export interface ApiError {
  message: string
  issues?: ApiIssue[]
  code?: 'tooManyRequests' | 'slot_full' | SlotRefusal
  wait?: Wait
  nextFree?: VisitSlot[]
}
