import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { calculateConcrete, concreteGrades, priceConcreteSiteMix } from './index'

const size = fc.double({ min: 0.1, max: 200, noNaN: true })
const pour = fc.record({
  shape: fc.constant('rectangular' as const),
  length: size,
  width: size,
  height: size,
  wastage: fc.double({ min: 0, max: 25, noNaN: true }),
  grade: fc.constantFrom(...concreteGrades),
})

const prices = fc.record({
  cementBag: fc.integer({ min: 1, max: 2000 }),
  sandPerCubicMetre: fc.integer({ min: 1, max: 20_000 }),
  aggregatePerCubicMetre: fc.integer({ min: 1, max: 20_000 }),
})

const priceParts = {
  cementBag: 'cementCost',
  sandPerCubicMetre: 'sandCost',
  aggregatePerCubicMetre: 'aggregateCost',
} as const

describe('priceConcreteSiteMix laws', () => {
  it('gives whole rupees of 0 or more whose parts add up to the cost', () => {
    fc.assert(
      fc.property(pour, prices, (input, price) => {
        const cost = priceConcreteSiteMix(calculateConcrete(input), { rates: { prices: price } })
        for (const value of Object.values(cost)) {
          expect(value).toBeGreaterThanOrEqual(0)
          expect(Number.isInteger(value)).toBe(true)
        }
        expect(cost.siteMixCost).toBe(cost.cementCost + cost.sandCost + cost.aggregateCost)
      }),
    )
  })

  it('doubles the cost of a material when its price doubles, and no other', () => {
    fc.assert(
      fc.property(
        pour,
        prices,
        fc.constantFrom(...(Object.keys(priceParts) as (keyof typeof priceParts)[])),
        (input, price, doubled) => {
          const result = calculateConcrete(input)
          const base = priceConcreteSiteMix(result, { rates: { prices: price } })
          const more = priceConcreteSiteMix(result, {
            rates: { prices: { ...price, [doubled]: price[doubled] * 2 } },
          })
          for (const [key, part] of Object.entries(priceParts)) {
            if (key !== doubled) expect(more[part]).toBe(base[part])
            // Whole bags at a whole price double exactly; m³ of sand or aggregate are rounded to
            // the rupee after the price is applied, so twice the rounded part is within a rupee:
            // |round(2x) - 2 round(x)| <= 1.
            else if (part === 'cementCost') expect(more[part]).toBe(base[part] * 2)
            else expect(Math.abs(more[part] - base[part] * 2)).toBeLessThanOrEqual(1)
          }
        },
      ),
    )
  })

  it('never costs less for a deeper pour of the same grade', () => {
    fc.assert(
      fc.property(pour, fc.double({ min: 0, max: 50, noNaN: true }), (input, extra) => {
        const base = priceConcreteSiteMix(calculateConcrete(input))
        const deeper = priceConcreteSiteMix(
          calculateConcrete({ ...input, height: input.height + extra }),
        )
        expect(deeper.siteMixCost).toBeGreaterThanOrEqual(base.siteMixCost)
      }),
    )
  })

  it('does not change the result it is given', () => {
    fc.assert(
      fc.property(pour, (input) => {
        const result = calculateConcrete(input)
        const copy = structuredClone(result)
        priceConcreteSiteMix(result, { explain: true })
        expect(result).toEqual(copy)
      }),
    )
  })
})
