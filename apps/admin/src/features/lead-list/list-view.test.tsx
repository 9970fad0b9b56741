import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'
import { useListView } from './list-view'

/** The list's address hook inside a router at `/dashboard`, with the address it shows. */
function renderListView() {
  let router: ReturnType<typeof createMemoryRouter> | undefined
  const hook = renderHook(() => ({ view: useListView(), location: useLocation() }), {
    wrapper: ({ children }: { children: ReactNode }) => {
      router ??= createMemoryRouter([{ path: '/dashboard', element: children }], {
        initialEntries: ['/dashboard'],
      })
      return <RouterProvider router={router} />
    },
  })
  return hook
}

describe('the list’s address', () => {
  it('keeps both of two changes made before the page shows the first', async () => {
    // A search's pause ends as a lead is opened: the lead's details must stay open, and the
    // search apply.
    const { result } = renderListView()
    await act(async () => {
      const [, changeView, changeParams] = result.current.view
      changeParams((current) => {
        current.set('request', '12')
        return current
      })
      changeView({ q: 'ravi' })
    })
    const shown = new URLSearchParams(result.current.location.search)
    expect(shown.get('request')).toBe('12')
    expect(shown.get('q')).toBe('ravi')
    expect(result.current.view[0].q).toBe('ravi')
  })

  it('builds on the address shown once it shows the last change', async () => {
    const { result } = renderListView()
    await act(async () => {
      result.current.view[1]({ q: 'patna' })
    })
    await act(async () => {
      result.current.view[2]((current) => {
        current.set('layout', 'board')
        return current
      })
    })
    await act(async () => {
      result.current.view[1]({ q: undefined })
    })
    expect(result.current.location.search).toBe('?layout=board')
  })
})
