import type { PortfolioProjectDetail, ProjectPhoto, ResponsiveImage } from '@nirman/contract'
import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router'
import { vi } from 'vitest'
import { createQueryClient } from '../../api/queries'

/**
 * Renders routes in a memory router at `path`, inside a fresh QueryClient with the website's
 * defaults (no retries), and gives access to the router for its current address.
 */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter([...routes, { path: '*', element: <p>Another page</p> }], {
    initialEntries: [path],
  })
  const user = userEvent.setup()
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return {
    ...view,
    user,
    router,
    /** The current address's query, e.g. `?type=residential`. */
    search: () => router.state.location.search,
    pathname: () => router.state.location.pathname,
  }
}

/** Renders one element as the page at `path`. */
export function renderPage(element: ReactNode, path = '/', routePath = '/') {
  return renderRoutes([{ path: routePath, element }], path)
}

type ApiAnswer = { status: number; body: unknown } | 'never'

/**
 * Replaces `fetch` with a fake API that answers each path from `answers` (a missing path is a
 * 404), or never answers ('never', to hold a page in its loading state).
 */
export function mockApi(answers: Record<string, ApiAnswer>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const path = url.replace(/^https?:\/\/[^/]+/, '')
    const answer = answers[path] ?? { status: 404, body: { message: 'Not Found' } }
    if (answer === 'never') return new Promise<Response>(() => {})
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    })
  })
}

export function ok(body: unknown): ApiAnswer {
  return { status: 200, body }
}

let nextId = 1

/**
 * A project as the API sends it (`GET /api/projects/:id`; the lists send the same without
 * `photos`); pass what the test cares about. By default it has no photos, as the sample portfolio:
 * its picture is the illustration of `imageUrl`. It has no Hindi words unless given some.
 */
export function aProject(overrides: Partial<PortfolioProjectDetail> = {}): PortfolioProjectDetail {
  const id = overrides.id ?? nextId++
  return {
    id,
    title: `Project ${id}`,
    description: `The description of project ${id}.`,
    imageUrl: `/images/projects/danapur-residence.svg`,
    projectType: 'residential',
    completedDate: '2024-03-15',
    featured: false,
    location: 'Patna',
    cover: null,
    highlights: [],
    services: [],
    hindi: null,
    photos: [],
    ...overrides,
  }
}

/**
 * A stored photo as the API describes it: AVIF, WebP and JPEG in the widths 480, 960 and 1600
 * (`name` stands for the content hash of its file names), 1600 × 1200 pixels.
 */
export function anImage(name: string): ResponsiveImage {
  const widths = (extension: string) =>
    [480, 960, 1600].map((width) => `/uploads/${name}-${width}.${extension} ${width}w`).join(', ')
  return {
    width: 1600,
    height: 1200,
    src: `/uploads/${name}-960.jpg`,
    sources: [
      { type: 'image/avif', srcset: widths('avif') },
      { type: 'image/webp', srcset: widths('webp') },
      { type: 'image/jpeg', srcset: widths('jpg') },
    ],
  }
}

let nextPhotoId = 1

/** A photo of a project: its caption, role (gallery unless said) and stored image. */
export function aPhoto(caption: string, overrides: Partial<ProjectPhoto> = {}): ProjectPhoto {
  const id = overrides.id ?? nextPhotoId++
  return { id, caption, role: 'gallery', image: anImage(`photo${id}`), ...overrides }
}
