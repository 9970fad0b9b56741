import { quotationContentSchema, quotationTotals } from '@nirman/contract'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { QuotationTotalsPanel } from './quotation-totals-panel'

/** The panel's figures as name → amount, in the order shown. */
function figures(): [string, string][] {
  const panel = screen.getByRole('region', { name: 'Totals' })
  return within(panel)
    .getAllByRole('term')
    .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? ''])
}

/**
 * 1,200 sq ft at ₹1,950 (the rate card's ₹1,500 for a house, x 1.3 for a premium finish), CGST
 * and SGST at 9 %, paid 10 % at booking and 90 % at handover.
 */
const house = (changes: object = {}) =>
  quotationContentSchema.parse({
    clientName: 'Anita Sharma',
    validUntil: '2026-12-31',
    groups: [
      {
        title: 'Construction',
        items: [
          {
            description: 'House, all work',
            quantityMilli: 1_200_000,
            unit: 'sq ft',
            ratePaise: 195_000,
          },
        ],
      },
    ],
    taxLines: [
      { label: 'CGST', rateBasisPoints: 900 },
      { label: 'SGST', rateBasisPoints: 900 },
    ],
    schedule: [
      { label: 'Booking', percentBasisPoints: 1000 },
      { label: 'Handover', percentBasisPoints: 9000 },
    ],
    ...changes,
  })

function renderPanel(content: ReturnType<typeof house>) {
  render(
    <QuotationTotalsPanel
      totals={quotationTotals(content)}
      language={content.language}
      pricesIncludeTax={content.pricesIncludeTax}
    />,
  )
}

describe('the totals panel', () => {
  it('shows the hand-worked figures of a house with GST, and the total in words', () => {
    renderPanel(house())
    // 1,200 x ₹1,950 = ₹23,40,000; 9 % of it = ₹2,10,600 for each of CGST and SGST;
    // ₹23,40,000 + ₹2,10,600 x 2 = ₹27,61,200. Booking 10 % = ₹2,76,120; handover the rest,
    // ₹27,61,200 - ₹2,76,120 = ₹24,85,080.
    expect(figures()).toEqual([
      ['Items', '₹23,40,000'],
      ['Taxable amount', '₹23,40,000'],
      ['CGST 9 %', '₹2,10,600'],
      ['SGST 9 %', '₹2,10,600'],
      ['Total', '₹27,61,200'],
      ['Booking (10 %)', '₹2,76,120'],
      ['Handover (90 %)', '₹24,85,080'],
    ])
    expect(
      screen.getByText('Rupees Twenty-Seven Lakh Sixty-One Thousand Two Hundred only'),
    ).toBeInTheDocument()
  })

  it('shows optional items beside the total and the discount taken before the taxes', () => {
    renderPanel(
      house({
        groups: [
          {
            title: 'Construction',
            items: [
              { description: 'House', quantityMilli: 1_200_000, unit: 'sq ft', ratePaise: 195_000 },
              // 40 bags at ₹450 = ₹18,000, not counted.
              {
                description: 'Waterproofing',
                quantityMilli: 40_000,
                unit: 'bag',
                ratePaise: 45_000,
                optional: true,
              },
            ],
          },
        ],
        // ₹40,000 off: ₹23,00,000 taxable; 9 % = ₹2,07,000 twice; ₹27,14,000 in all.
        discountPaise: 4_000_000,
        schedule: [],
      }),
    )
    expect(figures()).toEqual([
      ['Items', '₹23,40,000'],
      ['Optional items (not in the total)', '₹18,000'],
      ['Discount', '-₹40,000'],
      ['Taxable amount', '₹23,00,000'],
      ['CGST 9 %', '₹2,07,000'],
      ['SGST 9 %', '₹2,07,000'],
      ['Total', '₹27,14,000'],
    ])
    expect(screen.getByText('Rupees Twenty-Seven Lakh Fourteen Thousand only')).toBeInTheDocument()
  })

  it('says how much of the total is tax when the prices include it, in Hindi for a Hindi quotation', () => {
    renderPanel(house({ pricesIncludeTax: true, language: 'hi', schedule: [] }))
    // ₹23,40,000 includes 18 %: before tax 23,40,000 / 1.18 = ₹19,83,050.85 (half up);
    // the tax ₹3,56,949.15 shared by the rates 9 : 9 with the cumulative rule: half of it is
    // ₹1,78,474.575, ₹1,78,474.58 half up, and the rest ₹1,78,474.57.
    expect(figures()).toEqual([
      ['Items', '₹23,40,000'],
      ['Taxable amount', '₹23,40,000'],
      ['CGST 9 % (included)', '₹1,78,474.58'],
      ['SGST 9 % (included)', '₹1,78,474.57'],
      ['Total', '₹23,40,000'],
    ])
    const words = screen.getByText('रुपये तेईस लाख चालीस हज़ार मात्र')
    expect(words).toHaveAttribute('lang', 'hi')
  })

  it('gives no words for a total below nothing (a discount beyond the items, while typing)', () => {
    renderPanel(house({ discountPaise: 300_000_000, taxLines: [], schedule: [] }))
    // ₹23,40,000 - ₹30,00,000 = -₹6,60,000.
    expect(figures()).toContainEqual(['Total', '-₹6,60,000'])
    expect(screen.queryByText(/^Rupees/)).not.toBeInTheDocument()
  })
})
