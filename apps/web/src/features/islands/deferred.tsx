import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useRef } from 'react'

// Parts of a prerendered page whose code is not needed to show them: they arrive as HTML, and their
// JavaScript (a form library, the projects query, a carousel) is fetched when the visitor comes
// near them (scrolls to them, or touches them). Until then React leaves their HTML as it is
// ("selective hydration"), so the first load of a page stays small and the page is usable at once.

let hydrating = false

/** Called before hydrating a prerendered page: islands then wait for their trigger. */
export function startHydration(): void {
  hydrating = true
}

/** Every island still waiting for its trigger. */
const waitingGates = new Set<Gate>()

/**
 * Called on the first client-side navigation: islands rendered from then on load at once, and those
 * still waiting load now. (A navigation re-renders the layout in a transition, and React finishes a
 * transition only when every part on screen can render: an island waiting for a scroll that never
 * comes would hold the navigation forever.)
 */
export function markHydrated(): void {
  hydrating = false
  for (const gate of waitingGates) gate.open()
  waitingGates.clear()
}

export type IslandTrigger = 'visible' | 'interaction'

export interface DeferredOptions {
  /** 'visible': when within 300 px of the viewport. 'interaction': on the first pointer, key or focus. */
  trigger: IslandTrigger
  /** Class of the wrapper element (it is a real box, so the observer can see it). */
  className?: string
}

interface Gate {
  promise: Promise<void>
  open: () => void
}

function createGate(): Gate {
  let open = () => {}
  const promise = new Promise<void>((resolve) => {
    open = resolve
  })
  return { promise, open }
}

/** The props of a function component; none for a component without a props parameter. */
type PropsOf<Component> = Component extends (props: infer Props) => ReactNode
  ? unknown extends Props
    ? Record<string, never>
    : Props
  : never

const interactionEvents = ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const

/**
 * A component whose code is fetched only when `trigger` happens on the prerendered page being
 * hydrated. Rendered any other way (a client-side navigation, the build, a test) it loads at once.
 *
 * A submit that arrives before the code (a fast visitor) is held and replayed once the form is
 * live, so it is never sent as a plain HTML form.
 */
export function deferred<Loaded extends (props: never) => ReactNode>(
  load: () => Promise<{ default: Loaded }>,
  { trigger, className }: DeferredOptions,
): ComponentType<PropsOf<Loaded>> {
  type Props = PropsOf<Loaded>
  const gate = createGate()
  waitingGates.add(gate)
  // Decided when the island first renders: during the hydration of a prerendered page it waits for
  // its trigger. React hydrates the island's boundary later, when it has time, and only then asks
  // for the code, so the decision cannot wait until that moment.
  let waitForTrigger: boolean | undefined
  const loadComponent = () =>
    (waitForTrigger ? gate.promise.then(load) : load()) as unknown as Promise<{
      default: ComponentType<Props>
    }>
  const Island = lazy(loadComponent)
  let live = false
  const Live = ({ islandProps, onLive }: { islandProps: Props; onLive: () => void }) => {
    useEffect(onLive, [])
    return <Island {...islandProps} />
  }

  function DeferredIsland(props: Props): ReactNode {
    waitForTrigger ??= hydrating
    const wrapper = useRef<HTMLDivElement>(null)
    const heldSubmit = useRef<HTMLFormElement | null>(null)

    useEffect(() => {
      const element = wrapper.current
      if (!element || live) return
      // Listening on window, in the capture phase: React stops the propagation of events that reach
      // a part of the page it has not hydrated yet (to replay them later), so a listener on the
      // island itself would never hear them.
      const inside = (event: Event) =>
        event.target instanceof Node && element.contains(event.target)
      const openOnInteraction = (event: Event) => {
        if (inside(event)) gate.open()
      }
      const holdSubmit = (event: Event) => {
        if (live || !inside(event)) return
        event.preventDefault()
        heldSubmit.current = event.target instanceof HTMLFormElement ? event.target : null
        gate.open()
      }
      window.addEventListener('submit', holdSubmit, true)
      for (const name of interactionEvents) window.addEventListener(name, openOnInteraction, true)
      let observer: IntersectionObserver | undefined
      if (trigger === 'visible') {
        if ('IntersectionObserver' in window) {
          observer = new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) gate.open()
            },
            { rootMargin: '300px 0px' },
          )
          observer.observe(element)
        } else gate.open()
      }
      return () => {
        observer?.disconnect()
        window.removeEventListener('submit', holdSubmit, true)
        for (const name of interactionEvents) {
          window.removeEventListener(name, openOnInteraction, true)
        }
      }
    }, [])

    const onLive = () => {
      live = true
      const form = heldSubmit.current
      heldSubmit.current = null
      if (form?.isConnected) form.requestSubmit()
    }

    return (
      <div ref={wrapper} className={className}>
        <Suspense fallback={null}>
          <Live islandProps={props} onLive={onLive} />
        </Suspense>
      </div>
    )
  }
  DeferredIsland.displayName = 'DeferredIsland'
  return DeferredIsland
}

/**
 * The values a visitor typed into a prerendered form before its code arrived, read from the page
 * when the form comes alive, so that the form library starts from them instead of clearing them.
 */
export function typedFormValues(form: Element | null | undefined): Record<string, string> {
  if (!(form instanceof HTMLFormElement)) return {}
  const values: Record<string, string> = {}
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') values[name] = value
  }
  return values
}
