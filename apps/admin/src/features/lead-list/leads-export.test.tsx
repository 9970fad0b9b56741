import { dismissToast } from '@nirman/ui'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  leads,
  leadsTable,
  notifications,
  openDashboard,
  owner,
  shownNames,
} from '../../test/dashboard'
import { lead } from '../../test/fake-api'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  dismissToast()
})

/** The addresses the page asked the browser to download, instead of following them. */
function captureLinks() {
  const followed: { href: string; download: string }[] = []
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    followed.push({ href: this.getAttribute('href') ?? '', download: this.download })
  })
  return followed
}

describe('Export CSV', () => {
  it('is offered to an owner only: a member of staff sees no Export button', async () => {
    await openDashboard(leads(), {}, '/dashboard')
    await leadsTable()
    // The rest of the toolbar is there; the export, which the server refuses staff, is not.
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument()
  })

  it('downloads the server’s streamed export of the current filter', async () => {
    const user = userEvent.setup()
    const followed = captureLinks()
    await openDashboard(leads(), { user: owner }, '/dashboard?processed=false&q=patna')
    await leadsTable()
    await waitFor(() => expect(shownNames()).toEqual(['Ravi Kumar']))

    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(followed).toHaveLength(1)
    const href = new URL(followed[0]?.href ?? '', 'http://localhost')
    expect(href.pathname).toBe('/api/admin/dashboard/leads/export.csv')
    expect(Object.fromEntries(href.searchParams)).toEqual({ processed: 'false', q: 'patna' })
    // The server names the file (contact-forms-YYYY-MM-DD.csv) in Content-Disposition.
    expect(followed[0]?.download).toBe('')
  })

  it('says "Export failed" when the filter holds nothing, and downloads nothing', async () => {
    const user = userEvent.setup()
    const followed = captureLinks()
    await openDashboard(
      [lead({ isProcessed: false })],
      { user: owner },
      '/dashboard?processed=true',
    )
    await screen.findByText('No submissions match the current filter and search.')

    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(await notifications().findByText('Export failed')).toBeInTheDocument()
    expect(notifications().getByText('No data available to export.')).toBeInTheDocument()
    expect(followed).toHaveLength(0)
  })
})
