import { dismissToast } from '@nirman/ui'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { leads, openDashboard } from '../../test/dashboard'
import { lead } from '../../test/fake-api'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
  dismissToast()
})

const column = (stage: string) => screen.getByRole('region', { name: stage })
const namesIn = (stage: string) =>
  within(column(stage))
    .queryAllByRole('listitem')
    .map((card) => within(card).getAllByRole('button')[1]?.textContent)
const moves = (api: Awaited<ReturnType<typeof openDashboard>>['api']) =>
  api.calls.filter((call) => call.method === 'PATCH' && /\/leads\/\d+$/.test(call.path))

async function openBoard(list = leads()) {
  const opened = await openDashboard(list, {}, '/dashboard?layout=board')
  await screen.findByRole('region', { name: 'Lost' })
  return opened
}

describe('the pipeline board', () => {
  it('shows a column per stage with its leads and how many there are', async () => {
    // The five leads of the dashboard's tests: Ravi, Anita and रवि new; Mohan and Kavita contacted.
    await openBoard()
    expect(namesIn('New').sort()).toEqual(['Anita Sinha', 'Ravi Kumar', 'रवि कुमार'].sort())
    expect(namesIn('Contacted').sort()).toEqual(['Kavita Singh', 'Mohan Prasad'])
    expect(namesIn('Won')).toEqual([])
    expect(within(column('New')).getByText('3')).toHaveAccessibleName('3 in New')
    expect(within(column('Won')).getByText('No leads')).toBeInTheDocument()
  })

  it('moves a lead from the keyboard: Space picks it up, an arrow carries it, Space puts it down', async () => {
    const user = userEvent.setup()
    const { api } = await openBoard()
    const handle = screen.getByRole('button', { name: 'Move Ravi Kumar' })
    handle.focus()
    await user.keyboard(' ')
    expect(handle).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByText(/Ravi Kumar picked up from New/)).toBeInTheDocument()
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(column('Site visit scheduled')).toHaveAttribute('data-over', 'true')
    expect(screen.getByText('Ravi Kumar over Site visit scheduled.')).toBeInTheDocument()
    await user.keyboard(' ')
    await waitFor(() => expect(namesIn('Site visit scheduled')).toEqual(['Ravi Kumar']))
    // One change, on the version the board showed (1: the lead as it arrived).
    expect(moves(api).map((call) => call.body)).toEqual([
      { version: 1, stage: 'site_visit_scheduled' },
    ])
    expect(namesIn('New')).not.toContain('Ravi Kumar')
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move Ravi Kumar' })).toHaveFocus(),
    )
  })

  it('leaves a lead where it was on Escape, or when put down on its own column', async () => {
    const user = userEvent.setup()
    const { api } = await openBoard()
    screen.getByRole('button', { name: 'Move Anita Sinha' }).focus()
    await user.keyboard(' {ArrowRight}{Escape}')
    expect(screen.getByText('Anita Sinha stays in New.')).toBeInTheDocument()
    await user.keyboard('{Enter}{ArrowRight}{ArrowLeft}{Enter}')
    expect(screen.getByText('Anita Sinha stays in New.')).toBeInTheDocument()
    expect(moves(api)).toEqual([])
    expect(namesIn('New')).toContain('Anita Sinha')
  })

  it('offers the other stages on a tap of the handle', async () => {
    const user = userEvent.setup()
    const { api } = await openBoard()
    await user.click(screen.getByRole('button', { name: 'Move Mohan Prasad' }))
    const choices = screen.getByRole('group', { name: 'Move Mohan Prasad to' })
    expect(
      within(choices)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['New', 'Site visit scheduled', 'Quotation sent', 'Won', 'Lost'])
    await user.click(within(choices).getByRole('button', { name: 'Won' }))
    await waitFor(() => expect(namesIn('Won')).toEqual(['Mohan Prasad']))
    expect(moves(api)).toHaveLength(1)
  })

  it('asks why a lead dropped on Lost was lost, and Cancel leaves it', async () => {
    const user = userEvent.setup()
    const { api } = await openBoard()
    await user.click(screen.getByRole('button', { name: 'Move Kavita Singh' }))
    await user.click(
      within(screen.getByRole('group', { name: 'Move Kavita Singh to' })).getByRole('button', {
        name: 'Lost',
      }),
    )
    const why = screen.getByRole('dialog', { name: 'Why was Kavita Singh lost?' })
    await user.click(within(why).getByRole('button', { name: 'Move to Lost' }))
    expect(within(why).getByText('Please give the reason this lead was lost')).toBeInTheDocument()
    expect(moves(api)).toEqual([])
    await user.click(within(why).getAllByRole('button', { name: 'Cancel' })[0] as HTMLElement)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(namesIn('Contacted')).toContain('Kavita Singh')

    await user.click(screen.getByRole('button', { name: 'Move Kavita Singh' }))
    await user.click(
      within(screen.getByRole('group', { name: 'Move Kavita Singh to' })).getByRole('button', {
        name: 'Lost',
      }),
    )
    const again = screen.getByRole('dialog', { name: 'Why was Kavita Singh lost?' })
    await user.type(within(again).getByRole('textbox', { name: 'Reason' }), ' Budget too small ')
    await user.click(within(again).getByRole('button', { name: 'Move to Lost' }))
    await waitFor(() => expect(namesIn('Lost')).toEqual(['Kavita Singh']))
    expect(moves(api)[0]?.body).toMatchObject({ stage: 'lost', lostReason: 'Budget too small' })
  })

  it('says so and keeps the lead when someone else changed it first', async () => {
    const user = userEvent.setup()
    const list = leads()
    const { api } = await openBoard(list)
    // A colleague moves Ravi meanwhile: the board still shows version 1.
    const ravi = api.leads.find((one) => one.name === 'Ravi Kumar')
    if (!ravi) throw new Error('no Ravi')
    ravi.version = 2
    screen.getByRole('button', { name: 'Move Ravi Kumar' }).focus()
    await user.keyboard(' {ArrowRight} ')
    expect(
      await screen.findByText(/Someone else changed this request while you were working on it/, {
        selector: '[aria-live] *, [aria-live]',
      }),
    ).toBeInTheDocument()
    expect(namesIn('New')).toContain('Ravi Kumar')
  })

  it('drags a lead by its handle onto another column', async () => {
    const { api } = await openBoard()
    const handle = screen.getByRole('button', { name: 'Move Anita Sinha' })
    // jsdom lays nothing out: the column under the pointer is the one the test points at.
    const won = column('Won')
    // Under the pointer: the dragged card itself (following it), then the column it is over.
    document.elementsFromPoint = vi.fn(() => [handle, won])
    handle.setPointerCapture = vi.fn()
    fireEvent.pointerDown(handle, { button: 0, clientX: 10, clientY: 10, pointerId: 1 })
    fireEvent.pointerMove(handle, { clientX: 60, clientY: 40, pointerId: 1 })
    expect(won).toHaveAttribute('data-over', 'true')
    await act(async () => {
      fireEvent.pointerUp(handle, { clientX: 60, clientY: 40, pointerId: 1 })
    })
    await waitFor(() => expect(namesIn('Won')).toEqual(['Anita Sinha']))
    expect(moves(api).map((call) => call.body)).toEqual([{ version: 1, stage: 'won' }])
  })

  it('sends the list to a column’s every lead when it has more than it shows', async () => {
    const user = userEvent.setup()
    // 21 new leads: the column shows the 20 changed last.
    const many = Array.from({ length: 21 }, (_, index) =>
      lead({ id: 100 + index, name: `Lead ${index + 1}` }),
    )
    const { router } = await openBoard(many)
    expect(within(column('New')).getByText('20 of 21')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'See all 21 in New as a list' }))
    await waitFor(() => expect(router.state.location.search).toBe('?stage=new'))
  })
})
