import { describe, expect, it } from 'vitest'
import {
  calculateBuildingMaterials,
  calculateConcrete,
  calculateFlooring,
  calculateHvac,
  calculatePlumbing,
  calculateRenovationRoi,
} from '../index'

describe('explain option', () => {
  const results = [
    calculateBuildingMaterials.bind(null, {
      wallLength: 20,
      wallHeight: 10,
      thickness: 9,
      mortarRatio: 6,
    }),
    calculateConcrete.bind(null, { shape: 'slab', length: 20, width: 27, thickness: 6 }),
    calculateFlooring.bind(null, { length: 12, width: 10 }),
    calculateHvac.bind(null, {
      floorArea: 1000,
      ceilingHeight: 10,
      occupants: 4,
      buildingType: 'residential',
      climate: 'hot',
      insulation: 'average',
      windows: 'average',
      appliances: 'average',
    }),
    calculatePlumbing.bind(null, { floors: 2 }),
    calculateRenovationRoi.bind(null, {
      propertyType: 'residential',
      location: 'urban',
      propertyValue: 5_000_000,
      renovationBudget: 50_000,
      projects: [{ id: 'kitchen' }],
    }),
  ]

  it('adds steps only when asked, each with every part filled in and no NaN', () => {
    for (const calculate of results) {
      expect(calculate({}).explanation).toBeUndefined()
      const { explanation } = calculate({ explain: true })
      expect(explanation?.length).toBeGreaterThan(2)
      for (const step of explanation ?? []) {
        for (const part of [step.label, step.formula, step.working, step.result]) {
          expect(part).not.toBe('')
          expect(part).not.toMatch(/NaN|undefined|Infinity/)
        }
      }
    }
  })

  it('changes no figure of the result', () => {
    const { explanation, ...explained } = calculateFlooring(
      { length: 12, width: 10 },
      { explain: true },
    )
    expect(explanation).toBeDefined()
    expect(explained).toEqual(calculateFlooring({ length: 12, width: 10 }))
  })
})
