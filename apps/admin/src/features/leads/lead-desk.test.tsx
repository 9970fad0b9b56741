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
import { lead } from '../../test/fake-api'

afterEach(() => {
  vi.unstubAllGlobals()
  dismissToast()
})

/** While a dialog is open everything outside it is aria-hidden: look the toasts up with `hidden`. */
const notifications = () =>
  within(screen.getByRole('region', { name: /notifications/i, hidden: true }))

const colleagues = [
  {
    ...owner,
    disabled: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    lastLoginAt: null,
    email: '',
  },
  {
    ...staff,
    disabled: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    lastLoginAt: null,
    email: '',
  },
  {
    id: 4,
    name: 'Amit Raj',
    username: 'amit',
    email: '',
    role: 'staff' as const,
    disabled: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    lastLoginAt: null,
  },
]

describe('working a lead from its details', () => {
  it('moves the stage forward and back, each change on the timeline with who made it', async () => {
    const { api } = await openDashboard([lead()], { accounts: colleagues })
    const { user, dialog } = await openLead()
    const stage = within(dialog).getByRole('combobox', { name: 'Change stage' })
    expect(stage).toHaveValue('new')
    // Nothing to save until another stage is chosen.
    expect(within(dialog).getByRole('button', { name: 'Save stage' })).toBeDisabled()

    await user.selectOptions(stage, 'Site visit scheduled')
    await user.click(within(dialog).getByRole('button', { name: 'Save stage' }))
    expect(await notifications().findByText('Stage changed')).toBeInTheDocument()
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'PATCH',
        path: '/api/admin/dashboard/leads/1/stage',
        body: { version: 1, stage: 'site_visit_scheduled', lostReason: '' },
      }),
    )
    await waitFor(() =>
      expect(timeline(dialog)[0]).toContain('Stage: New to Site visit scheduledSunita Devi'),
    )

    // Back a step, on the version the first change made (2).
    await user.selectOptions(stage, 'Contacted')
    await user.click(within(dialog).getByRole('button', { name: 'Save stage' }))
    await waitFor(() =>
      expect(timeline(dialog)[0]).toContain('Stage: Site visit scheduled to Contacted'),
    )
    expect(api.leads[0]?.version).toBe(3)
    // The row of the list follows.
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(async () =>
      expect(within(await rowOf('Ravi Kumar')).getByText('Contacted')).toBeInTheDocument(),
    )
  })

  it('asks why a lead was lost, and sends nothing without a reason', async () => {
    const { api } = await openDashboard([lead()])
    const { user, dialog } = await openLead()
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Change stage' }), 'Lost')
    await user.click(within(dialog).getByRole('button', { name: 'Save stage' }))
    const reason = within(dialog).getByRole('textbox', { name: /Reason the lead was lost/ })
    expect(reason).toHaveAccessibleDescription('Please give the reason this lead was lost')
    expect(api.calls.some((call) => call.path.endsWith('/stage'))).toBe(false)

    await user.type(reason, 'Chose a cheaper builder')
    await user.click(within(dialog).getByRole('button', { name: 'Save stage' }))
    await waitFor(() =>
      expect(timeline(dialog)[0]).toContain('Stage: New to Lost (Chose a cheaper builder)'),
    )
  })

  it('adds a note, which shows on the timeline, and clears the box', async () => {
    await openDashboard([lead()])
    const { user, dialog } = await openLead()
    const note = within(dialog).getByRole('textbox', { name: 'Add a note' })
    await user.click(within(dialog).getByRole('button', { name: 'Add note' }))
    expect(note).toHaveAccessibleDescription('Please write a note')

    await user.type(note, 'Called; wants a visit on Saturday.')
    await user.click(within(dialog).getByRole('button', { name: 'Add note' }))
    expect(await notifications().findByText('Note added')).toBeInTheDocument()
    expect(timeline(dialog)[0]).toContain('Called; wants a visit on Saturday.')
    expect(timeline(dialog)[0]).toContain('Sunita Devi')
    expect(note).toHaveValue('')
  })

  it('sets a follow-up in India time whatever the phone says', async () => {
    const { api } = await openDashboard([lead()])
    const { user, dialog } = await openLead()
    const when = within(dialog).getByLabelText('Follow-up date and time (India time)')
    await user.type(when, '2026-11-25T10:30')
    await user.click(within(dialog).getByRole('button', { name: 'Save follow-up' }))
    expect(await notifications().findByText('Follow-up saved')).toBeInTheDocument()
    // 10:30 in Patna (UTC+5:30) is 05:00 UTC.
    expect(api.leads[0]?.followUpAt).toBe('2026-11-25T05:00:00.000Z')
    expect(timeline(dialog)[0]).toContain('Follow-up set for 25 Nov 2026, 10:30 am')

    await user.click(within(dialog).getByRole('button', { name: 'Clear follow-up' }))
    expect(await notifications().findByText('Follow-up cleared')).toBeInTheDocument()
    expect(api.leads[0]?.followUpAt).toBeNull()
  })

  it('assigns the lead to a member of staff', async () => {
    const { api } = await openDashboard([lead()], { accounts: colleagues })
    const { user, dialog } = await openLead()
    const assignee = within(dialog).getByRole('combobox', { name: 'Assigned to' })
    await within(assignee).findByRole('option', { name: 'Amit Raj' })
    await user.selectOptions(assignee, 'Amit Raj')
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }))
    expect(await notifications().findByText('Assigned')).toBeInTheDocument()
    expect(api.leads[0]?.assignee).toEqual({ id: 4, name: 'Amit Raj' })
    expect(timeline(dialog)[0]).toContain('Assigned to Amit Raj')
  })

  it('when someone else changed the request first, says so and keeps what was typed', async () => {
    const { api } = await openDashboard([lead()])
    const { user, dialog } = await openLead()
    // A colleague moves it on meanwhile: the version this dialog holds (1) is stale.
    const row = api.leads[0]
    if (!row) throw new Error('no request')
    row.version = 2
    row.stage = 'contacted'

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Change stage' }), 'Lost')
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason the lead was lost/ }),
      'Budget too small',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Save stage' }))

    const alert = await within(dialog).findByRole('alert')
    expect(alert).toHaveTextContent('Changed by someone else')
    expect(alert).toHaveTextContent(
      'Someone else changed this request while you were working on it. Your change was not saved: reload the request to see theirs, then try again.',
    )
    expect(api.leads[0]?.stage).toBe('contacted')
    expect(within(dialog).getByRole('combobox', { name: 'Change stage' })).toHaveValue('lost')
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveValue('Budget too small')

    // Reload their version, then the same change goes through on it.
    await user.click(within(alert).getByRole('button', { name: 'Reload the request' }))
    await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument())
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveValue('Budget too small')
    await user.click(within(dialog).getByRole('button', { name: 'Save stage' }))
    expect(await notifications().findByText('Stage changed')).toBeInTheDocument()
    expect(api.leads[0]?.stage).toBe('lost')
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
