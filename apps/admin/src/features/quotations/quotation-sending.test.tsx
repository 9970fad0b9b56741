import { type QuotationDetail, quotationMessages } from '@nirman/contract'
import { dismissToast } from '@nirman/ui'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { notifications } from '../../test/dashboard'
import type { FakeApiState } from '../../test/fake-api'
import { fakeQuotation, fakeQuotationLink, quotationRevision } from '../../test/fake-quotations'
import {
  callsTo,
  colleagueSavesTerms,
  houseWithContact,
  quotationOpener,
  refuseNext,
} from './quotation-test-setup'

// Sending a quotation from its page, against the fake API (which answers as apps/api does):
// "Send to the client" off while something stops it or what is typed is not saved, the
// confirmation saying what sending does, a refused send's reasons beside their fields, the
// client's link (copy, WhatsApp, withdraw), each revision's story and PDF, a new revision, and
// the client's acceptance.

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  dismissToast()
})

/** The house, sent on 21 Nov 2026 at noon in Patna and e-mailed to Anita, its link standing. */
const sentHouse = (overrides: Partial<QuotationDetail> = {}) => {
  const revision = quotationRevision(houseWithContact, {
    status: 'sent',
    sentAt: '2026-11-21T06:30:00.000Z',
    pdfSha256: 'ab'.repeat(32),
    emailedTo: 'anita@example.com',
  })
  return fakeQuotation({
    version: 2,
    revisions: [revision],
    link: fakeQuotationLink('A'.repeat(43), revision.content, 'Q-12'),
    ...overrides,
  })
}

const openQuotation = quotationOpener(houseWithContact)

const sendButton = () => screen.getByRole('button', { name: 'Send to the client' })
const posts = (api: FakeApiState, path: string) => callsTo(api, 'POST', path)

