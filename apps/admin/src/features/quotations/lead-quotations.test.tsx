import { quotationMessages } from '@nirman/contract'
import { dismissToast } from '@nirman/ui'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openDashboard } from '../../test/dashboard'
import { lead } from '../../test/fake-api'
import { fakeQuotation, quotationRevision } from '../../test/fake-quotations'

afterEach(() => {
  vi.unstubAllGlobals()
  dismissToast()
})

/** The cost estimator's link as the website puts it in a request's message. */
const estimate =
  'Estimate from the Cost Estimator:\nEstimated cost: ₹23,40,000\n\nMy inputs: https://nirman.example/resources/cost-estimator?area=1200&propertyType=residential&location=patna&finish=premium'

/** A request's details opened from its link, and their Quotations section. */
async function openQuotations(message: string, quotations = [fakeQuotation({ leadId: 1 })]) {
  const opened = await openDashboard(
    [lead({ id: 1, name: 'Anita Sharma', message })],
    { quotations },
    '/dashboard?request=1',
  )
  const dialog = await screen.findByRole('dialog', { name: 'Anita Sharma' })
  const section = within(dialog).getByRole('region', { name: 'Quotations' })
  return { ...opened, user: userEvent.setup(), section: within(section) }
}

describe('a request’s quotations', () => {
  it('lists each with its revision, status and total, a link to its page', async () => {
    const sent = quotationRevision(
      {
        groups: [
          {
            title: 'Construction',
            items: [
              {
                description: 'House',
                quantityMilli: 1_200_000,
                unit: 'sq ft',
                ratePaise: 195_000,
                optional: false,
              },
            ],
          },
        ],
      },
      { revision: 2, status: 'sent' },
    )
    const { section } = await openQuotations('', [fakeQuotation({ id: 7, revisions: [sent] })])
    const list = await section.findByRole('list', { name: 'Quotations of this request' })
    const [entry] = within(list).getAllByRole('listitem')
    expect(entry).toHaveTextContent('Q-7')
    expect(entry).toHaveTextContent('Revision 2')
    expect(entry).toHaveTextContent('Sent')
    // 1,200 x ₹1,950, no tax.
    expect(entry).toHaveTextContent('Total ₹23,40,000')
    expect(within(list).getByRole('link', { name: 'Q-7' })).toHaveAttribute('href', '/quotations/7')
  })

  it('reads each status plainly: viewed by the client, accepted', async () => {
    const viewed = quotationRevision({}, { status: 'viewed', sentAt: '2026-11-21T06:30:00.000Z' })
    const accepted = quotationRevision(
      {},
      { status: 'accepted', sentAt: '2026-11-21T06:30:00.000Z' },
    )
    const { section } = await openQuotations('', [
      fakeQuotation({ id: 7, revisions: [viewed] }),
      fakeQuotation({ id: 8, revisions: [accepted] }),
    ])
    const list = await section.findByRole('list', { name: 'Quotations of this request' })
    const entries = within(list).getAllByRole('listitem')
    // Newest first, each "Q-8 Revision 1 Accepted Total ₹0".
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Q-8Revision 1AcceptedTotal ₹0',
      'Q-7Revision 1Viewed by the clientTotal ₹0',
    ])
  })

  it('says when there is none yet', async () => {
    const { section } = await openQuotations('', [])
    expect(await section.findByText('No quotation yet.')).toBeInTheDocument()
  })

  it('says so when the request has no estimate to start from', async () => {
    const { section, user, api } = await openQuotations('Please call me in the evening.')
    await user.click(section.getByRole('radio', { name: 'From the attached estimate' }))
    await user.click(section.getByRole('button', { name: 'Start the quotation' }))
    expect(await section.findByRole('alert')).toHaveTextContent(quotationMessages.noEstimate)
    expect(api.quotations).toHaveLength(1)
  })

  it('starts from the attached estimate and opens the new quotation', async () => {
    const { section, user, router } = await openQuotations(estimate)
    await user.click(section.getByRole('radio', { name: 'From the attached estimate' }))
    await user.click(section.getByRole('button', { name: 'Start the quotation' }))
    expect(
      await screen.findByRole('heading', { name: 'Quotation Q-13', level: 2 }),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/quotations/13')
    expect(screen.getByRole('textbox', { name: 'Client name' })).toHaveValue('Anita Sharma')
    expect(screen.getByRole('textbox', { name: 'Quantity of item 1 in Construction' })).toHaveValue(
      '1,200',
    )
  })

  it('starts from the rate card, its area refused beside the field until it can be', async () => {
    const { section, user, api } = await openQuotations('')
    await user.click(section.getByRole('radio', { name: 'From the rate card' }))
    const area = section.getByRole('textbox', { name: 'Built-up area (sq ft)' })
    await user.type(area, '50')
    await user.click(section.getByRole('button', { name: 'Start the quotation' }))
    await waitFor(() =>
      expect(area).toHaveAccessibleDescription(
        expect.stringContaining(quotationMessages.builtUpArea),
      ),
    )
    expect(area).toHaveFocus()
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0)

    await user.clear(area)
    await user.type(area, '1,500')
    await user.selectOptions(section.getByRole('combobox', { name: 'Finish' }), 'Luxury')
    await user.click(section.getByRole('button', { name: 'Start the quotation' }))
    expect(
      await screen.findByRole('heading', { name: 'Quotation Q-13', level: 2 }),
    ).toBeInTheDocument()
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      from: 'rate_card',
      builtUpSqFt: 1500,
      propertyType: 'residential',
      finish: 'luxury',
    })
  })
})
