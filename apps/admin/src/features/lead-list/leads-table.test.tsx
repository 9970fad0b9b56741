import { dismissToast } from '@nirman/ui'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { leadsTable, onAPhone, openDashboard, openLead, rowOf } from '../../test/dashboard'
import { type FakeApiState, lead } from '../../test/fake-api'
import { formatDateTime, formatDateTimeLines } from './lead-format'

/** The links followed, by href; jsdom cannot open tel:, so each is stopped after being noted. */
let followed: string[] = []
const follow = (event: MouseEvent) => {
  const link = event.target instanceof Element ? event.target.closest('a') : null
  if (!link) return
  if (!event.defaultPrevented) followed.push(link.getAttribute('href') ?? '')
  event.preventDefault()
}

beforeEach(() => {
  followed = []
  document.addEventListener('click', follow)
})

afterEach(() => {
  document.removeEventListener('click', follow)
  vi.unstubAllGlobals()
  dismissToast()
})

/** While a dialog is open everything outside it is aria-hidden: look the toasts up with `hidden`. */
const notifications = () =>
  within(screen.getByRole('region', { name: /notifications/i, hidden: true }))

const attemptsOf = (api: FakeApiState, id: number) =>
  api.calls.filter(
    (call) => call.method === 'POST' && call.path === `/api/admin/dashboard/leads/${id}/contacts`,
  )

describe('a row of the table', () => {
  it('opens its details when clicked anywhere but on its links and buttons', async () => {
    const user = userEvent.setup()
    const { router } = await openDashboard([lead({ id: 7, city: 'Danapur' })])
    const row = await rowOf('Ravi Kumar')

    await user.click(within(row).getByRole('cell', { name: 'Danapur' }))
    const dialog = await screen.findByRole('dialog', { name: 'Ravi Kumar' })
    expect(router.state.location.search).toBe('?request=7')

    // Closing gives the focus to the row's View Details, the keyboard's way to open it.
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0] as HTMLElement)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(within(row).getByRole('button', { name: 'View Details' })).toHaveFocus()
  })

  it('adds no tab stop: the keyboard reaches the row through View Details', async () => {
    const user = userEvent.setup()
    await openDashboard([lead({ phone: '' })])
    const row = await rowOf('Ravi Kumar')
    expect(row).not.toHaveAttribute('tabindex')
    within(row).getByRole('button', { name: 'View Details' }).focus()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('dialog', { name: 'Ravi Kumar' })).toBeInTheDocument()
  })

  it('marks a new request without opening it when Mark Processed is pressed', async () => {
    const user = userEvent.setup()
    await openDashboard([lead()])
    const row = await rowOf('Ravi Kumar')
    await user.click(within(row).getByRole('button', { name: 'Mark Processed' }))
    expect(await screen.findByText('Contact form marked as processed.')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('records a tap on the phone number as a call, as the Call button does, and dials', async () => {
    const user = userEvent.setup()
    const { api } = await openDashboard([lead({ id: 3, phone: '+91 98765 43210' })])
    const row = await rowOf('Ravi Kumar')

    await user.click(within(row).getByRole('link', { name: '+91 98765 43210' }))
    expect(followed).toEqual(['tel:+919876543210'])
    await waitFor(() => expect(attemptsOf(api, 3)).toHaveLength(1))
    expect(attemptsOf(api, 3)[0]?.body).toEqual({ channel: 'call' })
    expect(await notifications().findByText('Attempt recorded')).toBeInTheDocument()
    // The tap dialled; it did not open the details.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('says a call tapped in the table was not recorded, and records it again', async () => {
    const user = userEvent.setup()
    const { api } = await openDashboard([lead({ id: 3 })])
    api.failNext = {
      method: 'POST',
      path: '/api/admin/dashboard/leads/3/contacts',
      status: 500,
    }
    const row = await rowOf('Ravi Kumar')
    await user.click(within(row).getByRole('link', { name: '+91 98765 43210' }))
    expect(await within(row).findByRole('alert')).toHaveTextContent('The call was not recorded')

    await user.click(within(row).getByRole('button', { name: 'Record it again' }))
    await waitFor(() => expect(attemptsOf(api, 3)).toHaveLength(2))
    await waitFor(() => expect(within(row).queryByRole('alert')).not.toBeInTheDocument())
    // Recording again did not dial a second time, nor open the details.
    expect(followed).toEqual(['tel:+919876543210'])
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})

describe('a date in a narrow column', () => {
  it('breaks only between the date and the time, reading as the rest of the dashboard', async () => {
    const iso = '2026-11-18T06:30:00.000Z'
    expect(formatDateTimeLines(iso)).toEqual({ date: '18 Nov 2026,', time: '12:00 pm' })
    const { date, time } = formatDateTimeLines(iso)
    expect(`${date} ${time}`).toBe(formatDateTime(iso))
    await openDashboard([lead({ createdAt: iso })])
    const cells = within(await rowOf('Ravi Kumar')).getAllByRole('cell')
    expect(cells[5]).toHaveTextContent(/^18 Nov 2026, 12:00 pm$/)
  })
})

describe('the stage beside the status', () => {
  const requests = () => [
    lead({ id: 1, name: 'Ravi Kumar' }),
    lead({ id: 2, name: 'Anita Sinha', stage: 'contacted', isProcessed: false }),
    lead({
      id: 3,
      name: 'Mohan Prasad',
      stage: 'new',
      isProcessed: true,
      processedAt: '2026-11-19T12:00:00Z',
    }),
  ]

  it('says New once for a new request in the table, and the stage where it says more', async () => {
    await openDashboard(requests())
    await leadsTable()
    const status = (name: string) =>
      within(screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)[6]
    expect(status('Ravi Kumar')).toBe('New')
    expect(status('Anita Sinha')).toBe('NewContacted')
    // Processed, yet nobody moved it on from stage New: that is worth saying.
    expect(status('Mohan Prasad')).toBe('ProcessedNew')
  })

  it('says New once on a new request’s card', async () => {
    onAPhone()
    await openDashboard(requests())
    const card = await screen.findByRole('listitem', { name: 'Ravi Kumar' })
    expect(within(card).getAllByText('New')).toHaveLength(1)
    const contacted = screen.getByRole('listitem', { name: 'Anita Sinha' })
    expect(within(contacted).getByText('New')).toBeInTheDocument()
    expect(within(contacted).getByText('Contacted')).toBeInTheDocument()
  })

  it('says New once in a new request’s details, under its title', async () => {
    await openDashboard(requests())
    const { dialog } = await openLead('Ravi Kumar')
    expect(dialog).toHaveAccessibleDescription(
      /^Quote request received 18 Nov 2026, 12:00 pm\s*New$/,
    )
  })
})
