import { type RefObject, useEffect, useState } from 'react'

/**
 * How far above or below the screen a part of a page counts as near it, for whatever comes only
 * then: a deferred section's code (hydrate-when-near.tsx), the featured projects' list and its
 * data, the contact page's map. One figure for all of them. 200 px: at 1366 x 768 the home page's
 * first deferred section starts some 1,040 px down, and a larger margin would fetch its code with
 * the first load (e2e/budget.spec.ts).
 */
export const nearViewportMargin = '200px 0px'

/**
 * Calls `onNear` once, when `element` comes within `nearViewportMargin` of the screen (at once in a
 * browser without IntersectionObserver), and stops watching.
 *
 * @param element - the part of the page to watch
 * @param onNear - what to do when it is near
 * @returns a function that stops watching before then (an effect's cleanup)
 * @example
 * useEffect(() => whenNearViewport(footer, loadFooter), [])
 */
export function whenNearViewport(element: Element, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear()
    return () => {}
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      onNear()
    },
    { rootMargin: nearViewportMargin },
  )
  observer.observe(element)
  return () => observer.disconnect()
}

/**
 * True once the element has come near the screen (whenNearViewport), and from then on: for a part
 * whose code, data or embed is fetched only when the visitor scrolls towards it.
 *
 * @param ref - the element to watch
 * @returns whether it has come near
 * @example
 * const near = useNearViewport(placeRef)
 * return near ? <iframe src={map} /> : <Address />
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    return whenNearViewport(element, () => setNear(true))
  }, [ref, near])
  return near
}
