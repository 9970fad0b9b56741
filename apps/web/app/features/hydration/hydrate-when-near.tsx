import { type ComponentType, lazy, memo, type RefObject, Suspense, useEffect, useRef } from 'react'

/** How far below the screen a section's code starts downloading. */
const margin = '0px 0px 200px 0px'

// Every deferred section's start, for the moment the visitor first does something, and its
// download, for a change of address to wait for.
const starters = new Set<() => void>()
const downloads: Promise<unknown>[] = []

/**
 * A part of a prerendered page (a home page section, the footer) whose code is fetched only when
 * it comes near the screen, and which keeps its prerendered HTML until then.
 *
 * React's selective hydration does the work: a `<Suspense>` boundary whose lazy component has not
 * arrived stays as the HTML the build wrote (readable, its links plain links), and React hydrates
 * it when the code arrives. The lazy component's download waits for an IntersectionObserver on the
 * section, or for the visitor's first tap or key, whichever comes first.
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
  return deferredPart(load, { whenNear: true })
}

/**
 * A part at the top of a prerendered page that the visitor uses rather than reads (the hero's
 * quick quote form): like hydrateWhenNear, but its code is fetched only on the visitor's first
 * tap, key or focus anywhere, not when it is on screen. Until then its HTML works as plain HTML
 * (fields take what is typed); a press on its button meanwhile is remembered (early-presses.ts), for
 * the part to act on once hydrated.
 */
export function hydrateOnFirstTouch(load: () => Promise<ComponentType>): ComponentType {
  return deferredPart(load, { whenNear: false })
}

function deferredPart(
  load: () => Promise<ComponentType>,
  { whenNear }: { whenNear: boolean },
): ComponentType {
  let start = () => {}
  const near =
    typeof window === 'undefined'
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          start = resolve
        })
  starters.add(() => start())
  const download = near.then(load)
  downloads.push(download)
  const Section = lazy(() => download.then((component) => ({ default: component })))

  function DeferredSection() {
    const anchor = useRef<HTMLDivElement>(null)
    useEffect(() => {
      const element = anchor.current
      if (!element) return
      startOnFirstInteraction()
      // Rendered by the app (no prerendered HTML inside): nothing to keep, the code loads at once.
      if (!element.firstElementChild) {
        start()
        return
      }
      if (!whenNear) return
      // No observer in this browser: the code loads at once.
      if (!('IntersectionObserver' in window)) {
        start()
        return
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) start()
        },
        { rootMargin: margin },
      )
      observer.observe(element)
      return () => observer.disconnect()
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

function startAll() {
  for (const startSection of starters) startSection()
}

let listening = false

/** Fetches every deferred part on the visitor's first tap, key or focus. */
function startOnFirstInteraction() {
  if (listening) return
  listening = true
  // Focus too: a screen reader can move into a field without a key event reaching the page.
  const events = ['pointerdown', 'keydown', 'focusin'] as const
  const startOnce = () => {
    for (const event of events) window.removeEventListener(event, startOnce, true)
    startAll()
  }
  for (const event of events) window.addEventListener(event, startOnce, true)
}

/**
 * Holds back the browser's `popstate` (a `#section` link, Back, Forward) from React Router while a
 * part is still dehydrated, until every deferred part's code has arrived, then hands it on.
 * Registered when this module first runs on a prerendered page, before React Router's own listener
 * (the route modules run before the router starts); never after it, where a held event would reach
 * React Router twice.
 */
function holdAddressChanges() {
  const handedOn = new WeakSet<Event>()
  const hold = (event: PopStateEvent) => {
    if (handedOn.has(event) || !document.querySelector(dehydrated)) return
    event.stopImmediatePropagation()
    startAll()
    void Promise.allSettled(downloads).then(() => {
      const again = new PopStateEvent('popstate', { state: event.state })
      handedOn.add(again)
      window.dispatchEvent(again)
    })
  }
  window.addEventListener('popstate', hold, true)
}

if (typeof document !== 'undefined' && document.querySelector(dehydrated)) holdAddressChanges()
