import { describe, expect, it } from 'vitest'
import { CalcInputError } from '../errors'
import {
  calculateRenovationRoi,
  defaultRenovationRoiRates,
  type RenovationRoiInput,
  renovationProjects,
} from './index'

const house = {
  propertyType: 'residential',
  location: 'urban',
  propertyValue: 5000000,
  renovationBudget: 50000,
} as const

describe('calculateRenovationRoi', () => {
  it('works out a kitchen, a costed bathroom and a custom project on an urban house', () => {
    // factors       = urban 1.2 * residential 1 = 1.2
    // kitchen       = 25000 (default) * 0.75 * 1.2 = 22500; roi 22500 / 25000 = 0.9
    // bathroom      = 12000 * 0.70 * 1.2           = 10080; roi 0.84
    // custom        = 20000 * 0.6 * 1.2            = 14400; roi 0.72
    // total cost    = 25000 + 12000 + 20000 = 57000; value added = 22500 + 10080 + 14400 = 46980
    // after         = 5000000 + 46980 = 5046980; net gain = 46980 - 57000 = -10020
    // overall ROI   = -10020 / 57000 * 100 = -17.5789 -> -17.6 %
    // alternatives  = hvac 8000 * 0.85 * 1.2 = 8160 (1.02), landscaping 5000 * 0.83 * 1.2 = 4980
    //                 (0.996), siding 15000 * 0.80 * 1.2 = 14400 (0.96)
    const result = calculateRenovationRoi({
      ...house,
      projects: [{ id: 'kitchen' }, { id: 'bathroom', cost: 12000 }],
      customProjects: [{ name: ' Solar water heater ', cost: 20000 }],
    })
    expect(result.currentPropertyValue).toBe(5000000)
    expect(result.totalRenovationCost).toBe(57000)
    expect(result.totalValueAdded).toBeCloseTo(46980, 6)
    expect(result.estimatedValueAfterRenovation).toBeCloseTo(5046980, 6)
    expect(result.netValueGain).toBeCloseTo(-10020, 6)
    expect(result.overallRoi).toBe(-17.6)
    expect(result.breakdownByProject.map(({ id, name, cost }) => ({ id, name, cost }))).toEqual([
      { id: 'kitchen', name: 'Kitchen Remodel', cost: 25000 },
      { id: 'bathroom', name: 'Bathroom Remodel', cost: 12000 },
      { id: 'custom-1', name: 'Solar water heater', cost: 20000 },
    ])
    expectValues(result.breakdownByProject, [
      [22500, 0.9],
      [10080, 0.84],
      [14400, 0.72],
    ])
    expect(result.recommendedAlternatives.map(({ id, cost }) => [id, cost])).toEqual([
      ['hvac', 8000],
      ['landscaping', 5000],
      ['siding', 15000],
    ])
    expectValues(result.recommendedAlternatives, [
      [8160, 1.02],
      [4980, 0.996],
      [14400, 0.96],
    ])
  })

  it('works out a rural multifamily block and ignores incomplete custom projects', () => {
    // factors      = rural 0.8 * multifamily 1.2 = 0.96
    // hvac         = 8000 * 0.85 * 0.96  = 6528;  roi 0.816
    // landscaping  = 5000 * 0.83 * 0.96  = 3984;  roi 0.7968
    // siding       = 15000 * 0.80 * 0.96 = 11520; roi 0.768
    // customs      = blank name, cost 0, cost -5, NaN, Infinity: all ignored
    // total cost   = 28000; value added = 22032; after = 2022032; net = -5968
    // overall ROI  = -5968 / 28000 * 100 = -21.314 -> -21.3 %
    // alternatives = deck 12000 * 0.76 * 0.96 = 8755.2 (0.7296), kitchen 25000 * 0.75 * 0.96 = 18000
    //                (0.72), windows 10000 * 0.72 * 0.96 = 6912 (0.6912)
    const result = calculateRenovationRoi({
      propertyType: 'multifamily',
      location: 'rural',
      propertyValue: 2000000,
      renovationBudget: 10000,
      projects: [{ id: 'siding' }, { id: 'hvac' }, { id: 'landscaping' }],
      customProjects: [
        { name: '', cost: 5000 },
        { name: '   ', cost: 5000 },
        { name: 'Gate', cost: 0 },
        { name: 'Fence', cost: -5 },
        { name: 'Solar', cost: Number.NaN },
        { name: 'Pool', cost: Number.POSITIVE_INFINITY },
      ],
    })
    expect(result.breakdownByProject.map((project) => project.id)).toEqual([
      'hvac',
      'landscaping',
      'siding',
    ])
    expectValues(result.breakdownByProject, [
      [6528, 0.816],
      [3984, 0.7968],
      [11520, 0.768],
    ])
    expect(result.totalRenovationCost).toBe(28000)
    expect(result.estimatedValueAfterRenovation).toBeCloseTo(2022032, 6)
    expect(result.netValueGain).toBeCloseTo(-5968, 6)
    expect(result.overallRoi).toBe(-21.3)
    expect(result.recommendedAlternatives.map((project) => project.id)).toEqual([
      'deck',
      'kitchen',
      'windows',
    ])
    expectValues(result.recommendedAlternatives, [
      [8755.2, 0.7296],
      [18000, 0.72],
      [6912, 0.6912],
    ])
  })

  it('works out roofing, flooring and painting on a suburban commercial property', () => {
    // factors     = suburban 1 * commercial 1.1 = 1.1
    // roofing     = 8000 * 0.68 * 1.1 = 5984 (0.748); flooring 6000 * 0.65 * 1.1 = 4290 (0.715)
    // painting    = 4000 * 0.60 * 1.1 = 2640 (0.66)
    // total cost  = 18000; value added = 12914; net = -5086; ROI = -5086 / 18000 * 100 = -28.26 -> -28.3
    const result = calculateRenovationRoi({
      propertyType: 'commercial',
      location: 'suburban',
      propertyValue: 10000000,
      renovationBudget: 20000,
      projects: [{ id: 'painting' }, { id: 'roofing' }, { id: 'flooring' }],
    })
    expect(result.breakdownByProject.map((project) => project.id)).toEqual([
      'roofing',
      'flooring',
      'painting',
    ])
    expectValues(result.breakdownByProject, [
      [5984, 0.748],
      [4290, 0.715],
      [2640, 0.66],
    ])
    expect(result.netValueGain).toBeCloseTo(-5086, 6)
    expect(result.overallRoi).toBe(-28.3)
  })

  it('shows a positive return where the factors lift a project above 1', () => {
    // urban 1.2 * multifamily 1.2 = 1.44; hvac 8000 * 0.85 * 1.44 = 9792 (roi 1.224)
    // net = 1792; ROI = 1792 / 8000 * 100 = 22.4 %
    const result = calculateRenovationRoi({
      ...house,
      propertyType: 'multifamily',
      projects: [{ id: 'hvac' }],
    })
    expect(result.breakdownByProject[0]?.valueAdded).toBeCloseTo(9792, 6)
    expect(result.breakdownByProject[0]?.roi).toBeCloseTo(1.224, 10)
    expect(result.overallRoi).toBe(22.4)
  })

  it('keeps the input order for projects of equal roi: catalogue first, then custom', () => {
    // painting 0.6 and a custom project 0.6 tie; both 0.6 * 1.2 = 0.72
    const result = calculateRenovationRoi({
      ...house,
      projects: [{ id: 'painting' }],
      customProjects: [{ name: 'Shed', cost: 4000 }],
    })
    expect(result.breakdownByProject.map((project) => project.id)).toEqual(['painting', 'custom-1'])
  })

  it('numbers custom projects by their place in the input, counting ignored ones', () => {
    const result = calculateRenovationRoi({
      ...house,
      projects: [],
      customProjects: [
        { name: '', cost: 1000 },
        { name: 'Gate', cost: 9000 },
      ],
    })
    expect(result.breakdownByProject.map((project) => project.id)).toEqual(['custom-2'])
  })

  it('gives 0 %, not NaN, when nothing is chosen, and recommends the three best projects', () => {
    const result = calculateRenovationRoi({ ...house, projects: [] })
    expect(result).toMatchObject({
      totalRenovationCost: 0,
      totalValueAdded: 0,
      estimatedValueAfterRenovation: 5000000,
      netValueGain: 0,
      overallRoi: 0,
      breakdownByProject: [],
    })
    expect(result.recommendedAlternatives.map((project) => project.id)).toEqual([
      'hvac',
      'landscaping',
      'siding',
    ])
  })

  it('gives 0 % and a finite roi for a project costed at 0', () => {
    const result = calculateRenovationRoi({ ...house, projects: [{ id: 'deck', cost: 0 }] })
    expect(result.overallRoi).toBe(0)
    // deck 0.76 * 1.2 = 0.912
    expect(result.breakdownByProject).toEqual([
      { id: 'deck', name: 'Deck Addition', cost: 0, valueAdded: 0, roi: expect.closeTo(0.912, 10) },
    ])
  })

  it('recommends fewer than three when fewer are left, and none when all are chosen', () => {
    const allButTwo = renovationProjects
      .filter((project) => project.id !== 'windows' && project.id !== 'bathroom')
      .map((project) => ({ id: project.id }))
    const fewer = calculateRenovationRoi({ ...house, projects: allButTwo })
    // windows 0.72 before bathroom 0.70
    expect(fewer.recommendedAlternatives.map((project) => project.id)).toEqual([
      'windows',
      'bathroom',
    ])
    const all = renovationProjects.map((project) => ({ id: project.id }))
    expect(calculateRenovationRoi({ ...house, projects: all }).recommendedAlternatives).toEqual([])
  })

  it('exposes the constants of the specification', () => {
    expect(renovationProjects.map((p) => [p.id, p.name, p.defaultCost, p.roi])).toEqual([
      ['kitchen', 'Kitchen Remodel', 25000, 0.75],
      ['bathroom', 'Bathroom Remodel', 10000, 0.7],
      ['roofing', 'Roof Replacement', 8000, 0.68],
      ['windows', 'Window Replacement', 10000, 0.72],
      ['siding', 'Exterior Siding', 15000, 0.8],
      ['flooring', 'Flooring Upgrade', 6000, 0.65],
      ['painting', 'Interior Painting', 4000, 0.6],
      ['landscaping', 'Landscaping', 5000, 0.83],
      ['deck', 'Deck Addition', 12000, 0.76],
      ['hvac', 'HVAC Upgrade', 8000, 0.85],
    ])
    expect(defaultRenovationRoiRates).toEqual({
      projects: renovationProjects,
      locationFactor: { urban: 1.2, suburban: 1, rural: 0.8 },
      propertyFactor: { residential: 1, commercial: 1.1, multifamily: 1.2 },
      customProjectRoi: 0.6,
      maxAlternatives: 3,
      roiColourThresholds: { green: 1, amber: 0.7 },
    })
  })
})

