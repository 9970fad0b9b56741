import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { brickTypes, calculateBuildingMaterials, mortarRatios, wallThicknesses } from './index'

const wall = fc.record({
  wallLength: fc.double({ min: 1, max: 500, noNaN: true }),
  wallHeight: fc.double({ min: 1, max: 50, noNaN: true }),
  thickness: fc.constantFrom(...wallThicknesses),
  openingsArea: fc.double({ min: 0, max: 2000, noNaN: true }),
  mortarRatio: fc.constantFrom(...mortarRatios),
  brickType: fc.constantFrom(...brickTypes),
})

describe('calculateBuildingMaterials laws', () => {
  it('never gives a negative quantity, and buys enough cement', () => {
    fc.assert(
      fc.property(wall, (input) => {
        const result = calculateBuildingMaterials(input)
        for (const value of Object.values(result)) expect(value).toBeGreaterThanOrEqual(0)
        const cementVolume = result.mortarVolume / (1 + input.mortarRatio)
        expect(result.cementBags * 1.25).toBeGreaterThanOrEqual(cementVolume - 1e-9 * 1.25)
        expect(result.cementKg).toBe(result.cementBags * 50)
      }),
    )
  })

  it('needs more bricks, never fewer, for a longer wall', () => {
    fc.assert(
      fc.property(wall, fc.double({ min: 0, max: 100, noNaN: true }), (input, extra) => {
        const base = calculateBuildingMaterials(input)
        const longer = calculateBuildingMaterials({
          ...input,
          wallLength: input.wallLength + extra,
        })
        expect(longer.bricks).toBeGreaterThanOrEqual(base.bricks)
        expect(longer.cementBags).toBeGreaterThanOrEqual(base.cementBags)
        expect(longer.sandCubicFeet).toBeGreaterThanOrEqual(base.sandCubicFeet)
      }),
    )
  })

  it('needs nothing at all when the openings are larger than the wall', () => {
    fc.assert(
      fc.property(wall, fc.double({ min: 0, max: 100, noNaN: true }), (input, extra) => {
        const openingsArea = input.wallLength * input.wallHeight + extra
        const result = calculateBuildingMaterials({ ...input, openingsArea })
        for (const value of Object.values(result)) expect(value).toBe(0)
      }),
    )
  })

  it('needs more modular bricks than standard ones for the same wall', () => {
    fc.assert(
      fc.property(wall, (input) => {
        const standard = calculateBuildingMaterials({ ...input, brickType: 'standard' })
        const modular = calculateBuildingMaterials({ ...input, brickType: 'modular' })
        expect(modular.bricks).toBeGreaterThanOrEqual(standard.bricks)
        // A modular brick is about half the volume of a standard one, so once a wall takes three
        // standard bricks the rounding can no longer hide the difference.
        if (standard.bricks >= 3) expect(modular.bricks).toBeGreaterThan(standard.bricks)
      }),
    )
  })

  it('does not change the input it is given', () => {
    fc.assert(
      fc.property(wall, (input) => {
        const copy = structuredClone(input)
        calculateBuildingMaterials(input)
        expect(input).toEqual(copy)
      }),
    )
  })
})
