import { type CompanyDetails, companyDetailsMessages } from '@nirman/contract'
import { dismissToast } from '@nirman/ui'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { owner, staff } from '../../test/dashboard'
import { type FakeApiState, installFakeApi } from '../../test/fake-api'
import { settingsVersion } from '../../test/fake-settings'
import { renderDashboard } from '../../test/render'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  dismissToast()
})

/** The company as the owner saved it on 20 Nov 2026 at 3:30 pm in Patna (10:00 UTC). */
const savedCompany: CompanyDetails = {
  name: 'Nirman Constructions',
  hindiName: 'निर्माण कंस्ट्रक्शन्स',
  publicUrl: 'https://www.nirmanconstructions.in',
  phones: ['+91 94310 12345', '0612 234 5678'],
  salesPhone: '+91 94310 67890',
  whatsapp: '+91 94310 12345',
  email: 'info@nirmanconstructions.in',
  address: {
    street: 'Saguna More, Bailey Road',
    locality: 'Danapur',
    city: 'Patna',
    postalCode: '801503',
  },
  mapUrl: 'https://maps.app.goo.gl/nirman',
  hours: { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], opens: '09:30', closes: '18:30' },
  socials: { facebook: 'https://www.facebook.com/nirmanpatna' },
  gstin: '10AABCN1234F1Z5',
  credit: { name: 'Studio Ganga', url: 'https://studioganga.in' },
}

