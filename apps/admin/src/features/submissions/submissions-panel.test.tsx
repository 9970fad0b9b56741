import { dismissToast } from '@nirman/ui'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../../api/queries'
import { installFakeApi, submission } from '../../test/fake-api'
import { renderDashboard } from '../../test/render'
import {
  holdRequests,
  leads,
  listPath,
  listRequests,
  openDashboard,
  rowOf,
  shownNames,
  staff,
  submissionsTable,
  tableRows,
} from '../../test/submissions'
import { SubmissionsPanel } from './submissions-panel'

afterEach(() => {
  vi.unstubAllGlobals()
  dismissToast()
})

const filterButton = (name: RegExp) => screen.getByRole('button', { name })

describe('the submissions list', () => {
  it('shows a spinner while the list loads', async () => {
    installFakeApi({ user: staff, submissions: leads() })
    const release = holdRequests((method, path) => method === 'GET' && path === listPath)
    renderDashboard('/dashboard')
    expect(await screen.findByText('Loading submissions...')).toBeInTheDocument()
    release()
    await submissionsTable()
    expect(screen.queryByText('Loading submissions...')).not.toBeInTheDocument()
  })

  it('says so when the list cannot be loaded', async () => {
    await openDashboard(leads(), { failNext: { method: 'GET', path: listPath, status: 500 } })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading data. Please try again.',
    )
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('says so when there are no submissions yet', async () => {
    await openDashboard([])
    await submissionsTable()
    expect(screen.getByText('No contact form submissions found')).toBeInTheDocument()
  })

  it('lists every submission in the columns of the specification, newest first', async () => {
    await openDashboard(leads())
    const table = await submissionsTable()
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent)
    expect(headers).toEqual([
      'ID',
      'Name',
      'Phone',
      'City',
      'Land Size',
      'Project Type',
      'Date',
      'Status',
      'Actions',
    ])
    expect(shownNames()).toEqual([
      'Anita Sinha',
      'Mohan Prasad',
      'Ravi Kumar',
      'रवि कुमार',
      'Kavita Singh',
    ])
    expect(screen.getByText('Showing 5 of 5 submissions')).toBeInTheDocument()

    const cells = within(await rowOf('Ravi Kumar'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent)
    expect(cells).toEqual([
      '1',
      '+91 98765 43210',
      'Patna',
      '1800 sq ft',
      'Residential Construction',
      '18 Nov 2026, 12:00 pm',
      'New',
      'View DetailsMark Processed',
    ])
    expect(
      within(await rowOf('Ravi Kumar')).getByRole('link', { name: '+91 98765 43210' }),
    ).toHaveAttribute('href', 'tel:+919876543210')
  })

  it('marks new rows "New" with Mark Processed, and processed rows "Processed" without it', async () => {
    await openDashboard(leads())
    const fresh = await rowOf('Anita Sinha')
    expect(within(fresh).getByText('New')).toBeInTheDocument()
    expect(within(fresh).getByRole('button', { name: 'Mark Processed' })).toBeEnabled()
    const done = await rowOf('Mohan Prasad')
    expect(within(done).getByText('Processed')).toBeInTheDocument()
    expect(within(done).queryByRole('button', { name: 'Mark Processed' })).not.toBeInTheDocument()
    expect(within(done).getByRole('button', { name: 'View Details' })).toBeInTheDocument()
  })

  it('says what is missing from a hero-form request instead of leaving blanks', async () => {
    await openDashboard([submission({ city: '', landSize: '' })])
    const cells = within(await rowOf('Ravi Kumar')).getAllByRole('cell')
    expect(cells[2]).toHaveTextContent('Not given')
    expect(cells[3]).toHaveTextContent('Not given')
  })
})

describe('filtering, searching and sorting', () => {
  it('counts each status and filters by it', async () => {
    const user = userEvent.setup()
    await openDashboard(leads())
    await submissionsTable()
    expect(filterButton(/^All/)).toHaveAccessibleName('All (5)')
    expect(filterButton(/^All/)).toHaveAttribute('aria-pressed', 'true')
    expect(filterButton(/^Unprocessed/)).toHaveAccessibleName('Unprocessed (3)')
    expect(filterButton(/^Processed/)).toHaveAccessibleName('Processed (2)')
    expect(screen.getByRole('group', { name: 'Show submissions' })).toBeInTheDocument()

    await user.click(filterButton(/^Unprocessed/))
    expect(filterButton(/^Unprocessed/)).toHaveAttribute('aria-pressed', 'true')
    expect(filterButton(/^All/)).toHaveAttribute('aria-pressed', 'false')
    expect(shownNames()).toEqual(['Anita Sinha', 'Ravi Kumar', 'रवि कुमार'])
    expect(screen.getByText('Showing 3 of 5 submissions')).toBeInTheDocument()

    await user.click(filterButton(/^Processed/))
    expect(shownNames()).toEqual(['Mohan Prasad', 'Kavita Singh'])

    await user.click(filterButton(/^All/))
    expect(shownNames()).toHaveLength(5)
  })

  it('says when a filter shows nothing', async () => {
    const user = userEvent.setup()
    await openDashboard([submission({ isProcessed: false })])
    await submissionsTable()
    await user.click(filterButton(/^Processed/))
    expect(
      screen.getByText('No submissions match the current filter and search.'),
    ).toBeInTheDocument()
    expect(screen.queryByText('No contact form submissions found')).not.toBeInTheDocument()
  })

  it.each([
    ['a name, in any case', 'ANITA', ['Anita Sinha']],
    ['a name in Devanagari', 'रवि', ['रवि कुमार']],
    ['a phone number as written', '0612-234', ['Anita Sinha']],
    ['a phone number without its spaces', '9876543210', ['Ravi Kumar']],
    ['a city', 'patna', ['Ravi Kumar', 'Kavita Singh']],
  ])('searches by %s', async (_case, search, names) => {
    const user = userEvent.setup()
    await openDashboard(leads())
    await submissionsTable()
    await user.type(
      screen.getByRole('searchbox', { name: 'Search by name, phone or city' }),
      search,
    )
    expect(shownNames()).toEqual(names)
  })

  it('combines search and filter, with counts that follow the search', async () => {
    const user = userEvent.setup()
    await openDashboard(leads())
    await submissionsTable()
    await user.type(
      screen.getByRole('searchbox', { name: 'Search by name, phone or city' }),
      'Patna',
    )
    expect(filterButton(/^All/)).toHaveAccessibleName('All (2)')
    expect(filterButton(/^Unprocessed/)).toHaveAccessibleName('Unprocessed (1)')
    expect(filterButton(/^Processed/)).toHaveAccessibleName('Processed (1)')
    await user.click(filterButton(/^Processed/))
    expect(shownNames()).toEqual(['Kavita Singh'])
  })

  it('says when a search finds nothing', async () => {
    const user = userEvent.setup()
    await openDashboard(leads())
    await submissionsTable()
    await user.type(
      screen.getByRole('searchbox', { name: 'Search by name, phone or city' }),
      'Bhagalpur',
    )
    expect(tableRows()).toHaveLength(1)
    expect(
      screen.getByText('No submissions match the current filter and search.'),
    ).toBeInTheDocument()
  })

  it('sorts by date, newest or oldest first', async () => {
    const user = userEvent.setup()
    await openDashboard(leads())
    await submissionsTable()
    const sort = screen.getByRole('combobox', { name: 'Sort by date' })
    expect(sort).toHaveValue('newest')
    await user.selectOptions(sort, 'Oldest first')
    expect(shownNames()).toEqual([
      'Kavita Singh',
      'रवि कुमार',
      'Ravi Kumar',
      'Mohan Prasad',
      'Anita Sinha',
    ])
    await user.selectOptions(sort, 'Newest first')
    expect(shownNames()).toEqual([
      'Anita Sinha',
      'Mohan Prasad',
      'Ravi Kumar',
      'रवि कुमार',
      'Kavita Singh',
    ])
  })
})

describe('Refresh', () => {
  it('fetches the list again, saying it is refreshing meanwhile', async () => {
    const user = userEvent.setup()
    const { api } = await openDashboard([submission({ id: 1 })])
    await submissionsTable()
    expect(listRequests(api)).toBe(1)
    api.submissions.push(
      submission({ id: 2, name: 'Anita Sinha', createdAt: '2026-11-20T04:00:00.000Z' }),
    )
    const release = holdRequests((method, path) => method === 'GET' && path === listPath)

    await user.click(screen.getByRole('button', { name: 'Refresh' }))
    expect(await screen.findByRole('button', { name: 'Refreshing...' })).toBeDisabled()
    release()
    expect(await screen.findByRole('rowheader', { name: 'Anita Sinha' })).toBeInTheDocument()
    expect(listRequests(api)).toBe(2)
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled()
  })

  it('when it fails says so and keeps the rows already shown', async () => {
    const user = userEvent.setup()
    const { api } = await openDashboard([submission()])
    await submissionsTable()
    api.failNext = { method: 'GET', path: listPath, status: 503 }
    await user.click(screen.getByRole('button', { name: 'Refresh' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading data. Please try again.',
    )
    expect(screen.getByRole('rowheader', { name: 'Ravi Kumar' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Refresh' }))
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
  })
})

describe('the session', () => {
  it('a 401 from the list sends the visitor to the login page', async () => {
    const { router } = await openDashboard(leads(), {
      failNext: { method: 'GET', path: listPath, status: 401 },
    })
    expect(await screen.findByRole('heading', { name: 'Staff Login' })).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  })

  it('asks for the list only once someone is signed in', async () => {
    const api = installFakeApi({ user: staff, submissions: leads() })
    const queryClient = createQueryClient()
    const view = render(
      <QueryClientProvider client={queryClient}>
        <SubmissionsPanel signedIn={false} />
      </QueryClientProvider>,
    )
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(listRequests(api)).toBe(0)
    view.rerender(
      <QueryClientProvider client={queryClient}>
        <SubmissionsPanel signedIn />
      </QueryClientProvider>,
    )
    await submissionsTable()
    expect(listRequests(api)).toBe(1)
  })
})
