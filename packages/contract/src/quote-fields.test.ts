import { describe, expect, it } from 'vitest'
import { readLandSize } from './quote-fields'

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
    '2.5 katha',
    '3 bigha',
    '10 decimal',
    '1 acre',
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
