import type {
  ApiError,
  VisitAvailability,
  VisitBooked,
  VisitBookingInput,
  VisitorVisit,
  VisitSlot,
} from '@nirman/contract'
import { siteVisitPaths } from '@nirman/contract/site-visit-words'

// The site-visit routes of the API (`/api/site-visits...`), as the booking page and a visit's own
// page call them: no account and no cookie, on the same origin or VITE_API_BASE_URL. Its own small
// fetch, as the quotation page's: a refusal's message, its code, its issues and the next free
// times are all the pages need of an answer.

const apiBase = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/$/, '')

/** A visit link's token as the API makes it: the visit's number, a dot, 32 characters. */
const tokenPattern = /^[1-9]\d{0,9}\.[A-Za-z0-9_-]{32}$/

/** Whether `token` can be a visit link's at all (anything else opens nothing). */
export function isVisitToken(token: string | undefined): token is string {
  return token !== undefined && tokenPattern.test(token)
}

/**
 * A refusal of the API (status 400 to 429, with its `message`, `code`, a 400's `issues` and a full
 * slot's `nextFree` times) or no answer at all (status 0: no connection, or a fault of the server).
 */
export class VisitRequestError extends Error {
  constructor(
    readonly status: number,
    /** The API's body; empty when it gave none (a fault, or no answer). */
    readonly body: Partial<ApiError> = {},
  ) {
    super(body.message ?? `The site-visit API answered ${status}`)
    this.name = 'VisitRequestError'
  }

  /** The times offered in place of a slot just taken (409 `slot_full`). */
  get nextFree(): VisitSlot[] {
    return Array.isArray(this.body.nextFree) ? this.body.nextFree : []
  }
}

async function refusalOf(response: Response): Promise<VisitRequestError> {
  // A 5xx is the server's fault whatever it says: the page words it as no answer.
  if (response.status >= 500) return new VisitRequestError(0)
  try {
    const body: unknown = await response.json()
    return new VisitRequestError(
      response.status,
      typeof body === 'object' && body !== null ? (body as Partial<ApiError>) : {},
    )
  } catch {
    return new VisitRequestError(response.status)
  }
}

async function visitRequest<T>(path: string, payload?: unknown): Promise<T> {
  let response: Response
  try {
    response = await fetch(
      `${apiBase}${path}`,
      payload === undefined
        ? { headers: { accept: 'application/json' }, cache: 'no-store' }
        : {
            method: 'POST',
            headers: { accept: 'application/json', 'content-type': 'application/json' },
            body: JSON.stringify(payload),
            // A visit's page sends no referrer anywhere (its address holds the token), and under
            // that policy a browser sends a POST with `Origin: null`, which the API refuses as
            // another site's. This request's own policy keeps the origin for our API.
            referrerPolicy: 'same-origin',
          },
    )
  } catch {
    throw new VisitRequestError(0)
  }
  if (!response.ok) throw await refusalOf(response)
  return (await response.json()) as T
}

/** The days and times visitors can choose from now, in Patna's time. */
export function fetchAvailability(): Promise<VisitAvailability> {
  return visitRequest<VisitAvailability>(siteVisitPaths.slots)
}

/** Books a visit; resolves once the API has stored it (201), with its link's token. */
export function bookVisit(booking: VisitBookingInput): Promise<VisitBooked> {
  return visitRequest<VisitBooked>(siteVisitPaths.book, booking)
}

/** The visit of a link, as its visitor sees it. */
export function fetchVisit(token: string): Promise<VisitorVisit> {
  return visitRequest<VisitorVisit>(siteVisitPaths.visit(token))
}

/** Moves the visit to `startsAt`; the answer holds the new link's token (the old one is done). */
export function moveVisit(token: string, startsAt: string): Promise<VisitBooked> {
  return visitRequest<VisitBooked>(siteVisitPaths.move(token), { startsAt })
}

/** Cancels the visit; answers it as it now stands. */
export function cancelVisit(token: string): Promise<VisitorVisit> {
  return visitRequest<VisitorVisit>(siteVisitPaths.cancel(token), {})
}
