import { dismissToast } from '@nirman/ui'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  namasteRavi,
  openDashboard,
  openLead,
  owner,
  rowOf,
  staff,
  timeline,
  whatsappChat,
} from '../../test/dashboard'
import { type FakeApiState, lead } from '../../test/fake-api'

afterEach(() => {
  vi.unstubAllGlobals()
  dismissToast()
})

/** While a dialog is open everything outside it is aria-hidden: look the toasts up with `hidden`. */
const notifications = () =>
  within(screen.getByRole('region', { name: /notifications/i, hidden: true }))

const account = (person: {
  id: number
  name: string
  username: string
  role: 'staff' | 'owner'
}) => ({
  ...person,
  email: '',
  disabled: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLoginAt: null,
})
/** Fresh for each test: a test may disable one in the fake API. */
const colleagues = () => [
  account(owner),
  account(staff),
  account({ id: 4, name: 'Amit Raj', username: 'amit', role: 'staff' }),
]

/** The desk's one save of lead 1, as sent. */
const saves = (api: FakeApiState) =>
  api.calls.filter(
    (call) => call.method === 'PATCH' && call.path === '/api/admin/dashboard/leads/1',
  )

/** What a field shows: its value, whether an input, a select or a textarea. */
const shownValue = (field: HTMLElement) => ('value' in field ? field.value : undefined)

/** The desk's fields and its one button, inside an open lead's details. */
function desk(dialog: HTMLElement) {
  const section = within(within(dialog).getByRole('region', { name: 'Sales desk' }))
  return {
    stage: () => section.getByRole('combobox', { name: 'Change stage' }),
    reason: () => section.getByRole('textbox', { name: /Reason the lead was lost/ }),
    followUp: () => section.getByLabelText('Follow-up date and time (India time)'),
    assignee: () => section.getByRole('combobox', { name: 'Assigned to' }),
    note: () => section.getByRole('textbox', { name: 'Add a note' }),
    save: () => section.getByRole('button', { name: 'Save changes' }),
    within: section,
  }
}

