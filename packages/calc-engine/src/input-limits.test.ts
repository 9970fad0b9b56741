// Every numeric field has a sane maximum (issue 25, item 6): the maximum itself is accepted, a
// value just above it is refused with a message naming the field, the maximum and its unit, and
// the schema publishes the bounds for a form's `max` attributes.
import { describe, expect, it } from 'vitest'
import {
  CalcInputError,
  calculateBuildingMaterials,
  calculateConcrete,
  calculateConstructionLoan,
  calculateCostEstimate,
  calculateElectricalLoad,
  calculateFlooring,
  calculateHvac,
  calculateLandGrading,
  calculatePaint,
  calculatePlumbing,
  calculateRccSlabRoof,
  calculateRenovationRoi,
  calculateRoof,
  calculateStaircase,
  concreteInputSchema,
  constructionLoanInputSchema,
  costEstimateInputSchema,
  electricalLoadInputSchema,
  hvacInputSchema,
  landGradingInputSchema,
  paintInputSchema,
  rccSlabRoofInputSchema,
  renovationRoiInputSchema,
} from './index'

type Calculate = (input: never) => unknown

/** Runs `calculate` on `input` and gives the issues it reports ([] when it accepts the input). */
function issuesOf(calculate: Calculate, input: unknown) {
  try {
    calculate(input as never)
    return []
  } catch (error) {
    if (error instanceof CalcInputError) return error.issues
    throw error
  }
}

interface LimitCase {
  /** The field's dotted path, as the issue reports it. */
  readonly path: string
  /** The input with the field at its maximum. */
  readonly atMax: unknown
  /** The same input with the field just above it. */
  readonly above: unknown
  /** The message of the value above. */
  readonly message: string
}

function checkLimits(calculate: Calculate, cases: readonly LimitCase[]) {
  it.each(cases)('$path: the maximum is accepted, just above is refused', (limit) => {
    expect(issuesOf(calculate, limit.atMax)).toEqual([])
    expect(issuesOf(calculate, limit.above)).toEqual([{ path: limit.path, message: limit.message }])
  })
}

/** The cases of the top-level field `field` of `base`, whose maximum is `max`. */
const field = (base: object, name: string, max: number, message: string, step = 0.01) => ({
  path: name,
  atMax: { ...base, [name]: max },
  above: { ...base, [name]: max + step },
  message,
})

describe('cost estimate limits', () => {
  const base = { area: 1800, propertyType: 'residential', location: 'patna', finish: 'standard' }
  // 20,00,000 is twenty lakh sq ft
  checkLimits(calculateCostEstimate, [
    field(base, 'area', 2_000_000, 'area must be at most 20,00,000 sq ft'),
  ])

  it('refuses the slip of a finger: an area of 99,999,999,999 sq ft', () => {
    expect(issuesOf(calculateCostEstimate, { ...base, area: 99_999_999_999 })).toEqual([
      { path: 'area', message: 'area must be at most 20,00,000 sq ft' },
    ])
    expect(costEstimateInputSchema.limits.area).toEqual({
      min: 100,
      max: 2_000_000,
      unit: 'sq ft',
    })
  })
})

describe('building materials limits', () => {
  const base = { wallLength: 20, wallHeight: 10, thickness: 9, mortarRatio: 6 }
  checkLimits(calculateBuildingMaterials, [
    field(base, 'wallLength', 1000, 'wallLength must be at most 1,000 ft'),
    field(base, 'wallHeight', 100, 'wallHeight must be at most 100 ft'),
    field(base, 'openingsArea', 100_000, 'openingsArea must be at most 1,00,000 sq ft'),
  ])
})

describe('paint limits', () => {
  const base = { length: 12, width: 10, height: 10, quality: 'standard' }
  checkLimits(calculatePaint, [
    field(base, 'length', 1000, 'length must be at most 1,000 ft'),
    field(base, 'width', 1000, 'width must be at most 1,000 ft'),
    field(base, 'height', 100, 'height must be at most 100 ft'),
  ])

  it('refuses a length of 99,999,999,999 ft instead of selling crores of litres', () => {
    expect(issuesOf(calculatePaint, { ...base, length: 99_999_999_999 })).toEqual([
      { path: 'length', message: 'length must be at most 1,000 ft' },
    ])
    expect(paintInputSchema.limits.length).toEqual({ min: 1, max: 1000, unit: 'ft' })
    expect(Object.isFrozen(paintInputSchema.limits.length)).toBe(true)
  })
})

