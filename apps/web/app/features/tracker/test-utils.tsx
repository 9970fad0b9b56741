import type { ClientMe, ClientTrackerProject, ResponsiveImage } from '@nirman/contract'
import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { vi } from 'vitest'
import { createQueryClient } from '../../api/queries'
import { hindiFirstLoad } from '../../i18n/hindi-first-load'
import { provideHindiParts } from '../../i18n/hindi-parts'
import ProjectTrackerPage from '../../routes/project-tracker'
import { TrackerView } from './tracker-view'

/** A photo as the API gives a client (its files behind the session-checked route). */
export function clientImage(key: string): ResponsiveImage {
  const file = (width: number, type: string) =>
    `/api/client/projects/7/files/${key}-${width}.${type}`
  return {
    width: 1600,
    height: 1200,
    src: file(960, 'jpg'),
    sources: [
      { type: 'image/webp', srcset: `${file(480, 'webp')} 480w, ${file(960, 'webp')} 960w` },
      { type: 'image/jpeg', srcset: `${file(480, 'jpg')} 480w, ${file(960, 'jpg')} 960w` },
    ],
  }
}

export const sampleMe: ClientMe = {
  client: { name: 'Asha Sinha', email: 'asha@example.com', language: 'en' },
  projects: [{ id: 7, title: 'Sinha house, Danapur', city: 'Patna' }],
}

/**
 * A house at its foundation, worked by hand: contract ₹40,00,000 (400,000,000 paise); booking 10 %
 * = ₹4,00,000 received; foundation 10 % = ₹4,00,000 due; the ground floor's slab 15 % =
 * ₹6,00,000 upcoming. Received ₹4,00,000, balance ₹40,00,000 - ₹4,00,000 = ₹36,00,000.
 */
export function sampleProject(overrides: Partial<ClientTrackerProject> = {}): ClientTrackerProject {
  return {
    id: 7,
    title: 'Sinha house, Danapur',
    siteAddress: 'Plot 12, Saguna More, Danapur',
    city: 'Patna',
    contractValuePaise: 400_000_000,
    startDate: '2026-05-25',
    staff: ['Ravi Kumar'],
    progressPercent: 45,
    stagesDone: 1,
    stageCount: 3,
    currentStageId: 2,
    nextStageId: 3,
    receivedPaise: 40_000_000,
    balancePaise: 360_000_000,
    nextPaymentId: 22,
    stages: [
      {
        id: 1,
        name: 'Site preparation and bhoomi pujan',
        nameHi: 'साइट की तैयारी और भूमि पूजन',
        plannedStart: '2026-05-25',
        plannedEnd: '2026-05-31',
        actualStart: '2026-05-25',
        actualEnd: '2026-05-30',
        state: 'done',
        delayReason: '',
      },
      {
        id: 2,
        name: 'Foundation',
        nameHi: 'नींव',
        plannedStart: '2026-06-01',
        plannedEnd: '2026-06-21',
        actualStart: '2026-06-01',
        actualEnd: null,
        state: 'delayed',
        delayReason: 'Rain flooded the trenches',
      },
      {
        id: 3,
        name: 'Plinth',
        nameHi: '',
        plannedStart: '2026-06-22',
        plannedEnd: '2026-07-05',
        actualStart: null,
        actualEnd: null,
        state: 'not_started',
        delayReason: '',
      },
    ],
    payments: [
      {
        id: 21,
        label: 'Booking',
        percentBasisPoints: 1000,
        amountPaise: 40_000_000,
        stageId: null,
        dueDate: '2026-05-25',
        dueOn: '2026-05-25',
        status: 'received',
        receipt: {
          receivedOn: '2026-05-26',
          amountPaise: 40_000_000,
          mode: 'upi',
          reference: 'UTR 4521',
        },
      },
      {
        id: 22,
        label: 'Foundation',
        percentBasisPoints: 1000,
        amountPaise: 40_000_000,
        stageId: 2,
        dueDate: null,
        dueOn: '2026-06-21',
        status: 'due',
        receipt: null,
      },
      {
        id: 23,
        label: 'Ground floor roof slab',
        percentBasisPoints: 1500,
        amountPaise: 60_000_000,
        stageId: 3,
        dueDate: null,
        dueOn: null,
        status: 'upcoming',
        receipt: null,
      },
    ],
    updates: [
      {
        id: 12,
        visitDate: '2026-06-20',
        body: 'Footings of the east side cast. The trenches dried after the rain.',
        stageId: 2,
        publishedAt: '2026-06-20T12:00:00.000Z',
        photos: [
          { id: 101, caption: 'East footings', image: clientImage('east') },
          { id: 102, caption: '', image: clientImage('trench') },
        ],
      },
      {
        id: 11,
        visitDate: '2026-06-05',
        body: 'Excavation for the foundation finished.',
        stageId: 2,
        publishedAt: '2026-06-05T12:00:00.000Z',
        photos: [],
      },
    ],
    documents: [
      {
        id: 31,
        title: 'Construction agreement',
        kind: 'agreement',
        fileName: 'agreement.pdf',
        contentType: 'application/pdf',
        sizeBytes: 245_760,
        // 1:30 in the night in Patna: its day there is 2 June.
        addedAt: '2026-06-01T20:00:00.000Z',
        url: '/api/client/projects/7/files/agreement-31.pdf',
      },
    ],
    messages: [
      {
        id: 41,
        updateId: 11,
        author: { kind: 'client', name: 'Asha Sinha' },
        body: 'How deep are the trenches?',
        at: '2026-06-06T04:30:00.000Z',
      },
      {
        id: 42,
        updateId: 11,
        author: { kind: 'staff', name: 'Ravi Kumar' },
        body: 'Five feet, as in the drawing.',
        at: '2026-06-06T09:00:00.000Z',
      },
    ],
    ...overrides,
  }
}

