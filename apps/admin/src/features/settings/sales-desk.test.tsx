import {
  type CompanyDetails,
  companyDetailsMessages,
  type SalesDeskSettings,
  type StaffAccount,
  salesDeskMessages,
} from '@nirman/contract'
import { dismissToast } from '@nirman/ui'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { owner } from '../../test/dashboard'
import { type FakeApiState, installFakeApi } from '../../test/fake-api'
import { settingsVersion } from '../../test/fake-settings'
import { renderDashboard } from '../../test/render'
import {
  holidayName,
  ruleStaffName,
  ruleTypeName,
  salesDeskFieldErrorsOf,
  salesDeskFormValuesOf,
} from './sales-desk-form-values'
import { salesDeskRows } from './sales-desk-list'

afterEach(() => {
  vi.unstubAllGlobals()
  dismissToast()
})

const company: CompanyDetails = { name: 'Nirman Constructions' }

const account = (overrides: Partial<StaffAccount> & Pick<StaffAccount, 'id' | 'name'>) => ({
  username: overrides.name.split(' ')[0]?.toLowerCase() ?? 'someone',
  role: 'staff' as const,
  disabled: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLoginAt: null,
  email: '',
  ...overrides,
})

/** The owner, Sunita (staff) and Amit, whose account is disabled. */
const team = (): StaffAccount[] => [
  account({ id: 1, name: 'Sunita Devi' }),
  account({ id: 3, name: 'Amit Raj', disabled: true }),
  account({ ...owner, role: 'owner' }),
]

/** Saved by the owner: Amit off duty (his account since disabled), Sunita takes interior design. */
const savedDesk: SalesDeskSettings = {
  hours: { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], opens: '09:00', closes: '19:00' },
  holidays: [],
  firstContactMinutes: 15,
  offDuty: [3],
  byProjectType: [{ projectType: 'Interior Design', staffIds: [1] }],
}

const part = () => screen.getByRole('region', { name: 'Sales desk' })
const inPart = () => within(part())
const group = (name: string) => inPart().getByRole('group', { name })
const box = (container: HTMLElement, name: string) =>
  within(container).getByRole('checkbox', { name })
const field = (label: string) => inPart().getByLabelText(label)
const saveButton = () => inPart().getByRole('button', { name: 'Save sales desk' })
const puts = (api: FakeApiState) =>
  api.calls.filter(
    (call) => call.method === 'PUT' && call.path === '/api/admin/settings/sales-desk',
  )

async function fill(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  await user.clear(element)
  await user.click(element)
  await user.paste(text)
}

async function openSettings(fake: Partial<FakeApiState> = {}) {
  const api = installFakeApi({ user: owner, accounts: team(), ...fake })
  renderDashboard('/settings')
  await screen.findByRole('heading', { level: 2, name: 'Sales desk' })
  await inPart().findByRole('group', { name: 'On duty' })
  return api
}

