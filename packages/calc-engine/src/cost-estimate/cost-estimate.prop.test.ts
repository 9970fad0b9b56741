import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type CostEstimateFinish,
  type CostEstimateLocation,
  type CostEstimatePropertyType,
  calculateCostEstimate,
  costEstimateFinishes,
  costEstimateLocations,
  costEstimatePropertyTypes,
  defaultCostEstimateRates,
} from './index'

const project = fc.record({
  area: fc.double({ min: 100, max: 1_000_000, noNaN: true }),
  propertyType: fc.constantFrom(...costEstimatePropertyTypes),
  location: fc.constantFrom(...costEstimateLocations),
  finish: fc.constantFrom(...costEstimateFinishes),
})

function expectNonDecreasing(values: readonly number[]): void {
  for (let index = 1; index < values.length; index += 1) {
    expect(values[index]).toBeGreaterThanOrEqual(values[index - 1] ?? 0)
  }
}

const finishesCheapestFirst: readonly CostEstimateFinish[] = ['standard', 'premium', 'luxury']
const locationsCheapestFirst: readonly CostEstimateLocation[] = ['patna', 'kolkata', 'delhi']
const propertyTypesCheapestFirst: readonly CostEstimatePropertyType[] = [
  'residential',
  'commercial',
  'institutional',
]

describe('calculateCostEstimate laws', () => {
  it('never gives a negative cost', () => {
    fc.assert(
      fc.property(project, (input) => {
        const result = calculateCostEstimate(input)
        expect(result.baseCost).toBeGreaterThan(0)
        expect(result.materialCost).toBeGreaterThan(0)
        expect(result.laborCost).toBeGreaterThan(0)
        expect(result.totalEstimate).toBeGreaterThan(0)
      }),
    )
  })

  it('splits base × location factor exactly into material and labour', () => {
    fc.assert(
      fc.property(project, (input) => {
        const result = calculateCostEstimate(input)
        const expected = result.baseCost * defaultCostEstimateRates.locationFactor[input.location]
        expect(Math.abs(result.materialCost + result.laborCost - expected)).toBeLessThanOrEqual(
          expected * 1e-12,
        )
      }),
    )
  })

  it('costs more, never less, for a larger area', () => {
    fc.assert(
      fc.property(project, fc.double({ min: 0, max: 100_000, noNaN: true }), (input, extra) => {
        const base = calculateCostEstimate(input)
        const larger = calculateCostEstimate({ ...input, area: input.area + extra })
        expect(larger.totalEstimate).toBeGreaterThanOrEqual(base.totalEstimate)
        expect(larger.materialCost).toBeGreaterThanOrEqual(base.materialCost)
      }),
    )
  })

  it('orders each factor: luxury >= premium >= standard, and likewise for place and type', () => {
    fc.assert(
      fc.property(project, (input) => {
        const total = (patch: Partial<typeof input>) =>
          calculateCostEstimate({ ...input, ...patch }).totalEstimate
        expectNonDecreasing(finishesCheapestFirst.map((finish) => total({ finish })))
        expectNonDecreasing(locationsCheapestFirst.map((location) => total({ location })))
        expectNonDecreasing(
          propertyTypesCheapestFirst.map((propertyType) => total({ propertyType })),
        )
      }),
    )
  })

  it('does not change the input it is given', () => {
    fc.assert(
      fc.property(project, (input) => {
        const copy = structuredClone(input)
        calculateCostEstimate(input)
        expect(input).toEqual(copy)
      }),
    )
  })
})
