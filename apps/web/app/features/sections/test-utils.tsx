import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentType } from 'react'
import { createRoutesStub, useLocation } from 'react-router'
import { vi } from 'vitest'
import { createQueryClient } from '../../api/queries'

export interface StubRoute {
  path: string
  Component: ComponentType
}

/** Shows where a link took the visitor, so a test can follow one without the target page. */
function LandingPage() {
  const location = useLocation()
  return <p data-testid="landing">{`${location.pathname}${location.search}${location.hash}`}</p>
}

/**
 * Renders route modules as the site does: in a router (createRoutesStub) at `path`, inside a fresh
 * QueryClient with the website's defaults (no retries). Any other address renders a landing
 * marker, read with `landedOn()`.
 */
export function renderRoute(routes: StubRoute[], path: string) {
  const Stub = createRoutesStub([
    ...routes.map(({ path: routePath, Component }) => ({ path: routePath, Component })),
    { path: '*', Component: LandingPage },
  ])
  const user = userEvent.setup()
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <Stub initialEntries={[path]} />
    </QueryClientProvider>,
  )
  return { ...view, user }
}

/** The address the landing marker shows after following a link. */
export async function landedOn(): Promise<string> {
  return (await screen.findByTestId('landing')).textContent ?? ''
}

/**
 * Replaces `fetch` with an API that answers every GET with `body` (JSON, status 200), so pages that
 * load projects render without a server.
 */
export function mockFetchJson(body: unknown) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(
    async () =>
      new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
  )
}

/** The text of every heading of `level` on screen, in document order. */
export function headingTexts(level: 1 | 2 | 3): string[] {
  return screen.getAllByRole('heading', { level }).map((heading) => heading.textContent ?? '')
}
