import { dismissToast } from '@nirman/ui'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { listRefreshMs } from '../../api/queries'
import { listPath, listRequests, openDashboard, rowOf, shownNames } from '../../test/dashboard'
import { installFakeApi, lead } from '../../test/fake-api'
import { renderDashboard } from '../../test/render'
import { alertWarningText } from './alert-warning'

// Issue 21, item 5: new leads were invisible where staff land ("Due today" never shows a lead
// without a follow-up), the alert e-mail's link was lost at sign-in (see routes/login.test.tsx),
// the list never refreshed itself, and nothing said when alerts were failing.

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  dismissToast()
})

const hour = 60 * 60 * 1000
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString()

/** What a browser does when staff switch to another tab and back. */
function leaveTabAndComeBack() {
  for (const state of ['hidden', 'visible']) {
    Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })
    // The browser fires it at the document, and it bubbles to the window.
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))
  }
}

describe('To do, where staff land after signing in', () => {
  it('shows the new leads with the follow-ups due, the newest lead first', async () => {
    const api = installFakeApi({
      leads: [
        // The case: three new leads, none with a follow-up date.
        lead({ id: 1, name: 'Ravi Kumar', createdAt: fromNow(-3 * hour) }),
        lead({ id: 2, name: 'Anita Sinha', createdAt: fromNow(-1 * hour) }),
        lead({ id: 3, name: 'Mohan Prasad', createdAt: fromNow(-2 * hour) }),
        // Contacted, called back 26 h late: due.
        lead({
          id: 4,
          name: 'Kavita Singh',
          stage: 'contacted',
          createdAt: fromNow(-72 * hour),
          followUpAt: fromNow(-26 * hour),
        }),
        // Contacted, next week: nothing to do today. Won: closed.
        lead({
          id: 5,
          name: 'Next Week',
          stage: 'contacted',
          followUpAt: fromNow(168 * hour),
        }),
        lead({ id: 6, name: 'Won Already', stage: 'won', followUpAt: fromNow(-hour) }),
      ],
    })
    const user = userEvent.setup()
    const { router } = renderDashboard('/login')
    await user.type(await screen.findByLabelText(/username/i), 'staff')
    await user.type(screen.getByLabelText(/password/i), api.password)
    await user.click(screen.getByRole('button', { name: 'Log in' }))

    expect(
      await screen.findByRole('heading', { name: 'To do: new leads and follow-ups due' }),
    ).toBeInTheDocument()
    // New first, the newest first (1 h, 2 h, 3 h ago), then the follow-up due.
    await waitFor(() =>
      expect(shownNames()).toEqual(['Anita Sinha', 'Mohan Prasad', 'Ravi Kumar', 'Kavita Singh']),
    )
    expect(await screen.findByRole('button', { name: 'To do (4)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('urgent')
    expect(router.state.location.pathname).toBe('/dashboard')
    expect(router.state.location.search).toBe('?todo=true')
    expect(screen.queryByText('Nothing is due. Well done.')).not.toBeInTheDocument()

    // The other views still work: Due today / overdue has the one follow-up; All has all six.
    await user.click(screen.getByRole('button', { name: /^Due today \/ overdue/ }))
    await waitFor(() => expect(shownNames()).toEqual(['Kavita Singh']))
    expect(screen.getByRole('button', { name: /^To do/ })).toHaveAttribute('aria-pressed', 'false')
    await user.click(screen.getByRole('button', { name: /^Due today \/ overdue/ }))
    await waitFor(() => expect(shownNames()).toHaveLength(6))
  })

  it('says when there is nothing to do', async () => {
    await openDashboard(
      [lead({ stage: 'contacted', followUpAt: fromNow(48 * hour) })],
      {},
      '/dashboard?todo=true',
    )
    expect(
      await screen.findByText('Nothing to do: no new leads and no follow-ups due.'),
    ).toBeInTheDocument()
  })

  it('is where /admin/ itself leads', async () => {
    installFakeApi({ user: { id: 1, name: 'Sunita Devi', username: 'staff', role: 'staff' } })
    const { router } = renderDashboard('/')
    await screen.findByRole('heading', { name: 'To do: new leads and follow-ups due' })
    expect(router.state.location.search).toBe('?todo=true')
  })
})

describe('the list while it is open', () => {
  it('shows a lead posted meanwhile by itself, keeping the open lead, the typed note and the filter', async () => {
    // Only the intervals are faked: the list's 30-second refresh runs when the test says.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const user = userEvent.setup()
    const { api } = await openDashboard(
      [lead({ id: 1, name: 'Ravi Kumar', createdAt: fromNow(-hour) })],
      {},
      '/dashboard?processed=false&request=1',
    )
    const dialog = await screen.findByRole('dialog', { name: 'Ravi Kumar' })
    await user.type(within(dialog).getByLabelText('Add a note'), 'Call after 6 pm')
    expect(listRequests(api)).toBe(1)

    // A visitor sends a quote request while the list is open.
    api.leads.push(lead({ id: 2, name: 'Anita Sinha', createdAt: fromNow(0) }))
    vi.advanceTimersByTime(listRefreshMs - 1)
    expect(listRequests(api)).toBe(1)
    vi.advanceTimersByTime(1)

    // The list behind the open dialog (hidden from the accessibility tree meanwhile) has it.
    await waitFor(() => expect(listRequests(api)).toBe(2))
    expect(await screen.findByRole('rowheader', { name: 'Anita Sinha', hidden: true }))
    expect(screen.getByRole('dialog', { name: 'Ravi Kumar' })).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Add a note')).toHaveValue('Call after 6 pm')
    expect(screen.getByRole('button', { name: 'Unprocessed (2)', hidden: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    // 1 lead when the list was opened, 2 now.
    expect(screen.getByText(/1 new lead since you opened the list/)).toBeInTheDocument()
  })

  it('asks again when staff come back to the tab', async () => {
    const { api } = await openDashboard([lead({ id: 1, name: 'Ravi Kumar' })])
    await rowOf('Ravi Kumar')
    api.leads.push(lead({ id: 2, name: 'Anita Sinha', createdAt: fromNow(0) }))
    leaveTabAndComeBack()
    expect(await screen.findByRole('rowheader', { name: 'Anita Sinha' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled()
  })
})

describe('when lead alerts are failing', () => {
  it('warns above the list with the count and the time in India, until they are delivered', async () => {
    const { api } = await openDashboard([lead()], {
      alertStatus: {
        waiting: 3,
        // 05:12 UTC is 10:42 am in Patna (UTC+5:30); another day, so the date is shown too.
        waitingSince: '2026-11-20T05:12:00.000Z',
        failed: 0,
        lastErrorAt: '2026-11-20T05:40:00.000Z',
        lastError: '535 5.7.8 Authentication failed',
      },
    })
    const warning = await screen.findByRole('alert')
    expect(warning).toHaveTextContent(
      'Lead alerts are not being delivered: 3 alerts waiting since 20 Nov 2026, 10:42 am.',
    )
    expect(warning).toHaveTextContent('Check the mail settings.')
    expect(warning).toHaveTextContent(
      'Last error at 20 Nov 2026, 11:10 am: 535 5.7.8 Authentication failed',
    )

    // The mail settings are fixed and the alerts go out: the warning goes at the next refresh.
    api.alertStatus = {
      waiting: 0,
      waitingSince: null,
      failed: 0,
      lastErrorAt: null,
      lastError: null,
    }
    leaveTabAndComeBack()
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
    expect(api.calls.filter((call) => call.path.endsWith('/alert-status')).length).toBe(2)
    expect(api.calls.some((call) => call.path === listPath)).toBe(true)
  })

  it('words a wait that began today as a time of day, and counts alerts given up', () => {
    // 17:12 UTC is 10:42 pm in Patna, the same day as 17:30 UTC.
    const now = new Date('2026-11-26T17:30:00.000Z')
    expect(
      alertWarningText(
        {
          waiting: 1,
          waitingSince: '2026-11-26T17:12:00.000Z',
          failed: 2,
          lastErrorAt: null,
          lastError: null,
        },
        now,
      ),
    ).toBe(
      'Lead alerts are not being delivered: 1 alert waiting since 10:42 pm; 2 given up in the last 7 days (those leads were never announced).',
    )
    expect(
      alertWarningText(
        { waiting: 0, waitingSince: null, failed: 0, lastErrorAt: null, lastError: null },
        now,
      ),
    ).toBeNull()
  })
})
