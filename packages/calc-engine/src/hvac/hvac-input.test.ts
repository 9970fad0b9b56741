import { describe, expect, it } from 'vitest'
import { CalcInputError } from '../errors'
import { calculateHvac, type HvacInput, parseHvacForm } from './index'

const patnaHome: HvacInput = {
  floorArea: 1000,
  ceilingHeight: 10,
  occupants: 4,
  buildingType: 'residential',
  climate: 'hot',
  insulation: 'average',
  windows: 'average',
  appliances: 'average',
}

describe('HVAC input bounds', () => {
  it.each([
    ['floorArea', { floorArea: 99.9 }, 'floorArea must be at least 100'],
    ['ceilingHeight', { ceilingHeight: 6.9 }, 'ceilingHeight must be at least 7'],
    ['ceilingHeight', { ceilingHeight: 20.1 }, 'ceilingHeight must be at most 20'],
    ['occupants', { occupants: 0 }, 'occupants must be at least 1'],
    ['occupants', { occupants: 2.5 }, 'occupants must be a whole number'],
    ['floorArea', { floorArea: undefined }, 'floorArea is required'],
    ['ceilingHeight', { ceilingHeight: undefined }, 'ceilingHeight is required'],
    ['occupants', { occupants: undefined }, 'occupants is required'],
    ['floorArea', { floorArea: Number.NaN }, 'floorArea must be a number'],
    ['buildingType', { buildingType: undefined }, 'buildingType is required'],
    [
      'buildingType',
      { buildingType: 'hospital' },
      'buildingType must be one of residential, commercial, industrial, office',
    ],
    ['climate', { climate: 'arctic' }, 'climate must be one of mild, moderate, hot, extreme'],
    ['climate', { climate: undefined }, 'climate is required'],
    [
      'insulation',
      { insulation: 'none' },
      'insulation must be one of poor, average, good, excellent',
    ],
    ['insulation', { insulation: undefined }, 'insulation is required'],
    ['windows', { windows: 'some' }, 'windows must be one of minimal, average, extensive, full'],
    ['windows', { windows: undefined }, 'windows is required'],
    ['appliances', { appliances: 'low' }, 'appliances must be one of minimal, average, high'],
    ['appliances', { appliances: undefined }, 'appliances is required'],
  ])('rejects %s out of bounds: %j', (path, patch, message) => {
    const input = { ...patnaHome, ...patch }
    expect(() => calculateHvac(input as never)).toThrow(CalcInputError)
    try {
      calculateHvac(input as never)
    } catch (error) {
      expect(error).toBeInstanceOf(CalcInputError)
      expect((error as CalcInputError).issues).toContainEqual({ path, message })
      expect((error as CalcInputError).message).toContain(message)
    }
  })

  it('lists every failing field at once', () => {
    expect(() => calculateHvac({ ...patnaHome, floorArea: 50, occupants: 0 })).toThrow(
      'Invalid HVAC input: floorArea must be at least 100; occupants must be at least 1',
    )
  })

  it('accepts every bound itself', () => {
    expect(() =>
      calculateHvac({ ...patnaHome, floorArea: 100, ceilingHeight: 7, occupants: 1 }),
    ).not.toThrow()
    expect(() => calculateHvac({ ...patnaHome, ceilingHeight: 20 })).not.toThrow()
  })
})

describe('parseHvacForm', () => {
  it('reads the strings of the form', () => {
    expect(
      parseHvacForm({
        floorArea: '1250.5',
        ceilingHeight: ' 9 ',
        occupants: '5',
        buildingType: 'office',
        climate: 'extreme',
        insulation: 'good',
        windows: 'full',
        appliances: 'high',
      }),
    ).toEqual({
      floorArea: 1250.5,
      ceilingHeight: 9,
      occupants: 5,
      buildingType: 'office',
      climate: 'extreme',
      insulation: 'good',
      windows: 'full',
      appliances: 'high',
    })
  })

  it('gives 0 for blank numbers and the Patna defaults for blank or unknown choices', () => {
    expect(
      parseHvacForm({ floorArea: '', ceilingHeight: 'abc', buildingType: 'hospital', windows: '' }),
    ).toEqual({
      floorArea: 0,
      ceilingHeight: 0,
      occupants: 0,
      buildingType: 'residential',
      climate: 'hot',
      insulation: 'average',
      windows: 'average',
      appliances: 'average',
    })
  })

  it('keeps an explicit 0, which calculateHvac then rejects rather than guessing', () => {
    const input = parseHvacForm({ floorArea: '1000', ceilingHeight: '10', occupants: '0' })
    expect(input.occupants).toBe(0)
    expect(() => calculateHvac(input)).toThrow('occupants must be at least 1')
  })
})
