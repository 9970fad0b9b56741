import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  calculatePlumbing,
  plumbingBuildingTypes,
  plumbingHeaterTypes,
  plumbingPipeTypes,
} from './index'

const building = fc.record(
  {
    buildingType: fc.constantFrom(...plumbingBuildingTypes),
    floors: fc.integer({ min: 1, max: 20 }),
    bathrooms: fc.integer({ min: 0, max: 30 }),
    kitchens: fc.integer({ min: 0, max: 10 }),
    fixtures: fc.integer({ min: 0, max: 200 }),
    pipeType: fc.constantFrom(...plumbingPipeTypes),
    heater: fc.constantFrom(...plumbingHeaterTypes),
    storageLitres: fc.double({ min: 0, max: 100_000, noNaN: true }),
  },
  { requiredKeys: ['floors'] },
)

const sum = (rows: readonly { readonly cost: number }[]) =>
  rows.reduce((total, row) => total + row.cost, 0)

describe('calculatePlumbing laws', () => {
  it('never gives a negative quantity or cost, nor an empty row', () => {
    fc.assert(
      fc.property(building, (input) => {
        const result = calculatePlumbing(input)
        for (const pipe of [...result.supplyPipes, ...result.drainPipes]) {
          expect(pipe.runs).toBeGreaterThan(0)
          expect(pipe.lengthFeet).toBeGreaterThan(0)
          expect(pipe.cost).toBeGreaterThan(0)
        }
        for (const fixture of result.fixtures) expect(fixture.quantity).toBeGreaterThan(0)
        expect(result.storageLitres).toBeGreaterThanOrEqual(0)
        expect(result.storageCost).toBeGreaterThanOrEqual(0)
        expect(result.heaterLitres).toBeGreaterThanOrEqual(0)
        expect(result.laborCost).toBeGreaterThanOrEqual(0)
      }),
    )
  })

  it('adds up: total = pipes + fixtures + storage + labour, labour = 40 % of the rest', () => {
    fc.assert(
      fc.property(building, (input) => {
        const result = calculatePlumbing(input)
        const materials = result.pipeCost + result.fixtureCost + result.storageCost
        expect(result.pipeCost).toBeCloseTo(sum(result.supplyPipes) + sum(result.drainPipes), 6)
        expect(result.fixtureCost).toBeCloseTo(sum(result.fixtures), 6)
        expect(result.laborCost).toBeCloseTo(0.4 * materials, 6)
        expect(result.totalCost).toBeCloseTo(materials + result.laborCost, 6)
      }),
    )
  })

  it('never costs less for a taller building', () => {
    fc.assert(
      fc.property(building, fc.integer({ min: 0, max: 19 }), (input, extra) => {
        const taller = { ...input, floors: Math.min(20, input.floors + extra) }
        expect(calculatePlumbing(taller).totalCost).toBeGreaterThanOrEqual(
          calculatePlumbing(input).totalCost,
        )
        expect(calculatePlumbing(taller).pipeCost).toBeGreaterThanOrEqual(
          calculatePlumbing(input).pipeCost,
        )
      }),
    )
  })

  it('costs at least as much in copper as in CPVC, and in CPVC as in uPVC', () => {
    fc.assert(
      fc.property(building, (input) => {
        const pipeCost = (pipeType: (typeof plumbingPipeTypes)[number]) =>
          calculatePlumbing({ ...input, pipeType }).pipeCost
        expect(pipeCost('copper')).toBeGreaterThanOrEqual(pipeCost('cpvc'))
        expect(pipeCost('cpvc')).toBeGreaterThanOrEqual(pipeCost('upvc'))
      }),
    )
  })

  it('does not change the input it is given', () => {
    fc.assert(
      fc.property(building, (input) => {
        const copy = structuredClone(input)
        calculatePlumbing(input)
        expect(input).toEqual(copy)
      }),
    )
  })
})
