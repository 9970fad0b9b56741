import { landUnitSizes } from '@nirman/calc-engine/land-units'
import { describe, expect, it } from 'vitest'
import { landSizeForStaff, readLandSize } from './quote-fields'

describe('readLandSize', () => {
  it('reads a number of square feet, as typed', () => {
    expect(readLandSize('1200')).toEqual({ kind: 'area', squareFeet: 1200, asTyped: true })
    expect(readLandSize(' 1800 ')).toEqual({ kind: 'area', squareFeet: 1800, asTyped: true })
    expect(readLandSize('1361.25')).toEqual({ kind: 'area', squareFeet: 1361.25, asTyped: true })
  })

  it.each([
    ['1,200', 1200],
    ['1,20,000', 120_000],
    ['1200 sq ft', 1200],
    ['1200 sqft', 1200],
    ['1200 Sq. Ft.', 1200],
    ['2,400 square feet', 2400],
  ])('reads %s as %d sq ft, and says it was read (not as typed)', (typed, squareFeet) => {
    expect(readLandSize(typed)).toEqual({ kind: 'area', squareFeet, asTyped: false })
  })

  // 30 x 40 = 1,200; 25 x 50 = 1,250; 30.5 x 40 = 1,220; 40.25 x 30.5 = 1,227.625, to 1,227.63.
  it.each([
    ['30x40', 30, 40, 1200],
    ['30 x 40', 30, 40, 1200],
    ['30*40', 30, 40, 1200],
    ['30×40', 30, 40, 1200],
    ['30X40', 30, 40, 1200],
    ['25 by 50', 25, 50, 1250],
    ["30' x 40'", 30, 40, 1200],
    ['30 ft x 40 ft', 30, 40, 1200],
    ['30.5x40', 30.5, 40, 1220],
    ['40.25 x 30.5', 40.25, 30.5, 1227.63],
  ])(
    'reads the plot %s as %d ft by %d ft, %d sq ft',
    (typed, lengthFeet, widthFeet, squareFeet) => {
      expect(readLandSize(typed)).toEqual({ kind: 'plot', lengthFeet, widthFeet, squareFeet })
    },
  )

  it.each([
    // Worked by hand with Patna's sizes: 1 katha = 1,361.25 sq ft, 1 bigha = 20 katha,
    // 1 decimal = 435.6 sq ft, 1 acre = 43,560 sq ft, 1 gaj = 9 sq ft.
    ['2.5 katha', [{ value: 2.5, unit: 'katha' }], 3403.13], // 3,403.125, to two decimals
    ['3 bigha', [{ value: 3, unit: 'bigha' }], 81_675], // 3 x 20 x 1,361.25
    ['10 decimal', [{ value: 10, unit: 'decimal' }], 4356],
    ['1 acre', [{ value: 1, unit: 'acre' }], 43_560],
    ['200 gaj', [{ value: 200, unit: 'gaj' }], 1800],
    [
      '1 bigha 5 katha',
      [
        { value: 1, unit: 'bigha' },
        { value: 5, unit: 'katha' },
      ],
      34_031.25, // 27,225 + 6,806.25
    ],
    ['२ कट्ठा', [{ value: 2, unit: 'katha' }], 2722.5],
  ])('reads %s in land units and their square feet', (typed, parts, squareFeet) => {
    expect(readLandSize(typed)).toEqual({ kind: 'units', parts, squareFeet })
  })

  it("reads katha with the company's own size of it", () => {
    // A district where 1 katha is 1,500 sq ft: 2 katha = 3,000 sq ft, 1 dhur = 75 sq ft.
    const sizes = landUnitSizes({ kathaSqFt: 1500 })
    expect(readLandSize('2 katha', sizes)).toMatchObject({ squareFeet: 3000 })
    expect(readLandSize('4 dhur', sizes)).toMatchObject({ squareFeet: 300 })
  })

  it.each([
    '2.5 hectare',
    'about 2 katha',
    '30x40x50',
    '30 x',
    'x40',
    '1,2',
    '0',
    '0x40',
    '-1200',
    'twelve hundred',
  ])('refuses %s rather than guess at it', (typed) => {
    expect(readLandSize(typed)).toEqual({ kind: 'unreadable' })
  })

  it('reads nothing in an empty or blank text', () => {
    expect(readLandSize('')).toEqual({ kind: 'empty' })
    expect(readLandSize('   ')).toEqual({ kind: 'empty' })
  })
})

describe('landSizeForStaff', () => {
  it('shows the words typed and their square feet, once when they are square feet', () => {
    expect(landSizeForStaff('2 katha', 2722.5)).toBe('2 katha (2,722.5 sq ft)')
    expect(landSizeForStaff('30x40', 1200)).toBe('30x40 (1,200 sq ft)')
    expect(landSizeForStaff('1 bigha 5 katha', 34_031.25)).toBe('1 bigha 5 katha (34,031.25 sq ft)')
    // Indian grouping: one lakh square feet.
    expect(landSizeForStaff('100000', 100_000)).toBe('1,00,000 sq ft')
    expect(landSizeForStaff('1,800 sq ft', 1800)).toBe('1,800 sq ft')
  })

  it('shows a request from before the square feet were kept as it was', () => {
    expect(landSizeForStaff('1800', null)).toBe('1800 sq ft')
    expect(landSizeForStaff('about two katha', null)).toBe('about two katha')
    expect(landSizeForStaff('  ', null)).toBe('')
  })
})