describe('sending a draft', () => {
  it('asks first, saying what sending does, then shows the client’s link and the PDF', async () => {
    const { api, user } = await openQuotation()
    expect(sendButton()).toBeEnabled()
    expect(sendButton()).toHaveAccessibleDescription(
      'Revision 1 is ready: sending makes its PDF and gives the client a link to accept it.',
    )

    await user.click(sendButton())
    const dialog = await screen.findByRole('dialog', { name: 'Send quotation Q-12 to the client?' })
    // What sending does is the dialog's description, read as it opens.
    expect(dialog).toHaveAccessibleDescription(
      expect.stringContaining(
        'The client gets an e-mail at anita@example.com with the link to read the quotation',
      ),
    )
    expect(dialog).toHaveTextContent('The PDF is made from the draft as saved.')
    expect(
      await within(dialog).findByText('The request moves from New to Quotation sent.'),
    ).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Send the quotation' }))

    expect(await notifications().findByText('Quotation Q-12 sent')).toBeInTheDocument()
    expect(posts(api, '/api/admin/quotations/12/send').map((call) => call.body)).toEqual([
      { version: 1 },
    ])
    expect(api.leads[0]?.stage).toBe('quotation_sent')

    // The client's link, which takes the focus, with Copy and WhatsApp.
    const linkSection = screen.getByRole('region', { name: 'The client’s link' })
    await waitFor(() =>
      expect(within(linkSection).getByRole('heading', { name: 'The client’s link' })).toHaveFocus(),
    )
    const link = within(linkSection).getByRole('textbox', { name: 'Link to the quotation' })
    expect(link).toHaveAttribute('readonly')
    expect(link).toHaveValue(api.quotations[0]?.link?.url)
    expect((link as HTMLInputElement).value).toMatch(/^https:\/\/nirman\.example\/q\/\w{43}$/)
    const whatsapp = within(linkSection).getByRole('link', { name: /^Send on WhatsApp/ })
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/)
    expect(whatsapp).toHaveAttribute('target', '_blank')

    // Frozen: no editor; its story and PDF.
    expect(screen.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument()
    expect(screen.getByText(/Revision 1 has been sent: it is kept as it was/)).toBeInTheDocument()
    const story = screen.getByRole('listitem', { name: 'Revision 1' })
    expect(story).toHaveTextContent('Sent')
    expect(story).toHaveTextContent(/e-mailed to anita@example\.com/)
    expect(story).toHaveTextContent('Viewed by the clientNot opened yet')
    const pdf = within(story).getByRole('link', { name: 'Download PDF of revision 1' })
    expect(pdf).toHaveAttribute('href', '/api/admin/quotations/12/revisions/1/pdf')
    expect(pdf).toHaveAttribute('download')
    expect(screen.getByRole('button', { name: 'Start revision 2' })).toBeInTheDocument()
  })

  it('says to send the link by WhatsApp when there is no e-mail address; Cancel sends nothing', async () => {
    const { api, user } = await openQuotation(
      fakeQuotation({ revisions: [quotationRevision({ ...houseWithContact, clientEmail: '' })] }),
    )
    await user.click(sendButton())
    const dialog = await screen.findByRole('dialog', { name: 'Send quotation Q-12 to the client?' })
    expect(dialog).toHaveTextContent(
      'The quotation has no e-mail address, so nothing is e-mailed: send the link by WhatsApp once it is sent.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(sendButton()).toHaveFocus()
    expect(posts(api, '/api/admin/quotations/12/send')).toHaveLength(0)
  })

  it('is off, with the reason, while something stops it or what is typed is not saved', async () => {
    const short = {
      ...houseWithContact,
      schedule: [
        { label: 'Booking', percentBasisPoints: 1000 },
        { label: 'Handover', percentBasisPoints: 8000 },
      ],
    }
    const { user } = await openQuotation(fakeQuotation({ revisions: [quotationRevision(short)] }))
    expect(sendButton()).toBeDisabled()
    expect(sendButton()).toHaveAccessibleDescription(
      'It cannot be sent yet: put right what “Before it can be sent” lists.',
    )
    const problems = screen.getByRole('region', { name: 'Before it can be sent' })
    expect(within(problems).getByText(quotationMessages.scheduleNot100)).toBeInTheDocument()

    const share = screen.getByRole('textbox', { name: 'Share (%) of stage 2' })
    await user.clear(share)
    await user.type(share, '90')
    expect(sendButton()).toBeDisabled()
    expect(sendButton()).toHaveAccessibleDescription(
      'Save the draft before sending: the client gets the draft as saved.',
    )

    await user.click(screen.getByRole('button', { name: 'Save draft' }))
    expect(await notifications().findByText('Draft saved')).toBeInTheDocument()
    expect(sendButton()).toBeEnabled()
  })

  it('puts a refused send’s reasons beside their fields, the first one focused', async () => {
    const { api, user } = await openQuotation()
    refuseNext(api, 'POST', '/api/admin/quotations/12/send', [
      { path: 'content.schedule', message: quotationMessages.scheduleNot100 },
      { path: 'content.validUntil', message: quotationMessages.expired },
    ])
    await user.click(sendButton())
    const dialog = await screen.findByRole('dialog', { name: 'Send quotation Q-12 to the client?' })
    await user.click(within(dialog).getByRole('button', { name: 'Send the quotation' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    const validUntil = screen.getByLabelText(/^Valid until/)
    expect(validUntil).toHaveAttribute('aria-invalid', 'true')
    expect(validUntil).toHaveAccessibleDescription(
      expect.stringContaining(quotationMessages.expired),
    )
    await waitFor(() => expect(validUntil).toHaveFocus())
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(
      expect.arrayContaining([
        quotationMessages.scheduleNot100,
        'Please check the highlighted fields',
      ]),
    )
    expect(api.quotations[0]?.revisions[0]?.status).toBe('draft')
  })

  it('says when someone else changed the quotation first, and sends after a reload', async () => {
    const { api, user } = await openQuotation()
    // Meanwhile a colleague saves new terms.
    colleagueSavesTerms(api)

    await user.click(sendButton())
    const dialog = await screen.findByRole('dialog', { name: 'Send quotation Q-12 to the client?' })
    await user.click(within(dialog).getByRole('button', { name: 'Send the quotation' }))
    expect(await screen.findByText('Changed by someone else')).toBeInTheDocument()
    expect(screen.getByText(quotationMessages.stale)).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Reload the quotation' }))
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Terms' })).toHaveValue('Their terms'),
    )
    expect(screen.queryByText('Changed by someone else')).not.toBeInTheDocument()
    await user.click(sendButton())
    await user.click(await screen.findByRole('button', { name: 'Send the quotation' }))
    expect(await notifications().findByText('Quotation Q-12 sent')).toBeInTheDocument()
    expect(posts(api, '/api/admin/quotations/12/send').at(-1)?.body).toEqual({ version: 2 })
  })
})

describe('a sent quotation', () => {
  it('copies the client’s link, with a toast', async () => {
    const { user } = await openQuotation(sentHouse())
    const linkSection = screen.getByRole('region', { name: 'The client’s link' })
    await user.click(within(linkSection).getByRole('button', { name: 'Copy link' }))
    expect(await notifications().findByText('Link copied')).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe(`https://nirman.example/q/${'A'.repeat(43)}`)
  })

  it('selects the link to copy by hand when the browser refuses the clipboard', async () => {
    const { user } = await openQuotation(sentHouse())
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'))
    await user.click(screen.getByRole('button', { name: 'Copy link' }))
    expect(await notifications().findByText('The link could not be copied')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Link to the quotation' })).toHaveFocus()
  })

  it('has no WhatsApp link without a phone number, and says why', async () => {
    const revision = quotationRevision(
      { ...houseWithContact, clientPhone: '' },
      { status: 'sent', sentAt: '2026-11-21T06:30:00.000Z' },
    )
    await openQuotation(
      sentHouse({
        revisions: [revision],
        link: fakeQuotationLink('B'.repeat(43), revision.content, 'Q-12'),
      }),
    )
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument()
    expect(
      screen.getByText('No WhatsApp link: the quotation has no phone number of 10 digits.'),
    ).toBeInTheDocument()
  })

  it('withdraws the client’s link after asking, and says the next send makes a new one', async () => {
    const { api, user } = await openQuotation(sentHouse())
    await user.click(screen.getByRole('button', { name: 'Withdraw link' }))
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw the client’s link?' })
    expect(dialog).toHaveTextContent('The link stops working at once')
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw the link' }))

    expect(await notifications().findByText('Link withdrawn')).toBeInTheDocument()
    expect(posts(api, '/api/admin/quotations/12/link/withdraw').map((call) => call.body)).toEqual([
      { version: 2 },
    ])
    const linkSection = screen.getByRole('region', { name: 'The client’s link' })
    expect(within(linkSection).queryByRole('textbox')).not.toBeInTheDocument()
    expect(linkSection).toHaveTextContent(
      'The client’s link has been withdrawn: it opens no quotation. Start a new revision and send it to give the client a new link.',
    )
    await waitFor(() =>
      expect(within(linkSection).getByRole('heading', { name: 'The client’s link' })).toHaveFocus(),
    )
  })

  it('starts the next revision, which opens in the editor', async () => {
    const viewed = quotationRevision(houseWithContact, {
      status: 'viewed',
      sentAt: '2026-11-21T06:30:00.000Z',
      viewedAt: '2026-11-21T12:45:00.000Z',
      emailedTo: 'anita@example.com',
    })
    const { api, user, router } = await openQuotation(
      sentHouse({ revisions: [viewed] }),
      '/quotations/12?revision=1',
    )
    expect(screen.getByRole('listitem', { name: 'Revision 1' })).toHaveTextContent(
      'Viewed by the client21 Nov 2026, 6:15 pm',
    )
    const start = screen.getByRole('button', { name: 'Start revision 2' })
    expect(start).toHaveAccessibleDescription(
      'A draft copied from revision 1, to change and send. The client reads revision 1 until the new one is sent.',
    )
    await user.click(start)

    expect(await notifications().findByText('Revision 2 started')).toBeInTheDocument()
    expect(posts(api, '/api/admin/quotations/12/revisions').map((call) => call.body)).toEqual([
      { version: 2 },
    ])
    expect(await screen.findByRole('button', { name: 'Save draft' })).toBeInTheDocument()
    expect(router.state.location.search).toBe('')
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('G+1 house at Danapur')
    expect(screen.queryByRole('button', { name: /^Start revision/ })).not.toBeInTheDocument()
    const revisions = screen.getByRole('navigation', { name: 'Revisions' })
    expect(
      within(revisions)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      expect.stringMatching(/^Revision 1: Viewed by the client/),
      expect.stringMatching(/^Revision 2: Draft/),
    ])
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Quotation Q-12', level: 2 })).toHaveFocus(),
    )
    // The link still stands, and the draft says the client gets it again.
    expect(screen.getByRole('textbox', { name: 'Link to the quotation' })).toBeInTheDocument()
    await user.click(sendButton())
    expect(
      await screen.findByRole('dialog', { name: 'Send quotation Q-12, revision 2?' }),
    ).toHaveTextContent('The client’s link stays the same')
  })

  it('shows each revision’s story: declined with the reason, then the next one sent', async () => {
    const declined = quotationRevision(houseWithContact, {
      status: 'declined',
      sentAt: '2026-11-21T06:30:00.000Z',
      viewedAt: '2026-11-21T07:00:00.000Z',
      decidedAt: '2026-11-22T04:30:00.000Z',
      declineReason: 'Over our budget',
      emailedTo: null,
    })
    const second = quotationRevision(
      { ...houseWithContact, discountPaise: 6_120_000 },
      {
        revision: 2,
        status: 'sent',
        createdAt: '2026-11-22T05:00:00.000Z',
        sentAt: '2026-11-22T05:30:00.000Z',
        emailedTo: 'anita@example.com',
      },
    )
    await openQuotation(sentHouse({ version: 5, revisions: [declined, second] }))
    const first = screen.getByRole('listitem', { name: 'Revision 1' })
    expect(first).toHaveTextContent('Declined22 Nov 2026, 10:00 am')
    expect(first).toHaveTextContent('Reason given“Over our budget”')
    expect(first).toHaveTextContent('Sent21 Nov 2026, 12:00 pm, not e-mailed (no address)')
    const latest = screen.getByRole('listitem', { name: 'Revision 2' })
    expect(latest).toHaveTextContent('Sent22 Nov 2026, 11:00 am, e-mailed to anita@example.com')
    expect(
      within(latest).getByRole('link', { name: 'Download PDF of revision 2' }),
    ).toHaveAttribute('href', '/api/admin/quotations/12/revisions/2/pdf')
    expect(screen.getByRole('button', { name: 'Start revision 3' })).toBeInTheDocument()
  })

  it('shows the client’s acceptance with its record and the certified PDF', async () => {
    const accepted = quotationRevision(houseWithContact, {
      status: 'accepted',
      sentAt: '2026-11-21T06:30:00.000Z',
      viewedAt: '2026-11-21T07:00:00.000Z',
      decidedAt: '2026-11-22T10:00:00.000Z',
      emailedTo: 'anita@example.com',
      pdfSha256: 'ab'.repeat(32),
    })
    await openQuotation(
      sentHouse({
        version: 4,
        revisions: [accepted],
        acceptance: {
          revision: 1,
          name: 'Anita Kumari Sharma',
          at: '2026-11-22T10:00:00.000Z',
          ipAddress: '203.0.113.7',
          userAgent: 'Mozilla/5.0 (Linux; Android 13) Chrome/120 Mobile',
          pdfSha256: 'ab'.repeat(32),
          certifiedPdfSha256: 'cd'.repeat(32),
        },
      }),
    )
    const panel = screen.getByRole('region', {
      name: 'Accepted by Anita Kumari Sharma on 22 Nov 2026, 3:30 pm',
    })
    const terms = within(panel)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`)
    expect(terms).toEqual([
      'Revision accepted: Revision 1',
      'Name typed: Anita Kumari Sharma',
      'Accepted at: 22 Nov 2026, 3:30 pm',
      'Internet address: 203.0.113.7',
      'Browser: Mozilla/5.0 (Linux; Android 13) Chrome/120 Mobile',
      `SHA-256 of the PDF accepted: ${'ab'.repeat(32)}`,
      `SHA-256 of the PDF with its certificate: ${'cd'.repeat(32)}`,
    ])
    expect(
      within(panel).getByRole('link', { name: 'Download the accepted PDF with its certificate' }),
    ).toHaveAttribute('href', '/api/admin/quotations/12/accepted.pdf')
    expect(screen.queryByRole('button', { name: /^Start revision/ })).not.toBeInTheDocument()
    expect(screen.getByText(/Revision 1 has been accepted by the client/)).toBeInTheDocument()
  })
})
