import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { calculateRccSlabRoof, rccSlabGrades } from './index'

const slab = fc.record({
  length: fc.double({ min: 1, max: 500, noNaN: true }),
  width: fc.double({ min: 1, max: 500, noNaN: true }),
  thickness: fc.double({ min: 3, max: 18, noNaN: true }),
  grade: fc.constantFrom(...rccSlabGrades),
})

describe('calculateRccSlabRoof laws', () => {
  it('never gives a negative quantity or cost, and its total adds up', () => {
    fc.assert(
      fc.property(slab, (input) => {
        const result = calculateRccSlabRoof(input)
        expect(result.concreteCubicMetres).toBeGreaterThan(0)
        expect(result.cementBags).toBeGreaterThanOrEqual(1)
        expect(Number.isInteger(result.cementBags)).toBe(true)
        // whole bags hold at least the cement, less than one bag more
        expect(result.cementBags * 50).toBeGreaterThanOrEqual(result.cementKg - 1e-6)
        expect((result.cementBags - 1) * 50).toBeLessThan(result.cementKg)
        expect(result.steelKg).toBeGreaterThan(0)
        expect(result.totalCost).toBe(result.concreteCost + result.steelCost + result.labourCost)
      }),
    )
  })

  it('costs more, never less, for a larger or thicker slab', () => {
    fc.assert(
      fc.property(slab, fc.double({ min: 0, max: 100, noNaN: true }), (input, extra) => {
        const base = calculateRccSlabRoof(input)
        const longer = calculateRccSlabRoof({ ...input, length: input.length + extra })
        const thicker = calculateRccSlabRoof({ ...input, thickness: 18 })
        expect(longer.totalCost).toBeGreaterThanOrEqual(base.totalCost)
        expect(thicker.concreteCubicMetres).toBeGreaterThanOrEqual(base.concreteCubicMetres)
      }),
    )
  })

  it('does not change the input it is given', () => {
    fc.assert(
      fc.property(slab, (input) => {
        const copy = structuredClone(input)
        calculateRccSlabRoof(input)
        expect(input).toEqual(copy)
      }),
    )
  })
})