describe('concrete limits', () => {
  const block = { shape: 'rectangular', length: 10, width: 10, height: 1 }
  const slab = { shape: 'slab', length: 10, width: 10, thickness: 6 }
  const column = { shape: 'cylindrical', diameter: 1, height: 10 }
  const footing = { shape: 'circular', radius: 1, height: 2 }
  checkLimits(calculateConcrete, [
    field(block, 'length', 1000, 'length must be at most 1,000 ft'),
    field(block, 'width', 1000, 'width must be at most 1,000 ft'),
    field(block, 'height', 1000, 'height must be at most 1,000 ft'),
    field(slab, 'thickness', 120, 'thickness must be at most 120 in'),
    field(column, 'diameter', 1000, 'diameter must be at most 1,000 ft'),
    field(footing, 'radius', 1000, 'radius must be at most 1,000 ft'),
  ])

  it('ignores a dimension the shape does not use, as it ignores one below the minimum', () => {
    expect(issuesOf(calculateConcrete, { ...block, thickness: 1e12, radius: 1e12 })).toEqual([])
    expect(concreteInputSchema.limits.thickness).toEqual({ min: 0.1, max: 120, unit: 'in' })
  })
})

describe('flooring limits', () => {
  const base = { length: 12, width: 10 }
  checkLimits(calculateFlooring, [
    field(base, 'length', 1000, 'length must be at most 1,000 ft'),
    field(base, 'width', 1000, 'width must be at most 1,000 ft'),
    field(base, 'tileLength', 120, 'tileLength must be at most 120 in'),
    field(base, 'tileWidth', 120, 'tileWidth must be at most 120 in'),
    field(base, 'plankLength', 120, 'plankLength must be at most 120 in'),
    field(base, 'plankWidth', 120, 'plankWidth must be at most 120 in'),
    field(base, 'price', 100_000, 'price must be at most 1,00,000 rupees'),
  ])
})

describe('roof limits', () => {
  const base = { length: 40, width: 30, pitch: 5, roofType: 'gable', material: 'metal' }
  checkLimits(calculateRoof, [
    field(base, 'length', 1000, 'length must be at most 1,000 ft'),
    field(base, 'width', 1000, 'width must be at most 1,000 ft'),
    field(base, 'pricePerUnit', 100_000, 'pricePerUnit must be at most 1,00,000 rupees'),
  ])
})

describe('RCC slab roof limits', () => {
  const base = { length: 40, width: 30 }
  checkLimits(calculateRccSlabRoof, [
    field(base, 'length', 1000, 'length must be at most 1,000 ft'),
    field(base, 'width', 1000, 'width must be at most 1,000 ft'),
    field(base, 'thickness', 18, 'thickness must be at most 18 in'),
  ])

  it('refuses a slab thinner than 3 in', () => {
    expect(issuesOf(calculateRccSlabRoof, { ...base, thickness: 3 })).toEqual([])
    expect(issuesOf(calculateRccSlabRoof, { ...base, thickness: 2.9 })).toEqual([
      { path: 'thickness', message: 'thickness must be at least 3' },
    ])
    expect(rccSlabRoofInputSchema.limits.thickness).toEqual({ min: 3, max: 18, unit: 'in' })
  })
})

describe('land grading limits', () => {
  const base = { length: 100, width: 50, currentElevation: 2, targetElevation: 0 }
  checkLimits(calculateLandGrading, [
    field(base, 'length', 10_000, 'length must be at most 10,000 ft'),
    field(base, 'width', 10_000, 'width must be at most 10,000 ft'),
    field(base, 'currentElevation', 30_000, 'currentElevation must be at most 30,000 ft'),
    field(base, 'targetElevation', 30_000, 'targetElevation must be at most 30,000 ft'),
    field(base, 'pricePerCubicYard', 100_000, 'pricePerCubicYard must be at most 1,00,000 rupees'),
  ])

  it('refuses the length of the issue, 99,999,999,999 ft, and levels far below any ground', () => {
    expect(issuesOf(calculateLandGrading, { ...base, length: 99_999_999_999 })).toEqual([
      { path: 'length', message: 'length must be at most 10,000 ft' },
    ])
    expect(issuesOf(calculateLandGrading, { ...base, targetElevation: -2000 })).toEqual([])
    expect(issuesOf(calculateLandGrading, { ...base, targetElevation: -2000.5 })).toEqual([
      { path: 'targetElevation', message: 'targetElevation must be at least -2000' },
    ])
    expect(landGradingInputSchema.limits.length.max).toBe(10_000)
  })
})

describe('electrical load limits', () => {
  const item = { id: 'a', name: 'Motor', watts: 1000, quantity: 1, hoursPerDay: 2 }
  const withItem = (patch: object) => ({
    propertyType: 'industrial',
    phase: 'three',
    items: [{ ...item, ...patch }],
  })
  checkLimits(calculateElectricalLoad, [
    {
      path: 'items.0.watts',
      atMax: withItem({ watts: 1_000_000 }),
      above: withItem({ watts: 1_000_000.5 }),
      // 10,00,000 W is ten lakh watts, 1,000 kW
      message: 'items[0].watts must be at most 10,00,000 W',
    },
    {
      path: 'items.0.quantity',
      atMax: withItem({ quantity: 10_000 }),
      above: withItem({ quantity: 10_001 }),
      message: 'items[0].quantity must be at most 10,000',
    },
  ])

  it('publishes the bounds of an item by a dotted name', () => {
    expect(electricalLoadInputSchema.limits['items.watts']).toEqual({
      min: 0,
      max: 1_000_000,
      unit: 'W',
    })
  })
})

