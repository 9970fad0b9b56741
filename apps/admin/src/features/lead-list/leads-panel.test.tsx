import { dismissToast } from '@nirman/ui'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../../api/queries'
import {
  holdRequests,
  leads,
  leadsTable,
  listPath,
  listRequests,
  openDashboard,
  rowOf,
  shownNames,
  staff,
  tableRows,
} from '../../test/dashboard'
import { installFakeApi, lead } from '../../test/fake-api'
import { renderDashboard } from '../../test/render'
import { LeadsPanel } from './leads-panel'

afterEach(() => {
  vi.unstubAllGlobals()
  dismissToast()
})

const filterButton = (name: RegExp) => screen.getByRole('button', { name })
const searchBox = () =>
  screen.getByRole('searchbox', { name: 'Search by name, phone, e-mail or city' })

describe('the lead list', () => {
  it('shows a spinner while the list loads', async () => {
    installFakeApi({ user: staff, leads: leads() })
    const release = holdRequests((method, path) => method === 'GET' && path === listPath)
    renderDashboard('/dashboard')
    expect(await screen.findByText('Loading submissions...')).toBeInTheDocument()
    release()
    await leadsTable()
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
    await leadsTable()
    expect(await screen.findByText('No contact form submissions found')).toBeInTheDocument()
  })

  it('lists the submissions in the columns of the specification and the desk, newest first', async () => {
    await openDashboard(leads())
    const table = await leadsTable()
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
      'Assigned To / Follow-up',
      'Actions',
    ])
    expect(shownNames()).toEqual([
      'Anita Sinha',
      'Mohan Prasad',
      'Ravi Kumar',
      'रवि कुमार',
      'Kavita Singh',
    ])
    expect(screen.getByText('Showing 1-5 of 5 submissions')).toBeInTheDocument()

    const cells = within(await rowOf('Ravi Kumar'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent)
    expect(cells).toEqual([
      '1',
      '+91 98765 43210',
      'Patna',
      // Typed in sq ft: the number once, grouped as staff read numbers.
      '1,800 sq ft',
      'Residential Construction',
      // 06:30 UTC is 12:00 noon in Patna (UTC+5:30).
      '18 Nov 2026, 12:00 pm',
      // A new request's stage, New, is not said twice.
      'New',
      'Nobody',
      'View DetailsMark Processed',
    ])
    expect(
      within(await rowOf('Ravi Kumar')).getByRole('link', { name: '+91 98765 43210' }),
    ).toHaveAttribute('href', 'tel:+919876543210')
  })

  it('marks new rows "New" with Mark Processed, and processed rows "Processed" without it', async () => {
    await openDashboard(leads())
    const fresh = await rowOf('Anita Sinha')
    expect(within(fresh).getAllByText('New')).toHaveLength(1)
    expect(within(fresh).getByRole('button', { name: 'Mark Processed' })).toBeEnabled()
    const done = await rowOf('Mohan Prasad')
    expect(within(done).getByText('Processed')).toBeInTheDocument()
    expect(within(done).getByText('Contacted')).toBeInTheDocument()
    expect(within(done).queryByRole('button', { name: 'Mark Processed' })).not.toBeInTheDocument()
    expect(within(done).getByRole('button', { name: 'View Details' })).toBeInTheDocument()
  })

  it('says what is missing from a hero-form request instead of leaving blanks', async () => {
    await openDashboard([lead({ city: '', landSize: '' })])
    const cells = within(await rowOf('Ravi Kumar')).getAllByRole('cell')
    expect(cells[2]).toHaveTextContent('Not given')
    expect(cells[3]).toHaveTextContent('Not given')
  })

  it('asks the server for one page at a time and pages with Previous and Next', async () => {
    const user = userEvent.setup()
    // 30 requests, one a day: 25 on the first page (the API's page size), 5 on the second.
    const many = Array.from({ length: 30 }, (_, index) =>
      lead({
        id: index + 1,
        name: `Lead ${index + 1}`,
        createdAt: new Date(Date.UTC(2026, 9, 1 + index)).toISOString(),
      }),
    )
    const { api, router } = await openDashboard(many)
    await leadsTable()
    expect(tableRows()).toHaveLength(25)
    expect(shownNames()[0]).toBe('Lead 30')
    expect(screen.getByText('Showing 1-25 of 30 submissions')).toBeInTheDocument()
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled()

    await user.click(screen.getByRole('button', { name: 'Next page' }))
    expect(await screen.findByText('Showing 26-30 of 30 submissions')).toBeInTheDocument()
    expect(shownNames()).toEqual(['Lead 5', 'Lead 4', 'Lead 3', 'Lead 2', 'Lead 1'])
    expect(router.state.location.search).toBe('?page=2')
    expect(api.calls.at(-1)?.search).toContain('page=2')
  })
})

