import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { calculateConcrete, concreteGrades } from './index'

const size = fc.double({ min: 0.1, max: 200, noNaN: true })
const pour = fc.record({
  shape: fc.constant('rectangular' as const),
  length: size,
  width: size,
  height: size,
  wastage: fc.double({ min: 0, max: 25, noNaN: true }),
  grade: fc.constantFrom(...concreteGrades),
})

describe('concrete in Indian practice: laws', () => {
  it('gives the cubic metres of the cubic yards, and bags that hold the cement', () => {
    fc.assert(
      fc.property(pour, (input) => {
        const result = calculateConcrete(input)
        expect(result.volumeCubicMetres).toBeCloseTo(result.volumeWithWastage * 0.764555, 9)
        // the dry materials are 1.54 times the wet volume, and add up to it
        const dry = result.cementKg / 1440 + result.sandCubicMetres + result.aggregateCubicMetres
        expect(dry).toBeCloseTo(result.dryVolumeCubicMetres, 9)
        expect(result.dryVolumeCubicMetres).toBeCloseTo(result.volumeCubicMetres * 1.54, 9)
        expect(result.cementBags50Kg * 50).toBeGreaterThanOrEqual(result.cementKg - 1e-6)
        expect((result.cementBags50Kg - 1) * 50).toBeLessThan(result.cementKg)
        expect(result.waterLitres).toBeGreaterThan(0)
      }),
    )
  })

  it('needs more cement for a richer grade of the same pour', () => {
    fc.assert(
      fc.property(pour, (input) => {
        const m15 = calculateConcrete({ ...input, grade: 'M15' })
        const m20 = calculateConcrete({ ...input, grade: 'M20' })
        const m25 = calculateConcrete({ ...input, grade: 'M25' })
        expect(m20.cementKg).toBeGreaterThan(m15.cementKg)
        expect(m25.cementKg).toBeGreaterThan(m20.cementKg)
      }),
    )
  })
})
