import { describe, expect, it } from 'vitest'
import { CalcInputError } from '../errors'
import {
  calculateRenovationRoi,
  parseRenovationRoiForm,
  type RenovationRoiInput,
  renovationRoiInputSchema,
} from './index'

const valid: RenovationRoiInput = {
  propertyType: 'residential',
  location: 'urban',
  propertyValue: 5000000,
  renovationBudget: 50000,
  projects: [{ id: 'kitchen' }],
}

const ids =
  'kitchen, bathroom, roofing, windows, siding, flooring, painting, landscaping, deck, hvac'

describe('renovation ROI input bounds', () => {
  it.each([
    [
      'propertyType',
      { propertyType: 'villa' },
      'propertyType must be one of residential, commercial, multifamily',
    ],
    ['propertyType', { propertyType: undefined }, 'propertyType is required'],
    ['location', { location: 'coastal' }, 'location must be one of urban, suburban, rural'],
    ['propertyValue', { propertyValue: 99999 }, 'propertyValue must be at least 100000'],
    ['propertyValue', { propertyValue: undefined }, 'propertyValue is required'],
    ['propertyValue', { propertyValue: Number.NaN }, 'propertyValue must be a number'],
    ['renovationBudget', { renovationBudget: 9999 }, 'renovationBudget must be at least 10000'],
    ['renovationBudget', { renovationBudget: undefined }, 'renovationBudget is required'],
    ['projects', { projects: undefined }, 'projects is required'],
    ['projects', { projects: 'kitchen' }, 'projects must be a list'],
    ['projects.0.id', { projects: [{ id: 'pool' }] }, `projects[0].id must be one of ${ids}`],
    [
      'projects.0.cost',
      { projects: [{ id: 'deck', cost: -1 }] },
      'projects[0].cost must be at least 0',
    ],
    [
      'projects.2.id',
      { projects: [{ id: 'deck' }, { id: 'hvac' }, { id: 'deck', cost: 9000 }] },
      'projects lists deck more than once',
    ],
    ['customProjects', { customProjects: {} }, 'customProjects must be a list'],
    [
      'customProjects.0.name',
      { customProjects: [{ cost: 5000 }] },
      'customProjects[0].name is required',
    ],
    [
      'customProjects.0.name',
      { customProjects: [{ name: 7, cost: 5000 }] },
      'customProjects[0].name must be text',
    ],
    [
      'customProjects.0.cost',
      { customProjects: [{ name: 'Gate' }] },
      'customProjects[0].cost is required',
    ],
    [
      'customProjects.0.cost',
      { customProjects: [{ name: 'Gate', cost: '5000' }] },
      'customProjects[0].cost must be a number',
    ],
  ])('rejects %s out of bounds: %j', (path, patch, message) => {
    const input = { ...valid, ...patch }
    expect(() => calculateRenovationRoi(input as never)).toThrow(CalcInputError)
    try {
      calculateRenovationRoi(input as never)
    } catch (error) {
      expect(error).toBeInstanceOf(CalcInputError)
      expect((error as CalcInputError).issues).toContainEqual({ path, message })
    }
  })

  it('lists every failing field at once', () => {
    expect(() =>
      calculateRenovationRoi({ ...valid, propertyValue: 5, renovationBudget: 5 }),
    ).toThrow(
      'Invalid renovation ROI input: propertyValue must be at least 100000; ' +
        'renovationBudget must be at least 10000',
    )
  })

  it('accepts every bound itself, and custom projects it will ignore', () => {
    expect(() =>
      calculateRenovationRoi({
        ...valid,
        propertyValue: 100000,
        renovationBudget: 10000,
        projects: [{ id: 'kitchen', cost: 0 }],
        customProjects: [
          { name: '', cost: 1000 },
          { name: 'Gate', cost: -1 },
          { name: 'Gate', cost: Number.NaN },
        ],
      }),
    ).not.toThrow()
  })

  it('does not use the budget in any figure', () => {
    const small = calculateRenovationRoi({ ...valid, renovationBudget: 10000 })
    const large = calculateRenovationRoi({ ...valid, renovationBudget: 9000000 })
    expect(large).toEqual(small)
  })
})

describe('renovation ROI schema for form libraries', () => {
  it('reports a repeated project under its position, as a path of key, index and key', () => {
    const answer = renovationRoiInputSchema['~standard'].validate({
      ...valid,
      projects: [{ id: 'deck' }, { id: 'deck' }],
    })
    expect(answer.issues).toEqual([
      { path: ['projects', 1, 'id'], message: 'projects lists deck more than once' },
    ])
  })
})

describe('parseRenovationRoiForm', () => {
  it('reads the strings of the form', () => {
    expect(
      parseRenovationRoiForm({
        propertyType: 'commercial',
        location: 'rural',
        propertyValue: ' 2500000 ',
        renovationBudget: '75000',
        projects: 'kitchen, hvac,deck',
        'cost.kitchen': '30000',
        'cost.deck': '0',
        'custom.2.name': ' Gate ',
        'custom.2.cost': '9000',
        'custom.10.name': 'Shed',
        'custom.10.cost': '4000',
      }),
    ).toEqual({
      propertyType: 'commercial',
      location: 'rural',
      propertyValue: 2500000,
      renovationBudget: 75000,
      projects: [{ id: 'kitchen', cost: 30000 }, { id: 'hvac' }, { id: 'deck', cost: 0 }],
      customProjects: [
        { name: 'Gate', cost: 9000 },
        { name: 'Shed', cost: 4000 },
      ],
    })
  })

  it('gives the documented defaults for blank, non-numeric or unknown values', () => {
    expect(
      parseRenovationRoiForm({
        propertyType: 'villa',
        location: '',
        propertyValue: 'lots',
        projects: 'kitchen,pool,,kitchen',
        'cost.kitchen': 'abc',
        'custom.0.name': 'Gate',
        'custom.0.cost': '',
        'custom.1.cost': '5000',
      }),
    ).toEqual({
      propertyType: 'residential',
      location: 'urban',
      propertyValue: 0,
      renovationBudget: 0,
      projects: [{ id: 'kitchen' }],
      customProjects: [
        { name: 'Gate', cost: 0 },
        { name: '', cost: 5000 },
      ],
    })
  })

  it('gives no projects when none are ticked, and keeps an explicit 0 cost', () => {
    expect(parseRenovationRoiForm({}).projects).toEqual([])
    expect(parseRenovationRoiForm({ projects: 'deck', 'cost.deck': '0' }).projects).toEqual([
      { id: 'deck', cost: 0 },
    ])
  })

  it('gives input that calculateRenovationRoi accepts, ignoring the incomplete custom projects', () => {
    const input = parseRenovationRoiForm({
      propertyValue: '5000000',
      renovationBudget: '50000',
      projects: 'kitchen',
      'custom.0.name': 'Gate',
      'custom.0.cost': '',
    })
    const result = calculateRenovationRoi(input)
    expect(result.breakdownByProject.map((project) => project.id)).toEqual(['kitchen'])
  })
})
