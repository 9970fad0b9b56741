import { type QuotationDraftBody, quotationMessages } from '@nirman/contract'
import { dismissToast } from '@nirman/ui'
import { screen, waitFor, within } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { notifications, openDashboard } from '../../test/dashboard'
import type { FakeApiState } from '../../test/fake-api'
import { fakeQuotation, quotationRevision } from '../../test/fake-quotations'
import {
  callsTo,
  colleagueSavesTerms,
  house,
  quotationOpener,
  refuseNext,
} from './quotation-test-setup'

afterEach(() => {
  vi.unstubAllGlobals()
  dismissToast()
})

const openQuotation = quotationOpener(house)

const box = (name: string) => screen.getByRole('textbox', { name })
const totalsPanel = () =>
  within(screen.getAllByRole('region', { name: 'Totals' })[0] as HTMLElement)
/** The amount the totals panel shows for a figure. */
const figure = (name: string) =>
  totalsPanel()
    .getAllByRole('term')
    .find((term) => term.textContent === name)?.nextElementSibling?.textContent

const saves = (api: FakeApiState) => callsTo(api, 'PUT', '/api/admin/quotations/12/draft')

async function retype(user: ReturnType<typeof userEvent.setup>, name: string, text: string) {
  await user.clear(box(name))
  await user.type(box(name), text)
}

