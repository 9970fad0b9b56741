import {
  type CompanyDetails,
  companyDetailsMessages,
  type SiteVisitSettings,
  siteVisitSettingsMessages,
} from '@nirman/contract'
import { dismissToast } from '@nirman/ui'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { owner } from '../../test/dashboard'
import { type FakeApiState, installFakeApi } from '../../test/fake-api'
import { settingsVersion } from '../../test/fake-settings'
import { renderDashboard } from '../../test/render'
import { holidayName } from './sales-desk-form-values'
import { offerOf } from './site-visit-form'
import { siteVisitFieldErrorsOf, siteVisitFormValuesOf } from './site-visit-form-values'
import { siteVisitRows } from './site-visit-list'

afterEach(() => {
  vi.unstubAllGlobals()
  dismissToast()
})

const company: CompanyDetails = { name: 'Nirman Constructions' }

/** Saved by someone: Monday to Friday, 11:00 to 15:00, half-hour visits, one at once. */
const theirs: SiteVisitSettings = {
  hours: { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '11:00', closes: '15:00' },
  holidays: ['2026-11-14'],
  slotMinutes: 30,
  visitsAtOnce: 1,
  noticeHours: 24,
  daysAhead: 14,
}

const part = () => screen.getByRole('region', { name: 'Site visits' })
const inPart = () => within(part())
const days = () => inPart().getByRole('group', { name: 'Days visits are made' })
const day = (name: string) => within(days()).getByRole('checkbox', { name })
const field = (label: string) => inPart().getByLabelText(label)
const number = (name: string) => inPart().getByRole('spinbutton', { name })
const offer = () => inPart().getByRole('status')
const saveButton = () => inPart().getByRole('button', { name: 'Save site visits' })
const puts = (api: FakeApiState) =>
  api.calls.filter(
    (call) => call.method === 'PUT' && call.path === '/api/admin/settings/site-visits',
  )

async function fill(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  await user.clear(element)
  await user.click(element)
  await user.paste(text)
}

async function openSettings(fake: Partial<FakeApiState> = {}) {
  const api = installFakeApi({ user: owner, ...fake })
  renderDashboard('/settings')
  await screen.findByRole('heading', { level: 2, name: 'Site visits' })
  return api
}

