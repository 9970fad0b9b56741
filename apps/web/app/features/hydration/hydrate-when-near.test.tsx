import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { scrollEverythingNear, stubIntersectionObserver } from './fake-intersection-observer'

// The module keeps, for the page's life, the parts still waiting for their code and a listener
// for changes of address: each test loads it afresh on the page it sets up, and removes what it
// added to the window.
type DeferredParts = typeof import('./hydrate-when-near')
let addedToWindow: MockInstance<typeof window.addEventListener>

async function loadModule(): Promise<DeferredParts> {
  vi.resetModules()
  return import('./hydrate-when-near')
}

beforeEach(() => {
  addedToWindow = vi.spyOn(window, 'addEventListener')
})
afterEach(() => {
  for (const [type, listener, options] of addedToWindow.mock.calls) {
    window.removeEventListener(type, listener, options)
  }
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  document.body.replaceChildren()
})

/** A part's code that arrives when the test says so (or fails to). */
function codeOnItsWay(text: string) {
  let arrive = () => {}
  let fail = () => {}
  const load = vi.fn(
    () =>
      new Promise<ComponentType>((resolve, reject) => {
        arrive = () => resolve(() => <p>{text}</p>)
        fail = () => reject(new Error('offline'))
      }),
  )
  return { load, arrive: () => arrive(), fail: () => fail() }
}

/** A page as the build wrote it: a deferred part's wrapper around its HTML, not yet hydrated. */
function prerenderedPage(...texts: string[]): HTMLElement {
  const page = document.createElement('div')
  // <!--$--> ... <!--/$-->: a <Suspense> boundary as React's prerender writes it.
  page.innerHTML = texts
    .map((text) => `<div data-deferred-section=""><!--$--><p>${text}</p><!--/$--></div>`)
    .join('')
  document.body.append(page)
  return page
}

/**
 * What React Router's listener hears: the state of each popstate that reaches it. Added after this
 * module has run, as on the real page (holdAddressChanges says why the order matters; the browser
 * test checks it there).
 */
function listenAsReactRouter() {
  const heard: unknown[] = []
  window.addEventListener('popstate', (event) => heard.push(event.state))
  return { heard }
}

/** A prerendered page whose services section waits for its code, and React Router listening. */
async function servicesWaitingForCode() {
  prerenderedPage('Our Services')
  const { hydrateWhenNear } = await loadModule()
  const services = codeOnItsWay('Our Services')
  hydrateWhenNear(services.load)
  return { services, router: listenAsReactRouter() }
}

const back = () => window.dispatchEvent(new PopStateEvent('popstate', { state: { idx: 1 } }))

describe('a change of address (a #section link, Back) while a part waits for its code', () => {
  it('reaches React Router only once the code has arrived, once, with its state', async () => {
    const { services, router } = await servicesWaitingForCode()
    back()
    expect(router.heard).toEqual([])
    // The address change itself starts the download: the part was not near the screen.
    await waitFor(() => expect(services.load).toHaveBeenCalledOnce())
    expect(router.heard).toEqual([])
    services.arrive()
    await waitFor(() => expect(router.heard).toEqual([{ idx: 1 }]))
  })

  it('reaches React Router once the code has failed to come, rather than never', async () => {
    const { services, router } = await servicesWaitingForCode()
    back()
    await waitFor(() => expect(services.load).toHaveBeenCalledOnce())
    services.fail()
    await waitFor(() => expect(router.heard).toEqual([{ idx: 1 }]))
  })

  it('reaches React Router at once when every part has hydrated', async () => {
    const page = prerenderedPage('Our Services')
    const { hydrateWhenNear } = await loadModule()
    hydrateWhenNear(codeOnItsWay('Our Services').load)
    for (const wrapper of page.querySelectorAll<HTMLElement>('[data-deferred-section]')) {
      wrapper.dataset.hydrated = ''
    }
    const router = listenAsReactRouter()

    back()
    expect(router.heard).toEqual([{ idx: 1 }])
  })
})

describe('a part of a prerendered page', () => {
  beforeEach(stubIntersectionObserver)

  it('keeps its HTML until it nears the screen, then hydrates that very HTML', async () => {
    const page = prerenderedPage('Our Services')
    const parsed = page.querySelector('p')
    const { hydrateWhenNear } = await loadModule()
    const services = codeOnItsWay('Our Services')
    const Services = hydrateWhenNear(services.load)
    const root = await act(async () => hydrateRoot(page, <Services />))
    expect(services.load).not.toHaveBeenCalled()
    expect(page).toHaveTextContent('Our Services')

    act(scrollEverythingNear)
    await waitFor(() => expect(services.load).toHaveBeenCalledOnce())
    await act(async () => services.arrive())
    await waitFor(() => expect(page.querySelector('[data-hydrated]')).not.toBeNull())
    expect(page.querySelector('p')).toBe(parsed)
    act(() => root.unmount())
  })

  it('given the visitor’s first tap anywhere, fetches every waiting part’s code', async () => {
    const page = prerenderedPage('Our Services', 'Quick quote')
    const { hydrateWhenNear, hydrateOnFirstTouch } = await loadModule()
    const services = codeOnItsWay('Our Services')
    const quickQuote = codeOnItsWay('Quick quote')
    const Services = hydrateWhenNear(services.load)
    const QuickQuote = hydrateOnFirstTouch(quickQuote.load)
    const root = await act(async () =>
      hydrateRoot(
        page,
        <>
          <Services />
          <QuickQuote />
        </>,
      ),
    )
    expect(services.load).not.toHaveBeenCalled()
    expect(quickQuote.load).not.toHaveBeenCalled()

    fireEvent.pointerDown(document.body)
    await waitFor(() => expect(services.load).toHaveBeenCalledOnce())
    expect(quickQuote.load).toHaveBeenCalledOnce()
    act(() => root.unmount())
  })
})

describe('a part drawn by the app (a page reached inside it: no HTML to keep)', () => {
  it('fetches its code at once and shows it', async () => {
    const { hydrateOnFirstTouch } = await loadModule()
    const quickQuote = codeOnItsWay('Quick quote')
    const QuickQuote = hydrateOnFirstTouch(quickQuote.load)
    render(<QuickQuote />)
    await waitFor(() => expect(quickQuote.load).toHaveBeenCalledOnce())
    quickQuote.arrive()
    expect(await screen.findByText('Quick quote')).toBeInTheDocument()
  })
})
