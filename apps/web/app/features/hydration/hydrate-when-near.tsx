import { type ComponentType, lazy, memo, type RefObject, Suspense, useEffect, useRef } from 'react'
import { whenNearViewport } from './near-viewport'

// The parts whose code has not arrived yet, each download with what starts it, for the visitor's
// first touch to start and a change of address to wait for. A part joins when its module defines it
// and leaves once its code has arrived (or failed to): never more than the parts the site defines
// (a dozen), and none once they have loaded.
const waiting = new Map<Promise<unknown>, () => void>()

/**
 * A part of a prerendered page (a home page section, the footer) whose code is fetched only when
 * it comes near the screen, and which keeps its prerendered HTML until then.
 *
 * React's selective hydration does the work: a `<Suspense>` boundary whose lazy component has not
 * arrived stays as the HTML the build wrote (readable, its links plain links), and React hydrates
 * it when the code arrives. The lazy component's download waits for the section to come near the
 * screen (near-viewport.ts), or for the visitor's first tap or key, whichever comes first.
 *
 * A change of React Router's state reaches every boundary still dehydrated, and React draws such a
 * boundary anew, its HTML lost, unless its code is already here. A link inside the app is a
 * transition, which React holds until the code has come (the first tap started it); the browser's
 * `popstate` (a `#section` link, Back) is not, so it waits for every part's code
 * (`holdAddressChanges`): React then hydrates each boundary on the spot.
 *
 * In the prerender (Node) the code is there at once, so the HTML holds the whole section. On a page
 * reached inside the app there is no HTML to keep: the section's code loads at once.
 */
export function hydrateWhenNear(load: () => Promise<ComponentType>): ComponentType {
  return deferredPart(load, whenNearViewport)
}

/**
 * A part at the top of a prerendered page that the visitor uses rather than reads (the hero's
 * quick quote form): like hydrateWhenNear, but its code is fetched only on the visitor's first
 * tap, key or focus anywhere, not when it is on screen. Until then its HTML works as plain HTML
 * (fields take what is typed); a press on its button meanwhile is remembered (early-presses.ts), for
 * the part to act on once hydrated.
 */
export function hydrateOnFirstTouch(load: () => Promise<ComponentType>): ComponentType {
  return deferredPart(load)
}

/** A deferred part: its code comes on the visitor's first touch, or before by `startWhen`. */
function deferredPart(
  load: () => Promise<ComponentType>,
  startWhen?: (element: Element, start: () => void) => () => void,
): ComponentType {
  let start = () => {}
  const near =
    typeof window === 'undefined'
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          start = resolve
        })
  const download = near.then(load)
  waiting.set(download, start)
  const leave = () => waiting.delete(download)
  download.then(leave, leave)
  const Section = lazy(() => download.then((component) => ({ default: component })))

  function DeferredSection() {
    const anchor = useRef<HTMLDivElement>(null)
    useEffect(() => {
      const element = anchor.current
      if (!element) return
      // Rendered by the app (no prerendered HTML inside): nothing to keep, the code loads at once.
      if (!element.firstElementChild) {
        start()
        return
      }
      startAllOnFirstTouch()
      if (startWhen) return startWhen(element, start)
    }, [])
    return (
      <div ref={anchor} data-deferred-section="">
        <Suspense fallback={null}>
          <Section />
          <MarkHydrated anchor={anchor} />
        </Suspense>
      </div>
    )
  }
  // Memoised: a parent that renders again (the layout, on any state of its own) must not reach
  // the dehydrated boundary, which React would then draw anew, its HTML lost.
  return memo(DeferredSection)
}

/** Marks the section's wrapper once its boundary has hydrated (or rendered). */
function MarkHydrated({ anchor }: { anchor: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    if (anchor.current) anchor.current.dataset.hydrated = ''
  }, [anchor])
  return null
}

const dehydrated = '[data-deferred-section]:not([data-hydrated])'

// Focus too: a screen reader can move into a field without a key event reaching the page.
const firstTouches = ['pointerdown', 'keydown', 'focusin'] as const

/**
 * Fetches every waiting part on the visitor's first tap, key or focus. Each part with HTML to keep
 * calls it; the browser adds the same listener only once.
 */
function startAllOnFirstTouch() {
  for (const event of firstTouches) window.addEventListener(event, startAll, true)
}

/** Starts every waiting part's download (and so no longer waits for a first touch). */
function startAll() {
  for (const event of firstTouches) window.removeEventListener(event, startAll, true)
  for (const start of waiting.values()) start()
}

/**
 * Holds back the browser's `popstate` (a `#section` link, Back, Forward) from React Router while a
 * part is still dehydrated, until every waiting part's code has arrived, then hands it on.
 *
 * Why it is needed: React Router answers a popstate with a transition, and React 19 runs a
 * transition started during a popstate event at once, synchronously (so that the browser can
 * restore the scroll position); such a render cannot wait for a part's code, so it draws the part
 * anew and its HTML is lost.
 *
 * Why it depends on the order of listeners, and how that order is kept: it must stop the event
 * before React Router's listener sees it, and a window's own listeners run in the order they were
 * added. The capture phase does not help: the DOM standard runs capture listeners first at the
 * target, but Chromium (156, checked) calls listeners on the window in the order they were added
 * whatever their phase (it listens in the capture phase all the same, for browsers that follow
 * the standard). So it is added when this module first runs, on a prerendered page with a
 * part still dehydrated: this module is a static import of the root and home route modules, which
 * React Router's start script imports before `entry.client`, where the router is created and adds
 * its listener. e2e/home-hydration.spec.ts ("given Back while the sections wait for their code")
 * fails if React Router hears the popstate first.
 */
function holdAddressChanges() {
  let handingOn = false
  window.addEventListener(
    'popstate',
    (event) => {
      if (handingOn || !document.querySelector(dehydrated)) return
      event.stopImmediatePropagation()
      startAll()
      void Promise.allSettled(waiting.keys()).then(() => {
        handingOn = true
        window.dispatchEvent(new PopStateEvent('popstate', { state: event.state }))
        handingOn = false
      })
    },
    true,
  )
}

if (typeof document !== 'undefined' && document.querySelector(dehydrated)) holdAddressChanges()