describe('the sales desk settings', () => {
  it('show the built-in desk until the owner saves one: Mon to Sat, 09:00 to 19:00, 15 minutes, everyone on duty', async () => {
    await openSettings({ settingsVersions: [settingsVersion(1, company)] })
    const index = screen.getByRole('navigation', { name: 'Parts of the settings' })
    expect(within(index).getByRole('link', { name: 'Sales desk' })).toHaveAttribute(
      'href',
      '#sales-desk',
    )
    expect(
      inPart().getByText(/^Nothing saved yet: the desk works Monday to Saturday/),
    ).toBeVisible()
    const days = group('Working days')
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']) {
      expect(box(days, day)).toBeChecked()
    }
    expect(box(days, 'Sun')).not.toBeChecked()
    expect(field('Opens')).toHaveValue('09:00')
    expect(field('Closes')).toHaveValue('19:00')
    expect(inPart().getByRole('spinbutton', { name: 'Minutes for a first contact' })).toHaveValue(
      15,
    )
    await waitFor(() =>
      expect(
        inPart().getByRole('spinbutton', { name: 'Minutes for a first contact' }),
      ).toHaveAccessibleDescription(
        'Counted in working hours: a lead that arrives at 18:55 on Saturday must be called by 9:10 on Monday with 15 minutes.',
      ),
    )
    expect(inPart().getByText('No holidays.')).toBeInTheDocument()
    // The active accounts only, every one on duty.
    const onDuty = group('On duty')
    expect(
      within(onDuty)
        .getAllByRole('checkbox')
        .map((checkbox) => [
          checkbox.closest('label')?.textContent,
          (checkbox as HTMLInputElement).checked,
        ]),
    ).toEqual([
      ['Sunita Devi', true],
      ['Rajesh Nirman', true],
    ])
    expect(inPart().getByRole('status')).toHaveTextContent(
      'New leads go in turn to: Sunita Devi and Rajesh Nirman.',
    )
    expect(inPart().getByText('No rules: every lead goes to everyone on duty.')).toBeInTheDocument()
  })

  it('saves the exact body on the version read, keeping a disabled account off duty', async () => {
    const api = await openSettings({
      settingsVersions: [
        settingsVersion(1, company, { settings: { company, rateCard: {}, salesDesk: savedDesk } }),
      ],
    })
    const user = userEvent.setup()
    await user.click(box(group('Working days'), 'Sat'))
    await fill(user, field('Opens'), '10:00')
    await fill(user, field('Closes'), '18:30')
    await user.click(inPart().getByRole('button', { name: 'Add a holiday' }))
    expect(field('Holiday 1')).toHaveFocus()
    await user.paste('2026-11-14')
    await user.click(inPart().getByRole('button', { name: 'Add a holiday' }))
    await user.paste('2026-11-08')
    expect(
      inPart().getByRole('button', { name: 'Remove the holiday of 8 Nov 2026' }),
    ).toBeInTheDocument()
    await fill(
      user,
      inPart().getByRole('spinbutton', { name: 'Minutes for a first contact' }),
      '30',
    )
    await user.click(box(group('On duty'), 'Rajesh Nirman'))
    expect(inPart().getByRole('status')).toHaveTextContent('New leads go in turn to: Sunita Devi.')
    await user.click(inPart().getByRole('button', { name: 'Add a rule' }))
    expect(inPart().getByRole('combobox', { name: 'Project type of rule 2' })).toHaveFocus()
    await user.selectOptions(
      inPart().getByRole('combobox', { name: 'Project type of rule 2' }),
      'Consultancy',
    )
    await user.click(box(group('Staff of rule 2'), 'Rajesh Nirman'))
    await user.click(box(group('Staff of rule 2'), 'Sunita Devi'))
    await user.click(saveButton())

    expect(
      await inPart().findByText('Saved. New leads follow these settings from now on.'),
    ).toBeInTheDocument()
    const sent: SalesDeskSettings = {
      hours: { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '10:00', closes: '18:30' },
      // Sorted, as the contract keeps them.
      holidays: ['2026-11-08', '2026-11-14'],
      firstContactMinutes: 30,
      // Amit (3) untouched though not listed; the owner (9) unticked.
      offDuty: [3, 9],
      byProjectType: [
        { projectType: 'Interior Design', staffIds: [1] },
        // In the accounts' order, whatever the order ticked.
        { projectType: 'Consultancy', staffIds: [1, 9] },
      ],
    }
    expect(puts(api)).toHaveLength(1)
    expect(puts(api)[0]?.body).toEqual({ salesDesk: sent, version: 1 })
    expect(api.settingsVersions.at(-1)?.settings.salesDesk).toEqual(sent)
    expect(inPart().queryByText(/^Nothing saved yet/)).not.toBeInTheDocument()
    // The form shows the saved desk: the holidays in order.
    expect(field('Holiday 1')).toHaveValue('2026-11-08')
    expect(field('Holiday 2')).toHaveValue('2026-11-14')
    // Every part of the form changed in one scenario: some twenty steps on the whole Settings page.
  }, 30_000)

  it('refuses a day that ends before it starts beside Closes, keeping the values and sending nothing', async () => {
    const api = await openSettings({ settingsVersions: [settingsVersion(1, company)] })
    const user = userEvent.setup()
    await fill(user, field('Opens'), '18:00')
    await fill(user, field('Closes'), '09:00')
    await user.click(saveButton())

    await waitFor(() =>
      expect(field('Closes')).toHaveAccessibleDescription(
        'The working day must end after it starts',
      ),
    )
    expect(field('Closes')).toHaveFocus()
    expect(field('Opens')).not.toHaveAccessibleDescription(salesDeskMessages.closesAfterOpens)
    expect(field('Opens')).toHaveValue('18:00')
    expect(field('Closes')).toHaveValue('09:00')
    expect(puts(api)).toHaveLength(0)
  })

  it('refuses an empty holiday and minutes out of range beside their boxes', async () => {
    const api = await openSettings({ settingsVersions: [settingsVersion(1, company)] })
    const user = userEvent.setup()
    await user.click(inPart().getByRole('button', { name: 'Add a holiday' }))
    await fill(
      user,
      inPart().getByRole('spinbutton', { name: 'Minutes for a first contact' }),
      '481',
    )
    await user.click(saveButton())

    await waitFor(() =>
      expect(field('Holiday 1')).toHaveAccessibleDescription(salesDeskMessages.holiday),
    )
    expect(
      inPart().getByRole('spinbutton', { name: 'Minutes for a first contact' }),
    ).toHaveAccessibleDescription(expect.stringContaining(salesDeskMessages.firstContactMinutes))
    expect(puts(api)).toHaveLength(0)
    await user.click(inPart().getByRole('button', { name: 'Remove holiday 1' }))
    expect(inPart().getByRole('button', { name: 'Add a holiday' })).toHaveFocus()
    expect(inPart().queryByLabelText('Holiday 1')).not.toBeInTheDocument()
  })

  it('says new leads go to the owner when nobody is on duty', async () => {
    await openSettings({ settingsVersions: [settingsVersion(1, company)] })
    const user = userEvent.setup()
    await user.click(box(group('On duty'), 'Sunita Devi'))
    await user.click(box(group('On duty'), 'Rajesh Nirman'))
    expect(inPart().getByRole('status')).toHaveTextContent(
      'Nobody is on duty: new leads go to the owner (Rajesh Nirman).',
    )
  })

  it('shows the API’s refusal of a rule’s staff beside them, keeping what was ticked', async () => {
    const api = await openSettings({
      settingsVersions: [
        settingsVersion(1, company, { settings: { company, rateCard: {}, salesDesk: savedDesk } }),
      ],
    })
    const user = userEvent.setup()
    await user.click(box(group('Staff of rule 1'), 'Rajesh Nirman'))
    // Meanwhile Sunita's account is disabled: the API refuses her as the rule's staff.
    const sunita = api.accounts.find((one) => one.id === 1)
    if (sunita) sunita.disabled = true
    await user.click(saveButton())

    const staff = group('Staff of rule 1')
    await waitFor(() => expect(staff).toHaveAccessibleDescription(salesDeskMessages.staffUnknown))
    expect(box(staff, 'Sunita Devi')).toHaveAttribute('aria-invalid', 'true')
    expect(box(staff, 'Sunita Devi')).toHaveFocus()
    expect(box(staff, 'Sunita Devi')).toBeChecked()
    expect(box(staff, 'Rajesh Nirman')).toBeChecked()
    expect(inPart().getByText('Please check the highlighted fields')).toBeInTheDocument()
    expect(puts(api)[0]?.body).toMatchObject({
      salesDesk: { byProjectType: [{ projectType: 'Interior Design', staffIds: [1, 9] }] },
    })
    expect(api.settingsVersions).toHaveLength(1)
  })

  it('says someone else saved first, keeps what was typed, and reloads their version', async () => {
    const api = await openSettings({ settingsVersions: [settingsVersion(1, company)] })
    const user = userEvent.setup()
    await fill(
      user,
      inPart().getByRole('spinbutton', { name: 'Minutes for a first contact' }),
      '20',
    )
    api.settingsVersions.push(
      settingsVersion(2, company, { settings: { company, rateCard: {}, salesDesk: savedDesk } }),
    )
    await user.click(saveButton())

    expect(await inPart().findByText('Changed by someone else')).toBeInTheDocument()
    expect(inPart().getByText(companyDetailsMessages.stale)).toBeInTheDocument()
    await user.click(inPart().getByRole('button', { name: 'Reload' }))
    await waitFor(() =>
      expect(inPart().getByRole('combobox', { name: 'Project type of rule 1' })).toHaveValue(
        'Interior Design',
      ),
    )
    expect(inPart().getByRole('spinbutton', { name: 'Minutes for a first contact' })).toHaveValue(
      20,
    )
  })

  it('shows in the history by name and restores an earlier version’s sales desk', async () => {
    const earlier: SalesDeskSettings = {
      hours: { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '10:00', closes: '18:00' },
      holidays: ['2026-11-08', '2026-11-14'],
      firstContactMinutes: 1,
      // 42: an account the API no longer lists.
      offDuty: [3, 42],
      byProjectType: [{ projectType: 'Interior Design', staffIds: [1, 9] }],
    }
    const api = await openSettings({
      settingsVersions: [
        settingsVersion(1, company, { settings: { company, rateCard: {}, salesDesk: earlier } }),
        settingsVersion(2, company, {
          settings: { company, rateCard: {}, salesDesk: savedDesk },
          savedAt: '2026-11-21T10:00:00.000Z',
        }),
      ],
    })
    const user = userEvent.setup()
    const history = screen.getByRole('region', { name: 'History' })
    const list = await within(history).findByRole('list', { name: 'Versions of the settings' })
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Changed: Sales desk')
    await user.click(within(list).getByRole('button', { name: 'Open version 1' }))
    const opened = await screen.findByRole('region', { name: 'Sales desk of version 1' })
    expect(
      within(opened)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    ).toEqual([
      ['Days and hours', 'Mon, Tue, Wed, Thu, Fri, 10:00 to 18:00'],
      ['Holidays', '8 Nov 2026, 14 Nov 2026'],
      ['First contact within', '1 working minute'],
      ['Off duty', 'Amit Raj and #42'],
      ['Project types with their own staff', 'Interior Design: Sunita Devi and Rajesh Nirman'],
    ])
    await user.click(
      within(opened).getByRole('button', { name: 'Restore the sales desk of version 1' }),
    )
    await user.click(within(opened).getByRole('button', { name: 'Restore' }))
    expect(
      await screen.findByText(
        'Restored the sales desk of version 1 as version 3. New leads follow it from now on.',
      ),
    ).toBeInTheDocument()
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      part: 'salesDesk',
      version: 2,
    })
    expect(api.settingsVersions.at(-1)?.settings.salesDesk).toEqual(earlier)
    await waitFor(() =>
      expect(inPart().getByRole('spinbutton', { name: 'Minutes for a first contact' })).toHaveValue(
        1,
      ),
    )
    expect(field('Holiday 2')).toHaveValue('2026-11-14')
  })
})

