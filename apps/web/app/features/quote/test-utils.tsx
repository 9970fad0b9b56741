import { dismissToast, Toaster } from '@nirman/ui'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { expect, vi } from 'vitest'
import { createQueryClient } from '../../api/queries'

/**
 * Renders `ui` as the site does: a fresh QueryClient (no retries), a router at `route` and the
 * Toaster. `advanceTimers` lets user-event work under vitest's fake timers.
 */
export function renderWithProviders(
  ui: ReactNode,
  { route = '/', advanceTimers }: { route?: string; advanceTimers?: (ms: number) => void } = {},
) {
  // No pause between keystrokes: the forms have many fields and nothing here depends on timing.
  const user = userEvent.setup({ delay: null, ...(advanceTimers ? { advanceTimers } : {}) })
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[route]}>
        {ui}
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return { ...view, user }
}

/** Clears what a test leaves behind: the shared toast store and the fetch stub. */
export function cleanUpQuoteTest() {
  dismissToast()
  vi.unstubAllGlobals()
}

/** The toast on screen, once it is there. */
export async function findToast(): Promise<HTMLElement> {
  const notifications = screen.getByRole('region', { name: 'Notifications (F8)' })
  return within(notifications).findByRole('listitem')
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })
}

/** The API's answer to a stored quote request. */
export const stored = () => jsonResponse(201, { id: 7, createdAt: '2025-01-15T10:00:00.000Z' })

/** Replaces fetch: each call takes the next answer (a Response, a promise of one, or an error). */
export function stubFetch(...answers: (Response | Promise<Response> | Error)[]) {
  const fetchMock = vi.fn<typeof fetch>()
  for (const answer of answers) {
    if (answer instanceof Error) fetchMock.mockRejectedValueOnce(answer)
    else fetchMock.mockImplementationOnce(() => Promise.resolve(answer))
  }
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** A fetch answer that arrives only when the test says so, to look at the pending state. */
export function heldAnswer() {
  let answer: (response: Response) => void = () => {}
  const response = new Promise<Response>((resolve) => {
    answer = resolve
  })
  return { response, answer: (value: Response) => answer(value) }
}

/** The JSON body of the `call`-th request, and where and how it went. */
export function sentRequest(fetchMock: ReturnType<typeof stubFetch>, call = 0) {
  const [url, init] = fetchMock.mock.calls[call] ?? []
  return {
    url,
    method: init?.method,
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
  }
}

type User = ReturnType<typeof userEvent.setup>

/** The fields of the full form, found as a visitor finds them: by label, side by side. */
export const fullForm = {
  name: () => screen.getByRole('textbox', { name: 'Full Name' }),
  phone: () => screen.getByRole('textbox', { name: 'Phone Number' }),
  email: () => screen.getByRole('textbox', { name: 'Email Address' }),
  city: () => screen.getByRole('textbox', { name: 'City' }),
  landSize: () => screen.getByRole('textbox', { name: 'Land Size (sq ft)' }),
  feet: (side: string) =>
    within(screen.getByRole('group', { name: `${side} Side` })).getByRole('spinbutton', {
      name: 'Feet',
    }),
  inches: (side: string) =>
    within(screen.getByRole('group', { name: `${side} Side` })).getByRole('combobox', {
      name: 'Inches',
    }),
  landFacing: () => screen.getByRole('combobox', { name: 'Land Facing' }),
  projectType: () => screen.getByRole('combobox', { name: 'Project Type' }),
  message: () => screen.getByRole('textbox', { name: 'Message' }),
  honeypot: () => screen.getByLabelText('Leave this field empty'),
}

/**
 * Fills every field of the full form as a visitor would: Ravi Kumar, 9876543210,
 * ravi@example.com, Patna, 1200 sq ft, sides N 40'6", S 40'0", E 30'0", W 30'3", facing
 * North-East, Residential Construction, "Two floors, RCC frame".
 */
export async function fillFullQuoteForm(user: User) {
  await user.type(fullForm.name(), 'Ravi Kumar')
  await user.type(fullForm.phone(), '9876543210')
  await user.type(fullForm.email(), 'ravi@example.com')
  await user.type(fullForm.city(), 'Patna')
  await user.type(fullForm.landSize(), '1200')
  const sides = [
    ['North', '40', '6'],
    ['South', '40', '0'],
    ['East', '30', '0'],
    ['West', '30', '3'],
  ] as const
  for (const [side, feet, inches] of sides) {
    await user.type(fullForm.feet(side), feet)
    await user.selectOptions(fullForm.inches(side), inches)
  }
  await user.selectOptions(fullForm.landFacing(), 'North-East')
  await user.selectOptions(fullForm.projectType(), 'Residential Construction')
  await user.type(fullForm.message(), 'Two floors, RCC frame')
}

/** The request fillFullQuoteForm leads to, written out by hand from the values above. */
export const filledFullQuoteRequest = {
  name: 'Ravi Kumar',
  phone: '9876543210',
  email: 'ravi@example.com',
  city: 'Patna',
  landSize: '1200',
  landDimensionNorthFeet: '40',
  landDimensionNorthInches: '6',
  landDimensionSouthFeet: '40',
  landDimensionSouthInches: '0',
  landDimensionEastFeet: '30',
  landDimensionEastInches: '0',
  landDimensionWestFeet: '30',
  landDimensionWestInches: '3',
  landFacing: 'North-East',
  projectType: 'Residential Construction',
  message: 'Two floors, RCC frame',
}

/** Every field back at its start: empty, inches '0'. */
export function expectFullFormCleared() {
  expect(fullForm.name()).toHaveValue('')
  expect(fullForm.phone()).toHaveValue('')
  expect(fullForm.email()).toHaveValue('')
  expect(fullForm.city()).toHaveValue('')
  expect(fullForm.landSize()).toHaveValue('')
  for (const side of ['North', 'South', 'East', 'West']) {
    expect(fullForm.feet(side)).toHaveValue(null)
    expect(fullForm.inches(side)).toHaveValue('0')
  }
  expect(fullForm.landFacing()).toHaveValue('')
  expect(fullForm.projectType()).toHaveValue('')
  expect(fullForm.message()).toHaveValue('')
}

/** Every field still holds what fillFullQuoteForm typed. */
export function expectFullFormKept() {
  expect(fullForm.name()).toHaveValue('Ravi Kumar')
  expect(fullForm.phone()).toHaveValue('9876543210')
  expect(fullForm.email()).toHaveValue('ravi@example.com')
  expect(fullForm.city()).toHaveValue('Patna')
  expect(fullForm.landSize()).toHaveValue('1200')
  expect(fullForm.feet('North')).toHaveValue(40)
  expect(fullForm.inches('North')).toHaveValue('6')
  expect(fullForm.feet('West')).toHaveValue(30)
  expect(fullForm.inches('West')).toHaveValue('3')
  expect(fullForm.landFacing()).toHaveValue('North-East')
  expect(fullForm.projectType()).toHaveValue('Residential Construction')
  expect(fullForm.message()).toHaveValue('Two floors, RCC frame')
}

/**
 * What every quote form adds to its fields: the idempotency key of the filled-in form, the
 * source naming the form (the landing is jsdom's page, the tests' MemoryRouter does not change it)
 * and the language of that page.
 */
export function sentFrom(
  form: 'hero' | 'home' | 'contact' | 'popup',
  language: 'en' | 'hi' = 'en',
) {
  return {
    idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{16,100}$/),
    source: expect.objectContaining({ form, page: window.location.pathname }),
    language,
  }
}