describe('the site visits settings', () => {
  it('show the built-in availability until the owner saves one', async () => {
    await openSettings({ settingsVersions: [settingsVersion(1, company)] })
    const index = screen.getByRole('navigation', { name: 'Parts of the settings' })
    expect(within(index).getByRole('link', { name: 'Site visits' })).toHaveAttribute(
      'href',
      '#site-visits',
    )
    expect(
      inPart().getByText(
        'When visitors can book a free site visit on the website. Times are Patna time.',
      ),
    ).toBeVisible()
    expect(
      inPart().getByText(/^Nothing saved yet: one-hour visits Monday to Saturday/),
    ).toBeVisible()
    for (const name of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']) expect(day(name)).toBeChecked()
    expect(day('Sun')).not.toBeChecked()
    expect(field('First visit starts')).toHaveValue('10:00')
    expect(field('Last visit ends')).toHaveValue('17:00')
    expect(number('Length of a visit (minutes)')).toHaveValue(60)
    expect(number('Visits at the same time')).toHaveValue(2)
    expect(number('Notice (hours)')).toHaveValue(12)
    expect(number('Days visitors can choose from')).toHaveValue(21)
    await waitFor(() =>
      expect(number('Visits at the same time')).toHaveAccessibleDescription(
        'How many engineers can go out at the same time.',
      ),
    )
    expect(inPart().getByText('No holidays.')).toBeInTheDocument()
    // 10:00 to 17:00 in hours: visits start at 10, 11, 12, 13, 14, 15 and 16 (ending at 17:00),
    // seven starts, the last at 16:00.
    expect(offer()).toHaveTextContent(
      'Visitors can choose from 7 start times a day, 10:00 to 16:00, with 2 visits at each, at least 12 hours ahead, on any of the next 21 days (today included).',
    )
  })

  it('sends the values changed, by keyboard too, and shows the version saved', async () => {
    const api = await openSettings({ settingsVersions: [settingsVersion(1, company)] })
    const user = userEvent.setup()
    // A day ticked from the keyboard: Space on its box.
    day('Sun').focus()
    await user.keyboard(' ')
    expect(day('Sun')).toBeChecked()
    await user.click(day('Sat'))
    await fill(user, field('First visit starts'), '09:30')
    await fill(user, field('Last visit ends'), '13:00')
    await fill(user, number('Length of a visit (minutes)'), '45')
    await fill(user, number('Visits at the same time'), '3')
    await fill(user, number('Notice (hours)'), '0')
    await fill(user, number('Days visitors can choose from'), '30')
    await user.click(inPart().getByRole('button', { name: 'Add a holiday' }))
    expect(field('Holiday 1')).toHaveFocus()
    await user.paste('2026-11-14')
    await user.click(inPart().getByRole('button', { name: 'Add a holiday' }))
    await user.paste('2026-11-08')
    // 09:30 to 13:00 is 210 minutes: starts at 09:30, 10:15, 11:00 and 11:45 (ending 12:30);
    // 12:30 would end at 13:15, after the last end. Four starts, the last at 11:45.
    expect(offer()).toHaveTextContent(
      'Visitors can choose from 4 start times a day, 09:30 to 11:45, with 3 visits at each, with no notice, on any of the next 30 days (today included).',
    )
    await user.click(saveButton())

    expect(
      await inPart().findByText('Saved. Visitors are offered these times from now on.'),
    ).toBeInTheDocument()
    const sent: SiteVisitSettings = {
      // In the week's order, Sunday ticked first.
      hours: { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sun'], opens: '09:30', closes: '13:00' },
      // Sorted, as the contract keeps them.
      holidays: ['2026-11-08', '2026-11-14'],
      slotMinutes: 45,
      visitsAtOnce: 3,
      noticeHours: 0,
      daysAhead: 30,
    }
    expect(puts(api)).toHaveLength(1)
    expect(puts(api)[0]?.body).toEqual({ siteVisits: sent, version: 1 })
    expect(api.settingsVersions.at(-1)?.settings.siteVisits).toEqual(sent)
    expect(inPart().queryByText(/^Nothing saved yet/)).not.toBeInTheDocument()
    expect(field('Holiday 1')).toHaveValue('2026-11-08')
    // Version 2 is in use, and the history names what it changed.
    const history = screen.getByRole('region', { name: 'History' })
    const list = await within(history).findByRole('list', { name: 'Versions of the settings' })
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
        /^Version 2In use.*Changed: Site visits/,
      ),
    )
  }, 30_000)

  it('refuses a visit of 50 minutes beside its box, keeping what was typed and sending nothing', async () => {
    const api = await openSettings({ settingsVersions: [settingsVersion(1, company)] })
    const user = userEvent.setup()
    await fill(user, number('Visits at the same time'), '4')
    await fill(user, number('Length of a visit (minutes)'), '50')
    // 50 is no multiple of 15: nothing to offer until it is.
    expect(offer()).toHaveTextContent(
      'What visitors are offered shows here once every field above is right.',
    )
    await user.click(saveButton())

    const length = number('Length of a visit (minutes)')
    await waitFor(() =>
      expect(length).toHaveAccessibleDescription(
        expect.stringContaining(siteVisitSettingsMessages.slotMinutes),
      ),
    )
    expect(length).toHaveFocus()
    expect(length).toHaveValue(50)
    expect(number('Visits at the same time')).toHaveValue(4)
    expect(number('Visits at the same time')).not.toHaveAccessibleDescription(
      expect.stringContaining('Please'),
    )
    expect(puts(api)).toHaveLength(0)
  })

  it('refuses a visit longer than the day, and a day that ends before it starts', async () => {
    const api = await openSettings({ settingsVersions: [settingsVersion(1, company)] })
    const user = userEvent.setup()
    // 10:00 to 10:30 leaves 30 minutes: no room for a visit of 60.
    await fill(user, field('Last visit ends'), '10:30')
    await user.click(saveButton())
    await waitFor(() =>
      expect(number('Length of a visit (minutes)')).toHaveAccessibleDescription(
        expect.stringContaining(siteVisitSettingsMessages.slotLongerThanDay),
      ),
    )

    await fill(user, field('Last visit ends'), '09:00')
    await user.click(saveButton())
    await waitFor(() =>
      expect(field('Last visit ends')).toHaveAccessibleDescription(
        siteVisitSettingsMessages.closesAfterOpens,
      ),
    )
    expect(field('Last visit ends')).toHaveValue('09:00')
    expect(puts(api)).toHaveLength(0)
  })

  it('says someone else saved first, keeps what was typed, and reloads their version', async () => {
    const api = await openSettings({ settingsVersions: [settingsVersion(1, company)] })
    const user = userEvent.setup()
    await fill(user, number('Visits at the same time'), '4')
    api.settingsVersions.push(
      settingsVersion(2, company, { settings: { company, rateCard: {}, siteVisits: theirs } }),
    )
    await user.click(saveButton())

    expect(await inPart().findByText('Changed by someone else')).toBeInTheDocument()
    expect(inPart().getByText(companyDetailsMessages.stale)).toBeInTheDocument()
    expect(api.settingsVersions).toHaveLength(2)
    await user.click(inPart().getByRole('button', { name: 'Reload' }))
    // Their days and hours in, what was typed kept.
    await waitFor(() => expect(field('First visit starts')).toHaveValue('11:00'))
    expect(day('Sat')).not.toBeChecked()
    expect(number('Days visitors can choose from')).toHaveValue(14)
    expect(field('Holiday 1')).toHaveValue('2026-11-14')
    expect(number('Visits at the same time')).toHaveValue(4)
  })
  it('opens an earlier version’s site visits and restores them as a new version', async () => {
    // Version 1 saved theirs (one at once); version 2 made it four at once.
    const api = await openSettings({
      settingsVersions: [
        settingsVersion(1, company, { settings: { company, rateCard: {}, siteVisits: theirs } }),
        settingsVersion(2, company, {
          settings: { company, rateCard: {}, siteVisits: { ...theirs, visitsAtOnce: 4 } },
        }),
      ],
    })
    const user = userEvent.setup()
    expect(number('Visits at the same time')).toHaveValue(4)
    const history = screen.getByRole('region', { name: 'History' })
    const list = await within(history).findByRole('list', { name: 'Versions of the settings' })
    await user.click(await within(list).findByRole('button', { name: 'Open version 1' }))
    const opened = await screen.findByRole('region', { name: 'Site visits of version 1' })
    await user.click(
      within(opened).getByRole('button', { name: 'Restore the site visit times of version 1' }),
    )
    await user.click(within(opened).getByRole('button', { name: 'Restore' }))
    await waitFor(() => expect(number('Visits at the same time')).toHaveValue(1))
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      part: 'siteVisits',
      version: 2,
    })
    expect(api.settingsVersions.at(-1)?.settings.siteVisits).toEqual(theirs)
  })
})

