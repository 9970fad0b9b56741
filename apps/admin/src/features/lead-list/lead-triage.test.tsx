import { dismissToast } from '@nirman/ui'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openDashboard, owner, rowOf, shownNames, staff } from '../../test/dashboard'
import { installFakeApi, lead } from '../../test/fake-api'
import { renderDashboard } from '../../test/render'

afterEach(() => {
  vi.unstubAllGlobals()
  dismissToast()
})

async function openDetails(name: string | RegExp) {
  const user = userEvent.setup()
  const row = await rowOf(typeof name === 'string' ? name : '')
  await user.click(within(row).getByRole('button', { name: 'View Details' }))
  return { user, dialog: await screen.findByRole('dialog', { name }) }
}

const earlier = lead({ id: 1, name: 'Anil Verma', createdAt: '2026-11-10T06:30:00.000Z' })
const repeat = lead({
  id: 2,
  name: 'Anil Kumar Verma',
  createdAt: '2026-11-18T06:30:00.000Z',
  repeatOf: [1],
  alerts: [
    {
      channel: 'email',
      status: 'retrying',
      attempts: 3,
      lastError: 'Connection refused (ECONNREFUSED 127.0.0.1:587)',
      sentAt: null,
      nextAttemptAt: '2026-11-18T06:34:00.000Z',
    },
    {
      channel: 'webhook',
      status: 'sent',
      attempts: 1,
      lastError: null,
      sentAt: '2026-11-18T06:30:02.000Z',
      nextAttemptAt: null,
    },
  ],
})

describe('given a request whose alert keeps failing', () => {
  it('says "alert failed, retrying" with the last error, and what was sent', async () => {
    await openDashboard([repeat, earlier])
    const user = userEvent.setup()
    const header = await screen.findByRole('rowheader', { name: /Anil Kumar Verma/ })
    // The row says it is a repeat.
    expect(header).toHaveTextContent('Repeat')
    await user.click(
      within(header.closest('tr') as HTMLElement).getByRole('button', { name: 'View Details' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Anil Kumar Verma' })
    const alerts = within(dialog).getByRole('region', { name: 'Alerts' })
    const [email, webhook] = within(alerts).getAllByRole('listitem')
    expect(email).toHaveTextContent('E-mail to staff: alert failed, retrying (3 attempts)')
    expect(email).toHaveTextContent('Last error: Connection refused (ECONNREFUSED 127.0.0.1:587)')
    expect(webhook).toHaveTextContent('Webhook: sent 18 Nov 2026, 12:00 pm (1 attempt)')
  })
})

describe('given a repeat request', () => {
  it('links to the earlier request from the same phone', async () => {
    await openDashboard([repeat, earlier])
    const user = userEvent.setup()
    const header = await screen.findByRole('rowheader', { name: /Anil Kumar Verma/ })
    await user.click(
      within(header.closest('tr') as HTMLElement).getByRole('button', { name: 'View Details' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Anil Kumar Verma' })
    await user.click(within(dialog).getByRole('button', { name: 'Open request 1' }))
    expect(await screen.findByRole('dialog', { name: 'Anil Verma' })).toBeInTheDocument()
  })
})

describe('spam and delete', () => {
  it('moves a request to spam, where it can be restored', async () => {
    await openDashboard([earlier, lead({ id: 3, name: 'Cheap SEO' })])
    const { user, dialog } = await openDetails('Cheap SEO')
    await user.click(within(dialog).getByRole('button', { name: 'Mark as spam' }))
    await screen.findByText('Moved to spam')
    // It left the list, and its dialog closed with it.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(shownNames()).toEqual(['Anil Verma']))

    await user.click(screen.getByRole('button', { name: 'Spam' }))
    expect(
      await screen.findByRole('heading', { name: /Spam: requests kept out/ }),
    ).toBeInTheDocument()
    const spam = await openDetails('Cheap SEO')
    await spam.user.click(within(spam.dialog).getByRole('button', { name: 'Restore from spam' }))
    await screen.findByText('Restored')
    await waitFor(() => expect(shownNames()).toEqual([]))
  })

  it("offers staff no deletion: it is the owner's", async () => {
    await openDashboard([earlier])
    const { dialog } = await openDetails('Anil Verma')
    expect(within(dialog).getByRole('button', { name: 'Mark as spam' })).toBeInTheDocument()
    expect(
      within(dialog).queryByRole('button', { name: 'Delete for good' }),
    ).not.toBeInTheDocument()
  })

  it('lets the owner delete, only after the confirmation, and the request leaves the list', async () => {
    const { api } = await openDashboard([earlier, lead({ id: 4, name: 'Wrong Number' })], {
      user: owner,
    })
    const { user, dialog } = await openDetails('Wrong Number')
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }))
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false)
    expect(
      within(dialog).getByText(/Delete this request and its alerts for good\?/),
    ).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete' }))
    await screen.findByText('The request was deleted for good.')
    await waitFor(() => expect(shownNames()).toEqual(['Anil Verma']))
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/admin/dashboard/contact-forms/4',
    ])
  })
})

describe('the link of a lead alert', () => {
  it('opens the request it names: /admin/dashboard?request=2', async () => {
    installFakeApi({ user: staff, leads: [repeat, earlier] })
    renderDashboard('/dashboard?request=2')
    expect(await screen.findByRole('dialog', { name: 'Anil Kumar Verma' })).toBeInTheDocument()
  })
})
