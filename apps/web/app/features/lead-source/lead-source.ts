import type { QuoteForm, QuoteSourceInput } from '@nirman/contract'
import { advertTagParameters } from '@nirman/contract/advert-tags'

// Where a lead came from, kept for the visit in the browser's sessionStorage (never a cookie): the
// first landing page of the visit, its referrer and the advert tags of its address. It ends with
// the tab, and nothing of it is sent anywhere but with a quote request.

/** The sessionStorage key of the visit's landing. */
export const landingStorageKey = 'nirman.landing'

export type Landing = { landingPage: string; referrer: string } & Record<
  keyof typeof advertTagParameters,
  string
>

interface Place {
  pathname: string
  search: string
}

/** The landing of an address: the page with its query, the referrer and the tags of the query. */
export function landingOf(place: Place, referrer: string): Landing {
  const query = new URLSearchParams(place.search)
  const tags = Object.fromEntries(
    Object.entries(advertTagParameters).map(([field, parameter]) => [
      field,
      query.get(parameter) ?? '',
    ]),
  ) as Record<keyof typeof advertTagParameters, string>
  return { landingPage: `${place.pathname}${place.search}`, referrer, ...tags }
}

function readLanding(storage: Storage): Landing | undefined {
  try {
    const stored = storage.getItem(landingStorageKey)
    return stored ? (JSON.parse(stored) as Landing) : undefined
  } catch {
    return undefined
  }
}

/**
 * Remembers the first page of the visit, once: later pages of the same visit keep the first
 * landing. Call when the website starts. Storage that refuses (private mode, full) loses only the
 * source, never the request.
 */
export function captureLanding(
  place: Place = window.location,
  referrer: string = document.referrer,
  storage: Storage = window.sessionStorage,
): void {
  try {
    if (readLanding(storage)) return
    storage.setItem(landingStorageKey, JSON.stringify(landingOf(place, referrer)))
  } catch {
    // No storage: the request goes without its landing.
  }
}

/**
 * The source sent with a quote request: which form, the page it is sent from, the visit's landing,
 * and the calculator whose estimate the page carries (`?calculator=` of the estimate link).
 */
export function leadSource(
  form: QuoteForm,
  place: Place = window.location,
  storage: Storage = window.sessionStorage,
): QuoteSourceInput {
  const landing = readLanding(storage) ?? landingOf(place, '')
  return {
    form,
    page: place.pathname,
    ...landing,
    calculator: new URLSearchParams(place.search).get('calculator') ?? '',
  }
}
