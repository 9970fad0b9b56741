import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type RenderResult, render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { createQueryClient } from '../api/queries'
import { routes } from '../router'

/**
 * Renders the whole dashboard at `path` (without the /admin base), with a fresh QueryClient, as a
 * staff member's browser would show it. Use with a fake fetch (see fake-api.ts).
 */
export function renderDashboard(path: string): RenderResult & {
  router: ReturnType<typeof createMemoryRouter>
  queryClient: QueryClient
} {
  const queryClient = createQueryClient()
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { ...view, router, queryClient }
}
