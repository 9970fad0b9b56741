import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { calculateLandGrading, gradingEquipment, soilTypes } from './index'

const elevation = fc.double({ min: -100, max: 100, noNaN: true })

const plot = fc.record(
  {
    length: fc.double({ min: 1, max: 2000, noNaN: true }),
    width: fc.double({ min: 1, max: 2000, noNaN: true }),
    currentElevation: elevation,
    targetElevation: elevation,
    soil: fc.constantFrom(...soilTypes),
    bulking: fc.double({ min: 0, max: 60, noNaN: true }),
    equipment: fc.constantFrom(...gradingEquipment),
    pricePerCubicYard: fc.double({ min: 0, max: 5000, noNaN: true }),
  },
  { requiredKeys: ['length', 'width', 'currentElevation', 'targetElevation'] },
)

describe('calculateLandGrading laws', () => {
  it('never gives a negative quantity, cost or time', () => {
    fc.assert(
      fc.property(plot, (input) => {
        const result = calculateLandGrading(input)
        for (const value of [
          result.cutVolume,
          result.fillVolume,
          result.adjustedVolume,
          result.trucks,
          result.cost,
          result.hours,
        ]) {
          expect(value).toBeGreaterThanOrEqual(0)
        }
      }),
    )
  })

  it('either cuts or fills, never both, and hauls at least what it digs or brings', () => {
    fc.assert(
      fc.property(plot, (input) => {
        const { cutVolume, fillVolume, adjustedVolume } = calculateLandGrading(input)
        expect(cutVolume === 0 || fillVolume === 0).toBe(true)
        expect(adjustedVolume).toBeGreaterThanOrEqual(cutVolume + fillVolume)
      }),
    )
  })

  it('sends enough trucks, and not a whole truck too many', () => {
    fc.assert(
      fc.property(plot, (input) => {
        const { trucks, adjustedVolume } = calculateLandGrading(input)
        expect(Number.isInteger(trucks)).toBe(true)
        // roundUp forgives 1e-9 of a truck of float noise
        expect(trucks * 10).toBeGreaterThanOrEqual(adjustedVolume - 1e-8)
        expect((trucks - 1) * 10).toBeLessThan(adjustedVolume)
      }),
    )
  })

  it('turns cut into fill when the two elevations are swapped', () => {
    fc.assert(
      fc.property(plot, (input) => {
        const result = calculateLandGrading(input)
        const swapped = calculateLandGrading({
          ...input,
          currentElevation: input.targetElevation,
          targetElevation: input.currentElevation,
        })
        expect(swapped.cutVolume).toBe(result.fillVolume)
        expect(swapped.fillVolume).toBe(result.cutVolume)
      }),
    )
  })

  it('costs more, never less, for a longer plot', () => {
    fc.assert(
      fc.property(plot, fc.double({ min: 0, max: 500, noNaN: true }), (input, extra) => {
        const base = calculateLandGrading(input)
        const longer = calculateLandGrading({ ...input, length: input.length + extra })
        expect(longer.cost).toBeGreaterThanOrEqual(base.cost)
        expect(longer.trucks).toBeGreaterThanOrEqual(base.trucks)
      }),
    )
  })

  it('does not change the input it is given', () => {
    fc.assert(
      fc.property(plot, (input) => {
        const copy = structuredClone(input)
        calculateLandGrading(input)
        expect(input).toEqual(copy)
      }),
    )
  })
})

describe('calculateLandGrading laws for a plot given by its area', () => {
  it('gives the figures of length × width when given that area', () => {
    fc.assert(
      fc.property(plot, (input) => {
        const { length, width, ...levels } = input
        const bySides = calculateLandGrading(input)
        expect(calculateLandGrading({ ...levels, area: length * width })).toEqual(bySides)
      }),
    )
  })

  it('moves more earth, never less, on a larger area', () => {
    fc.assert(
      fc.property(plot, fc.double({ min: 0, max: 100_000, noNaN: true }), (input, extra) => {
        const { length, width, ...levels } = input
        const area = length * width
        const base = calculateLandGrading({ ...levels, area })
        const larger = calculateLandGrading({ ...levels, area: area + extra })
        expect(larger.adjustedVolume).toBeGreaterThanOrEqual(base.adjustedVolume)
        expect(larger.trucks).toBeGreaterThanOrEqual(base.trucks)
      }),
    )
  })
})
