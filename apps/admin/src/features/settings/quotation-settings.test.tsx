import {
  type CompanyDetails,
  companyDetailsMessages,
  quotationMessages,
  quotationSettingsMessages,
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
  quotationSettingsFieldErrorsOf,
  quotationSettingsFormValuesOf,
  taxLabelName,
  taxRateName,
} from './quotation-settings-form-values'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  dismissToast()
})

const company: CompanyDetails = { name: 'Nirman Constructions' }

/** Inter-state work: IGST 18 % included in the prices, valid 15 days. */
const igst = {
  taxLines: [{ label: 'IGST', rateBasisPoints: 1800 }],
  pricesIncludeTax: true,
  validityDays: 15,
  terms: { en: '1. Valid for 15 days.', hi: '' },
}

const part = () => screen.getByRole('region', { name: 'Quotations' })
const inPart = () => within(part())
const box = (name: string) => inPart().getByRole('textbox', { name })
const saveButton = () => inPart().getByRole('button', { name: 'Save quotation settings' })
const puts = (api: FakeApiState) =>
  api.calls.filter(
    (call) => call.method === 'PUT' && call.path === '/api/admin/settings/quotations',
  )

async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field)
  if (text === '') return
  await user.click(field)
  await user.paste(text)
}

async function openSettings(fake: Partial<FakeApiState> = {}) {
  const api = installFakeApi({ user: owner, ...fake })
  renderDashboard('/settings')
  await screen.findByRole('heading', { level: 2, name: 'Quotations' })
  return api
}

