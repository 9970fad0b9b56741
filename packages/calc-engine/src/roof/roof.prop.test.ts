import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { calculateRoof, defaultRoofRates, pitchOptionsFor, roofMaterials, roofTypes } from './index'

const roof = fc
  .record({
    length: fc.double({ min: 1, max: 500, noNaN: true }),
    width: fc.double({ min: 1, max: 500, noNaN: true }),
    roofType: fc.constantFrom(...roofTypes),
    material: fc.constantFrom(...roofMaterials),
    wastage: fc.double({ min: 0, max: 30, noNaN: true }),
    pricePerUnit: fc.double({ min: 0, max: 10_000, noNaN: true }),
  })
  .chain((input) =>
    fc.constantFrom(...pitchOptionsFor(input.roofType)).map((pitch) => ({ ...input, pitch })),
  )

describe('calculateRoof laws', () => {
  it('never gives a negative quantity or cost', () => {
    fc.assert(
      fc.property(roof, (input) => {
        const result = calculateRoof(input)
        expect(result.slopeFactor).toBeGreaterThanOrEqual(1)
        expect(result.roofArea).toBeGreaterThan(0)
        expect(result.units).toBeGreaterThanOrEqual(1)
        expect(Number.isInteger(result.units)).toBe(true)
        expect(result.materialCost).toBeGreaterThanOrEqual(0)
        expect(result.laborCost).toBeGreaterThan(0)
        expect(result.totalCost).toBe(result.materialCost + result.laborCost)
      }),
    )
  })

  it('never covers less than the plan, and wastage only adds area', () => {
    fc.assert(
      fc.property(roof, (input) => {
        const result = calculateRoof(input)
        expect(result.roofArea).toBeGreaterThanOrEqual(input.length * input.width * (1 - 1e-12))
        expect(result.areaWithWastage).toBeGreaterThanOrEqual(result.roofArea)
      }),
    )
  })

  it('buys units covering the area with wastage, less than one unit more', () => {
    fc.assert(
      fc.property(roof, (input) => {
        const { units, areaWithWastage } = calculateRoof(input)
        const coverage = defaultRoofRates.coveragePerUnit[input.material]
        // roundUp forgives 1e-9 of a unit of float noise
        expect(units * coverage).toBeGreaterThanOrEqual(areaWithWastage - 1e-9 * coverage)
        expect((units - 1) * coverage).toBeLessThan(areaWithWastage)
      }),
    )
  })

  it('costs more, never less, for a longer roof or a steeper gable', () => {
    fc.assert(
      fc.property(roof, fc.double({ min: 0, max: 100, noNaN: true }), (input, extra) => {
        const base = calculateRoof(input)
        const longer = calculateRoof({ ...input, length: input.length + extra })
        expect(longer.totalCost).toBeGreaterThanOrEqual(base.totalCost)
        expect(longer.roofArea).toBeGreaterThanOrEqual(base.roofArea)
        if (input.roofType === 'gable' && input.pitch < 12) {
          const steeper = calculateRoof({ ...input, pitch: 12 })
          expect(steeper.roofArea).toBeGreaterThanOrEqual(base.roofArea)
        }
      }),
    )
  })

  it('does not change the input it is given', () => {
    fc.assert(
      fc.property(roof, (input) => {
        const copy = structuredClone(input)
        calculateRoof(input)
        expect(input).toEqual(copy)
      }),
    )
  })
})