describe('the API’s refusals of the site visits', () => {
  it('go beside their fields: a holiday by its row, whatever the order it was sent in', () => {
    const values = {
      ...siteVisitFormValuesOf(undefined),
      holidays: [
        { key: 0, date: '2026-11-14' },
        { key: 1, date: '2026-11-08' },
      ],
    }
    expect(
      siteVisitFieldErrorsOf(
        [
          { path: 'siteVisits.hours.closes', message: siteVisitSettingsMessages.closesAfterOpens },
          // Sent sorted: the first holiday sent is the second row's.
          { path: 'siteVisits.holidays.0', message: siteVisitSettingsMessages.holiday },
          { path: 'siteVisits.slotMinutes', message: siteVisitSettingsMessages.slotMinutes },
          { path: 'siteVisits.slotMinutes', message: siteVisitSettingsMessages.slotLongerThanDay },
          { path: 'siteVisits.daysAhead', message: siteVisitSettingsMessages.daysAhead },
          { path: 'siteVisits.hours.days.0', message: siteVisitSettingsMessages.days },
        ],
        values,
      ),
    ).toEqual({
      'hours.closes': siteVisitSettingsMessages.closesAfterOpens,
      [holidayName(1)]: siteVisitSettingsMessages.holiday,
      // The first message of a field.
      slotMinutes: siteVisitSettingsMessages.slotMinutes,
      daysAhead: siteVisitSettingsMessages.daysAhead,
      'hours.days': siteVisitSettingsMessages.days,
    })
  })
})

describe('what visitors are offered', () => {
  it('counts one start when the day holds a single visit', () => {
    // 14:00 to 16:00 with visits of 90 minutes: 14:00 (ending 15:30); 15:30 would end at 17:00.
    expect(
      offerOf({
        ...theirs,
        hours: { ...theirs.hours, opens: '14:00', closes: '16:00' },
        slotMinutes: 90,
      }),
    ).toEqual({
      starts: 1,
      first: '14:00',
      last: '14:00',
      visitsAtOnce: 1,
      noticeHours: 24,
      daysAhead: 14,
    })
  })

  it('lists a saved version’s site visits', () => {
    expect(siteVisitRows(theirs)).toEqual([
      ['Days and times', 'Mon, Tue, Wed, Thu, Fri, 11:00 to 15:00'],
      ['Holidays', '14 Nov 2026'],
      ['Length of a visit', '30 minutes'],
      ['Visits at the same time', '1'],
      ['Notice', '24 hours'],
      ['Days visitors can choose from', '14 days'],
    ])
    expect(siteVisitRows(undefined)).toEqual([])
  })
})
