import { describe, expect, it } from 'vitest'
import { CalcInputError } from '../errors'
import { calculatePaint, defaultPaintRates, paintInputSchema, parsePaintForm } from './index'

describe('calculatePaint', () => {
  it('works out a 12 x 10 ft room, 10 ft high, one door, two windows, standard, two coats', () => {
    // wall area      = 2 * (12 + 10) * 10           = 440 sq ft
    // openings       = 1 door * 21 + 2 windows * 15 = 51 sq ft
    // paintable area = 440 - 51                     = 389 sq ft
    // litres         = 389 / 125 * 2                = 6.224 L
    // cans           = ceil(6.224) = 7 L            = one 4 L can + three 1 L cans
    // cost           = 6.224 * 350                  = 2178.40 rupees
    const result = calculatePaint({
      length: 12,
      width: 10,
      height: 10,
      doors: 1,
      windows: 2,
      quality: 'standard',
      coats: 2,
    })
    expect(result.wallArea).toBe(440)
    expect(result.paintableArea).toBe(389)
    expect(result.litres).toBeCloseTo(6.224, 10)
    expect(result.cans).toEqual([
      { sizeLitres: 4, count: 1 },
      { sizeLitres: 1, count: 3 },
    ])
    expect(result.cost).toBeCloseTo(2178.4, 8)
  })

  it('uses every can size for a large hall in economy paint with three coats', () => {
    // wall area = 2 * (40 + 30) * 12 = 1680; no doors or windows: paintable 1680
    // litres    = 1680 / 100 * 3     = 50.4 L, rounded up to 51 L
    // cans      = 20 + 20 + 10 + 1   = 51 L: two 20 L, one 10 L, one 1 L (no 4 L)
    // cost      = 50.4 * 200         = 10080 rupees
    const result = calculatePaint({
      length: 40,
      width: 30,
      height: 12,
      doors: 0,
      windows: 0,
      quality: 'economy',
      coats: 3,
    })
    expect(result.paintableArea).toBe(1680)
    expect(result.litres).toBeCloseTo(50.4, 10)
    expect(result.cans).toEqual([
      { sizeLitres: 20, count: 2 },
      { sizeLitres: 10, count: 1 },
      { sizeLitres: 1, count: 1 },
    ])
    expect(result.cost).toBeCloseTo(10080, 8)
  })

  it('lists each can size once (the old site could list "1L" twice)', () => {
    // premium, 1 coat: 10 x 10 x 10 room = 400 sq ft, less 5 doors (105) and 6 windows (90) = 205
    // litres = 205 / 150 = 1.3667, rounded up to 2 L: one line "1 L x 2", not two "1 L" lines
    const result = calculatePaint({
      length: 10,
      width: 10,
      height: 10,
      doors: 5,
      windows: 6,
      quality: 'premium',
      coats: 1,
    })
    expect(result.paintableArea).toBe(205)
    expect(result.cans).toEqual([{ sizeLitres: 1, count: 2 }])
    // 205 / 150 * 500 = 683.33 rupees
    expect(result.cost).toBeCloseTo(683.333, 2)
  })

  it('applies the defaults of one door, one window and two coats', () => {
    // 10 x 10 x 8: wall 320, less 21 + 15 = 284; standard: 284 / 125 * 2 = 4.544 L
    const result = calculatePaint({ length: 10, width: 10, height: 8, quality: 'standard' })
    expect(result.paintableArea).toBe(284)
    expect(result.litres).toBeCloseTo(4.544, 10)
  })

  it('never reports a negative paintable area and then needs no cans', () => {
    // 1 x 1 x 1 room: wall 4 sq ft, far less than five doors (105 sq ft)
    const result = calculatePaint({ length: 1, width: 1, height: 1, doors: 5, quality: 'economy' })
    expect(result.paintableArea).toBe(0)
    expect(result.litres).toBe(0)
    expect(result.cans).toEqual([])
    expect(result.cost).toBe(0)
  })

  it('does not buy an extra can for floating-point noise', () => {
    // 27.6 x 19.9 x 8.8 ft: wall = 2 * 47.5 * 8.8 = 836 sq ft exactly, less one door and one window
    // (36) = 800 sq ft; economy, one coat: 800 / 100 = 8 L. In floating point the area comes out as
    // 800.0000000000001 and the litres as 8.000000000000002: still two 4 L cans, not a third can.
    const result = calculatePaint({
      length: 27.6,
      width: 19.9,
      height: 8.8,
      quality: 'economy',
      coats: 1,
    })
    expect(result.litres).toBeCloseTo(8, 10)
    expect(result.cans).toEqual([{ sizeLitres: 4, count: 2 }])
  })

  it('takes rate overrides: a price rise and a shop without 20 L cans', () => {
    // 12 x 10 x 10 with defaults for doors/windows: 440 - 21 - 15 = 404; economy 2 coats
    // litres = 404 / 100 * 2 = 8.08 -> 9 L; with cans of 10 and 4 L only: 4 + 4 + one more 4 = 12 L
    // price at 250 per litre: 8.08 * 250 = 2020
    const result = calculatePaint(
      { length: 12, width: 10, height: 10, quality: 'economy' },
      {
        rates: {
          pricePerLitre: { economy: 250, standard: 350, premium: 500 },
          canSizesLitres: [10, 4],
        },
      },
    )
    expect(result.cans).toEqual([{ sizeLitres: 4, count: 3 }])
    expect(result.cost).toBeCloseTo(2020, 8)
  })

  it('exposes the constants of the specification', () => {
    expect(defaultPaintRates.doorArea).toBe(21)
    expect(defaultPaintRates.windowArea).toBe(15)
    expect(defaultPaintRates.coveragePerLitre).toEqual({
      economy: 100,
      standard: 125,
      premium: 150,
    })
    expect(defaultPaintRates.pricePerLitre).toEqual({ economy: 200, standard: 350, premium: 500 })
    expect(defaultPaintRates.canSizesLitres).toEqual([20, 10, 4, 1])
  })
})