describe('filtering, searching and sorting', () => {
  it('counts each status and filters by it on the server, keeping the filter in the address', async () => {
    const user = userEvent.setup()
    const { api, router } = await openDashboard(leads())
    await leadsTable()
    await waitFor(() => expect(filterButton(/^All/)).toHaveAccessibleName('All (5)'))
    expect(filterButton(/^All/)).toHaveAttribute('aria-pressed', 'true')
    expect(filterButton(/^Unprocessed/)).toHaveAccessibleName('Unprocessed (3)')
    expect(filterButton(/^Processed/)).toHaveAccessibleName('Processed (2)')
    expect(screen.getByRole('group', { name: 'Show submissions' })).toBeInTheDocument()

    await user.click(filterButton(/^Unprocessed/))
    await waitFor(() => expect(shownNames()).toEqual(['Anita Sinha', 'Ravi Kumar', 'रवि कुमार']))
    expect(filterButton(/^Unprocessed/)).toHaveAttribute('aria-pressed', 'true')
    expect(filterButton(/^All/)).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByText('Showing 1-3 of 3 submissions')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?processed=false')
    expect(api.calls.at(-1)?.search).toContain('processed=false')

    await user.click(filterButton(/^Processed/))
    await waitFor(() => expect(shownNames()).toEqual(['Mohan Prasad', 'Kavita Singh']))

    await user.click(filterButton(/^All/))
    await waitFor(() => expect(shownNames()).toHaveLength(5))
    expect(router.state.location.search).toBe('')
  })

  it('opens with the filter of its address, and the back button returns to the previous one', async () => {
    const user = userEvent.setup()
    const { router } = await openDashboard(leads(), {}, '/dashboard?processed=true')
    await leadsTable()
    await waitFor(() => expect(shownNames()).toEqual(['Mohan Prasad', 'Kavita Singh']))
    expect(filterButton(/^Processed/)).toHaveAttribute('aria-pressed', 'true')

    await user.click(filterButton(/^Unprocessed/))
    await waitFor(() => expect(shownNames()).toHaveLength(3))
    await router.navigate(-1)
    await waitFor(() => expect(shownNames()).toEqual(['Mohan Prasad', 'Kavita Singh']))
  })

  it('says when a filter shows nothing', async () => {
    const user = userEvent.setup()
    await openDashboard([lead({ isProcessed: false })])
    await leadsTable()
    await user.click(filterButton(/^Processed/))
    expect(
      await screen.findByText('No submissions match the current filter and search.'),
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
    const { router } = await openDashboard(leads())
    await leadsTable()
    await user.type(searchBox(), search)
    await waitFor(() => expect(shownNames()).toEqual(names))
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe(search)
  })

  it('combines search and filter, with counts that follow the search', async () => {
    const user = userEvent.setup()
    await openDashboard(leads())
    await leadsTable()
    await user.type(searchBox(), 'Patna')
    await waitFor(() => expect(filterButton(/^All/)).toHaveAccessibleName('All (2)'))
    expect(filterButton(/^Unprocessed/)).toHaveAccessibleName('Unprocessed (1)')
    expect(filterButton(/^Processed/)).toHaveAccessibleName('Processed (1)')
    await user.click(filterButton(/^Processed/))
    await waitFor(() => expect(shownNames()).toEqual(['Kavita Singh']))
  })

  it('says when a search finds nothing', async () => {
    const user = userEvent.setup()
    await openDashboard(leads())
    await leadsTable()
    await user.type(searchBox(), 'Bhagalpur')
    expect(
      await screen.findByText('No submissions match the current filter and search.'),
    ).toBeInTheDocument()
    expect(tableRows()).toHaveLength(1)
  })

  it('sorts by date, newest or oldest first', async () => {
    const user = userEvent.setup()
    const { router } = await openDashboard(leads())
    await leadsTable()
    const sort = screen.getByRole('combobox', { name: 'Sort by' })
    expect(sort).toHaveValue('newest')
    await user.selectOptions(sort, 'Oldest first')
    await waitFor(() =>
      expect(shownNames()).toEqual([
        'Kavita Singh',
        'रवि कुमार',
        'Ravi Kumar',
        'Mohan Prasad',
        'Anita Sinha',
      ]),
    )
    expect(router.state.location.search).toBe('?order=asc')
    await user.selectOptions(sort, 'Newest first')
    await waitFor(() => expect(shownNames()[0]).toBe('Anita Sinha'))
  })

  it('filters by stage', async () => {
    const user = userEvent.setup()
    await openDashboard([
      lead({ id: 1, name: 'Ravi Kumar' }),
      lead({ id: 2, name: 'Anita Sinha', stage: 'site_visit_scheduled' }),
      lead({ id: 3, name: 'Mohan Prasad', stage: 'won' }),
    ])
    await leadsTable()
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Filter by stage' }),
      'Site visit scheduled',
    )
    await waitFor(() => expect(shownNames()).toEqual(['Anita Sinha']))
  })
})

describe('Refresh', () => {
  it('fetches the list again, saying it is refreshing meanwhile', async () => {
    const user = userEvent.setup()
    const { api } = await openDashboard([lead({ id: 1 })])
    await leadsTable()
    expect(listRequests(api)).toBe(1)
    api.leads.push(lead({ id: 2, name: 'Anita Sinha', createdAt: '2026-11-20T04:00:00.000Z' }))
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
    const { api } = await openDashboard([lead()])
    await leadsTable()
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
    const api = installFakeApi({ user: staff, leads: leads() })
    const queryClient = createQueryClient()
    const panel = (signedIn: boolean) => (
      <QueryClientProvider client={queryClient}>
        <RouterProvider
          router={createMemoryRouter([{ path: '/', element: <LeadsPanel signedIn={signedIn} /> }])}
        />
      </QueryClientProvider>
    )
    const view = render(panel(false))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(listRequests(api)).toBe(0)
    view.rerender(panel(true))
    await leadsTable()
    expect(listRequests(api)).toBe(1)
  })
})

describe('typing a search', () => {
  it('keeps a space typed before the next word while the list follows', async () => {
    const user = userEvent.setup()
    await openDashboard(leads())
    await leadsTable()
    await user.type(searchBox(), 'Anita ')
    // The search "Anita" reaches the list after the pause; the space stays in the box.
    await waitFor(() => expect(shownNames()).toEqual(['Anita Sinha']))
    expect(searchBox()).toHaveValue('Anita ')
    await user.type(searchBox(), 'Sinha')
    expect(searchBox()).toHaveValue('Anita Sinha')
  })
})
