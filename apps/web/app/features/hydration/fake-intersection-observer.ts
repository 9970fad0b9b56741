import { vi } from 'vitest'

/**
 * An IntersectionObserver for tests (jsdom has none), driven by the test: nothing is near the
 * screen until it says so.
 */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = []
  readonly observed: Element[] = []
  disconnected = false
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this)
  }
  observe(element: Element) {
    this.observed.push(element)
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true
  }
  takeRecords() {
    return []
  }
  /** The watched element comes within the margin of the screen (or, `near` false, stays out). */
  scrollNear(near = true) {
    const entry = { isIntersecting: near } as IntersectionObserverEntry
    this.callback([entry], this as unknown as IntersectionObserver)
  }
}

/** Puts a fresh FakeIntersectionObserver in the page's place (undo with vi.unstubAllGlobals). */
export function stubIntersectionObserver() {
  FakeIntersectionObserver.instances = []
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
}

/** Every element watched so far comes near the screen. */
export function scrollEverythingNear() {
  for (const observer of FakeIntersectionObserver.instances) observer.scrollNear()
}
