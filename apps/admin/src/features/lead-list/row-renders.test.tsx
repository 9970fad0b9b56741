import { dismissToast } from '@nirman/ui'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { holdRequests, leadsTable, openDashboard, rowOf } from '../../test/dashboard'
import { lead } from '../../test/fake-api'
import { formatLandSize } from './lead-format'

// Each table row formats its land size once per render: counting the calls counts row renders.
vi.mock('./lead-format', async (importOriginal) => {
  const original = await importOriginal<typeof import('./lead-format')>()
  return { ...original, formatLandSize: vi.fn(original.formatLandSize) }
})

afterEach(() => {
  vi.unstubAllGlobals()
  dismissToast()
})

describe('the cost of Mark Processed', () => {
  it('re-renders the row being marked, not every other row of the page', async () => {
    const user = userEvent.setup()
    // A full page of 25, each with its own land size so a render names its row.
    const page = Array.from({ length: 25 }, (_, index) =>
      lead({
        id: index + 1,
        name: `Lead ${index + 1}`,
        landSize: String(1000 + index + 1),
        createdAt: new Date(Date.UTC(2026, 9, 1 + index)).toISOString(),
      }),
    )
    await openDashboard(page)
    await leadsTable()
    const release = holdRequests((method, path) => method === 'PATCH' && path.endsWith('/process'))
    vi.mocked(formatLandSize).mockClear()

    await user.click(within(await rowOf('Lead 7')).getByRole('button', { name: 'Mark Processed' }))
    await within(await rowOf('Lead 7')).findByRole('button', { name: 'Marking...' })

    // The old design (a mutation and useIsMutating in every row) rendered all 25 rows here.
    const rendered = new Set(vi.mocked(formatLandSize).mock.calls.map(([row]) => row.landSize))
    expect([...rendered]).toEqual(['1007'])
    release()
    expect(await screen.findByText('Contact form marked as processed.')).toBeInTheDocument()
  })
})
