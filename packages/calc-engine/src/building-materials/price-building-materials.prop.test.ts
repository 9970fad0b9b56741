import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  brickTypes,
  calculateBuildingMaterials,
  mortarRatios,
  priceBuildingMaterials,
  wallThicknesses,
} from './index'

const wall = fc.record({
  wallLength: fc.double({ min: 1, max: 500, noNaN: true }),
  wallHeight: fc.double({ min: 1, max: 50, noNaN: true }),
  thickness: fc.constantFrom(...wallThicknesses),
  openingsArea: fc.double({ min: 0, max: 2000, noNaN: true }),
  mortarRatio: fc.constantFrom(...mortarRatios),
  brickType: fc.constantFrom(...brickTypes),
})

// Whole-rupee prices: a whole count times a whole price needs no rounding, so doubling a price
// doubles its part exactly.
const prices = fc.record({
  brick: fc.integer({ min: 1, max: 100 }),
  cementBag: fc.integer({ min: 1, max: 2000 }),
  sandPerCubicFoot: fc.integer({ min: 1, max: 500 }),
})

const priceParts = {
  brick: 'brickCost',
  cementBag: 'cementCost',
  sandPerCubicFoot: 'sandCost',
} as const

describe('priceBuildingMaterials laws', () => {
  it('gives whole rupees of 0 or more whose parts add up to the cost', () => {
    fc.assert(
      fc.property(wall, prices, (input, price) => {
        const cost = priceBuildingMaterials(calculateBuildingMaterials(input), {
          rates: { prices: price },
        })
        for (const value of Object.values(cost)) {
          expect(value).toBeGreaterThanOrEqual(0)
          expect(Number.isInteger(value)).toBe(true)
        }
        expect(cost.materialCost).toBe(cost.brickCost + cost.cementCost + cost.sandCost)
      }),
    )
  })

  it('doubles the cost of a material when its price doubles, and no other', () => {
    fc.assert(
      fc.property(
        wall,
        prices,
        fc.constantFrom(...(Object.keys(priceParts) as (keyof typeof priceParts)[])),
        (input, price, doubled) => {
          const quantities = calculateBuildingMaterials(input)
          const base = priceBuildingMaterials(quantities, { rates: { prices: price } })
          const more = priceBuildingMaterials(quantities, {
            rates: { prices: { ...price, [doubled]: price[doubled] * 2 } },
          })
          for (const [key, part] of Object.entries(priceParts)) {
            expect(more[part]).toBe(key === doubled ? base[part] * 2 : base[part])
          }
        },
      ),
    )
  })

  it('never costs less for a longer wall', () => {
    fc.assert(
      fc.property(wall, fc.double({ min: 0, max: 100, noNaN: true }), (input, extra) => {
        const base = priceBuildingMaterials(calculateBuildingMaterials(input))
        const longer = priceBuildingMaterials(
          calculateBuildingMaterials({ ...input, wallLength: input.wallLength + extra }),
        )
        expect(longer.materialCost).toBeGreaterThanOrEqual(base.materialCost)
      }),
    )
  })

  it('does not change the result it is given', () => {
    fc.assert(
      fc.property(wall, (input) => {
        const quantities = calculateBuildingMaterials(input)
        const copy = structuredClone(quantities)
        priceBuildingMaterials(quantities, { explain: true })
        expect(quantities).toEqual(copy)
      }),
    )
  })
})
