import type { ClientQuotation, QuotationContent } from '@nirman/contract'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { vi } from 'vitest'
import QuotationPage, { clientLoader, ErrorBoundary, HydrateFallback } from '../../routes/quotation'

/** A link's token: 43 base64url characters, as the API makes them. */
export const sampleToken = 'Abc_-0123456789abcdefghijklmnopqrstuvwxyzAB'

/**
 * A house in Danapur, worked by hand:
 * - Foundation: excavation 1,200 cu ft × ₹25 = ₹30,000; RCC footings 18.5 cu m × ₹7,200 =
 *   ₹1,33,200; its subtotal ₹1,63,200.
 * - Superstructure: 1,200 sq ft × ₹1,850 = ₹22,20,000; a modular kitchen, optional, 1 no. ×
 *   ₹1,50,000 = ₹1,50,000 (not counted).
 * - Subtotal ₹1,63,200 + ₹22,20,000 = ₹23,83,200; discount ₹33,200: taxable ₹23,50,000.
 * - CGST 9 % = ₹2,11,500 and SGST 9 % = ₹2,11,500: total ₹23,50,000 + ₹4,23,000 = ₹27,73,000,
 *   "Rupees Twenty-Seven Lakh Seventy-Three Thousand only".
 * - Schedule: booking 10 % = ₹2,77,300; foundation 20 % = ₹5,54,600; slabs 40 % = ₹11,09,200;
 *   handover 30 % = ₹8,31,900 (together ₹27,73,000).
 */
export const sampleContent: QuotationContent = {
  language: 'en',
  title: 'G+1 house, premium finish',
  clientName: 'Anita Sharma',
  clientPhone: '+91 98350 11111',
  clientEmail: 'anita@example.com',
  siteAddress: 'Plot 12, Saguna More, Danapur',
  groups: [
    {
      title: 'Foundation',
      items: [
        {
          description: 'Excavation for footings',
          quantityMilli: 1_200_000,
          unit: 'cu ft',
          ratePaise: 2_500,
          optional: false,
        },
        {
          description: 'RCC footings, M20',
          quantityMilli: 18_500,
          unit: 'cu m',
          ratePaise: 720_000,
          optional: false,
        },
      ],
    },
    {
      title: 'Superstructure',
      items: [
        {
          description: 'Modular kitchen',
          quantityMilli: 1_000,
          unit: 'no.',
          ratePaise: 15_000_000,
          optional: true,
        },
        {
          description: 'Built-up area, premium finish',
          quantityMilli: 1_200_000,
          unit: 'sq ft',
          ratePaise: 185_000,
          optional: false,
        },
      ],
    },
  ],
  discountPaise: 3_320_000,
  taxLines: [
    { label: 'CGST', rateBasisPoints: 900 },
    { label: 'SGST', rateBasisPoints: 900 },
  ],
  pricesIncludeTax: false,
  validUntil: '2026-12-31',
  terms: 'Rates hold for 30 days.\nSteel at the day’s price.',
  schedule: [
    { label: 'Booking', percentBasisPoints: 1000 },
    { label: 'Foundation', percentBasisPoints: 2000 },
    { label: 'Slabs', percentBasisPoints: 4000 },
    { label: 'Handover', percentBasisPoints: 3000 },
  ],
}

/** The totals of `sampleContent`, by hand (see above). */
export const sampleTotals: ClientQuotation['totals'] = {
  groups: [
    { subtotalPaise: 16_320_000, itemAmountsPaise: [3_000_000, 13_320_000] },
    { subtotalPaise: 222_000_000, itemAmountsPaise: [15_000_000, 222_000_000] },
  ],
  subtotalPaise: 238_320_000,
  optionalPaise: 15_000_000,
  discountPaise: 3_320_000,
  taxablePaise: 235_000_000,
  taxes: [
    { label: 'CGST', rateBasisPoints: 900, amountPaise: 21_150_000 },
    { label: 'SGST', rateBasisPoints: 900, amountPaise: 21_150_000 },
  ],
  totalPaise: 277_300_000,
  schedule: [
    { label: 'Booking', percentBasisPoints: 1000, amountPaise: 27_730_000 },
    { label: 'Foundation', percentBasisPoints: 2000, amountPaise: 55_460_000 },
    { label: 'Slabs', percentBasisPoints: 4000, amountPaise: 110_920_000 },
    { label: 'Handover', percentBasisPoints: 3000, amountPaise: 83_190_000 },
  ],
}

