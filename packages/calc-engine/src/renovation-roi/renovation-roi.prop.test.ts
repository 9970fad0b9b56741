import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  calculateRenovationRoi,
  renovationLocations,
  renovationProjectIds,
  renovationPropertyTypes,
} from './index'

const chosenProjects = fc.uniqueArray(
  fc.record(
    {
      id: fc.constantFrom(...renovationProjectIds),
      cost: fc.double({ min: 0, max: 5000000, noNaN: true }),
    },
    { requiredKeys: ['id'] },
  ),
  { selector: (project) => project.id, maxLength: renovationProjectIds.length },
)

const customProjects = fc.array(
  fc.record({
    name: fc.oneof(fc.constant(''), fc.constant('  '), fc.string({ minLength: 1, maxLength: 12 })),
    cost: fc.oneof(fc.double({ min: -10000, max: 5000000 }), fc.constant(0)),
  }),
  { maxLength: 4 },
)

const renovation = fc.record({
  propertyType: fc.constantFrom(...renovationPropertyTypes),
  location: fc.constantFrom(...renovationLocations),
  propertyValue: fc.double({ min: 100000, max: 1e9, noNaN: true }),
  renovationBudget: fc.double({ min: 10000, max: 1e8, noNaN: true }),
  projects: chosenProjects,
  customProjects,
})

describe('calculateRenovationRoi laws', () => {
  it('adds the value of every project to the property value', () => {
    fc.assert(
      fc.property(renovation, (input) => {
        const result = calculateRenovationRoi(input)
        const added = result.breakdownByProject.reduce((sum, p) => sum + p.valueAdded, 0)
        const cost = result.breakdownByProject.reduce((sum, p) => sum + p.cost, 0)
        expect(result.estimatedValueAfterRenovation).toBeCloseTo(input.propertyValue + added, 3)
        expect(result.totalRenovationCost).toBeCloseTo(cost, 3)
        expect(result.netValueGain).toBeCloseTo(added - cost, 3)
      }),
    )
  })

  it('sorts the breakdown by roi, and gives roi = valueAdded / cost', () => {
    fc.assert(
      fc.property(renovation, (input) => {
        const { breakdownByProject } = calculateRenovationRoi(input)
        breakdownByProject.forEach((project, index) => {
          const next = breakdownByProject[index + 1]
          if (next) expect(project.roi).toBeGreaterThanOrEqual(next.roi)
          // Below a rupee, float underflow in tiny costs makes the ratio meaningless.
          if (project.cost >= 1) {
            expect(project.valueAdded / project.cost).toBeCloseTo(project.roi, 10)
          }
        })
      }),
    )
  })

  it('recommends at most three unchosen catalogue projects, best first', () => {
    fc.assert(
      fc.property(renovation, (input) => {
        const { recommendedAlternatives } = calculateRenovationRoi(input)
        const chosen = new Set(input.projects.map((project) => project.id))
        expect(recommendedAlternatives.length).toBe(Math.min(3, 10 - chosen.size))
        recommendedAlternatives.forEach((project, index) => {
          expect(chosen.has(project.id)).toBe(false)
          const next = recommendedAlternatives[index + 1]
          if (next) expect(project.roi).toBeGreaterThanOrEqual(next.roi)
        })
      }),
    )
  })

  it('never gives NaN, negative costs or negative value added; 0 % with nothing spent', () => {
    fc.assert(
      fc.property(renovation, (input) => {
        const result = calculateRenovationRoi(input)
        for (const value of [
          result.totalRenovationCost,
          result.totalValueAdded,
          result.estimatedValueAfterRenovation,
          result.netValueGain,
          result.overallRoi,
        ]) {
          expect(Number.isFinite(value)).toBe(true)
        }
        for (const project of [...result.breakdownByProject, ...result.recommendedAlternatives]) {
          expect(project.cost).toBeGreaterThanOrEqual(0)
          expect(project.valueAdded).toBeGreaterThanOrEqual(0)
          expect(Number.isFinite(project.roi)).toBe(true)
        }
        if (result.totalRenovationCost === 0) expect(result.overallRoi).toBe(0)
        else expect(Math.round(result.overallRoi * 10)).toBeCloseTo(result.overallRoi * 10, 6)
      }),
    )
  })

  it('costs and adds more, never less, when a project costs more', () => {
    fc.assert(
      fc.property(
        renovation.filter((input) => input.projects.length > 0),
        fc.double({ min: 0, max: 100000, noNaN: true }),
        (input, extra) => {
          const [first, ...rest] = input.projects
          if (!first) return
          const base = calculateRenovationRoi(input)
          const dearer = calculateRenovationRoi({
            ...input,
            projects: [{ ...first, cost: (first.cost ?? 50000) + extra }, ...rest],
          })
          const before = calculateRenovationRoi({
            ...input,
            projects: [{ ...first, cost: first.cost ?? 50000 }, ...rest],
          })
          expect(dearer.totalRenovationCost).toBeGreaterThanOrEqual(before.totalRenovationCost)
          expect(dearer.totalValueAdded).toBeGreaterThanOrEqual(before.totalValueAdded - 1e-6)
          expect(base.recommendedAlternatives).toEqual(dearer.recommendedAlternatives)
        },
      ),
    )
  })

  it('does not change the input it is given', () => {
    fc.assert(
      fc.property(renovation, (input) => {
        const copy = structuredClone(input)
        calculateRenovationRoi(input)
        expect(input).toEqual(copy)
      }),
    )
  })
})