describe('the quotation settings', () => {
  it('show the built-in CGST 9 % and SGST 9 % on top, 30 days and empty terms until the owner saves any', async () => {
    await openSettings({ settingsVersions: [settingsVersion(1, company)] })
    const index = screen.getByRole('navigation', { name: 'Parts of the settings' })
    expect(within(index).getByRole('link', { name: 'Quotations' })).toHaveAttribute(
      'href',
      '#quotations',
    )
    expect(
      inPart().getByText(/^Nothing saved yet: new quotations start with CGST 9 %/),
    ).toBeInTheDocument()
    expect(box('Name of tax line 1')).toHaveValue('CGST')
    expect(box('Rate of tax line 1 (%)')).toHaveValue('9')
    expect(box('Name of tax line 2')).toHaveValue('SGST')
    expect(box('Rate of tax line 2 (%)')).toHaveValue('9')
    expect(box('Name of tax line 3')).toHaveValue('')
    expect(box('Name of tax line 4')).toHaveValue('')
    expect(inPart().getByRole('checkbox', { name: 'Prices include GST' })).not.toBeChecked()
    expect(box('Days a quotation is valid')).toHaveValue('30')
    expect(box('Terms in English')).toHaveValue('')
    expect(box('Terms in Hindi')).toHaveValue('')
  })

  it('saves IGST 18 % in the prices for 15 days on the version read', async () => {
    const api = await openSettings({ settingsVersions: [settingsVersion(1, company)] })
    const user = userEvent.setup()
    await fill(user, box('Name of tax line 1'), 'IGST')
    await fill(user, box('Rate of tax line 1 (%)'), '18')
    await fill(user, box('Name of tax line 2'), '')
    await fill(user, box('Rate of tax line 2 (%)'), '')
    await user.click(inPart().getByRole('checkbox', { name: 'Prices include GST' }))
    await fill(user, box('Days a quotation is valid'), '15')
    await fill(user, box('Terms in English'), '1. Valid for 15 days.')
    await user.click(saveButton())

    expect(
      await inPart().findByText('Saved. New quotations start with these settings.'),
    ).toBeInTheDocument()
    expect(puts(api)[0]?.body).toEqual({ quotations: igst, version: 1 })
    expect(api.settingsVersions.at(-1)?.settings).toEqual({
      company,
      rateCard: {},
      quotations: igst,
    })
    expect(inPart().queryByText(/^Nothing saved yet/)).not.toBeInTheDocument()
    expect(box('Rate of tax line 1 (%)')).toHaveValue('18')
    expect(box('Name of tax line 2')).toHaveValue('')
  })

  it('refuses a bad rate and a validity of 0 days beside their boxes, sending nothing', async () => {
    const api = await openSettings({ settingsVersions: [settingsVersion(1, company)] })
    const user = userEvent.setup()
    // Row 1 emptied: the line of row 2 is the first sent, its message still beside row 2.
    await fill(user, box('Name of tax line 1'), '')
    await fill(user, box('Rate of tax line 1 (%)'), '')
    await fill(user, box('Rate of tax line 2 (%)'), 'nine')
    await fill(user, box('Name of tax line 3'), 'Cess')
    await fill(user, box('Rate of tax line 3 (%)'), '101')
    await fill(user, box('Days a quotation is valid'), '0')
    await user.click(saveButton())

    await waitFor(() =>
      expect(box('Rate of tax line 2 (%)')).toHaveAccessibleDescription(quotationMessages.taxRate),
    )
    expect(box('Rate of tax line 3 (%)')).toHaveAccessibleDescription(quotationMessages.taxRate)
    expect(box('Rate of tax line 1 (%)')).not.toHaveAccessibleDescription(quotationMessages.taxRate)
    expect(box('Days a quotation is valid')).toHaveAccessibleDescription(
      `From the day it is started: 1 to 365 days. Its last day is shown on it. ${quotationSettingsMessages.validityDays}`,
    )
    expect(box('Rate of tax line 2 (%)')).toHaveFocus()
    expect(puts(api)).toHaveLength(0)
  })

  it('says someone else saved first, keeps what was typed, and reloads their version', async () => {
    const api = await openSettings({ settingsVersions: [settingsVersion(1, company)] })
    const user = userEvent.setup()
    await fill(user, box('Days a quotation is valid'), '20')
    // A colleague saves quotation settings meanwhile.
    api.settingsVersions.push(
      settingsVersion(2, company, { settings: { company, rateCard: {}, quotations: igst } }),
    )
    await user.click(saveButton())

    expect(await inPart().findByText('Changed by someone else')).toBeInTheDocument()
    expect(inPart().getByText(companyDetailsMessages.stale)).toBeInTheDocument()
    await user.click(inPart().getByRole('button', { name: 'Reload' }))
    await waitFor(() => expect(box('Name of tax line 1')).toHaveValue('IGST'))
    expect(box('Days a quotation is valid')).toHaveValue('20')
    await user.click(saveButton())
    await waitFor(() => expect(puts(api)).toHaveLength(2))
    expect(puts(api)[1]?.body).toEqual({ quotations: { ...igst, validityDays: 20 }, version: 2 })
  })

  it('shows in the history and restores an earlier version’s settings', async () => {
    const api = await openSettings({
      settingsVersions: [
        settingsVersion(1, company, { settings: { company, rateCard: {}, quotations: igst } }),
        settingsVersion(2, company, {
          settings: { company, rateCard: {}, quotations: { ...igst, validityDays: 45 } },
          savedAt: '2026-11-21T10:00:00.000Z',
        }),
      ],
    })
    const user = userEvent.setup()
    expect(box('Days a quotation is valid')).toHaveValue('45')
    const history = screen.getByRole('region', { name: 'History' })
    const list = await within(history).findByRole('list', { name: 'Versions of the settings' })
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Changed: Quotations')
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent(
      'Changed: Company details, Rate card and Quotations',
    )
    await user.click(within(list).getByRole('button', { name: 'Open version 1' }))
    const opened = await screen.findByRole('region', { name: 'Quotation settings of version 1' })
    expect(
      within(opened)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    ).toEqual([
      ['GST lines', 'IGST 18 %'],
      ['Prices', 'Include GST'],
      ['Valid for', '15 days'],
      ['Terms in English', '1. Valid for 15 days.'],
      ['Terms in Hindi', 'The built-in terms'],
    ])
    await user.click(
      within(opened).getByRole('button', { name: 'Restore the quotation settings of version 1' }),
    )
    await user.click(within(opened).getByRole('button', { name: 'Restore' }))
    expect(
      await screen.findByText(
        'Restored the quotation settings of version 1 as version 3. New quotations start with them.',
      ),
    ).toBeInTheDocument()
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      part: 'quotations',
      version: 2,
    })
    expect(api.settingsVersions.at(-1)?.settings.quotations).toEqual(igst)
    expect(box('Days a quotation is valid')).toHaveValue('15')
  })
})

describe('the API’s refusals of the quotation settings', () => {
  it('go beside the row each line was typed in, the lines together under the rows', () => {
    // Row 1 left empty: the first line sent is row 2's.
    const values = {
      ...quotationSettingsFormValuesOf(undefined),
      [taxLabelName(0)]: '',
      [taxRateName(0)]: '',
    }
    expect(
      quotationSettingsFieldErrorsOf(
        [
          { path: 'quotations.taxLines.0.rateBasisPoints', message: quotationMessages.taxRate },
          { path: 'quotations.taxLines.3.label', message: quotationMessages.taxLabel },
          { path: 'quotations.validityDays', message: quotationSettingsMessages.validityDays },
          { path: 'quotations.terms.hi', message: quotationSettingsMessages.termsHi },
          { path: 'quotations', message: 'Invalid input' },
        ],
        values,
      ),
    ).toEqual({
      [taxRateName(1)]: quotationMessages.taxRate,
      taxLines: quotationMessages.taxLabel,
      validityDays: quotationSettingsMessages.validityDays,
      'terms.hi': quotationSettingsMessages.termsHi,
    })
  })
})
