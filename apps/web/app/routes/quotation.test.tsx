import { clientQuotationMessages, quotationTotals } from '@nirman/contract'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { quotationPageCopy as hindiCopy } from '../content/hi/quotation'
import { quotationPageCopy as copy, quotationShellCopy } from '../content/quotation'
import {
  fakeQuotationApi,
  hindiQuotation,
  paths,
  renderQuotationPage,
  sampleContent,
  sampleQuotation,
  sampleSha256,
  sampleToken,
  sampleTotals,
} from '../features/quotation/test-utils'
import { meta } from './quotation'

// The client's quotation page against a fake API: the quotation in English and in Hindi (its
// figures worked by hand in features/quotation/test-utils.tsx), where it stands, links that open
// nothing, and the page's texts before the quotation comes. Accepting and declining:
// quotation-answer.test.tsx.

afterEach(() => {
  vi.restoreAllMocks()
})

/** A figure of the totals: the row of a description list with `label`. */
const figure = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' })
  return term.parentElement?.querySelector('dd')?.textContent
}

describe('the sample quotation', () => {
  it('has the totals worked by hand, as the contract works them', () => {
    expect(quotationTotals(sampleContent)).toEqual(sampleTotals)
  })
})

describe('/q/:token before the quotation comes', () => {
  it('says it is opening, in English and in Hindi', () => {
    fakeQuotationApi({ [paths.view]: 'never' })
    renderQuotationPage()
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent(quotationShellCopy.opening)
    expect(status).toHaveTextContent('आपका कोटेशन खुल रहा है...')
    expect(within(status).getByText('आपका कोटेशन खुल रहा है...')).toHaveAttribute('lang', 'hi-IN')
  })

  it('keeps the page out of search engines and its address from other sites', () => {
    const tags = meta({})
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex, nofollow' })
    expect(tags).toContainEqual({ name: 'referrer', content: 'no-referrer' })
    expect(tags).toContainEqual({ title: 'Quotation / कोटेशन' })
    // No canonical, no alternates, no Open Graph address: nothing that names the token.
    expect(JSON.stringify(tags)).not.toMatch(/canonical|alternate|og:url|__shell__/)
  })

  it('titles the tab with the quotation once it is here, in its language', () => {
    expect(meta({ loaderData: sampleQuotation() })).toContainEqual({
      title: 'Quotation Q-12 | Nirman Constructions',
    })
    expect(meta({ loaderData: hindiQuotation() })).toContainEqual({
      title: 'कोटेशन Q-12 | Nirman Constructions',
    })
  })
})

