import { act, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeIntersectionObserver, stubIntersectionObserver } from './fake-intersection-observer'
import { nearViewportMargin, useNearViewport, whenNearViewport } from './near-viewport'

function theObserver(): FakeIntersectionObserver {
  const [observer] = FakeIntersectionObserver.instances
  if (!observer) throw new Error('Nothing watches the screen')
  return observer
}

beforeEach(stubIntersectionObserver)
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('whenNearViewport', () => {
  it('given a part below the screen, waits until it comes within the one margin, then acts once and stops watching', () => {
    const part = document.createElement('section')
    const onNear = vi.fn()
    whenNearViewport(part, onNear)
    const observer = theObserver()
    expect(observer.observed).toEqual([part])
    // 200 px above or below the screen, for every part that waits for it.
    expect(observer.options.rootMargin).toBe(nearViewportMargin)
    expect(nearViewportMargin).toBe('200px 0px')

    observer.scrollNear(false)
    expect(onNear).not.toHaveBeenCalled()
    observer.scrollNear()
    expect(onNear).toHaveBeenCalledOnce()
    expect(observer.disconnected).toBe(true)
  })

  it('stops watching when told to before then (a part that leaves the page)', () => {
    const stop = whenNearViewport(document.createElement('section'), vi.fn())
    stop()
    expect(theObserver().disconnected).toBe(true)
  })

  it('acts at once in a browser without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    const onNear = vi.fn()
    whenNearViewport(document.createElement('section'), onNear)
    expect(onNear).toHaveBeenCalledOnce()
  })
})

function MapPlace() {
  const place = useRef<HTMLDivElement>(null)
  const near = useNearViewport(place)
  return <div ref={place}>{near ? 'The map' : 'The address'}</div>
}

describe('useNearViewport', () => {
  it('is false until the element comes near the screen, and true from then on', () => {
    render(<MapPlace />)
    expect(screen.getByText('The address')).toBeInTheDocument()
    act(() => theObserver().scrollNear())
    expect(screen.getByText('The map')).toBeInTheDocument()
    expect(theObserver().disconnected).toBe(true)
  })

  it('is true at once in a browser without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    render(<MapPlace />)
    expect(screen.getByText('The map')).toBeInTheDocument()
  })
})