describe('paint input bounds', () => {
  const valid = { length: 12, width: 10, height: 9, quality: 'standard' } as const

  it.each([
    ['length', { length: 0.5 }, 'length must be at least 1'],
    ['width', { width: 0 }, 'width must be at least 1'],
    ['height', { height: -2 }, 'height must be at least 1'],
    ['doors', { doors: -1 }, 'doors must be at least 0'],
    ['doors', { doors: 6 }, 'doors must be at most 5'],
    ['doors', { doors: 1.5 }, 'doors must be a whole number'],
    ['windows', { windows: -1 }, 'windows must be at least 0'],
    ['windows', { windows: 7 }, 'windows must be at most 6'],
    ['coats', { coats: 0 }, 'coats must be one of 1, 2, 3'],
    ['coats', { coats: 4 }, 'coats must be one of 1, 2, 3'],
    ['quality', { quality: 'gold' }, 'quality must be one of economy, standard, premium'],
    ['length', { length: Number.NaN }, 'length must be a number'],
    ['length', { length: undefined }, 'length is required'],
  ])('rejects %s out of bounds: %j', (path, patch, message) => {
    const input = { ...valid, ...patch }
    expect(() => calculatePaint(input as never)).toThrow(CalcInputError)
    try {
      calculatePaint(input as never)
    } catch (error) {
      expect(error).toBeInstanceOf(CalcInputError)
      expect((error as CalcInputError).issues).toContainEqual({ path, message })
      expect((error as CalcInputError).message).toContain(message)
    }
  })

  it('lists every failing field at once', () => {
    const result = paintInputSchema.safeParse({ ...valid, length: 0, doors: 9 })
    expect(result.success).toBe(false)
    expect(() => calculatePaint({ ...valid, length: 0, doors: 9 })).toThrow(
      'Invalid paint input: length must be at least 1; doors must be at most 5',
    )
  })

  it('accepts every bound itself', () => {
    expect(() =>
      calculatePaint({
        length: 1,
        width: 1,
        height: 1,
        doors: 5,
        windows: 6,
        quality: 'premium',
        coats: 3,
      }),
    ).not.toThrow()
    expect(() => calculatePaint({ ...valid, doors: 0, windows: 0, coats: 1 })).not.toThrow()
  })
})

describe('parsePaintForm', () => {
  it('reads the strings of the form', () => {
    expect(
      parsePaintForm({
        length: '12.5',
        width: ' 10 ',
        height: '9',
        doors: '2',
        windows: '3',
        quality: 'premium',
        coats: '3',
      }),
    ).toEqual({
      length: 12.5,
      width: 10,
      height: 9,
      doors: 2,
      windows: 3,
      quality: 'premium',
      coats: 3,
    })
  })

  it('gives the documented defaults for blank or non-numeric values', () => {
    expect(
      parsePaintForm({ length: '', width: 'abc', doors: '', windows: 'x', coats: '' }),
    ).toEqual({
      length: 0,
      width: 0,
      height: 0,
      doors: 1,
      windows: 1,
      quality: 'standard',
      coats: 2,
    })
  })

  it('keeps an explicit 0 for doors and windows (the old site turned it into 1)', () => {
    const input = parsePaintForm({ doors: '0', windows: '0' })
    expect(input.doors).toBe(0)
    expect(input.windows).toBe(0)
  })
})
