import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while React hydrates the prerendered HTML, true from then on. A page prerendered at
 * `/projects` is also served for `/projects?type=residential`: anything read from the query must
 * wait for this, or the first render in the browser would not match the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