describe('the API’s refusals of the sales desk', () => {
  it('go beside their fields: a holiday by its row, whatever the order it was sent in', () => {
    const values = {
      ...salesDeskFormValuesOf(undefined),
      holidays: [
        { key: 0, date: '2026-11-14' },
        { key: 1, date: '2026-11-08' },
      ],
    }
    expect(
      salesDeskFieldErrorsOf(
        [
          { path: 'salesDesk.hours.closes', message: salesDeskMessages.closesAfterOpens },
          // Sent sorted: the first holiday sent is the second row's.
          { path: 'salesDesk.holidays.0', message: salesDeskMessages.holiday },
          { path: 'salesDesk.offDuty.1', message: salesDeskMessages.staffUnknown },
          { path: 'salesDesk.byProjectType.0.staffIds', message: salesDeskMessages.ruleStaff },
          { path: 'salesDesk.byProjectType.1.projectType', message: salesDeskMessages.projectType },
          { path: 'salesDesk.firstContactMinutes', message: salesDeskMessages.firstContactMinutes },
          { path: 'salesDesk.hours.days', message: salesDeskMessages.days },
        ],
        values,
      ),
    ).toEqual({
      'hours.closes': salesDeskMessages.closesAfterOpens,
      [holidayName(1)]: salesDeskMessages.holiday,
      offDuty: salesDeskMessages.staffUnknown,
      [ruleStaffName(0)]: salesDeskMessages.ruleStaff,
      [ruleTypeName(1)]: salesDeskMessages.projectType,
      firstContactMinutes: salesDeskMessages.firstContactMinutes,
      'hours.days': salesDeskMessages.days,
    })
  })

  it('name the accounts of a version by name, "#id" when unknown', () => {
    expect(
      salesDeskRows({ ...savedDesk, offDuty: [7] }, [{ id: 1, name: 'Sunita Devi' }]).find(
        ([label]) => label === 'Off duty',
      ),
    ).toEqual(['Off duty', '#7'])
    expect(salesDeskRows(undefined, [])).toEqual([])
  })
})
