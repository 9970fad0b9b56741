import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type QuotationContent, quotationContentSchema } from './quotation'
import { quotationTotals, sharesOf } from './quotation-totals'

const item = fc.record({
  description: fc.constant('Item'),
  // Up to 10,000 units at up to ₹1 lakh: 20 items stay within the ₹1,000 crore of a quotation.
  quantityMilli: fc.integer({ min: 1, max: 10_000_000 }),
  unit: fc.constant('no.'),
  ratePaise: fc.integer({ min: 0, max: 10_000_000 }),
  optional: fc.boolean(),
})

/** Shares in basis points that add up to exactly 100 %: cuts of 0..10000 made into stages. */
const fullSchedule = fc
  .uniqueArray(fc.integer({ min: 1, max: 9999 }), { maxLength: 19 })
  .map((cuts) => {
    const points = [0, ...cuts.sort((a, b) => a - b), 10_000]
    return points.slice(1).map((point, index) => ({
      label: `Stage ${index + 1}`,
      percentBasisPoints: point - (points[index] ?? 0),
    }))
  })

const content: fc.Arbitrary<QuotationContent> = fc
  .record({
    groups: fc.array(
      fc.record({
        title: fc.constant('Group'),
        items: fc.array(item, { minLength: 1, maxLength: 5 }),
      }),
      {
        maxLength: 4,
      },
    ),
    taxLines: fc.array(
      fc.record({
        label: fc.constant('GST'),
        rateBasisPoints: fc.integer({ min: 1, max: 10_000 }),
      }),
      { maxLength: 4 },
    ),
    pricesIncludeTax: fc.boolean(),
    schedule: fullSchedule,
    discountShare: fc.integer({ min: 0, max: 100 }),
  })
  .map(({ discountShare, ...rest }) => {
    const parsed = quotationContentSchema.parse({
      clientName: 'A',
      validUntil: '2026-12-31',
      ...rest,
    })
    // A discount of up to the whole subtotal.
    const subtotal = quotationTotals(parsed).subtotalPaise
    return { ...parsed, discountPaise: Math.floor((subtotal * discountShare) / 100) }
  })

/** |a - exact| <= half a paisa, with exact = numerator / denominator, in whole numbers. */
const withinHalf = (amount: number, numerator: bigint, denominator: bigint) => {
  const gap = 2n * BigInt(amount) * denominator - 2n * numerator
  return (gap < 0n ? -gap : gap) <= denominator
}

describe('laws of the totals', () => {
  it('rounds every item to the nearest paisa and counts only those not optional', () => {
    fc.assert(
      fc.property(content, (quotation) => {
        const totals = quotationTotals(quotation)
        let counted = 0
        quotation.groups.forEach((group, groupIndex) => {
          group.items.forEach((line, index) => {
            const amount = totals.groups[groupIndex]?.itemAmountsPaise[index] ?? Number.NaN
            expect(
              withinHalf(amount, BigInt(line.quantityMilli) * BigInt(line.ratePaise), 1000n),
            ).toBe(true)
            if (!line.optional) counted += amount
          })
        })
        expect(totals.subtotalPaise).toBe(counted)
        expect(totals.taxablePaise).toBe(counted - quotation.discountPaise)
      }),
    )
  })

  it('adds tax on top, or finds it inside, so that the lines and the total agree to the paisa', () => {
    fc.assert(
      fc.property(content, (quotation) => {
        const totals = quotationTotals(quotation)
        const tax = totals.taxes.reduce((sum, line) => sum + line.amountPaise, 0)
        if (quotation.pricesIncludeTax) {
          expect(totals.totalPaise).toBe(totals.taxablePaise)
          // The amount before tax is within half a paisa of total / (1 + rates).
          const rates = quotation.taxLines.reduce((sum, line) => sum + line.rateBasisPoints, 0)
          const beforeTax = totals.totalPaise - tax
          expect(
            withinHalf(beforeTax, BigInt(totals.totalPaise) * 10_000n, 10_000n + BigInt(rates)),
          ).toBe(true)
        } else {
          expect(totals.totalPaise).toBe(totals.taxablePaise + tax)
          totals.taxes.forEach((line) => {
            const exact = BigInt(totals.taxablePaise) * BigInt(line.rateBasisPoints)
            expect(withinHalf(line.amountPaise, exact, 10_000n)).toBe(true)
          })
        }
        expect(totals.taxes.every((line) => line.amountPaise >= 0)).toBe(true)
      }),
    )
  })

  it('splits the total by a 100 % schedule exactly, each stage within a paisa of its share', () => {
    fc.assert(
      fc.property(content, (quotation) => {
        const totals = quotationTotals(quotation)
        const stages = totals.schedule.map((stage) => stage.amountPaise)
        expect(stages.reduce((sum, amount) => sum + amount, 0)).toBe(totals.totalPaise)
        totals.schedule.forEach((stage) => {
          expect(stage.amountPaise).toBeGreaterThanOrEqual(0)
          const exact = BigInt(totals.totalPaise) * BigInt(stage.percentBasisPoints)
          const gap = BigInt(stage.amountPaise) * 10_000n - exact
          expect((gap < 0n ? -gap : gap) <= 10_000n).toBe(true)
        })
      }),
    )
  })

  it('shares any whole by any weights without losing or making a paisa', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000_000 }),
        fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 20 }),
        (whole, weights) => {
          const shares = sharesOf(whole, weights)
          const total = weights.reduce((sum, weight) => sum + weight, 0)
          expect(shares.reduce((sum, share) => sum + share, 0)).toBe(total === 0 ? 0 : whole)
          expect(shares.every((share) => share >= 0)).toBe(true)
        },
      ),
    )
  })
})
