import { dismissToast } from '@nirman/ui'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatCount } from '../../count-format'
import { leads, listPath, onAPhone, openDashboard, staff } from '../../test/dashboard'
import { json } from '../../test/fake-answers'
import { installFakeApi } from '../../test/fake-api'
import { renderDashboard } from '../../test/render'

afterEach(() => {
  vi.unstubAllGlobals()
  dismissToast()
})

/**
 * The list and its counts as a busy year's would answer them (the fake's five leads, with the
 * totals of 1,23,456 requests). Call after installFakeApi.
 */
function busyYearTotals() {
  const fakeFetch = globalThis.fetch
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const answer = await fakeFetch(input, init)
    const url = new URL(String(input), 'http://localhost')
    if (url.pathname !== listPath && url.pathname !== `${listPath}/count`) return answer
    const asked = url.searchParams
    const total = asked.has('todo')
      ? 1234
      : asked.has('due')
        ? 12345
        : asked.get('processed') === 'false'
          ? 97040
          : asked.get('processed') === 'true'
            ? 26416
            : 123456
    return json(200, { ...(await answer.json()), total })
  })
}

describe('the counts of the list', () => {
  it('are grouped the Indian way', () => {
    expect(formatCount(0)).toBe('0')
    expect(formatCount(999)).toBe('999')
    expect(formatCount(97040)).toBe('97,040')
    expect(formatCount(123456)).toBe('1,23,456')
    expect(formatCount(12345678)).toBe('1,23,45,678')
  })

  it('read grouped in the filters, the desk’s views, "Showing" and the pages', async () => {
    installFakeApi({ user: staff, leads: leads() })
    busyYearTotals()
    renderDashboard('/dashboard')
    expect(await screen.findByText('Showing 1-5 of 1,23,456 submissions')).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^All/ })).toHaveAccessibleName('All (1,23,456)'),
    )
    expect(screen.getByRole('button', { name: /^Unprocessed/ })).toHaveAccessibleName(
      'Unprocessed (97,040)',
    )
    expect(screen.getByRole('button', { name: /^Processed/ })).toHaveAccessibleName(
      'Processed (26,416)',
    )
    expect(screen.getByRole('button', { name: /^To do/ })).toHaveAccessibleName('To do (1,234)')
    expect(screen.getByRole('button', { name: /^Due today/ })).toHaveAccessibleName(
      'Due today / overdue (12,345)',
    )
    // 1,23,456 requests, 25 a page.
    expect(
      within(screen.getByRole('navigation', { name: 'Pages of submissions' })).getByText(
        'Page 1 of 4,939',
      ),
    ).toBeInTheDocument()
  })

  it('keep the specification’s words when there is nothing', async () => {
    await openDashboard([])
    expect(await screen.findByText('Showing 0 submissions')).toBeInTheDocument()
  })
})

describe('the toolbar on a phone', () => {
  const filtersButton = () => screen.getByRole('button', { name: /^Filters/ })

  it('keeps search and the desk’s views in sight and folds the rest under Filters', async () => {
    onAPhone()
    const user = userEvent.setup()
    await openDashboard(leads())
    await screen.findByRole('listitem', { name: 'Ravi Kumar' })
    expect(screen.getByRole('searchbox', { name: /^Search/ })).toBeVisible()
    expect(screen.getByRole('button', { name: /^To do/ })).toBeVisible()
    expect(screen.getByRole('button', { name: /^Due today/ })).toBeVisible()
    expect(screen.getByRole('button', { name: 'My leads' })).toBeVisible()

    // Folded: out of sight and out of the keyboard's way.
    expect(filtersButton()).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('group', { name: 'Show submissions' })).not.toBeInTheDocument()
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Refresh' })).not.toBeInTheDocument()

    // Given the Filters button focused, when pressing Enter, the rest unfolds beneath it.
    filtersButton().focus()
    await user.keyboard('{Enter}')
    expect(filtersButton()).toHaveAttribute('aria-expanded', 'true')
    const folded = document.getElementById(filtersButton().getAttribute('aria-controls') ?? '')
    expect(folded).toBeVisible()
    const region = within(folded as HTMLElement)
    expect(region.getByRole('group', { name: 'Show submissions' })).toBeVisible()
    expect(region.getByRole('combobox', { name: 'Filter by stage' })).toBeVisible()
    expect(region.getByRole('combobox', { name: 'Sort by' })).toBeVisible()
    expect(region.getByRole('button', { name: 'Refresh' })).toBeVisible()
    // The next tab stop after Filters is the first folded choice.
    await user.tab()
    expect(region.getByRole('button', { name: /^All/ })).toHaveFocus()

    await user.click(filtersButton())
    expect(filtersButton()).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument()
  })

  it('says how many of its folded filters are on', async () => {
    onAPhone()
    const user = userEvent.setup()
    const { router } = await openDashboard(leads())
    await screen.findByRole('listitem', { name: 'Ravi Kumar' })
    expect(filtersButton()).toHaveAccessibleName('Filters')

    await user.click(filtersButton())
    await user.click(screen.getByRole('button', { name: /^Unprocessed/ }))
    await waitFor(() => expect(filtersButton()).toHaveAccessibleName('Filters (1 on)'))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by stage' }), 'Contacted')
    await waitFor(() => expect(filtersButton()).toHaveAccessibleName('Filters (2 on)'))
    expect(new URLSearchParams(router.state.location.search).get('processed')).toBe('false')
  })

  it('shows everything at once on a wider screen, with no Filters button', async () => {
    await openDashboard(leads())
    await screen.findByRole('table', { name: 'Contact form submissions' })
    expect(screen.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Show submissions' })).toBeVisible()
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeVisible()
  })
})
