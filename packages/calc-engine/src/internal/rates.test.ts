import { describe, expect, it } from 'vitest'
import * as engine from '../index'
import {
  CalcInputError,
  calculateFlooring,
  calculatePaint,
  defaultPaintRates,
  electricalPresets,
  isCalcInputError,
  paintInputSchema,
} from '../index'

const room = {
  length: 12,
  width: 10,
  height: 10,
  doors: 1,
  windows: 2,
  quality: 'standard',
} as const

function isDeeplyFrozen(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true
  return Object.isFrozen(value) && Object.values(value).every(isDeeplyFrozen)
}

describe('given the exported tables', () => {
  const tables = Object.entries(engine).filter(
    ([, value]) =>
      typeof value === 'object' &&
      value !== null &&
      !Object.values(value).some((inner) => typeof inner === 'function'),
  )

  it('every rates table, preset list and choice list is deeply frozen', () => {
    // 13 rates tables, the presets, and the choice lists: far more than 20 in all
    expect(tables.length).toBeGreaterThan(20)
    for (const [name, table] of tables) expect([name, isDeeplyFrozen(table)]).toEqual([name, true])
  })

  it('when a caller writes to one, it throws and later results do not change', () => {
    const before = calculatePaint(room).cost
    const prices = defaultPaintRates.pricePerLitre as Record<string, number>
    expect(() => {
      prices.standard = 1
    }).toThrow(TypeError)
    expect(() => (electricalPresets.residential as unknown as unknown[]).push({})).toThrow(
      TypeError,
    )
    expect(calculatePaint(room).cost).toBe(before)
  })
})

describe('given rate overrides', () => {
  it('merges a partial price table with the defaults', () => {
    // premium only: standard keeps 350, so 6.224 L x 350 = 2178.40 as without overrides
    const result = calculatePaint(room, { rates: { pricePerLitre: { premium: 600 } } })
    expect(result.cost).toBeCloseTo(2178.4, 8)
    // standard at 400: 6.224 x 400 = 2489.60
    const dearer = calculatePaint(room, { rates: { pricePerLitre: { standard: 400 } } })
    expect(dearer.cost).toBeCloseTo(2489.6, 8)
  })

  it('refuses zero or negative coverage and prices, listing every bad override', () => {
    const attempt = () =>
      calculatePaint(room, {
        rates: { coveragePerLitre: { standard: 0 }, pricePerLitre: { economy: -5 } },
      })
    expect(attempt).toThrow(CalcInputError)
    expect(attempt).toThrow(
      'Invalid paint input: rates.coveragePerLitre.standard must be greater than 0; rates.pricePerLitre.economy must be greater than 0',
    )
  })

  it('refuses an unknown key, a value of the wrong kind and an empty list', () => {
    const overrides = {
      pricePerLitre: { gold: 900 },
      doorArea: '21',
      canSizesLitres: [],
    } as unknown as engine.RateOverrides<engine.PaintRates>
    try {
      calculatePaint(room, { rates: overrides })
      expect.unreachable('bad overrides were accepted')
    } catch (error) {
      expect(isCalcInputError(error) && error.issues).toEqual([
        { path: 'rates.doorArea', message: 'rates.doorArea must be a number' },
        {
          path: 'rates.pricePerLitre.gold',
          message: 'rates.pricePerLitre.gold is not a paint rate',
        },
        {
          path: 'rates.canSizesLitres',
          message: 'rates.canSizesLitres must be a list of at least one entry',
        },
      ])
    }
  })

  it('keeps a rate that may be 0 (flooring labour) and refuses it below 0', () => {
    // 12 x 10 = 120 sq ft of tile with no labour: labour cost 0
    const free = calculateFlooring(
      { length: 12, width: 10 },
      { rates: { laborPerSqFt: { tile: 0 } } },
    )
    expect(free.laborCost).toBe(0)
    expect(() =>
      calculateFlooring({ length: 12, width: 10 }, { rates: { laborPerSqFt: { tile: -1 } } }),
    ).toThrow('rates.laborPerSqFt.tile must be at least 0')
  })
})

describe('given an invalid input', () => {
  it('the error is recognised by isCalcInputError and instanceof, a plain Error is not', () => {
    const result = paintInputSchema.safeParse({ ...room, length: 0, doors: 9 })
    expect(result.success).toBe(false)
    if (result.success) return
    expect(isCalcInputError(result.error)).toBe(true)
    expect(result.error).toBeInstanceOf(CalcInputError)
    expect(result.error.message).toBe(
      'Invalid paint input: length must be at least 1; doors must be at most 5',
    )
    expect(isCalcInputError(new Error('Invalid paint input'))).toBe(false)
    expect(new Error('x')).not.toBeInstanceOf(CalcInputError)
  })

  it('the schema answers Standard Schema validation with paths as lists', () => {
    const answer = paintInputSchema['~standard'].validate({ ...room, width: 'ten' })
    expect(answer).toEqual({ issues: [{ path: ['width'], message: 'width must be a number' }] })
    expect(paintInputSchema['~standard'].validate(room)).toEqual({
      value: { ...room, coats: 2 },
    })
  })
})
