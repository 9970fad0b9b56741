import { dismissToast } from '@nirman/ui'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  holdRequests,
  listRequests,
  notifications,
  openDashboard,
  rowOf,
  shownNames,
} from '../../test/dashboard'
import { lead } from '../../test/fake-api'

afterEach(() => {
  vi.unstubAllGlobals()
  dismissToast()
})

const processPath = (id: number) => `/api/admin/dashboard/contact-forms/${id}/process`

describe('Mark Processed in the table', () => {
  it('marks the request processed, says so, and refetches the list', async () => {
    const user = userEvent.setup()
    const { api } = await openDashboard([lead({ id: 7 })])
    const row = await rowOf('Ravi Kumar')
    expect(listRequests(api)).toBe(1)

    await user.click(within(row).getByRole('button', { name: 'Mark Processed' }))

    expect(await notifications().findByText('Success')).toBeInTheDocument()
    expect(notifications().getByText('Contact form marked as processed.')).toBeInTheDocument()
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'PATCH', path: processPath(7), body: undefined }),
    )
    await waitFor(() => expect(listRequests(api)).toBe(2))
    const updated = await rowOf('Ravi Kumar')
    expect(within(updated).getByText('Processed')).toBeInTheDocument()
    expect(within(updated).queryByText('New')).not.toBeInTheDocument()
    // Mark Processed moves a New request to the stage Contacted.
    expect(within(updated).getByText('Contacted')).toBeInTheDocument()
    expect(
      within(updated).queryByRole('button', { name: 'Mark Processed' }),
    ).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Unprocessed (0)' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Processed (1)' })).toBeInTheDocument()
  })

  it('is disabled while its request runs, and only on its own row', async () => {
    const user = userEvent.setup()
    await openDashboard([lead({ id: 1, name: 'Ravi Kumar' }), lead({ id: 2, name: 'Anita Sinha' })])
    const release = holdRequests((method, path) => method === 'PATCH' && path === processPath(1))
    await user.click(
      within(await rowOf('Ravi Kumar')).getByRole('button', { name: 'Mark Processed' }),
    )

    expect(
      within(await rowOf('Ravi Kumar')).getByRole('button', { name: 'Marking...' }),
    ).toBeDisabled()
    expect(
      within(await rowOf('Anita Sinha')).getByRole('button', { name: 'Mark Processed' }),
    ).toBeEnabled()
    release()
    expect(
      await notifications().findByText('Contact form marked as processed.'),
    ).toBeInTheDocument()
  })

  it('leaves the row under the Unprocessed filter once processed', async () => {
    const user = userEvent.setup()
    await openDashboard([lead({ id: 1, name: 'Ravi Kumar' }), lead({ id: 2, name: 'Anita Sinha' })])
    await user.click(await screen.findByRole('button', { name: /^Unprocessed/ }))
    await user.click(
      within(await rowOf('Ravi Kumar')).getByRole('button', { name: 'Mark Processed' }),
    )
    await waitFor(() => expect(shownNames()).toEqual(['Anita Sinha']))
  })

  it('says so when it fails, and the row stays new', async () => {
    const user = userEvent.setup()
    const { api } = await openDashboard([lead({ id: 7 })])
    api.failNext = { method: 'PATCH', path: processPath(7), status: 500 }
    await user.click(
      within(await rowOf('Ravi Kumar')).getByRole('button', { name: 'Mark Processed' }),
    )

    expect(await notifications().findByText('Error')).toBeInTheDocument()
    expect(
      notifications().getByText('Failed to mark contact form as processed.'),
    ).toBeInTheDocument()
    const row = await rowOf('Ravi Kumar')
    // The status still reads New (and the stage, New too, is not said twice).
    expect(within(row).getAllByText('New')).toHaveLength(1)
    expect(within(row).getByRole('button', { name: 'Mark Processed' })).toBeEnabled()
  })

  it('after a 401 sends the visitor to the login page', async () => {
    const user = userEvent.setup()
    const { api, router } = await openDashboard([lead({ id: 7 })])
    api.failNext = { method: 'PATCH', path: processPath(7), status: 401 }
    await user.click(
      within(await rowOf('Ravi Kumar')).getByRole('button', { name: 'Mark Processed' }),
    )

    expect(await screen.findByRole('heading', { name: 'Staff Login' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
  })
})