describe('/q/:token with an open quotation in English', () => {
  it('shows the letterhead, what and for whom, the PDF and how long it is valid', async () => {
    const api = fakeQuotationApi({ [paths.view]: { status: 200, body: sampleQuotation() } })
    renderQuotationPage()

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Quotation Q-12' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Nirman Constructions')).toBeVisible()
    expect(screen.getByRole('link', { name: '+91 94310 12345' })).toHaveAttribute(
      'href',
      'tel:+919431012345',
    )
    expect(screen.getByRole('link', { name: '+91 612 222 3333' })).toHaveAttribute(
      'href',
      'tel:+916122223333',
    )
    expect(screen.getByRole('link', { name: 'info@nirman.example' })).toHaveAttribute(
      'href',
      'mailto:info@nirman.example',
    )
    expect(screen.getByText('10ABCDE1234F1Z5')).toBeVisible()
    expect(screen.getByText('Revision 2')).toBeVisible()
    expect(screen.getByText('G+1 house, premium finish')).toBeVisible()
    expect(screen.getByText('1 December 2026')).toBeVisible()
    expect(screen.getByText('31 December 2026')).toBeVisible()
    expect(screen.getByText('Anita Sharma')).toBeVisible()
    expect(screen.getByText('Plot 12, Saguna More, Danapur')).toBeVisible()

    const pdf = screen.getByRole('link', { name: copy.downloadPdf })
    expect(pdf).toHaveAttribute('href', `/api/quotations/${sampleToken}/pdf`)
    expect(pdf).toHaveAttribute('download')
    expect(screen.getByText('This quotation is valid until 31 December 2026.')).toBeVisible()
    expect(api.requests).toHaveLength(1)
    // The whole page speaks English, marked so for a screen reader.
    expect(screen.getByRole('heading', { level: 1 }).closest('[lang]')).toHaveAttribute(
      'lang',
      'en-IN',
    )
  })

  it('heads it with the website’s name while the owner has given none, and no empty details', async () => {
    fakeQuotationApi({
      [paths.view]: {
        status: 200,
        body: sampleQuotation({ company: { name: '', phones: [], email: null, gstin: null } }),
      },
    })
    renderQuotationPage()
    await screen.findByRole('heading', { level: 1, name: 'Quotation Q-12' })
    expect(screen.getByText('Nirman Constructions')).toBeVisible()
    expect(screen.queryByRole('link', { name: /\+91/ })).toBeNull()
    expect(screen.queryByText(copy.letterhead.gstin, { exact: false })).toBeNull()
    expect(
      meta({
        loaderData: sampleQuotation({ company: { ...sampleQuotation().company, name: '' } }),
      }),
    ).toContainEqual({ title: 'Quotation Q-12 | Nirman Constructions' })
  })

  it('lists the items by group, each with quantity × rate and amount, optional ones apart', async () => {
    fakeQuotationApi({ [paths.view]: { status: 200, body: sampleQuotation() } })
    renderQuotationPage()

    const items = await screen.findByRole('region', { name: copy.items })
    const foundation = within(items).getByRole('region', { name: 'Foundation' })
    const [excavation, footings] = within(foundation).getAllByRole('listitem')
    expect(excavation).toHaveTextContent('Excavation for footings')
    // 1,200 cu ft × ₹25 = ₹30,000; 18.5 cu m × ₹7,200 = ₹1,33,200.
    expect(excavation).toHaveTextContent('1,200 cu ft × ₹25')
    expect(excavation).toHaveTextContent('₹30,000')
    expect(footings).toHaveTextContent('18.5 cu m × ₹7,200')
    expect(footings).toHaveTextContent('₹1,33,200')
    expect(foundation).toHaveTextContent('Subtotal of Foundation₹1,63,200')

    const superstructure = within(items).getByRole('region', { name: 'Superstructure' })
    const [builtUp, kitchen] = within(superstructure).getAllByRole('listitem')
    // The optional kitchen comes first in the quotation, and is shown after the counted items,
    // marked, and left out of the group's subtotal.
    expect(builtUp).toHaveTextContent('1,200 sq ft × ₹1,850Amount: ₹22,20,000')
    expect(kitchen).toHaveTextContent('Modular kitchen')
    expect(kitchen).toHaveTextContent(copy.optional)
    expect(kitchen).toHaveTextContent('1 no. × ₹1,50,000')
    expect(builtUp).not.toHaveTextContent(copy.optional)
    expect(within(superstructure).getByText(copy.optionalItems)).toBeVisible()
    expect(superstructure).toHaveTextContent('Subtotal of Superstructure₹22,20,000')
  })

  it('adds up the totals, says the total in words, and lists the payment schedule and terms', async () => {
    fakeQuotationApi({ [paths.view]: { status: 200, body: sampleQuotation() } })
    renderQuotationPage()
    await screen.findByRole('region', { name: copy.summary })

    // ₹1,63,200 + ₹22,20,000 = ₹23,83,200; less ₹33,200 = ₹23,50,000; 9 % of it twice is
    // ₹2,11,500 each: ₹27,73,000. The optional kitchen's ₹1,50,000 beside it.
    expect(figure(copy.subtotal)).toBe('₹23,83,200')
    expect(figure(copy.discount)).toBe('-₹33,200')
    expect(figure(copy.taxable)).toBe('₹23,50,000')
    expect(figure('CGST 9 %')).toBe('₹2,11,500')
    expect(figure('SGST 9 %')).toBe('₹2,11,500')
    expect(figure(copy.total)).toBe('₹27,73,000')
    expect(figure(copy.optionalTotal)).toBe('₹1,50,000')
    expect(
      screen.getByText('In words: Rupees Twenty-Seven Lakh Seventy-Three Thousand only'),
    ).toBeVisible()
    expect(screen.queryByText(copy.pricesIncludeTax)).toBeNull()

    const schedule = screen.getByRole('table')
    const rows = within(schedule).getAllByRole('row')
    expect(rows.map((row) => row.textContent)).toEqual([
      'StageShareAmount',
      'Booking10 %₹2,77,300',
      'Foundation20 %₹5,54,600',
      'Slabs40 %₹11,09,200',
      'Handover30 %₹8,31,900',
    ])
    const terms = screen.getByRole('region', { name: copy.terms })
    expect(terms).toHaveTextContent('Rates hold for 30 days. Steel at the day’s price.')
    expect(within(terms).getByText(/Rates hold/)).toHaveClass('whitespace-pre-wrap')
  })

  it('says what accepting means, with the total and the PDF’s fingerprint', async () => {
    fakeQuotationApi({ [paths.view]: { status: 200, body: sampleQuotation() } })
    renderQuotationPage()
    const answer = await screen.findByRole('region', { name: copy.answer.title })
    expect(answer).toHaveTextContent(
      'By accepting, you accept quotation Q-12, revision 2, for a total of ₹27,73,000, exactly as in its PDF.',
    )
    expect(answer).toHaveTextContent(sampleSha256)
    expect(within(answer).getByRole('textbox', { name: copy.answer.nameLabel })).toBeVisible()
    expect(within(answer).getByRole('button', { name: copy.answer.sendCode })).toBeVisible()
    expect(answer).toHaveTextContent('We send the code by e-mail to an•••@example.com.')
  })

  it('with prices that include GST, shows the amount before tax and says so', async () => {
    // ₹23,50,000 with 18 % in it: before tax 23,50,000 / 1.18 = ₹19,91,525.42, tax ₹3,58,474.58
    // shared 9:9 (₹1,79,237.29 each).
    const content = { ...sampleContent, pricesIncludeTax: true }
    fakeQuotationApi({
      [paths.view]: {
        status: 200,
        body: sampleQuotation({ content, totals: quotationTotals(content) }),
      },
    })
    renderQuotationPage()
    await screen.findByRole('region', { name: copy.summary })
    expect(figure(copy.beforeTax)).toBe('₹19,91,525.42')
    expect(figure('CGST 9 %')).toBe('₹1,79,237.29')
    expect(figure(copy.total)).toBe('₹23,50,000')
    expect(screen.getByText(copy.pricesIncludeTax)).toBeVisible()
  })
})

