import type { AdminUser, LeadDetail } from '@nirman/contract'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { vi } from 'vitest'
import { type FakeApiState, installFakeApi, lead } from './fake-api'
import { renderDashboard } from './render'

export const staff: AdminUser = { id: 1, name: 'Sunita Devi', username: 'staff', role: 'staff' }
export const owner: AdminUser = { id: 9, name: 'Rajesh Nirman', username: 'owner', role: 'owner' }
/** The paged list of the dashboard (the counts are asked at `${listPath}/count`). */
export const listPath = '/api/admin/dashboard/leads'

/** A signed-in member of staff on the dashboard, with these leads in the fake API. */
export async function openDashboard(
  list: LeadDetail[],
  fake: Partial<FakeApiState> = {},
  path = '/dashboard',
) {
  const api = installFakeApi({ user: staff, leads: list, ...fake })
  const { router, queryClient } = renderDashboard(path)
  await screen.findByText(`Welcome, ${api.user?.name ?? ''}`)
  return { api, router, queryClient }
}

export const leadsTable = () => screen.findByRole('table', { name: 'Contact form submissions' })

/** The body rows of the table, each named by its row header (the person's name). */
export function tableRows(): HTMLElement[] {
  const table = screen.getByRole('table', { name: 'Contact form submissions' })
  const [, ...rows] = within(table).getAllByRole('row')
  return rows
}

/** The names in the table, top to bottom. */
export function shownNames(): string[] {
  return tableRows().flatMap((row) =>
    within(row)
      .queryAllByRole('rowheader')
      .map((cell) => cell.textContent ?? ''),
  )
}

/** The table row of the person called `name`. */
export async function rowOf(name: string): Promise<HTMLElement> {
  const header = await screen.findByRole('rowheader', { name })
  const row = header.closest('tr')
  if (!row) throw new Error(`no row for ${name}`)
  return row
}

export const notifications = () => within(screen.getByRole('region', { name: /notifications/i }))

export const listRequests = (api: FakeApiState) =>
  api.calls.filter((call) => call.method === 'GET' && call.path === listPath).length

/**
 * Holds back the requests `matches` picks until `release` is called, so a test can see what the
 * page shows while they run. Call after installFakeApi.
 */
export function holdRequests(matches: (method: string, path: string) => boolean) {
  const realFetch = globalThis.fetch
  let release: () => void = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname
    if (matches(init?.method ?? 'GET', path)) await gate
    return realFetch(input, init)
  })
  return () => release()
}

/** Five quote requests from around Patna: three new, two processed, on different days. */
export const leads = (): LeadDetail[] => [
  lead({
    id: 1,
    name: 'Ravi Kumar',
    phone: '+91 98765 43210',
    city: 'Patna',
    createdAt: '2026-11-18T06:30:00.000Z',
  }),
  lead({
    id: 2,
    name: 'Anita Sinha',
    phone: '0612-2345678',
    city: 'Danapur',
    createdAt: '2026-11-20T04:00:00.000Z',
  }),
  lead({
    id: 3,
    name: 'Mohan Prasad',
    phone: '+91 91234 56789',
    city: 'Gaya',
    createdAt: '2026-11-19T10:15:00.000Z',
    isProcessed: true,
    processedAt: '2026-11-19T12:00:00.000Z',
  }),
  lead({
    id: 4,
    name: 'रवि कुमार',
    phone: '+91 99887 76655',
    city: 'Muzaffarpur',
    createdAt: '2026-11-17T09:00:00.000Z',
  }),
  lead({
    id: 5,
    name: 'Kavita Singh',
    phone: '+91 90000 11111',
    city: 'patna city',
    createdAt: '2026-11-16T08:00:00.000Z',
    isProcessed: true,
    processedAt: '2026-11-17T05:00:00.000Z',
  }),
]

/**
 * Makes the page a phone's (narrower than 80rem): the list shows cards. jsdom has no matchMedia,
 * which the page reads as a wide screen. Undo with vi.unstubAllGlobals().
 */
export function onAPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
}

/** Where a WhatsApp link opens a chat, and the message it types in there (null: none). */
export function whatsappChat(link: HTMLElement): { chat: string; text: string | null } {
  const url = new URL(link.getAttribute('href') ?? '')
  return { chat: `${url.origin}${url.pathname}`, text: url.searchParams.get('text') }
}

/** The English first message of Sunita Devi (the signed-in `staff`) to Ravi Kumar. */
export const namasteRavi =
  'Namaste Ravi Kumar ji, I am Sunita Devi from Nirman Constructions. Thank you for your enquiry about building with us. When would be a good time to talk?'

/** Opens a lead's details from its row of the list: the user who clicked, and the dialog. */
export async function openLead(name = 'Ravi Kumar') {
  const user = userEvent.setup()
  await user.click(within(await rowOf(name)).getByRole('button', { name: 'View Details' }))
  const dialog = await screen.findByRole('dialog', { name })
  return { user, dialog }
}

/** The timeline's entries of an open lead's details, newest first, as read. */
export const timeline = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('region', { name: 'Timeline' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '')
