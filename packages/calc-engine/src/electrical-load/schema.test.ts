import { describe, expect, it } from 'vitest'
import { CalcInputError } from '../errors'
import {
  calculateElectricalLoad,
  electricalLoadInputSchema,
  electricalPresets,
  parseElectricalLoadForm,
} from './index'

const item = { id: 'fan', name: 'Fan', watts: 75, quantity: 2, hoursPerDay: 8 }
const valid = {
  propertyType: 'residential',
  phase: 'single',
  items: [item, { ...item, id: 'tv' }, { ...item, id: 'pump' }],
} as const

function expectRejected(input: unknown, path: string, message: string) {
  expect(() => calculateElectricalLoad(input as never)).toThrow(CalcInputError)
  try {
    calculateElectricalLoad(input as never)
  } catch (error) {
    expect(error).toBeInstanceOf(CalcInputError)
    expect((error as CalcInputError).issues).toContainEqual({ path, message })
    expect((error as CalcInputError).message).toContain(message)
  }
}

describe('electrical load input bounds', () => {
  it.each([
    [
      'propertyType',
      { propertyType: 'hospital' },
      'propertyType must be one of residential, commercial, industrial',
    ],
    ['propertyType', { propertyType: undefined }, 'propertyType is required'],
    ['phase', { phase: 'two' }, 'phase must be one of single, three'],
    ['phase', { phase: undefined }, 'phase is required'],
    ['items', { items: undefined }, 'items is required'],
    ['items', { items: 'fan' }, 'items must be a list'],
  ])('rejects %s out of bounds: %j', (path, patch, message) => {
    expectRejected({ ...valid, ...patch }, path, message)
  })

  // The patch goes to the third item, so the path names index 2.
  it.each([
    ['items.2.watts', { watts: -1 }, 'items[2].watts must be at least 0'],
    ['items.2.watts', { watts: Number.NaN }, 'items[2].watts must be a number'],
    ['items.2.watts', { watts: Number.POSITIVE_INFINITY }, 'items[2].watts must be a number'],
    ['items.2.watts', { watts: undefined }, 'items[2].watts is required'],
    ['items.2.quantity', { quantity: -1 }, 'items[2].quantity must be at least 0'],
    ['items.2.quantity', { quantity: 1.5 }, 'items[2].quantity must be a whole number'],
    ['items.2.hoursPerDay', { hoursPerDay: -0.5 }, 'items[2].hoursPerDay must be at least 0'],
    ['items.2.hoursPerDay', { hoursPerDay: 24.5 }, 'items[2].hoursPerDay must be at most 24'],
    ['items.2.id', { id: undefined }, 'items[2].id is required'],
    ['items.2.name', { name: 7 }, 'items[2].name must be text'],
  ])('rejects %s out of bounds: %j', (path, patch, message) => {
    const items = [item, item, { ...item, ...patch }]
    expectRejected({ ...valid, items }, path, message)
  })

  it('lists every failing field at once', () => {
    const input = {
      ...valid,
      items: [
        { ...item, watts: -5 },
        { ...item, hoursPerDay: 30 },
      ],
    }
    expect(electricalLoadInputSchema.safeParse(input).success).toBe(false)
    expect(() => calculateElectricalLoad(input)).toThrow(
      'Invalid electrical load input: items[0].watts must be at least 0; items[1].hoursPerDay must be at most 24',
    )
  })

  it('accepts every bound itself', () => {
    const edges = [
      { ...item, watts: 0, quantity: 0, hoursPerDay: 0 },
      { ...item, hoursPerDay: 24 },
      // any hours from 0 to 24, not only the form's half-hour steps
      { ...item, hoursPerDay: 0.25 },
    ]
    for (const propertyType of ['residential', 'commercial', 'industrial'] as const) {
      for (const phase of ['single', 'three'] as const) {
        expect(() => calculateElectricalLoad({ propertyType, phase, items: edges })).not.toThrow()
      }
    }
    expect(() => calculateElectricalLoad({ ...valid, items: [] })).not.toThrow()
  })

  it('starts an item without quantity or hours at 1 of each', () => {
    // 1000 W x 1 x 1 h = 1 kWh a day
    const result = calculateElectricalLoad({
      ...valid,
      items: [{ id: 'iron', name: 'Iron', watts: 1000 }],
    })
    expect(result.connectedLoadWatts).toBe(1000)
    expect(result.dailyKwh).toBe(1)
  })
})

describe('parseElectricalLoadForm', () => {
  it('reads the strings of the form, items in index order', () => {
    expect(
      parseElectricalLoadForm({
        propertyType: 'commercial',
        phase: 'three',
        'items.10.id': 'c',
        'items.10.name': 'Lift',
        'items.10.watts': '5000',
        'items.2.id': 'b',
        'items.2.name': ' Pump ',
        'items.2.watts': '750.5',
        'items.2.quantity': ' 2 ',
        'items.2.hoursPerDay': '1.5',
      }),
    ).toEqual({
      propertyType: 'commercial',
      phase: 'three',
      items: [
        { id: 'b', name: 'Pump', watts: 750.5, quantity: 2, hoursPerDay: 1.5 },
        { id: 'c', name: 'Lift', watts: 5000, quantity: 1, hoursPerDay: 1 },
      ],
    })
  })

  it('gives the documented defaults for blank or non-numeric values', () => {
    expect(
      parseElectricalLoadForm({
        propertyType: 'hospital',
        phase: '',
        'items.0.watts': '',
        'items.0.quantity': 'abc',
        'items.0.hoursPerDay': ' ',
        'items.1.name': 'Fan',
        'items.1.id': '',
      }),
    ).toEqual({
      propertyType: 'residential',
      phase: 'single',
      items: [
        { id: 'item-0', name: '', watts: 0, quantity: 1, hoursPerDay: 1 },
        { id: 'item-1', name: 'Fan', watts: 0, quantity: 1, hoursPerDay: 1 },
      ],
    })
  })

  it('keeps an explicit 0 for quantity and hours', () => {
    const { items } = parseElectricalLoadForm({
      'items.0.watts': '0',
      'items.0.quantity': '0',
      'items.0.hoursPerDay': '0',
    })
    expect(items[0]).toMatchObject({ watts: 0, quantity: 0, hoursPerDay: 0 })
  })

  it('starts from the presets of the property type when the form has no items', () => {
    const input = parseElectricalLoadForm({ propertyType: 'industrial', phase: 'three' })
    expect(input.items).toEqual(electricalPresets.industrial)
    expect(input.items[0]).not.toBe(electricalPresets.industrial[0])
    expect(parseElectricalLoadForm({}).items).toEqual(electricalPresets.residential)
  })

  it('gives an input that calculateElectricalLoad accepts', () => {
    // one 1000 W line, quantity and hours defaulted to 1: 1 kWh a day
    const input = parseElectricalLoadForm({ 'items.0.name': 'Iron', 'items.0.watts': '1000' })
    expect(calculateElectricalLoad(input).dailyKwh).toBe(1)
  })
})