describe('calculateRenovationRoi rate overrides', () => {
  const kitchen: RenovationRoiInput = { ...house, projects: [{ id: 'kitchen' }] }

  it('uses the factors and custom roi given', () => {
    // kitchen 25000 * 0.75 * 1.5 * 1 = 28125; custom 10000 * 0.5 * 1.5 = 7500
    const result = calculateRenovationRoi(
      { ...kitchen, customProjects: [{ name: 'Gate', cost: 10000 }] },
      { rates: { locationFactor: { urban: 1.5, suburban: 1, rural: 0.8 }, customProjectRoi: 0.5 } },
    )
    expectValues(result.breakdownByProject, [
      [28125, 1.125],
      [7500, 0.75],
    ])
  })

  it('uses the catalogue and number of alternatives given', () => {
    // kitchen now 30000 at 0.9: 30000 * 0.9 * 1.2 = 32400
    const projects = renovationProjects.map((project) =>
      project.id === 'kitchen' ? { ...project, defaultCost: 30000, roi: 0.9 } : project,
    )
    const result = calculateRenovationRoi(kitchen, { rates: { projects, maxAlternatives: 1 } })
    expectValues(result.breakdownByProject, [[32400, 1.08]])
    expect(result.recommendedAlternatives.map((project) => project.id)).toEqual(['hvac'])
  })

  it('refuses a project left out of the catalogue given', () => {
    const projects = renovationProjects.filter((project) => project.id !== 'kitchen')
    expect(() => calculateRenovationRoi(kitchen, { rates: { projects } })).toThrow(CalcInputError)
    expect(() => calculateRenovationRoi(kitchen, { rates: { projects } })).toThrow(
      'projects[0].id kitchen is not in the project catalogue',
    )
  })
})

function expectValues(
  projects: readonly { valueAdded: number; roi: number }[],
  expected: readonly (readonly [valueAdded: number, roi: number])[],
): void {
  expect(projects).toHaveLength(expected.length)
  projects.forEach((project, index) => {
    const [valueAdded, roi] = expected[index] ?? [Number.NaN, Number.NaN]
    expect(project.valueAdded).toBeCloseTo(valueAdded, 6)
    expect(project.roi).toBeCloseTo(roi, 10)
  })
}
