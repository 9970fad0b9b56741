import { useCallback, useSyncExternalStore } from 'react'

/**
 * From 80rem (1280 px) the requests show as a table; below, as cards that fit a phone's width
 * without sideways scrolling (the table needs well over 1,000 px).
 */
export const wideScreenQuery = '(min-width: 80rem)'

/**
 * From 40rem (640 px, Tailwind's `sm`, where a dialog becomes a centred card) the screen is no
 * longer a phone's. On a phone the list folds its less used filters away and the details dialog
 * keeps fewer buttons fixed, so the leads themselves fit on the first screen.
 */
export const notPhoneQuery = '(min-width: 40rem)'

/**
 * Whether the screen is at least as wide as a `(min-width: ...)` query, following it as the
 * screen turns or is resized. Without matchMedia (jsdom) the page is taken as a desktop's: every
 * such query is met.
 */
function useScreenAtLeast(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {}
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  const matches = () => typeof window.matchMedia !== 'function' || window.matchMedia(query).matches
  return useSyncExternalStore(subscribe, matches, () => true)
}

/** Whether the screen is wide enough for the requests' table. */
export function useWideScreen(): boolean {
  return useScreenAtLeast(wideScreenQuery)
}

/** Whether the screen is a phone's (narrower than 40rem). */
export function usePhoneScreen(): boolean {
  return !useScreenAtLeast(notPhoneQuery)
}
