import { useSyncExternalStore } from 'react'

/**
 * From 80rem (1280 px) the requests show as a table; below, as cards that fit a phone's width
 * without sideways scrolling (the table needs well over 1,000 px).
 */
export const wideScreenQuery = '(min-width: 80rem)'

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {}
  const query = window.matchMedia(wideScreenQuery)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

// Without matchMedia (jsdom) the page is taken as wide, the table of the specification.
const isWide = () =>
  typeof window.matchMedia !== 'function' || window.matchMedia(wideScreenQuery).matches

/** Whether the screen is wide enough for the requests' table. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, isWide, () => true)
}
