import { type CompanyDetails, companyDetailsMessages } from '@nirman/contract'
import { dismissToast } from '@nirman/ui'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { notifications, owner } from '../../test/dashboard'
import { type FakeApiState, installFakeApi } from '../../test/fake-api'
import { settingsVersion } from '../../test/fake-settings'
import { renderDashboard } from '../../test/render'

afterEach(() => {
  vi.unstubAllGlobals()
  dismissToast()
})

const first: CompanyDetails = {
  name: 'Nirman Constructions',
  phones: ['+91 94310 12345'],
  email: 'info@nirmanconstructions.in',
  address: { street: 'Bailey Road', locality: 'Boring Road', city: 'Patna', postalCode: '800001' },
  hours: { days: ['mon', 'tue', 'sat'], opens: '09:00', closes: '18:00' },
  socials: { instagram: 'https://www.instagram.com/nirmanpatna' },
  credit: { name: 'Studio Ganga', url: 'https://studioganga.in' },
}
const second: CompanyDetails = { ...first, name: 'Nirman Builders', email: 'sales@nirman.example' }

/**
 * Version 1 (the first: both parts) on 18 Nov 2026 at 12:00 pm in Patna, version 2 (the name and
 * e-mail changed) on 19 Nov at 6:15 pm by Sunita Devi, version 3 (the rate card) on 20 Nov at 8:30 am.
 */
const history = () => [
  settingsVersion(1, first, { savedAt: '2026-11-18T06:30:00.000Z' }),
  settingsVersion(2, second, { savedAt: '2026-11-19T12:45:00.000Z', savedBy: 'Sunita Devi' }),
  {
    ...settingsVersion(3, second, { savedAt: '2026-11-20T03:00:00.000Z' }),
    settings: {
      company: second,
      rateCard: { costEstimate: { ratePerSqFt: { residential: 1900 } } },
    },
  },
]

async function openHistory(fake: Partial<FakeApiState>) {
  const api = installFakeApi({ user: owner, ...fake })
  renderDashboard('/settings')
  const list = await screen.findByRole('list', { name: 'Versions of the settings' })
  return { api, list }
}

const versionItems = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent)

describe('the settings’ history', () => {
  it('lists every version, the newest first, with its time in Patna, who and what changed', async () => {
    const { list } = await openHistory({ settingsVersions: history() })
    expect(versionItems(list)).toEqual([
      'Version 3In use20 Nov 2026, 8:30 am by Rajesh NirmanChanged: Rate cardOpen',
      'Version 219 Nov 2026, 6:15 pm by Sunita DeviChanged: Company detailsOpen',
      'Version 118 Nov 2026, 12:00 pm by Rajesh NirmanChanged: Company details and Rate cardOpen',
    ])
  })

  it('says when nothing was saved yet', async () => {
    installFakeApi({ user: owner })
    renderDashboard('/settings')
    const section = await screen.findByRole('region', { name: 'History' })
    expect(await within(section).findByText('Nothing has been saved yet.')).toBeInTheDocument()
  })

  it('opens a version read-only and restores its company details as a new version', async () => {
    const { api, list } = await openHistory({ settingsVersions: history() })
    const user = userEvent.setup()
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveValue('Nirman Builders')

    await user.click(within(list).getByRole('button', { name: 'Open version 1' }))
    const opened = await screen.findByRole('region', { name: 'Company details of version 1' })
    const shown = within(opened)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent])
    expect(shown).toEqual([
      ['Company name', 'Nirman Constructions'],
      ['Address', 'Bailey Road, Boring Road, Patna 800001'],
      ['Phones', '+91 94310 12345'],
      ['E-mail', 'info@nirmanconstructions.in'],
      ['Hours', 'Mon, Tue, Sat, 09:00 to 18:00'],
      ['Instagram profile', 'https://www.instagram.com/nirmanpatna'],
      ['Footer credit', 'Studio Ganga, https://studioganga.in'],
    ])
    expect(within(list).getByRole('button', { name: 'Close version 1' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )

    // Asked first, in place; the focus on Cancel.
    await user.click(
      within(opened).getByRole('button', { name: 'Restore the company details of version 1' }),
    )
    expect(
      within(opened).getByText(
        'Bring back the company details of version 1? They become a new version; the rate card stays as it is.',
      ),
    ).toBeInTheDocument()
    expect(within(opened).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.click(within(opened).getByRole('button', { name: 'Restore' }))

    const done = await screen.findByText(
      'Restored the company details of version 1 as version 4. The website shows them on its next page load.',
    )
    expect(done.closest('[role="status"]')).toHaveFocus()
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      part: 'company',
      version: 3,
    })
    // The form shows the details brought back, and the page who saved them.
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveValue(
      'Nirman Constructions',
    )
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue(
      'info@nirmanconstructions.in',
    )
    // The rate card of version 3 stays.
    expect(api.settingsVersions.at(-1)?.settings.rateCard).toEqual({
      costEstimate: { ratePerSqFt: { residential: 1900 } },
    })
    await waitFor(() =>
      expect(versionItems(list)[0]).toMatch(
        /^Version 4In use.* by Rajesh NirmanChanged: Company details, restored from version 1Open$/,
      ),
    )
  })

  it('offers no restore of the details in use', async () => {
    const { list } = await openHistory({ settingsVersions: history() })
    const user = userEvent.setup()
    await user.click(within(list).getByRole('button', { name: 'Open version 3' }))
    const opened = await screen.findByRole('region', { name: 'Company details of version 3' })
    expect(within(opened).getByText('These are the company details in use.')).toBeInTheDocument()
    expect(within(opened).queryByRole('button', { name: /^Restore/ })).not.toBeInTheDocument()
  })

  it('says someone else saved first when the version in use has changed', async () => {
    const { api, list } = await openHistory({ settingsVersions: history() })
    const user = userEvent.setup()
    await user.click(within(list).getByRole('button', { name: 'Open version 2' }))
    const opened = await screen.findByRole('region', { name: 'Company details of version 2' })
    // A colleague saves meanwhile: the restore is made on version 3, no longer in use.
    api.settingsVersions.push(settingsVersion(4, first))
    await user.click(
      within(opened).getByRole('button', { name: 'Restore the company details of version 2' }),
    )
    await user.click(within(opened).getByRole('button', { name: 'Restore' }))

    expect(await notifications().findByText('Changed by someone else')).toBeInTheDocument()
    expect(notifications().getByText(companyDetailsMessages.stale)).toBeInTheDocument()
    expect(api.settingsVersions).toHaveLength(4)
    // From the keyboard: jsdom has no pointer capture for the toast's swipe.
    notifications().getByRole('button', { name: 'Reload' }).focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(versionItems(list)[0]).toMatch(/^Version 4In use/))
  })
})
