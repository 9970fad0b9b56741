import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  formatLandArea,
  fromSquareFeet,
  type LandUnit,
  landUnitSizes,
  landUnits,
  parseLandArea,
  toSquareFeet,
} from './index'

const unit = fc.constantFrom<LandUnit>(...landUnits)
const area = fc.double({ min: 0, max: 1e7, noNaN: true })
const katha = fc.double({ min: 500, max: 2000, noNaN: true })
// Floating-point tolerance: a part in 10^12 of the figure, and no less than 10^-12 (a subnormal
// figure such as 5e-324 cannot be multiplied and divided exactly).
const tolerance = (value: number) => Math.max(value * 1e-12, 1e-12)

describe('land unit laws', () => {
  it('converting into square feet and back gives the figure again', () => {
    fc.assert(
      fc.property(area, unit, (value, from) => {
        const back = fromSquareFeet(toSquareFeet(value, from), from)
        expect(Math.abs(back - value)).toBeLessThanOrEqual(tolerance(value))
      }),
    )
  })

  it('does so for any district katha, and through any other unit', () => {
    fc.assert(
      fc.property(area, unit, unit, katha, (value, from, via, kathaSqFt) => {
        const sizes = landUnitSizes({ kathaSqFt })
        const inOther = fromSquareFeet(toSquareFeet(value, from, sizes), via, sizes)
        const back = fromSquareFeet(toSquareFeet(inOther, via, sizes), from, sizes)
        expect(Math.abs(back - value)).toBeLessThanOrEqual(tolerance(value))
      }),
    )
  })

  it('never gives a negative area, nor a smaller area for a larger figure', () => {
    fc.assert(
      fc.property(area, area, unit, (a, b, of) => {
        expect(toSquareFeet(a, of)).toBeGreaterThanOrEqual(0)
        if (a < b) expect(toSquareFeet(a, of)).toBeLessThanOrEqual(toSquareFeet(b, of))
      }),
    )
  })

  it('reads back what formatLandArea writes, in English and in Hindi', () => {
    // figures of up to two decimals, at most 1,000 of a unit (1,000 bigha is within 1,000 acres)
    const figure = fc.integer({ min: 0, max: 100_000 }).map((hundredths) => hundredths / 100)
    fc.assert(
      fc.property(
        figure,
        unit,
        fc.constantFrom('en' as const, 'hi' as const),
        (value, of, language) => {
          const area = parseLandArea(formatLandArea(value, of, { language }))
          expect(area.ok).toBe(true)
          if (!area.ok) return
          expect(area.parts).toEqual([{ value, unit: of }])
          expect(area.squareFeet).toBeCloseTo(toSquareFeet(value, of), 6)
        },
      ),
    )
  })
})