export interface FakeAnswer {
  status: number
  body?: unknown
  headers?: Record<string, string>
}

export interface SentRequest {
  method: string
  path: string
  body: unknown
  credentials: RequestCredentials | undefined
}

/**
 * Replaces `fetch` with a fake clients' API: each `'METHOD /path'` answers with its answer (a list
 * answers in turn, its last one from then on; 'never' never answers); anything else is a 404.
 * Keeps every request sent, with its JSON body.
 */
export function fakeTrackerApi(answers: Record<string, FakeAnswer | FakeAnswer[] | 'never'>) {
  const requests: SentRequest[] = []
  const served = new Map<string, number>()
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const path = url.replace(/^https?:\/\/[^/]+/, '')
    const method = init?.method ?? 'GET'
    const key = `${method} ${path}`
    requests.push({
      method,
      path,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init?.credentials,
    })
    const answer = answers[key]
    if (answer === 'never') return new Promise<Response>(() => {})
    const turn = served.get(key) ?? 0
    served.set(key, turn + 1)
    const given = Array.isArray(answer) ? answer[Math.min(turn, answer.length - 1)] : answer
    const { status, body, headers } = given ?? { status: 404, body: { message: 'Not Found' } }
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    })
  })
  return {
    requests,
    spy,
    sent: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key),
  }
}

/** The tracker page at `address` (`/resources/project-tracker?invite=…`, `/hi/...`). */
export function renderTrackerPage(address = '/resources/project-tracker') {
  const router = createMemoryRouter(
    [
      {
        path: '/hi?/resources/project-tracker',
        // A Hindi page's first-load texts (the company's details) come before it draws.
        element: (
          <Suspense fallback={null}>
            <ProjectTrackerPage />
          </Suspense>
        ),
      },
    ],
    { initialEntries: [address] },
  )
  const user = userEvent.setup()
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { ...view, user, router }
}

/**
 * A signed-in client's view alone at `address` (`/hi/...` for Hindi), for `me`; `onSignedOut`
 * records a sign-out. The API is the test's fake (fakeTrackerApi).
 */
export function renderTrackerView(address = '/resources/project-tracker', me: ClientMe = sampleMe) {
  // A Hindi page has its first-load texts (the company's details among them) before it draws.
  provideHindiParts({ firstLoad: hindiFirstLoad })
  const onSignedOut = vi.fn()
  const router = createMemoryRouter(
    [
      {
        path: '/hi?/resources/project-tracker',
        element: (
          <Suspense fallback={null}>
            <TrackerView me={me} justSignedIn={false} onSignedOut={onSignedOut} />
          </Suspense>
        ),
      },
    ],
    { initialEntries: [address] },
  )
  const user = userEvent.setup()
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { ...view, user, onSignedOut }
}
