import { dismissToast } from '@nirman/ui'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  leadsTable,
  namasteRavi,
  notifications,
  onAPhone,
  openDashboard,
  rowOf,
  shownNames,
  staff,
  whatsappChat,
} from '../../test/dashboard'
import { installFakeApi, lead } from '../../test/fake-api'
import { renderDashboard } from '../../test/render'

afterEach(() => {
  vi.unstubAllGlobals()
  dismissToast()
})

const hour = 60 * 60 * 1000
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString()

describe('Due today / overdue', () => {
  it('lists the follow-ups due, the most overdue first (To do is where staff land)', async () => {
    const api = installFakeApi({
      leads: [
        lead({ id: 1, name: 'Ravi Kumar', followUpAt: fromNow(-2 * hour) }),
        lead({ id: 2, name: 'Anita Sinha', followUpAt: fromNow(-26 * hour) }),
        // Next week: not due yet.
        lead({ id: 3, name: 'Mohan Prasad', followUpAt: fromNow(7 * 24 * hour) }),
        // Won: nothing is due on a closed lead.
        lead({ id: 4, name: 'Kavita Singh', stage: 'won', followUpAt: fromNow(-hour) }),
        lead({ id: 5, name: 'No Follow-up' }),
      ],
    })
    const user = userEvent.setup()
    const { router } = renderDashboard('/login')
    await user.type(await screen.findByLabelText(/username/i), 'staff')
    await user.type(screen.getByLabelText(/password/i), api.password)
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    await screen.findByRole('heading', { name: 'To do: new leads and follow-ups due' })
    await user.click(await screen.findByRole('button', { name: /^Due today \/ overdue/ }))

    expect(await screen.findByRole('heading', { name: 'Follow-ups due today or overdue' }))
    await leadsTable()
    await waitFor(() => expect(shownNames()).toEqual(['Anita Sinha', 'Ravi Kumar']))
    expect(within(await rowOf('Anita Sinha')).getByText('Overdue')).toBeInTheDocument()
    // Two are due: 2 h and 26 h ago.
    expect(await screen.findByRole('button', { name: 'Due today / overdue (2)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(router.state.location.pathname).toBe('/dashboard')
    expect(new URLSearchParams(router.state.location.search).get('due')).toBe('true')

    // Leaving the view shows every request.
    await user.click(screen.getByRole('button', { name: /^Due today \/ overdue/ }))
    await waitFor(() => expect(shownNames()).toHaveLength(5))
  })

  it('says when nothing is due', async () => {
    await openDashboard([lead()], {}, '/dashboard?due=true&sort=followUpAt')
    expect(await screen.findByText('Nothing is due. Well done.')).toBeInTheDocument()
  })
})

describe('My leads', () => {
  it('shows only the requests assigned to the signed-in member of staff', async () => {
    const user = userEvent.setup()
    await openDashboard([
      lead({ id: 1, name: 'Ravi Kumar', assignee: { id: staff.id, name: staff.name } }),
      lead({ id: 2, name: 'Anita Sinha', assignee: { id: 4, name: 'Amit Raj' } }),
      lead({ id: 3, name: 'Mohan Prasad' }),
    ])
    await leadsTable()
    expect(within(await rowOf('Anita Sinha')).getByText('Amit Raj')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'My leads' }))
    await waitFor(() => expect(shownNames()).toEqual(['Ravi Kumar']))
    expect(screen.getByRole('button', { name: 'My leads' })).toHaveAttribute('aria-pressed', 'true')
  })
})

describe('on a phone', () => {
  it('shows cards instead of the table, with Call, WhatsApp and the actions', async () => {
    onAPhone()
    const user = userEvent.setup()
    await openDashboard([lead({ id: 7 })])
    const list = await screen.findByRole('list', { name: 'Contact form submissions' })
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    const card = within(list).getByRole('listitem', { name: 'Ravi Kumar' })
    expect(within(card).getByRole('link', { name: 'Call Ravi Kumar' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    )
    // The chat opens with the first message typed in, in English for a lead of the English site.
    expect(whatsappChat(within(card).getByRole('link', { name: 'WhatsApp Ravi Kumar' }))).toEqual({
      chat: 'https://wa.me/919876543210',
      text: namasteRavi,
    })
    await user.click(within(card).getByRole('button', { name: 'Mark Processed' }))
    expect(
      await notifications().findByText('Contact form marked as processed.'),
    ).toBeInTheDocument()
    await waitFor(() =>
      expect(
        within(screen.getByRole('listitem', { name: 'Ravi Kumar' })).getByText('Contacted'),
      ).toBeInTheDocument(),
    )
  })
})

describe('a toast raised from inside the details dialog', () => {
  it('leaves Escape to the dialog, and stays to be read', async () => {
    const user = userEvent.setup()
    await openDashboard([lead()])
    await user.click(
      within(await rowOf('Ravi Kumar')).getByRole('button', { name: 'View Details' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Ravi Kumar' })
    await user.click(within(dialog).getByRole('button', { name: 'Mark Processed' }))
    const region = () =>
      within(screen.getByRole('region', { name: /notifications/i, hidden: true }))
    expect(await region().findByText('Contact form marked as processed.')).toBeInTheDocument()

    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(region().getByText('Contact form marked as processed.')).toBeInTheDocument()
  })
})
