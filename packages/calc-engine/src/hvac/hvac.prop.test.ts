import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  calculateHvac,
  hvacApplianceLevels,
  hvacBuildingTypes,
  hvacClimates,
  hvacInsulationLevels,
  hvacWindowLevels,
} from './index'

const building = fc.record({
  floorArea: fc.double({ min: 100, max: 50_000, noNaN: true }),
  ceilingHeight: fc.double({ min: 7, max: 20, noNaN: true }),
  occupants: fc.integer({ min: 1, max: 500 }),
  buildingType: fc.constantFrom(...hvacBuildingTypes),
  climate: fc.constantFrom(...hvacClimates),
  insulation: fc.constantFrom(...hvacInsulationLevels),
  windows: fc.constantFrom(...hvacWindowLevels),
  appliances: fc.constantFrom(...hvacApplianceLevels),
})

describe('calculateHvac laws', () => {
  it('never gives a negative quantity or cost', () => {
    fc.assert(
      fc.property(building, (input) => {
        const result = calculateHvac(input)
        for (const value of [
          result.btu,
          result.tons,
          result.vents,
          result.monthlyKwh,
          result.monthlyCost,
          result.equipmentCost,
          result.installationCost,
          result.ductworkCost,
        ]) {
          expect(value).toBeGreaterThan(0)
        }
      }),
    )
  })

  it('states the load in tons of 12000 BTU and adds up the installed cost', () => {
    fc.assert(
      fc.property(building, (input) => {
        const result = calculateHvac(input)
        expect(result.tons).toBe(result.btu / 12_000)
        expect(result.totalCost).toBe(
          result.equipmentCost + result.installationCost + result.ductworkCost,
        )
      }),
    )
  })

  it('gives a return duct at least as large as the supply duct', () => {
    fc.assert(
      fc.property(building, (input) => {
        const { supplyDuctSqIn, returnDuctSqIn } = calculateHvac(input)
        expect(Number.isInteger(supplyDuctSqIn)).toBe(true)
        expect(Number.isInteger(returnDuctSqIn)).toBe(true)
        expect(returnDuctSqIn).toBeGreaterThanOrEqual(supplyDuctSqIn)
      }),
    )
  })

  it('needs more cooling, never less, for more floor or more people', () => {
    fc.assert(
      fc.property(
        building,
        fc.double({ min: 0, max: 5000, noNaN: true }),
        fc.integer({ min: 0, max: 50 }),
        (input, extraArea, extraPeople) => {
          const base = calculateHvac(input)
          const bigger = calculateHvac({ ...input, floorArea: input.floorArea + extraArea })
          expect(bigger.btu).toBeGreaterThanOrEqual(base.btu)
          expect(bigger.totalCost).toBeGreaterThanOrEqual(base.totalCost)
          const fuller = calculateHvac({ ...input, occupants: input.occupants + extraPeople })
          expect(fuller.btu).toBeGreaterThanOrEqual(base.btu)
        },
      ),
    )
  })

  it('does not change the input it is given', () => {
    fc.assert(
      fc.property(building, (input) => {
        const copy = structuredClone(input)
        calculateHvac(input)
        expect(input).toEqual(copy)
      }),
    )
  })
})