describe('working a lead from its details', () => {
  it('saves the stage, follow-up, assignee and a note in one request, then shows the lead as saved', async () => {
    const { api } = await openDashboard([lead()], { accounts: colleagues() })
    const { user, dialog } = await openLead()
    const fields = desk(dialog)
    await within(fields.assignee()).findByRole('option', { name: 'Amit Raj' })

    await user.selectOptions(fields.stage(), 'Site visit scheduled')
    await user.type(fields.followUp(), '2026-11-25T10:30')
    await user.selectOptions(fields.assignee(), 'Amit Raj')
    await user.type(fields.note(), 'Called; wants a visit on Saturday.')
    await user.click(fields.save())

    const toast = await notifications().findByText('Saved')
    expect(toast.parentElement).toHaveTextContent('Stage, follow-up, assignee and note saved.')
    // One request, made on the version loaded (1). 10:30 in Patna (UTC+5:30) is 05:00 UTC.
    expect(saves(api).map((call) => call.body)).toEqual([
      {
        version: 1,
        stage: 'site_visit_scheduled',
        lostReason: '',
        followUpAt: '2026-11-25T05:00:00.000Z',
        assigneeId: 4,
        note: 'Called; wants a visit on Saturday.',
      },
    ])
    // One change, one version, each part on the timeline.
    expect(api.leads[0]?.version).toBe(2)
    await waitFor(() =>
      expect(timeline(dialog).slice(0, 4).join('\n')).toContain(
        'Called; wants a visit on Saturday.',
      ),
    )
    const latest = timeline(dialog).slice(0, 4).join('\n')
    expect(latest).toContain('Stage: New to Site visit scheduledSunita Devi')
    expect(latest).toContain('Follow-up set for 25 Nov 2026, 10:30 am')
    expect(latest).toContain('Assigned to Amit Raj')

    // The note is emptied; the other fields show the lead as saved, with nothing more to save.
    expect(fields.note()).toHaveValue('')
    expect(fields.stage()).toHaveValue('site_visit_scheduled')
    expect(fields.followUp()).toHaveValue('2026-11-25T10:30')
    expect(fields.assignee()).toHaveValue('4')
    expect(fields.save()).toBeDisabled()

    // Back a step: only the stage goes, on the version the first save made (2).
    await user.selectOptions(fields.stage(), 'Contacted')
    await user.click(fields.save())
    await waitFor(() =>
      expect(timeline(dialog)[0]).toContain('Stage: Site visit scheduled to Contacted'),
    )
    expect(saves(api)[1]?.body).toEqual({ version: 2, stage: 'contacted', lostReason: '' })
    // The row of the list follows.
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(async () =>
      expect(within(await rowOf('Ravi Kumar')).getByText('Contacted')).toBeInTheDocument(),
    )
  })

  it('has nothing to save until a field changes', async () => {
    await openDashboard([lead()], { accounts: colleagues() })
    const { user, dialog } = await openLead()
    const fields = desk(dialog)
    expect(fields.stage()).toHaveValue('new')
    expect(fields.save()).toBeDisabled()

    // A note of spaces is no note; a stage chosen and chosen back is no change.
    await user.type(fields.note(), '   ')
    await user.selectOptions(fields.stage(), 'Won')
    expect(fields.save()).toBeEnabled()
    await user.selectOptions(fields.stage(), 'New')
    expect(fields.save()).toBeDisabled()
  })

  it('asks why a lead was lost beside the field, and sends nothing without a reason', async () => {
    const { api } = await openDashboard([lead()])
    const { user, dialog } = await openLead()
    const fields = desk(dialog)
    await user.selectOptions(fields.stage(), 'Lost')
    await user.click(fields.save())
    expect(fields.reason()).toHaveAccessibleDescription('Please give the reason this lead was lost')
    expect(fields.reason()).toHaveFocus()
    expect(saves(api)).toEqual([])

    await user.type(fields.reason(), 'Chose a cheaper builder')
    await user.click(fields.save())
    await waitFor(() =>
      expect(timeline(dialog)[0]).toContain('Stage: New to Lost (Chose a cheaper builder)'),
    )
    expect(saves(api).map((call) => call.body)).toEqual([
      { version: 1, stage: 'lost', lostReason: 'Chose a cheaper builder' },
    ])
    expect(await notifications().findByText('Stage saved.')).toBeInTheDocument()
  })

  it('sends a note alone without a version, and empties the box once saved', async () => {
    const { api } = await openDashboard([lead()])
    const { user, dialog } = await openLead()
    const fields = desk(dialog)
    await user.type(fields.note(), '  Called; wants a visit on Saturday.  ')
    await user.click(fields.save())
    expect(await notifications().findByText('Note saved.')).toBeInTheDocument()
    expect(saves(api).map((call) => call.body)).toEqual([
      { note: 'Called; wants a visit on Saturday.' },
    ])
    expect(timeline(dialog)[0]).toContain('Called; wants a visit on Saturday.')
    expect(timeline(dialog)[0]).toContain('Sunita Devi')
    expect(fields.note()).toHaveValue('')
    expect(fields.save()).toBeDisabled()
  })

  it('clears a follow-up with the rest of the save', async () => {
    const { api } = await openDashboard([
      lead({ followUpAt: '2026-11-25T05:00:00.000Z', stage: 'contacted' }),
    ])
    const { user, dialog } = await openLead()
    const fields = desk(dialog)
    expect(fields.followUp()).toHaveValue('2026-11-25T10:30')
    await user.click(fields.within.getByRole('button', { name: 'Clear follow-up' }))
    expect(fields.followUp()).toHaveValue('')
    expect(fields.followUp()).toHaveFocus()
    // Nothing is sent until Save changes.
    expect(saves(api)).toEqual([])

    await user.click(fields.save())
    expect(await notifications().findByText('Follow-up saved.')).toBeInTheDocument()
    expect(saves(api).map((call) => call.body)).toEqual([{ version: 1, followUpAt: null }])
    expect(api.leads[0]?.followUpAt).toBeNull()
    expect(timeline(dialog)[0]).toContain('Follow-up cleared')
  })

  it('when someone else changed the request first, says so and keeps every value typed', async () => {
    const { api } = await openDashboard([lead()], { accounts: colleagues() })
    const { user, dialog } = await openLead()
    const fields = desk(dialog)
    await within(fields.assignee()).findByRole('option', { name: 'Amit Raj' })
    // A colleague moves it on meanwhile: the version this dialog holds (1) is stale.
    const row = api.leads[0]
    if (!row) throw new Error('no request')
    row.version = 2
    row.stage = 'contacted'

    await user.selectOptions(fields.stage(), 'Lost')
    await user.type(fields.reason(), 'Budget too small')
    await user.type(fields.followUp(), '2026-11-25T10:30')
    await user.selectOptions(fields.assignee(), 'Amit Raj')
    await user.type(fields.note(), 'Asked twice.')
    await user.click(fields.save())

    const alert = await within(dialog).findByRole('alert')
    expect(alert).toHaveTextContent('Changed by someone else')
    expect(alert).toHaveTextContent(
      'Someone else changed this request while you were working on it. Your change was not saved: reload the request to see theirs, then try again.',
    )
    expect(api.leads[0]?.stage).toBe('contacted')
    const typed = () => [
      fields.stage(),
      fields.reason(),
      fields.followUp(),
      fields.assignee(),
      fields.note(),
    ]
    const values = ['lost', 'Budget too small', '2026-11-25T10:30', '4', 'Asked twice.']
    expect(typed().map(shownValue)).toEqual(values)

    // Reload their version: what was typed stays, and the same save goes through on it.
    await user.click(within(alert).getByRole('button', { name: 'Reload the request' }))
    await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument())
    expect(typed().map(shownValue)).toEqual(values)
    await user.click(fields.save())
    expect(
      await notifications().findByText('Stage, follow-up, assignee and note saved.'),
    ).toBeInTheDocument()
    expect(saves(api)[1]?.body).toMatchObject({ version: 2, stage: 'lost' })
    expect(api.leads[0]?.stage).toBe('lost')
    expect(fields.note()).toHaveValue('')
  })

  it('shows the server’s refusal of a field beside it, keeping what was typed', async () => {
    const { api } = await openDashboard([lead()], { accounts: colleagues() })
    const { user, dialog } = await openLead()
    const fields = desk(dialog)
    await within(fields.assignee()).findByRole('option', { name: 'Amit Raj' })
    // Amit's account is disabled after the list of staff was loaded.
    const amit = api.accounts.find((one) => one.id === 4)
    if (!amit) throw new Error('no Amit')
    amit.disabled = true

    await user.selectOptions(fields.assignee(), 'Amit Raj')
    await user.type(fields.note(), 'For Amit.')
    await user.click(fields.save())
    await waitFor(() =>
      expect(fields.assignee()).toHaveAccessibleDescription(
        'That member of staff does not exist or is disabled',
      ),
    )
    expect(fields.assignee()).toHaveFocus()
    expect(within(dialog).getByText('Please check the highlighted fields')).toBeInTheDocument()
    expect(fields.assignee()).toHaveValue('4')
    expect(fields.note()).toHaveValue('For Amit.')
  })

  it('keeps a disabled assignee in the list, as the lead shows it', async () => {
    const gone = {
      ...account({ id: 7, name: 'Old Hand', username: 'old', role: 'staff' }),
      disabled: true,
    }
    await openDashboard([lead({ assignee: { id: 7, name: 'Old Hand' } })], {
      accounts: [...colleagues(), gone],
    })
    const { dialog } = await openLead()
    const fields = desk(dialog)
    await within(fields.assignee()).findByRole('option', { name: 'Amit Raj' })
    expect(fields.assignee()).toHaveValue('7')
    expect(
      within(fields.assignee())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Nobody', 'Rajesh Nirman', 'Sunita Devi', 'Amit Raj', 'Old Hand'])
  })

  it('offers Call and WhatsApp for the lead’s phone', async () => {
    await openDashboard([lead({ phone: '98765 43210' })])
    const { dialog } = await openLead()
    expect(within(dialog).getByRole('link', { name: 'Call Ravi Kumar' })).toHaveAttribute(
      'href',
      'tel:9876543210',
    )
    expect(whatsappChat(within(dialog).getByRole('link', { name: 'WhatsApp Ravi Kumar' }))).toEqual(
      { chat: 'https://wa.me/919876543210', text: namasteRavi },
    )
  })
})