describe('/q/:token with a quotation in Hindi', () => {
  it('speaks Hindi: its headings, labels, dates and total in words', async () => {
    fakeQuotationApi({ [paths.view]: { status: 200, body: hindiQuotation() } })
    renderQuotationPage()

    const heading = await screen.findByRole('heading', { level: 1, name: 'कोटेशन Q-12' })
    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'hi-IN')
    expect(screen.getByText('संशोधन 2')).toBeVisible()
    expect(screen.getByText('1 दिसंबर 2026')).toBeVisible()
    expect(screen.getByText('यह कोटेशन 31 दिसंबर 2026 तक मान्य है।')).toBeVisible()
    expect(screen.getByRole('link', { name: hindiCopy.downloadPdf })).toBeVisible()
    expect(screen.getByRole('region', { name: hindiCopy.items })).toHaveTextContent(
      'Foundation का उप-योग₹1,63,200',
    )
    expect(figure(hindiCopy.subtotal)).toBe('₹23,83,200')
    expect(figure(hindiCopy.taxable)).toBe('₹23,50,000')
    expect(figure(hindiCopy.total)).toBe('₹27,73,000')
    expect(screen.getByText('शब्दों में: रुपये सत्ताईस लाख तिहत्तर हज़ार मात्र')).toBeVisible()
    expect(screen.getByRole('table')).toHaveTextContent('चरणहिस्साराशि')
    expect(screen.getByRole('region', { name: hindiCopy.answer.title })).toHaveTextContent(
      'स्वीकार करके आप कोटेशन Q-12, संशोधन 2, कुल ₹27,73,000, ठीक वैसा ही स्वीकार करते हैं जैसा उसके PDF में है।',
    )
    expect(screen.getByRole('textbox', { name: hindiCopy.answer.nameLabel })).toBeVisible()
    expect(screen.getByRole('button', { name: hindiCopy.answer.sendCode })).toBeVisible()
    // No English text of the page's own is left.
    for (const english of [copy.items, copy.total, copy.answer.accept, copy.downloadPdf]) {
      expect(screen.queryByText(english)).toBeNull()
    }
  })
})

