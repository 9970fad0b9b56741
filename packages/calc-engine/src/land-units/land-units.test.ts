import { describe, expect, it } from 'vitest'
import { CalcInputError } from '../errors'
import {
  fromSquareFeet,
  landUnitName,
  landUnitSizes,
  landUnitSizesOptionsSchema,
  landUnits,
  patnaLandUnitSizes,
  toSquareFeet,
} from './index'

describe('Patna land units in square feet', () => {
  it.each([
    // 1 sq ft is itself
    ['sqft', 1],
    // 1 m = 1 / 0.3048 = 3.28083989501 ft, so 1 m² = 3.28083989501² = 10.76391041671 sq ft
    ['sqm', 10.76391041671],
    // 1 gaj = 1 sq yd = 3 ft × 3 ft = 9 sq ft
    ['gaj', 9],
    // 1 dhur = 1 katha ÷ 20 = 1,361.25 ÷ 20 = 68.0625 sq ft
    ['dhur', 68.0625],
    // 1 katha = 1,361.25 sq ft (Patna)
    ['katha', 1361.25],
    // 1 decimal = 1/100 acre = 43,560 ÷ 100 = 435.6 sq ft
    ['decimal', 435.6],
    // 1 acre = 43,560 sq ft
    ['acre', 43560],
    // 1 bigha = 20 katha = 20 × 1,361.25 = 27,225 sq ft
    ['bigha', 27225],
  ] as const)('1 %s is %d sq ft', (unit, squareFeet) => {
    expect(patnaLandUnitSizes[unit]).toBeCloseTo(squareFeet, 10)
    expect(toSquareFeet(1, unit)).toBeCloseTo(squareFeet, 10)
  })

  it('converts the figures visitors type', () => {
    // 2 katha = 2 × 1,361.25 = 2,722.5 sq ft
    expect(toSquareFeet(2, 'katha')).toBe(2722.5)
    // 2.5 katha = 2.5 × 1,361.25 = 3,403.125 sq ft
    expect(toSquareFeet(2.5, 'katha')).toBe(3403.125)
    // 10 dhur = 10 × 68.0625 = 680.625 sq ft
    expect(toSquareFeet(10, 'dhur')).toBe(680.625)
    // 10 decimal = 10 × 435.6 = 4,356 sq ft
    expect(toSquareFeet(10, 'decimal')).toBeCloseTo(4356, 10)
    // 200 gaj = 200 × 9 = 1,800 sq ft
    expect(toSquareFeet(200, 'gaj')).toBe(1800)
    // 100 sq m = 100 × 10.76391041671 = 1,076.391041671 sq ft
    expect(toSquareFeet(100, 'sqm')).toBeCloseTo(1076.391041671, 8)
    // 1.5 bigha = 1.5 × 27,225 = 40,837.5 sq ft
    expect(toSquareFeet(1.5, 'bigha')).toBe(40837.5)
  })

  it('converts square feet back into each unit', () => {
    // 2,722.5 ÷ 1,361.25 = 2 katha
    expect(fromSquareFeet(2722.5, 'katha')).toBe(2)
    // 43,560 ÷ 435.6 = 100 decimal: an acre is a hundred decimal
    expect(fromSquareFeet(43560, 'decimal')).toBeCloseTo(100, 10)
    // 1,800 ÷ 9 = 200 gaj
    expect(fromSquareFeet(1800, 'gaj')).toBe(200)
    // 1,500 ÷ 1,361.25 = 1.10193... katha
    expect(fromSquareFeet(1500, 'katha')).toBeCloseTo(1.101928, 6)
  })

  it('agrees with the relations people use', () => {
    // 1 katha = 3.125 decimal: 3.125 × 435.6 = 1,361.25
    expect(fromSquareFeet(toSquareFeet(1, 'katha'), 'decimal')).toBeCloseTo(3.125, 12)
    // 1 bigha = 20 katha = 400 dhur
    expect(fromSquareFeet(toSquareFeet(1, 'bigha'), 'katha')).toBeCloseTo(20, 12)
    expect(fromSquareFeet(toSquareFeet(1, 'bigha'), 'dhur')).toBeCloseTo(400, 12)
    // 1 katha = 1,361.25 × 0.3048² = 1,361.25 × 0.09290304 = 126.46 m²
    expect(fromSquareFeet(toSquareFeet(1, 'katha'), 'sqm')).toBeCloseTo(126.4643, 4)
    // 1 acre = 43,560 ÷ 9 = 4,840 gaj
    expect(fromSquareFeet(toSquareFeet(1, 'acre'), 'gaj')).toBeCloseTo(4840, 10)
  })

  it('lists the eight units and is frozen', () => {
    expect(landUnits).toEqual(['sqft', 'sqm', 'gaj', 'dhur', 'katha', 'decimal', 'acre', 'bigha'])
    expect(Object.isFrozen(patnaLandUnitSizes)).toBe(true)
  })

  it('refuses a negative or non-finite area and an unknown unit', () => {
    expect(() => toSquareFeet(-1, 'katha')).toThrow(RangeError)
    expect(() => toSquareFeet(Number.NaN, 'katha')).toThrow(RangeError)
    expect(() => fromSquareFeet(Number.POSITIVE_INFINITY, 'acre')).toThrow(RangeError)
    expect(() => toSquareFeet(1, 'hectare' as never)).toThrow('hectare is not a land unit')
  })
})