describe('plumbing limits', () => {
  const base = { floors: 2 }
  checkLimits(calculatePlumbing, [
    field(base, 'bathrooms', 500, 'bathrooms must be at most 500', 1),
    field(base, 'kitchens', 200, 'kitchens must be at most 200', 1),
    field(base, 'fixtures', 5000, 'fixtures must be at most 5,000', 1),
    field(base, 'storageLitres', 1_000_000, 'storageLitres must be at most 10,00,000 litres'),
  ])
})

describe('staircase limits', () => {
  const base = { floorHeight: 108, spaceLength: 240, spaceWidth: 60 }
  checkLimits(calculateStaircase, [
    field(base, 'spaceLength', 2400, 'spaceLength must be at most 2,400 in'),
    field(base, 'spaceWidth', 2400, 'spaceWidth must be at most 2,400 in'),
  ])
})

describe('HVAC limits', () => {
  const base = {
    floorArea: 1000,
    ceilingHeight: 10,
    occupants: 4,
    buildingType: 'residential',
    climate: 'hot',
    insulation: 'average',
    windows: 'average',
    appliances: 'average',
  }
  checkLimits(calculateHvac, [
    field(base, 'floorArea', 500_000, 'floorArea must be at most 5,00,000 sq ft'),
    field(base, 'occupants', 10_000, 'occupants must be at most 10,000', 1),
  ])

  it('publishes every bound, the old ones included', () => {
    expect(hvacInputSchema.limits).toEqual({
      floorArea: { min: 100, max: 500_000, unit: 'sq ft' },
      ceilingHeight: { min: 7, max: 20 },
      occupants: { min: 1, max: 10_000, integer: true },
    })
  })
})

describe('renovation ROI limits', () => {
  const base = {
    propertyType: 'residential',
    location: 'urban',
    propertyValue: 5_000_000,
    renovationBudget: 50_000,
    projects: [{ id: 'kitchen' }],
  }
  // 10,00,00,00,000 is ₹1,000 crore; 10,00,00,000 is ₹10 crore
  checkLimits(calculateRenovationRoi, [
    field(
      base,
      'propertyValue',
      10_000_000_000,
      'propertyValue must be at most 10,00,00,00,000 rupees',
      1,
    ),
    field(
      base,
      'renovationBudget',
      10_000_000_000,
      'renovationBudget must be at most 10,00,00,00,000 rupees',
      1,
    ),
    {
      path: 'projects.0.cost',
      atMax: { ...base, projects: [{ id: 'kitchen', cost: 100_000_000 }] },
      above: { ...base, projects: [{ id: 'kitchen', cost: 100_000_001 }] },
      message: 'projects[0].cost must be at most 10,00,00,000 rupees',
    },
    {
      path: 'customProjects.0.cost',
      atMax: { ...base, customProjects: [{ name: 'Gate', cost: 100_000_000 }] },
      above: { ...base, customProjects: [{ name: 'Gate', cost: 100_000_001 }] },
      message: 'customProjects[0].cost must be at most 10,00,00,000 rupees',
    },
  ])

  it('still ignores a custom cost that is not a usable amount', () => {
    const ignored = [Number.NaN, Number.POSITIVE_INFINITY, -5].map((cost) => ({ name: 'X', cost }))
    expect(issuesOf(calculateRenovationRoi, { ...base, customProjects: ignored })).toEqual([])
    expect(renovationRoiInputSchema.limits['customProjects.cost']).toEqual({
      max: 100_000_000,
      unit: 'rupees',
    })
  })
})

describe('construction loan limits', () => {
  const base = {
    projectCost: 2_500_000,
    downPayment: 500_000,
    termYears: 20,
    annualRate: 9,
    constructionMonths: 12,
  }
  checkLimits(calculateConstructionLoan, [
    {
      path: 'projectCost',
      atMax: { ...base, projectCost: 10_000_000_000 },
      above: { ...base, projectCost: 10_000_000_001 },
      message: 'projectCost must be at most 10,00,00,00,000 rupees',
    },
    {
      // the down payment must also stay below the project cost, so its maximum is never reached
      // by a valid input: just below the largest project cost is accepted
      path: 'downPayment',
      atMax: { ...base, projectCost: 10_000_000_000, downPayment: 9_999_999_999 },
      above: { ...base, projectCost: 10_000_000_000, downPayment: 10_000_000_001 },
      message: 'downPayment must be at most 10,00,00,00,000 rupees',
    },
  ])

  it('publishes the bounds, the interest rate included', () => {
    expect(constructionLoanInputSchema.limits.annualRate).toEqual({ min: 0.1, max: 30 })
  })
})