describe('where the quotation stands', () => {
  it.each([
    {
      status: 'accepted' as const,
      // 10:15 UTC is 3:45 in the afternoon in India.
      changes: { accepted: { name: 'Anita Sharma', at: '2026-12-12T10:15:00.000Z' } },
      english: 'Accepted by Anita Sharma on 12 December 2026 at 3:45 pm IST.',
      hindi: 'Anita Sharma ने इसे 12 दिसंबर 2026 को दोपहर 3:45 बजे (भारतीय समय) स्वीकार किया।',
    },
    {
      status: 'declined' as const,
      // 20:00 UTC is 1:30 in the night in India: the next day there.
      changes: { declined: { reason: 'Over our budget.', at: '2026-12-12T20:00:00.000Z' } },
      english: 'You declined this quotation on 13 December 2026.',
      hindi: 'आपने यह कोटेशन 13 दिसंबर 2026 को अस्वीकार किया।',
    },
    {
      status: 'expired' as const,
      changes: {},
      english: 'This quotation was valid until 31 December 2026. Please ask us for a new one.',
      hindi: 'यह कोटेशन 31 दिसंबर 2026 तक मान्य था। कृपया हमसे नया कोटेशन माँगें।',
    },
  ])(
    'says a quotation is $status, in English and in Hindi, and offers no answer',
    async ({ status, changes, english, hindi }) => {
      fakeQuotationApi({
        [paths.view]: { status: 200, body: sampleQuotation({ status, ...changes }) },
      })
      const page = renderQuotationPage()
      expect(await screen.findByText(english)).toBeVisible()
      expect(screen.queryByRole('region', { name: copy.answer.title })).toBeNull()
      expect(screen.queryByRole('textbox')).toBeNull()
      page.unmount()

      fakeQuotationApi({
        [paths.view]: { status: 200, body: hindiQuotation({ status, ...changes }) },
      })
      renderQuotationPage()
      expect(await screen.findByText(hindi)).toBeVisible()
    },
  )

  it('offers the accepted PDF with its certificate once accepted, and the reason once declined', async () => {
    fakeQuotationApi({
      [paths.view]: {
        status: 200,
        body: sampleQuotation({
          status: 'accepted',
          accepted: { name: 'Anita Sharma', at: '2026-12-12T10:15:00.000Z' },
        }),
      },
    })
    const page = renderQuotationPage()
    expect(await screen.findByRole('link', { name: copy.status.acceptedPdf })).toHaveAttribute(
      'href',
      `/api/quotations/${sampleToken}/pdf`,
    )
    page.unmount()

    fakeQuotationApi({
      [paths.view]: {
        status: 200,
        body: sampleQuotation({
          status: 'declined',
          declined: { reason: 'Over our budget.\nMaybe next year.', at: '2026-12-12T10:15:00Z' },
        }),
      },
    })
    renderQuotationPage()
    expect(await screen.findByText(/Over our budget/)).toHaveTextContent(
      'Over our budget. Maybe next year.',
    )
    expect(screen.queryByRole('link', { name: copy.status.acceptedPdf })).toBeNull()
  })

  it('says to call when the quotation has no e-mail address for a code, and still takes a decline', async () => {
    fakeQuotationApi({ [paths.view]: { status: 200, body: sampleQuotation({ codeTo: null }) } })
    renderQuotationPage()
    expect(await screen.findByText(clientQuotationMessages.en.noEmail)).toBeVisible()
    expect(screen.queryByRole('textbox', { name: copy.answer.nameLabel })).toBeNull()
    expect(screen.getByText(copy.answer.decline)).toBeVisible()
  })
})

describe('/q/:token for a link that opens nothing', () => {
  const notFound = {
    status: 404,
    body: { message: clientQuotationMessages.en.notFound },
  }

  it('says so in English and in Hindi when the API knows no such link (or it was withdrawn)', async () => {
    fakeQuotationApi({ [paths.view]: notFound })
    renderQuotationPage()
    expect(
      await screen.findByRole('heading', { level: 1, name: /No quotation at this link/ }),
    ).toBeVisible()
    expect(screen.getByText(clientQuotationMessages.en.notFound)).toHaveAttribute('lang', 'en-IN')
    expect(screen.getByText(clientQuotationMessages.hi.notFound)).toHaveAttribute('lang', 'hi-IN')
  })

  it('asks the API nothing for an address that is no token', async () => {
    const api = fakeQuotationApi({})
    renderQuotationPage('not-a-token')
    expect(await screen.findByText(clientQuotationMessages.en.notFound)).toBeVisible()
    expect(api.requests).toEqual([])
  })

  it('says when the API cannot be reached, and tries again', async () => {
    const api = fakeQuotationApi({
      [paths.view]: [
        { status: 503, body: { message: 'Service Unavailable' } },
        {
          status: 200,
          body: sampleQuotation(),
        },
      ],
    })
    const { user } = renderQuotationPage()
    expect(await screen.findByRole('alert')).toHaveTextContent(quotationShellCopy.notReached)
    await user.click(screen.getByRole('button', { name: /Try again/ }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Quotation Q-12' }),
    ).toBeInTheDocument()
    await waitFor(() => expect(api.sent(paths.view)).toHaveLength(2))
  })
})