describe('a district whose katha is another size', () => {
  it('makes the dhur a twentieth of the katha and the bigha twenty katha', () => {
    // Bhagalpur: 1 katha = 720 sq ft; dhur 720 ÷ 20 = 36; bigha 20 × 720 = 14,400
    const bhagalpur = landUnitSizes({ kathaSqFt: 720 })
    expect(bhagalpur.katha).toBe(720)
    expect(bhagalpur.dhur).toBe(36)
    expect(bhagalpur.bigha).toBe(14400)
    // the others do not change
    expect(bhagalpur.decimal).toBe(435.6)
    expect(bhagalpur.gaj).toBe(9)
    expect(bhagalpur.acre).toBe(43560)
    // 2 katha there = 2 × 720 = 1,440 sq ft
    expect(toSquareFeet(2, 'katha', bhagalpur)).toBe(1440)
    expect(Object.isFrozen(bhagalpur)).toBe(true)
  })

  it("gives Patna's table by default", () => {
    expect(landUnitSizes()).toBe(patnaLandUnitSizes)
    expect(landUnitSizes({ kathaSqFt: 1361.25 })).toEqual(patnaLandUnitSizes)
  })

  it.each([
    [499.99, 'kathaSqFt must be at least 500'],
    [2000.5, 'kathaSqFt must be at most 2,000 sq ft'],
    [Number.NaN, 'kathaSqFt must be a number'],
    [Number.POSITIVE_INFINITY, 'kathaSqFt must be a number'],
    ['1361.25', 'kathaSqFt must be a number'],
  ])('refuses a katha of %s sq ft with a CalcInputError', (kathaSqFt, message) => {
    expect(() => landUnitSizes({ kathaSqFt: kathaSqFt as number })).toThrow(CalcInputError)
    expect(() => landUnitSizes({ kathaSqFt: kathaSqFt as number })).toThrow(
      `Invalid land units input: ${message}`,
    )
  })

  it('accepts the bounds themselves and publishes them for a settings form', () => {
    // 500 ÷ 20 = 25 sq ft a dhur; 2,000 × 20 = 40,000 sq ft a bigha
    expect(landUnitSizes({ kathaSqFt: 500 }).dhur).toBe(25)
    expect(landUnitSizes({ kathaSqFt: 2000 }).bigha).toBe(40000)
    expect(landUnitSizesOptionsSchema.limits.kathaSqFt).toEqual({
      min: 500,
      max: 2000,
      unit: 'sq ft',
    })
  })
})

describe('land unit names', () => {
  it('names each unit in English and in Hindi, the acre with a plural', () => {
    expect(landUnits.map((unit) => landUnitName(unit, 2))).toEqual([
      'sq ft',
      'sq m',
      'gaj',
      'dhur',
      'katha',
      'decimal',
      'acres',
      'bigha',
    ])
    expect(landUnitName('acre', 1)).toBe('acre')
    expect(landUnits.map((unit) => landUnitName(unit, 2, 'hi'))).toEqual([
      'वर्ग फुट',
      'वर्ग मीटर',
      'गज',
      'धुर',
      'कट्ठा',
      'डिसमिल',
      'एकड़',
      'बीघा',
    ])
  })
})
