import type { ClientSignInMessageKey } from '@nirman/contract/client-sign-in-messages'

// The tracker's Hindi (content/hi/tracker.ts, and the contract's Hindi of the API's sign-in
// messages) is fetched only on a Hindi page, beside the tracker's code: an English page never
// loads it. The route starts the download as it hydrates; the tracker's parts wait for it before
// they draw (features/tracker/tracker-texts.ts), so a Hindi page never shows their English.

export interface TrackerHindi {
  texts: typeof import('../../content/hi/tracker')
  messages: Readonly<Record<ClientSignInMessageKey, string>>
}

let loaded: TrackerHindi | undefined
let loading: Promise<TrackerHindi> | undefined

/** Fetches the tracker's Hindi once (again after a failure: the next call retries). */
export function loadTrackerHindi(): Promise<TrackerHindi> {
  loading ??= Promise.all([
    import('../../content/hi/tracker'),
    import('@nirman/contract/client-sign-in-messages-hi'),
  ]).then(
    ([texts, messages]) => {
      loaded = { texts, messages: messages.hindiClientSignInMessages }
      return loaded
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/** The tracker's Hindi if it has come. */
export function loadedTrackerHindi(): TrackerHindi | undefined {
  return loaded
}