const textbox = (name: string) => screen.getByRole('textbox', { name })
/** Replaces a field's text as pasting it does (typing long addresses key by key is slow). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field)
  await user.click(field)
  await user.paste(text)
}
const dayBox = (name: string) => screen.getByRole('checkbox', { name })
const saveButton = () => screen.getByRole('button', { name: 'Save company details' })
const puts = (api: FakeApiState) =>
  api.calls.filter((call) => call.method === 'PUT' && call.path === '/api/admin/settings/company')

async function openSettings(fake: Partial<FakeApiState> = {}) {
  const api = installFakeApi({ user: owner, ...fake })
  renderDashboard('/settings')
  await screen.findByRole('heading', { level: 2, name: 'Company details' })
  // The hints are tied to their boxes by an effect after the form's first paint: all at once.
  await waitFor(() =>
    expect(textbox('Company name')).toHaveAccessibleDescription(
      'Page titles, the header and the e-mails.',
    ),
  )
  return api
}

describe('the company details', () => {
  it('shows the saved details in their fields, and who saved them when', async () => {
    await openSettings({ settingsVersions: [settingsVersion(1, savedCompany)] })

    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument()
    expect(screen.getByText('Saved by Rajesh Nirman on 20 Nov 2026, 3:30 pm')).toBeInTheDocument()
    expect(textbox('Company name')).toHaveValue('Nirman Constructions')
    expect(textbox('Name in Hindi')).toHaveValue('निर्माण कंस्ट्रक्शन्स')
    expect(textbox('Name in Hindi')).toHaveAttribute('lang', 'hi')
    expect(textbox('Street, building or landmark')).toHaveValue('Saguna More, Bailey Road')
    expect(textbox('Locality')).toHaveValue('Danapur')
    expect(textbox('City')).toHaveValue('Patna')
    expect(textbox('PIN code')).toHaveValue('801503')
    expect(textbox('Phone 1')).toHaveValue('+91 94310 12345')
    expect(textbox('Phone 1')).toHaveAccessibleDescription(
      'The first phone is the call button of every page.',
    )
    expect(textbox('Phone 2')).toHaveValue('0612 234 5678')
    expect(textbox('Phone 3')).toHaveValue('')
    expect(textbox('Sales enquiry number')).toHaveValue('+91 94310 67890')
    expect(textbox('WhatsApp number')).toHaveValue('+91 94310 12345')
    expect(textbox('E-mail')).toHaveValue('info@nirmanconstructions.in')
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) {
      expect(dayBox(day)).toBeChecked()
    }
    expect(dayBox('Sunday')).not.toBeChecked()
    expect(screen.getByLabelText('Opens at')).toHaveValue('09:30')
    expect(screen.getByLabelText('Closes at')).toHaveValue('18:30')
    expect(textbox('Public address of the website')).toHaveValue(
      'https://www.nirmanconstructions.in',
    )
    expect(textbox('Public address of the website')).toHaveAccessibleDescription(
      expect.stringContaining('canonical links, the sitemap'),
    )
    expect(textbox('Map link')).toHaveValue('https://maps.app.goo.gl/nirman')
    expect(textbox('Facebook profile')).toHaveValue('https://www.facebook.com/nirmanpatna')
    expect(textbox('Instagram profile')).toHaveValue('')
    expect(textbox('YouTube profile')).toHaveValue('')
    expect(textbox('GSTIN')).toHaveValue('10AABCN1234F1Z5')
    expect(textbox('Agency name')).toHaveValue('Studio Ganga')
    expect(textbox('Agency link')).toHaveValue('https://studioganga.in')
    // The groups the owner finds them in.
    for (const group of [
      'Name and address',
      'Phones and WhatsApp',
      'E-mail and hours',
      'Links',
      'Tax',
      'Footer credit',
    ]) {
      expect(screen.getByRole('group', { name: group })).toBeInTheDocument()
    }
  })

  it('refuses a bad phone, PIN code, GSTIN and link beside each field and sends nothing', async () => {
    const api = await openSettings({ settingsVersions: [settingsVersion(1, savedCompany)] })
    const user = userEvent.setup()

    await fill(user, textbox('Phone 3'), '94310 123')
    await fill(user, textbox('PIN code'), '80150')
    await fill(user, textbox('GSTIN'), '10AABCN1234F1Z')
    await fill(user, textbox('Public address of the website'), 'http://www.nirmanconstructions.in')
    await fill(user, textbox('Instagram profile'), 'instagram.com/nirmanpatna')
    await user.click(saveButton())

    expect(textbox('Phone 3')).toHaveAccessibleDescription(
      `Shown with the first two. ${companyDetailsMessages.phone}`,
    )
    expect(textbox('PIN code')).toHaveAccessibleDescription(
      `Six digits: 801503. ${companyDetailsMessages.postalCode}`,
    )
    expect(textbox('GSTIN')).toHaveAccessibleDescription(
      expect.stringContaining(companyDetailsMessages.gstin),
    )
    expect(textbox('Public address of the website')).toHaveAccessibleDescription(
      expect.stringContaining(companyDetailsMessages.publicUrl),
    )
    expect(textbox('Instagram profile')).toHaveAccessibleDescription(companyDetailsMessages.social)
    // The good ones are not refused.
    expect(textbox('Phone 1')).not.toHaveAccessibleDescription(
      expect.stringContaining(companyDetailsMessages.phone),
    )
    expect(textbox('Facebook profile')).not.toHaveAccessibleDescription()
    // The first refused field, in the form's order, takes the focus.
    await waitFor(() => expect(textbox('PIN code')).toHaveFocus())
    expect(puts(api)).toHaveLength(0)
  })

  it('asks for the missing parts of an address, hours or credit begun, and a second number the same as the first', async () => {
    const api = await openSettings()
    const user = userEvent.setup()

    await fill(user, textbox('Locality'), 'Danapur')
    await user.click(dayBox('Monday'))
    await fill(user, textbox('Agency link'), 'https://studioganga.in')
    await fill(user, textbox('Phone 1'), '+91 94310 12345')
    await fill(user, textbox('Phone 3'), '094310 12345')
    await user.click(saveButton())

    expect(textbox('Street, building or landmark')).toHaveAccessibleDescription(
      `Saguna More, Bailey Road ${companyDetailsMessages.street}`,
    )
    expect(textbox('City')).toHaveAccessibleDescription(companyDetailsMessages.city)
    expect(screen.getByLabelText('Opens at')).toHaveAccessibleDescription(
      companyDetailsMessages.time,
    )
    expect(textbox('Agency name')).toHaveAccessibleDescription(companyDetailsMessages.creditName)
    // The repeat is the third box, not the first.
    expect(textbox('Phone 3')).toHaveAccessibleDescription(
      `Shown with the first two. ${companyDetailsMessages.phonesRepeated}`,
    )
    expect(textbox('Phone 1')).toHaveAccessibleDescription(
      'The first phone is the call button of every page.',
    )
    expect(puts(api)).toHaveLength(0)

    // Hours without a day ticked: the days are asked for.
    await user.click(dayBox('Monday'))
    await fill(user, screen.getByLabelText('Opens at'), '09:00')
    await fill(user, screen.getByLabelText('Closes at'), '18:00')
    await user.click(saveButton())
    expect(screen.getByRole('group', { name: 'Open on' })).toHaveAccessibleDescription(
      companyDetailsMessages.days,
    )
    expect(dayBox('Monday')).toHaveAttribute('aria-invalid', 'true')
    expect(puts(api)).toHaveLength(0)
  })

  it('saves the details as the contract reads them and says when the website shows them', async () => {
    // 1 Dec 2026, 10:15 am in Patna. Only the clock is fixed: the timers stay real.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T04:45:00.000Z') })
    const api = await openSettings()
    const user = userEvent.setup()
    expect(
      screen.getByText(
        'Nothing has been saved yet: the website shows no company details of its own.',
      ),
    ).toBeInTheDocument()

    await fill(user, textbox('Company name'), 'Nirman Constructions')
    await fill(user, textbox('Phone 1'), '+91  94310 12345')
    // The second box left empty: the list sent is the numbers given.
    await fill(user, textbox('Phone 3'), '0612 234 5678')
    await fill(user, textbox('E-mail'), 'Info@Nirman.example')
    await user.click(dayBox('Saturday'))
    await user.click(dayBox('Monday'))
    await fill(user, screen.getByLabelText('Opens at'), '09:00')
    await fill(user, screen.getByLabelText('Closes at'), '18:00')
    await fill(user, textbox('Public address of the website'), 'https://www.nirman.example/')
    await fill(user, textbox('GSTIN'), '10aabcn1234f1z5')
    await user.click(saveButton())

    expect(
      await screen.findByText('Saved. The website shows the new details on its next page load.'),
    ).toBeInTheDocument()
    expect(puts(api)[0]?.body).toEqual({
      company: {
        name: 'Nirman Constructions',
        publicUrl: 'https://www.nirman.example',
        phones: ['+91 94310 12345', '0612 234 5678'],
        email: 'info@nirman.example',
        hours: { days: ['mon', 'sat'], opens: '09:00', closes: '18:00' },
        socials: {},
        gstin: '10AABCN1234F1Z5',
      },
      version: 0,
    })
    expect(screen.getByText('Saved by Rajesh Nirman on 1 Dec 2026, 10:15 am')).toBeInTheDocument()
    // The form shows what was saved, as the API keeps it.
    expect(textbox('Public address of the website')).toHaveValue('https://www.nirman.example')
    expect(textbox('GSTIN')).toHaveValue('10AABCN1234F1Z5')
    expect(textbox('Phone 1')).toHaveValue('+91 94310 12345')
    expect(textbox('Phone 2')).toHaveValue('0612 234 5678')
    expect(textbox('Phone 3')).toHaveValue('')

    // The next save is made on the version just saved.
    await fill(user, textbox('City'), 'Patna')
    await fill(user, textbox('Street, building or landmark'), 'Bailey Road')
    await fill(user, textbox('PIN code'), '800014')
    await user.click(saveButton())
    await waitFor(() => expect(puts(api)).toHaveLength(2))
    expect(puts(api)[1]?.body).toMatchObject({
      company: { address: { street: 'Bailey Road', city: 'Patna', postalCode: '800014' } },
      version: 1,
    })
  })

  it('shows the API’s refusals beside their fields and keeps every value typed', async () => {
    const api = await openSettings()
    const user = userEvent.setup()
    await fill(user, textbox('Company name'), 'Nirman Constructions')
    await fill(user, textbox('Phone 1'), '+91 94310 12345')
    await fill(user, textbox('Phone 3'), '+91 94310 67890')
    await fill(user, textbox('Street, building or landmark'), 'Bailey Road')
    await fill(user, textbox('City'), 'Patna')
    await fill(user, textbox('PIN code'), '800014')
    api.failNext = {
      method: 'PUT',
      path: '/api/admin/settings/company',
      status: 400,
      body: JSON.stringify({
        message: companyDetailsMessages.phone,
        // The second number sent is the third box's: the second box was left empty.
        issues: [
          { path: 'company.phones.1', message: companyDetailsMessages.phone },
          { path: 'company.address.postalCode', message: companyDetailsMessages.postalCode },
        ],
      }),
    }
    await user.click(saveButton())

    await waitFor(() =>
      expect(textbox('Phone 3')).toHaveAccessibleDescription(
        `Shown with the first two. ${companyDetailsMessages.phone}`,
      ),
    )
    expect(textbox('Phone 2')).toHaveAccessibleDescription('Shown with the first one.')
    expect(textbox('PIN code')).toHaveAccessibleDescription(
      `Six digits: 801503. ${companyDetailsMessages.postalCode}`,
    )
    expect(screen.getByText('Please check the highlighted fields')).toBeInTheDocument()
    expect(textbox('Company name')).toHaveValue('Nirman Constructions')
    expect(textbox('Phone 1')).toHaveValue('+91 94310 12345')
    expect(textbox('Phone 3')).toHaveValue('+91 94310 67890')
    expect(textbox('City')).toHaveValue('Patna')

    // A fault: the form says so and still keeps everything; the next try is saved.
    api.failNext = { method: 'PUT', path: '/api/admin/settings/company', status: 500 }
    await user.click(saveButton())
    expect(await screen.findByText('Not saved')).toBeInTheDocument()
    expect(
      screen.getByText('The company details could not be saved. Please try again.'),
    ).toBeInTheDocument()
    expect(textbox('Company name')).toHaveValue('Nirman Constructions')
    expect(textbox('Phone 3')).toHaveValue('+91 94310 67890')
    await user.click(saveButton())
    expect(
      await screen.findByText('Saved. The website shows the new details on its next page load.'),
    ).toBeInTheDocument()
    expect(api.settingsVersions.at(-1)?.settings.company.phones).toEqual([
      '+91 94310 12345',
      '+91 94310 67890',
    ])
  })

  it('says someone else saved first, keeps what was typed, and reloads their version', async () => {
    const api = await openSettings({ settingsVersions: [settingsVersion(1, savedCompany)] })
    const user = userEvent.setup()
    await fill(user, textbox('Company name'), 'Nirman Builders')
    // A colleague saves a new e-mail address meanwhile.
    api.settingsVersions.push(
      settingsVersion(2, { ...savedCompany, email: 'sales@nirmanconstructions.in' }),
    )
    await user.click(saveButton())

    const notice = await screen.findByRole('alert')
    expect(within(notice).getByText('Changed by someone else')).toBeInTheDocument()
    expect(within(notice).getByText(companyDetailsMessages.stale)).toBeInTheDocument()
    expect(textbox('Company name')).toHaveValue('Nirman Builders')

    await user.click(within(notice).getByRole('button', { name: 'Reload' }))
    // Their e-mail arrives in the field not touched here; the name typed stays.
    await waitFor(() => expect(textbox('E-mail')).toHaveValue('sales@nirmanconstructions.in'))
    expect(textbox('Company name')).toHaveValue('Nirman Builders')
    expect(screen.queryByText('Changed by someone else')).not.toBeInTheDocument()

    await user.click(saveButton())
    expect(
      await screen.findByText('Saved. The website shows the new details on its next page load.'),
    ).toBeInTheDocument()
    expect(puts(api).at(-1)?.body).toMatchObject({
      company: { name: 'Nirman Builders', email: 'sales@nirmanconstructions.in' },
      version: 2,
    })
  })
})

describe('who sees the settings', () => {
  it('is in the owner’s sections', async () => {
    installFakeApi({ user: owner })
    renderDashboard('/dashboard')
    const sections = within(await screen.findByRole('navigation', { name: 'Dashboard sections' }))
    expect(sections.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings')
  })

  it('tells a member of staff the page is the owner’s, and asks the API nothing of it', async () => {
    const api = installFakeApi({
      user: staff,
      settingsVersions: [settingsVersion(1, savedCompany)],
    })
    renderDashboard('/settings')

    expect(await screen.findByText('Only the owner can see this page.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument()
    const sections = within(screen.getByRole('navigation', { name: 'Dashboard sections' }))
    expect(sections.queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: 'Company name' })).not.toBeInTheDocument()
    expect(api.calls.filter((call) => call.path.startsWith('/api/admin/settings'))).toEqual([])
  })
})
