import { dismissToast } from '@nirman/ui'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { onAPhone, openDashboard, rowOf } from '../../test/dashboard'
import { lead } from '../../test/fake-api'

// A land size typed in the units Bihar buys land in (issue 25) reaches staff as typed, with the
// square feet the API read it as: 2 katha at Patna's 1,361.25 sq ft a katha = 2 x 1,361.25 =
// 2,722.5 sq ft.

afterEach(() => {
  vi.unstubAllGlobals()
  dismissToast()
})

const inKatha = () =>
  lead({ id: 12, name: 'Meera Devi', landSize: '2 katha', landSizeSqFt: 2722.5 })

describe('a land size typed in katha', () => {
  it('shows "2 katha (2,722.5 sq ft)" in its row of the table', async () => {
    await openDashboard([inKatha()])
    const row = await rowOf('Meera Devi')
    expect(within(row).getByRole('cell', { name: '2 katha (2,722.5 sq ft)' })).toBeInTheDocument()
  })

  it('shows "2 katha (2,722.5 sq ft)" on its card on a phone', async () => {
    onAPhone()
    await openDashboard([inKatha()])
    const list = await screen.findByRole('list', { name: 'Contact form submissions' })
    const card = within(list).getByRole('listitem', { name: 'Meera Devi' })
    expect(within(card).getByText('Land Size').nextElementSibling).toHaveTextContent(
      '2 katha (2,722.5 sq ft)',
    )
  })

  it('shows "2 katha (2,722.5 sq ft)" as the Land Size of its details', async () => {
    const user = userEvent.setup()
    await openDashboard([inKatha()])
    await user.click(
      within(await rowOf('Meera Devi')).getByRole('button', { name: 'View Details' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Meera Devi' })
    expect(within(dialog).getByText('Land Size').nextElementSibling).toHaveTextContent(
      '2 katha (2,722.5 sq ft)',
    )
  })
})