describe('a quotation’s draft', () => {
  it('is edited with its totals worked out as staff type, and saved whole', async () => {
    const { api, user } = await openQuotation()
    expect(box('Quantity of item 1 in Construction')).toHaveValue('1,200')
    expect(box('Rate (₹) of item 1 in Construction')).toHaveValue('1,950')
    expect(figure('Total')).toBe('₹27,61,200')
    expect(
      totalsPanel().getByText('Rupees Twenty-Seven Lakh Sixty-One Thousand Two Hundred only'),
    ).toBeInTheDocument()
    expect(screen.getByText('100 %')).toBeInTheDocument()

    // 1,500 sq ft: ₹29,25,000; 9 % = ₹2,63,250 twice; ₹34,51,500.
    await retype(user, 'Quantity of item 1 in Construction', '1,500')
    expect(figure('Total')).toBe('₹34,51,500')
    expect(figure('CGST 9 %')).toBe('₹2,63,250')
    const first = screen.getByRole('listitem', { name: 'Item 1 in Construction' })
    expect(within(first).getByText('₹29,25,000')).toBeInTheDocument()

    // An optional item: 40 bags at ₹450 = ₹18,000, beside the total.
    await user.click(screen.getByRole('button', { name: 'Add an item to Construction' }))
    expect(box('Description of item 2 in Construction')).toHaveFocus()
    await user.type(box('Description of item 2 in Construction'), 'Waterproofing compound')
    await user.type(box('Quantity of item 2 in Construction'), '40')
    await user.type(box('Unit of item 2 in Construction'), 'bag')
    await user.type(box('Rate (₹) of item 2 in Construction'), '450')
    await user.click(screen.getByRole('checkbox', { name: 'Optional of item 2 in Construction' }))
    expect(figure('Optional items (not in the total)')).toBe('₹18,000')
    expect(figure('Total')).toBe('₹34,51,500')

    // The schedule short of 100 %: said under it and in what stops it from being sent.
    await retype(user, 'Share (%) of stage 2', '75')
    expect(screen.getByText('Adds up to 85 %: 15 % left')).toBeInTheDocument()
    const problems = screen.getByRole('region', { name: 'Before it can be sent' })
    expect(within(problems).getByText(quotationMessages.scheduleNot100)).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Save draft' }))
    expect(await notifications().findByText('Draft saved')).toBeInTheDocument()
    const [sent] = saves(api)
    const body = sent?.body as QuotationDraftBody
    expect(body.version).toBe(1)
    expect(body.content.groups?.[0]?.items).toEqual([
      expect.objectContaining({ quantityMilli: 1_500_000, ratePaise: 195_000, optional: false }),
      {
        description: 'Waterproofing compound',
        quantityMilli: 40_000,
        unit: 'bag',
        ratePaise: 45_000,
        optional: true,
      },
    ])
    expect(api.quotations[0]?.version).toBe(2)
    // The page shows the answer: the saved figures, as typed.
    expect(box('Quantity of item 1 in Construction')).toHaveValue('1,500')
    expect(box('Share (%) of stage 2')).toHaveValue('75')
  })

  it('refuses a figure it cannot read beside its field, before sending anything', async () => {
    const { api, user } = await openQuotation()
    await retype(user, 'Rate (₹) of item 1 in Construction', 'abc')
    expect(figure('Items')).toBe('₹0')
    await user.click(screen.getByRole('button', { name: 'Save draft' }))
    const rate = box('Rate (₹) of item 1 in Construction')
    await waitFor(() => expect(rate).toHaveFocus())
    expect(rate).toHaveAttribute('aria-invalid', 'true')
    expect(rate).toHaveAccessibleDescription(expect.stringContaining(quotationMessages.rate))
    expect(rate).toHaveValue('abc')
    expect(saves(api)).toHaveLength(0)
  })

  it('puts the server’s refusals beside their fields and keeps everything typed', async () => {
    const { api, user } = await openQuotation()
    await retype(user, 'Unit of item 1 in Construction', 'sq  ft')
    refuseNext(api, 'PUT', '/api/admin/quotations/12/draft', [
      { path: 'content.groups.0.items.0.unit', message: quotationMessages.unit },
      { path: 'content.schedule', message: quotationMessages.scheduleOver },
    ])
    await user.click(screen.getByRole('button', { name: 'Save draft' }))
    const unit = box('Unit of item 1 in Construction')
    await waitFor(() =>
      expect(unit).toHaveAccessibleDescription(expect.stringContaining(quotationMessages.unit)),
    )
    expect(unit).toHaveValue('sq  ft')
    expect(unit).toHaveFocus()
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(
      expect.arrayContaining([
        quotationMessages.scheduleOver,
        'Please check the highlighted fields',
      ]),
    )
  })

  it('says when someone else saved first, and reloads their changes beside what was typed', async () => {
    const { api, user } = await openQuotation()
    await retype(user, 'Title', 'My title')
    // Meanwhile a colleague saves new terms.
    colleagueSavesTerms(api)

    await user.click(screen.getByRole('button', { name: 'Save draft' }))
    expect(await screen.findByText('Changed by someone else')).toBeInTheDocument()
    expect(screen.getByText(quotationMessages.stale)).toBeInTheDocument()
    expect(box('Title')).toHaveValue('My title')

    await user.click(screen.getByRole('button', { name: 'Reload the quotation' }))
    await waitFor(() => expect(box('Terms')).toHaveValue('Their terms'))
    expect(box('Title')).toHaveValue('My title')
    expect(screen.queryByText('Changed by someone else')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Save draft' }))
    expect(await notifications().findByText('Draft saved')).toBeInTheDocument()
    expect(api.quotations[0]?.revisions[0]?.content).toMatchObject({
      title: 'My title',
      terms: 'Their terms',
    })
  })
})

describe('a quotation’s revisions', () => {
  const sent = quotationRevision(house, {
    revision: 1,
    status: 'sent',
    sentAt: '2026-11-21T06:30:00.000Z',
  })

  it('shows a sent revision to read, without an editor', async () => {
    await openQuotation(fakeQuotation({ revisions: [sent] }))
    expect(screen.getByText(/Revision 1 has been sent: it is kept as it was/)).toBeInTheDocument()
    expect(screen.getByText('House, all work')).toBeInTheDocument()
    expect(screen.getByText('1,200 sq ft × ₹1,950')).toBeInTheDocument()
    expect(figure('Total')).toBe('₹27,61,200')
    expect(screen.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument()
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
  })

  it('lists every revision; an earlier one reads as it was while the draft keeps what was typed', async () => {
    const draft = quotationRevision(
      { ...house, title: 'Revised: G+1 house' },
      { revision: 2, createdAt: '2026-11-22T06:30:00.000Z' },
    )
    const { user } = await openQuotation(fakeQuotation({ version: 3, revisions: [sent, draft] }))
    const revisions = screen.getByRole('navigation', { name: 'Revisions' })
    const links = within(revisions).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      'Revision 1: Sent, made 20 Nov 2026, 12:00 pm',
      'Revision 2: Draft, made 22 Nov 2026, 12:00 pm',
    ])
    expect(links[1]).toHaveAttribute('aria-current', 'page')
    await retype(user, 'Title', 'Typed, not saved')

    await user.click(within(revisions).getByRole('link', { name: /^Revision 1/ }))
    expect(await screen.findByText(/Revision 1 is an earlier revision/)).toBeInTheDocument()
    expect(screen.getByText('G+1 house at Danapur')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument()

    await user.click(within(revisions).getByRole('link', { name: /^Revision 2/ }))
    expect(await screen.findByRole('button', { name: 'Save draft' })).toBeInTheDocument()
    expect(box('Title')).toHaveValue('Typed, not saved')
  })

  it('says when the quotation does not exist', async () => {
    await openDashboard([], {}, '/quotations/99')
    expect(await screen.findByText('This quotation does not exist.')).toBeInTheDocument()
  })
})
