import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type ConcreteInput,
  calculateConcrete,
  concreteShapeDimensions,
  concreteStrengths,
  defaultConcreteRates,
} from './index'

const size = fc.double({ min: 0.1, max: 200, noNaN: true })
const wastage = fc.double({ min: 0, max: 25, noNaN: true })
const strength = fc.constantFrom(...concreteStrengths)

const pour: fc.Arbitrary<ConcreteInput> = fc.oneof(
  fc.record({
    shape: fc.constant('rectangular' as const),
    length: size,
    width: size,
    height: size,
    wastage,
    strength,
  }),
  fc.record({
    shape: fc.constant('slab' as const),
    length: size,
    width: size,
    thickness: fc.double({ min: 0.1, max: 36, noNaN: true }),
    wastage,
    strength,
  }),
  fc.record({
    shape: fc.constant('cylindrical' as const),
    diameter: size,
    height: size,
    wastage,
    strength,
  }),
  fc.record({
    shape: fc.constant('circular' as const),
    radius: size,
    height: size,
    wastage,
    strength,
  }),
)

/** The same pour with every dimension of its shape made `extra` larger. */
function grown(input: ConcreteInput, extra: number): ConcreteInput {
  const patch = Object.fromEntries(
    concreteShapeDimensions[input.shape].map((field) => [field, (input[field] ?? 0) + extra]),
  )
  return { ...input, ...patch }
}

describe('calculateConcrete laws', () => {
  it('never gives a negative quantity or cost, and orders at least the volume poured', () => {
    fc.assert(
      fc.property(pour, (input) => {
        const result = calculateConcrete(input)
        for (const value of Object.values(result)) expect(value).toBeGreaterThanOrEqual(0)
        expect(result.volumeWithWastage).toBeGreaterThanOrEqual(result.volume)
      }),
    )
  })

  it('splits the volume with wastage exactly into cement, sand and aggregate', () => {
    fc.assert(
      fc.property(pour, (input) => {
        const result = calculateConcrete(input)
        const mixed = result.cementCubicYards + result.sandCubicYards + result.aggregateCubicYards
        expect(Math.abs(mixed - result.volumeWithWastage)).toBeLessThanOrEqual(
          result.volumeWithWastage * 1e-12,
        )
      }),
    )
  })

  it('sends enough trucks and bags for the concrete', () => {
    fc.assert(
      fc.property(pour, (input) => {
        const result = calculateConcrete(input)
        const { truckCapacityCubicYards, bagVolumeCubicFeet } = defaultConcreteRates
        expect(result.trucks * truckCapacityCubicYards).toBeGreaterThanOrEqual(
          result.volumeWithWastage - 1e-9 * truckCapacityCubicYards,
        )
        expect(result.cementBags * bagVolumeCubicFeet).toBeGreaterThanOrEqual(
          result.cementCubicYards * 27 - 1e-9 * bagVolumeCubicFeet,
        )
      }),
    )
  })

  it('costs more, never less, for a larger pour or more wastage', () => {
    fc.assert(
      fc.property(pour, fc.double({ min: 0, max: 50, noNaN: true }), (input, extra) => {
        const base = calculateConcrete(input)
        expect(calculateConcrete(grown(input, extra)).cost).toBeGreaterThanOrEqual(base.cost)
        const moreWaste = Math.min(25, (input.wastage ?? 10) + extra)
        expect(calculateConcrete({ ...input, wastage: moreWaste }).cost).toBeGreaterThanOrEqual(
          base.cost,
        )
      }),
    )
  })

  it('does not change the input it is given', () => {
    fc.assert(
      fc.property(pour, (input) => {
        const copy = structuredClone(input)
        calculateConcrete(input)
        expect(input).toEqual(copy)
      }),
    )
  })
})
