import { act, screen } from '@testing-library/react'
import { useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { prerender } from 'react-dom/static'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { deferred, markHydrated, startHydration, typedFormValues } from './deferred'

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0)
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  )
}

/** HTML of `element` as the build writes it: waiting for lazy parts, nothing outlined. */
async function prerenderHtml(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerender(element, { progressiveChunkSize: Number.POSITIVE_INFINITY })
  return new Response(prelude).text()
}

/** Prerenders `element` to HTML, puts it in the page and hydrates it, as the browser entry does. */
async function hydratePrerendered(element: React.ReactElement) {
  const container = document.createElement('div')
  container.innerHTML = await prerenderHtml(element)
  document.body.append(container)
  startHydration()
  await act(async () => {
    hydrateRoot(container, element)
  })
  markHydrated()
  return container
}

afterEach(() => {
  document.body.innerHTML = ''
})

// The waiting for a trigger during hydration is checked in a real browser: e2e/islands.spec.ts.
describe('an island', () => {
  it('loads at once when rendered by a navigation rather than a hydration', async () => {
    const load = vi.fn(async () => ({ default: Counter }))
    const CounterIsland = deferred(load, { trigger: 'interaction' })
    await hydratePrerendered(<p>another page</p>)
    const { render } = await import('@testing-library/react')
    render(<CounterIsland label="Now" />)
    expect(await screen.findByRole('button', { name: 'Now 0' })).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })
})

describe('typedFormValues', () => {
  it('reads what was typed into a form before its code arrived', () => {
    document.body.innerHTML = `
      <form id="quote">
        <input name="name" value="Asha" />
        <select name="projectType"><option value="">-</option><option value="Consultancy" selected>Consultancy</option></select>
      </form>`
    expect(typedFormValues(document.getElementById('quote'))).toEqual({
      name: 'Asha',
      projectType: 'Consultancy',
    })
    expect(typedFormValues(null)).toEqual({})
  })
})
