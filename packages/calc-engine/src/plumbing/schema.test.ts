import { describe, expect, it } from 'vitest'
import { CalcInputError } from '../errors'
import { calculatePlumbing, parsePlumbingForm, plumbingInputSchema } from './index'

describe('plumbing input bounds', () => {
  const valid = { floors: 2, bathrooms: 2, kitchens: 1 } as const

  it.each([
    ['floors', { floors: 0 }, 'floors must be at least 1'],
    ['floors', { floors: 21 }, 'floors must be at most 20'],
    ['floors', { floors: 2.5 }, 'floors must be a whole number'],
    ['floors', { floors: Number.NaN }, 'floors must be a number'],
    ['floors', { floors: undefined }, 'floors is required'],
    ['bathrooms', { bathrooms: -1 }, 'bathrooms must be at least 0'],
    ['bathrooms', { bathrooms: 1.5 }, 'bathrooms must be a whole number'],
    ['kitchens', { kitchens: -1 }, 'kitchens must be at least 0'],
    ['kitchens', { kitchens: 0.5 }, 'kitchens must be a whole number'],
    ['fixtures', { fixtures: -1 }, 'fixtures must be at least 0'],
    ['fixtures', { fixtures: 2.5 }, 'fixtures must be a whole number'],
    ['storageLitres', { storageLitres: -1 }, 'storageLitres must be at least 0'],
    ['storageLitres', { storageLitres: '500' }, 'storageLitres must be a number'],
    [
      'buildingType',
      { buildingType: 'hospital' },
      'buildingType must be one of residential, commercial, industrial',
    ],
    ['pipeType', { pipeType: 'steel' }, 'pipeType must be one of upvc, cpvc, copper'],
    ['heater', { heater: 'gas' }, 'heater must be one of storage, instant, solar, none'],
  ])('rejects %s out of bounds: %j', (path, patch, message) => {
    const input = { ...valid, ...patch }
    expect(() => calculatePlumbing(input as never)).toThrow(CalcInputError)
    try {
      calculatePlumbing(input as never)
    } catch (error) {
      expect(error).toBeInstanceOf(CalcInputError)
      expect((error as CalcInputError).issues).toContainEqual({ path, message })
      expect((error as CalcInputError).message).toContain(message)
    }
  })

  it('lists every failing field at once', () => {
    expect(plumbingInputSchema.safeParse({ floors: 0, kitchens: -1 }).success).toBe(false)
    expect(() => calculatePlumbing({ floors: 0, kitchens: -1 })).toThrow(
      'Invalid plumbing input: floors must be at least 1; kitchens must be at least 0',
    )
  })

  it('accepts every bound itself', () => {
    expect(() =>
      calculatePlumbing({ floors: 1, bathrooms: 0, kitchens: 0, fixtures: 0, storageLitres: 0 }),
    ).not.toThrow()
    for (const buildingType of ['residential', 'commercial', 'industrial'] as const) {
      for (const pipeType of ['upvc', 'cpvc', 'copper'] as const) {
        for (const heater of ['storage', 'instant', 'solar', 'none'] as const) {
          expect(() =>
            calculatePlumbing({ floors: 20, buildingType, pipeType, heater }),
          ).not.toThrow()
        }
      }
    }
  })

  it('applies the defaults of a residential house, 2 bathrooms, 1 kitchen, uPVC, storage heater', () => {
    expect(plumbingInputSchema.parse({ floors: 1 })).toEqual({
      buildingType: 'residential',
      floors: 1,
      bathrooms: 2,
      kitchens: 1,
      pipeType: 'upvc',
      heater: 'storage',
    })
  })
})

describe('parsePlumbingForm', () => {
  it('reads the strings of the form', () => {
    expect(
      parsePlumbingForm({
        buildingType: 'commercial',
        floors: '5',
        bathrooms: ' 4 ',
        kitchens: '0',
        fixtures: '12',
        pipeType: 'copper',
        heater: 'solar',
        storageLitres: '2500.5',
      }),
    ).toEqual({
      buildingType: 'commercial',
      floors: 5,
      bathrooms: 4,
      kitchens: 0,
      fixtures: 12,
      pipeType: 'copper',
      heater: 'solar',
      storageLitres: 2500.5,
    })
  })

  it('gives the documented defaults for blank or non-numeric values', () => {
    const input = parsePlumbingForm({
      buildingType: 'hospital',
      floors: '',
      bathrooms: 'two',
      kitchens: '',
      fixtures: ' ',
      pipeType: 'steel',
      heater: '',
      storageLitres: 'lots',
    })
    expect(input).toEqual({
      buildingType: 'residential',
      floors: 0,
      bathrooms: 2,
      kitchens: 1,
      pipeType: 'upvc',
      heater: 'storage',
    })
    expect(input.fixtures).toBeUndefined()
    expect(input.storageLitres).toBeUndefined()
  })

  it('keeps an explicit 0 for bathrooms, kitchens, fixtures and storage', () => {
    expect(
      parsePlumbingForm({
        floors: '1',
        bathrooms: '0',
        kitchens: '0',
        fixtures: '0',
        storageLitres: '0',
      }),
    ).toMatchObject({ bathrooms: 0, kitchens: 0, fixtures: 0, storageLitres: 0 })
  })

  it('gives an input that calculatePlumbing accepts, 0 fixtures meaning no fixture lines', () => {
    // 2 bathrooms, 1 kitchen by default, but "0" fixture points: no fixture supply or drain rows
    const result = calculatePlumbing(parsePlumbingForm({ floors: '2', fixtures: '0' }))
    expect(result.fixtureCount).toBe(0)
    expect(result.supplyPipes.map((pipe) => pipe.name)).toEqual([
      'Main Supply Line',
      'Branch Supply Lines',
    ])
  })
})