export const sampleSha256 = 'f'.repeat(8) + '0123456789abcdef'.repeat(3) + '0'.repeat(8)

/** Quotation Q-12, revision 2, open, in English (`overrides` change any part). */
export function sampleQuotation(overrides: Partial<ClientQuotation> = {}): ClientQuotation {
  return {
    number: 'Q-12',
    revision: 2,
    status: 'open',
    issuedOn: '2026-12-01',
    content: sampleContent,
    totals: sampleTotals,
    pdfSha256: sampleSha256,
    codeTo: 'an•••@example.com',
    company: {
      name: 'Nirman Constructions',
      phones: ['+91 94310 12345', '+91 612 222 3333'],
      email: 'info@nirman.example',
      gstin: '10ABCDE1234F1Z5',
    },
    accepted: null,
    declined: null,
    ...overrides,
  }
}

/** The same quotation in Hindi: the staff's own words (items, terms) stay as they wrote them. */
export function hindiQuotation(overrides: Partial<ClientQuotation> = {}): ClientQuotation {
  return sampleQuotation({ content: { ...sampleContent, language: 'hi' }, ...overrides })
}

export interface FakeAnswer {
  status: number
  body?: unknown
}

export interface SentRequest {
  method: string
  path: string
  body: unknown
  referrerPolicy: RequestInit['referrerPolicy']
}

/**
 * Replaces `fetch` with a fake API: each `'METHOD /path'` answers with its answer (a list in
 * turn, its last from then on; 'never' never answers; 'offline' rejects as a lost connection);
 * anything else is a 404. Keeps every request with its JSON body.
 */
export function fakeQuotationApi(
  answers: Record<string, FakeAnswer | FakeAnswer[] | 'never' | 'offline'>,
) {
  const requests: SentRequest[] = []
  const served = new Map<string, number>()
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const path = url.replace(/^https?:\/\/[^/]+/, '')
    const method = init?.method ?? 'GET'
    const key = `${method} ${path}`
    requests.push({
      method,
      path,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      referrerPolicy: init?.referrerPolicy,
    })
    const answer = answers[key]
    if (answer === 'never') return new Promise<Response>(() => {})
    if (answer === 'offline') throw new TypeError('Failed to fetch')
    const turn = served.get(key) ?? 0
    served.set(key, turn + 1)
    const given = Array.isArray(answer) ? answer[Math.min(turn, answer.length - 1)] : answer
    const { status, body } = given ?? { status: 404, body: { message: 'Not Found' } }
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    })
  })
  return {
    requests,
    sent: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key),
  }
}

/** The API's paths for `sampleToken`, as `fakeQuotationApi` keys them. */
export const paths = {
  view: `GET /api/quotations/${sampleToken}`,
  code: `POST /api/quotations/${sampleToken}/code`,
  accept: `POST /api/quotations/${sampleToken}/accept`,
  decline: `POST /api/quotations/${sampleToken}/decline`,
} as const

/** The route module as React Router's framework mode runs it, at /q/<token>. */
export function renderQuotationPage(token = sampleToken) {
  const Stub = createRoutesStub([
    {
      path: '/q/:token',
      Component: QuotationPage,
      loader: ({ params }) => clientLoader({ params: { token: params.token ?? '' } }),
      HydrateFallback,
      ErrorBoundary,
    },
  ])
  const user = userEvent.setup()
  return { ...render(<Stub initialEntries={[`/q/${token}`]} />), user }
}
