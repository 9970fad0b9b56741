import {
  type LeadReport,
  type LeadReportQuery,
  leadReportQuerySchema,
  reportPaths,
} from '@nirman/contract'
import { vi } from 'vitest'
import { json, refused } from './fake-answers'
import type { FakeApiState } from './fake-api'

/**
 * A report with figures worked out by hand, for the dates and grouping asked. 20 leads: 10 from
 * Google Ads, 6 from search engines, 4 direct; the funnel 20 → 12 → 6 → 4 → 2, 5 lost; 12 first
 * contacts (8 by Sunita, 3 by Amit, 1 by nobody known) and so 8 not contacted yet.
 */
export function leadReport(
  query: LeadReportQuery,
  overrides: Partial<Omit<LeadReport, 'from' | 'to' | 'by'>> = {},
): LeadReport {
  return {
    ...query,
    leads: 20,
    sources: [
      // Won: ₹12,40,000 and ₹6,50,000.50, so ₹18,90,000.50.
      { source: 'Google Ads', leads: 10, contacted: 7, won: 2, wonValuePaise: 189_000_050 },
      { source: 'Search engines', leads: 6, contacted: 3, won: 0, wonValuePaise: 0 },
      // A comma in a source's name: its CSV field is quoted.
      {
        source: 'Direct (typed, bookmarked or an app)',
        leads: 4,
        contacted: 2,
        won: 0,
        wonValuePaise: 0,
      },
    ],
    // Each week's counts follow the sources: Google Ads 4 + 3 + 3 = 10, search 2 + 2 + 2 = 6,
    // direct 1 + 2 + 1 = 4; the weeks 7 + 7 + 6 = 20.
    weeks: [
      { start: '2026-11-09', counts: [4, 2, 1] },
      { start: '2026-11-16', counts: [3, 2, 2] },
      { start: '2026-11-23', counts: [3, 2, 1] },
    ],
    funnel: [
      { step: 'new', leads: 20 },
      { step: 'contacted', leads: 12 },
      { step: 'site_visit_scheduled', leads: 6 },
      { step: 'quotation_sent', leads: 4 },
      { step: 'won', leads: 2 },
    ],
    lost: 5,
    firstContact: [
      { staff: { id: 1, name: 'Sunita Devi' }, leads: 8, medianSeconds: 270, quick: 6 },
      { staff: { id: 2, name: 'Amit Singh' }, leads: 3, medianSeconds: 7500, quick: 1 },
      { staff: null, leads: 1, medianSeconds: 40, quick: 1 },
    ],
    notContacted: 8,
    lostReasons: [
      { reason: 'Budget too low, chose a cheaper builder', leads: 3 },
      { reason: 'No reason given', leads: 2 },
    ],
    ...overrides,
  }
}

/**
 * Adds `GET /api/admin/reports/leads` to the fake API (installFakeApi first): as apps/api, 403
 * for staff, 400 with the contract's issues for a refused query, else `answer` for the query
 * asked. Every request is recorded in `api.calls`.
 */
export function installFakeReports(
  api: FakeApiState,
  answer: (query: LeadReportQuery) => LeadReport = (query) => leadReport(query),
): void {
  const inner = globalThis.fetch
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost')
      if (url.pathname !== reportPaths.leads) return inner(input, init)
      const method = init.method ?? 'GET'
      api.calls.push({ method, path: url.pathname, body: undefined, search: url.search })
      const failure = api.failNext
      if (failure && failure.method === method && url.pathname.startsWith(failure.path)) {
        api.failNext = undefined
        return new Response(failure.body ?? JSON.stringify({ message: 'Failure' }), {
          status: failure.status,
        })
      }
      if (!api.user) return json(401, { message: 'Authentication required' })
      if (api.user.role !== 'owner') return json(403, { message: 'Only an owner can do this' })
      const query = leadReportQuerySchema.safeParse(Object.fromEntries(url.searchParams))
      if (!query.success) return refused(query.error)
      return json(200, answer(query.data))
    }),
  )
}
