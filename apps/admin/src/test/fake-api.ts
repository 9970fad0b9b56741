import { type AdminUser, type ContactSubmission, unknownQuoteSource } from '@nirman/contract'
import { vi } from 'vitest'

export interface FakeApiState {
  user: AdminUser | null
  submissions: ContactSubmission[]
  /** Make the next matching request fail with this status. */
  failNext?: { method: string; path: string; status: number; body?: string }
  password: string
  calls: { method: string; path: string; body: unknown }[]
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/**
 * A stand-in for the API in component tests: `fetch` is replaced by a small router over `state`,
 * answering as apps/api does (same paths, statuses and bodies).
 */
export function installFakeApi(initial: Partial<FakeApiState> = {}): FakeApiState {
  const state: FakeApiState = {
    user: null,
    submissions: [],
    password: 'correct horse battery',
    calls: [],
    ...initial,
  }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost')
      const method = init.method ?? 'GET'
      const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined
      state.calls.push({ method, path: url.pathname, body })
      const failure = state.failNext
      if (failure && failure.method === method && url.pathname.startsWith(failure.path)) {
        state.failNext = undefined
        return new Response(failure.body ?? JSON.stringify({ message: 'Failure' }), {
          status: failure.status,
        })
      }
      if (url.pathname === '/api/admin/login' && method === 'POST') {
        const { username, password } = body as { username: string; password: string }
        if (username === 'staff' && password === state.password) {
          state.user = { id: 1, name: 'Sunita Devi', username }
          return json(200, state.user)
        }
        return json(401, { message: 'Invalid username or password' })
      }
      if (!state.user) return json(401, { message: 'Authentication required' })
      if (url.pathname === '/api/admin/user') return json(200, state.user)
      if (url.pathname === '/api/admin/logout') {
        state.user = null
        return json(200, { message: 'Logged out' })
      }
      if (url.pathname === '/api/admin/dashboard/contact-forms') {
        const spam = url.searchParams.get('spam') === 'true'
        return json(
          200,
          state.submissions.filter((submission) => submission.isSpam === spam),
        )
      }
      const spamPath = url.pathname.match(/^\/api\/admin\/dashboard\/contact-forms\/(\d+)\/spam$/)
      if (spamPath && method === 'PATCH') {
        const row = state.submissions.find((submission) => submission.id === Number(spamPath[1]))
        if (!row) return json(404, { message: 'Contact form submission not found' })
        row.isSpam = (body as { spam: boolean }).spam
        return json(200, row)
      }
      const one = url.pathname.match(/^\/api\/admin\/dashboard\/contact-forms\/(\d+)$/)
      if (one && method === 'DELETE') {
        const index = state.submissions.findIndex((submission) => submission.id === Number(one[1]))
        if (index < 0) return json(404, { message: 'Contact form submission not found' })
        state.submissions.splice(index, 1)
        return new Response(null, { status: 204 })
      }
      const processed = url.pathname.match(
        /^\/api\/admin\/dashboard\/contact-forms\/(\d+)\/process$/,
      )
      if (processed && method === 'PATCH') {
        const row = state.submissions.find((submission) => submission.id === Number(processed[1]))
        if (!row) return json(404, { message: 'Contact form submission not found' })
        row.isProcessed = true
        row.processedAt ??= '2026-11-20T10:00:00.000Z'
        return json(200, row)
      }
      return json(404, { message: 'Not found' })
    }),
  )
  return state
}

/** A complete submission; override what the test is about. */
export function submission(overrides: Partial<ContactSubmission> = {}): ContactSubmission {
  return {
    id: 1,
    name: 'Ravi Kumar',
    phone: '+91 98765 43210',
    email: 'ravi@example.in',
    city: 'Patna',
    landSize: '1800',
    landDimensionNorthFeet: '40',
    landDimensionNorthInches: '0',
    landDimensionSouthFeet: '40',
    landDimensionSouthInches: '6',
    landDimensionEastFeet: '45',
    landDimensionEastInches: '0',
    landDimensionWestFeet: '45',
    landDimensionWestInches: '0',
    landFacing: 'North-East',
    projectType: 'Residential Construction',
    message: 'Two-storey house with a rooftop garden.',
    createdAt: '2026-11-18T06:30:00.000Z',
    isProcessed: false,
    processedAt: null,
    source: unknownQuoteSource(),
    isSpam: false,
    repeatOf: [],
    alerts: [],
    ...overrides,
  }
}
