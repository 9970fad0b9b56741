import { describe, expect, it } from 'vitest'
import { CalcInputError } from '../errors'
import {
  calculateFlooring,
  defaultFlooringRates,
  flooringInputSchema,
  parseFlooringForm,
} from './index'

describe('calculateFlooring', () => {
  it('works out a 12 x 10 ft room in 12 x 12 in tiles laid diagonally', () => {
    // area        = 12 * 10                  = 120 sq ft
    // with waste  = 120 * 1.10               = 132 sq ft (default 10 percent)
    // one tile    = 12 * 12 / 144            = 1 sq ft
    // pieces      = 132 * 1.15 / 1 = 151.8   -> 152 tiles
    // boxes       = 132 / 10 = 13.2          -> 14 boxes
    // material    = 14 * 500                 = 7000 rupees
    // labour      = 120 * 6                  = 720 rupees; total 7720
    const result = calculateFlooring({
      length: 12,
      width: 10,
      type: 'tile',
      pattern: 'diagonal',
      price: 500,
    })
    expect(result.area).toBe(120)
    expect(result.areaWithWastage).toBeCloseTo(132, 10)
    expect(result.pieces).toBe(152)
    expect(result.boxes).toBe(14)
    expect(result.materialCost).toBe(7000)
    expect(result.laborCost).toBe(720)
    expect(result.totalCost).toBe(7720)
  })

  it('works out a 15 x 12 ft room in hardwood, ignoring the pattern', () => {
    // area        = 15 * 12                  = 180 sq ft
    // with waste  = 180 * 1.05               = 189 sq ft
    // one plank   = 48 * 6 / 144             = 2 sq ft (default plank)
    // pieces      = 189 / 2 = 94.5           -> 95 planks (herringbone applies to tile only)
    // boxes       = 189 / 20 = 9.45          -> 10 boxes
    // material    = 10 * 3000                = 30,000; labour = 180 * 8 = 1440; total 31,440
    const result = calculateFlooring({
      length: 15,
      width: 12,
      type: 'hardwood',
      wastage: 5,
      pattern: 'herringbone',
      price: 3000,
    })
    expect(result.area).toBe(180)
    expect(result.areaWithWastage).toBeCloseTo(189, 10)
    expect(result.pieces).toBe(95)
    expect(result.boxes).toBe(10)
    expect(result.materialCost).toBe(30_000)
    expect(result.laborCost).toBe(1440)
    expect(result.totalCost).toBe(31_440)
  })

  it('prices carpet by the sq ft and counts no pieces', () => {
    // area 20 * 15 = 300 sq ft, no wastage: 300; boxes (rolls) 300 / 100 = 3
    // material = 300 * 80 per sq ft = 24,000; labour = 300 * 3 = 900; total 24,900
    const result = calculateFlooring({
      length: 20,
      width: 15,
      type: 'carpet',
      wastage: 0,
      price: 80,
    })
    expect(result).toEqual({
      area: 300,
      areaWithWastage: 300,
      pieces: null,
      boxes: 3,
      materialCost: 24_000,
      laborCost: 900,
      totalCost: 24_900,
    })
  })

  it('works out large tiles in herringbone', () => {
    // area 10 * 10 = 100; with 20 percent waste 120 sq ft; one tile 24 * 24 / 144 = 4 sq ft
    // pieces = 120 * 1.2 / 4 = 36; boxes = 120 / 10 = 12; material 12 * 1000 = 12,000
    // labour = 100 * 6 = 600; total 12,600
    const result = calculateFlooring({
      length: 10,
      width: 10,
      tileLength: 24,
      tileWidth: 24,
      wastage: 20,
      pattern: 'herringbone',
      price: 1000,
    })
    expect(result.pieces).toBe(36)
    expect(result.boxes).toBe(12)
    expect(result.totalCost).toBe(12_600)
  })

  it('does not buy an extra box or tile for floating-point noise', () => {
    // 10 * 10 = 100 sq ft * 1.10 = 110 sq ft, which is 110.00000000000001 in floating point:
    // still 110 tiles and 11 boxes, not 111 and 12
    const result = calculateFlooring({ length: 10, width: 10 })
    expect(result.pieces).toBe(110)
    expect(result.boxes).toBe(11)
    expect(result.materialCost).toBe(0)
    expect(result.laborCost).toBe(600)
  })

  it.each([
    // 10 x 10 ft room, no wastage (100 sq ft), price 100, default sizes, straight:
    // tile:     100 / 1 sq ft = 100 pieces; 100 / 10 = 10 boxes * 100 = 1000; labour 100 * 6 = 600
    ['tile', 100, 10, 1000, 600],
    // hardwood: 100 / 2 sq ft = 50 planks; 100 / 20 = 5 boxes * 100 = 500;   labour 100 * 8 = 800
    ['hardwood', 50, 5, 500, 800],
    // laminate: 50 planks; 100 / 25 = 4 boxes * 100 = 400;                   labour 100 * 5 = 500
    ['laminate', 50, 4, 400, 500],
    // vinyl:    50 planks; 100 / 30 = 3.33 -> 4 boxes * 100 = 400;           labour 100 * 4 = 400
    ['vinyl', 50, 4, 400, 400],
    // carpet:   no pieces; 100 / 100 = 1 roll; 100 sq ft * 100 = 10,000;     labour 100 * 3 = 300
    ['carpet', null, 1, 10_000, 300],
    // other:    no pieces; 100 / 20 = 5 boxes; 100 sq ft * 100 = 10,000;    labour 100 * 5 = 500
    ['other', null, 5, 10_000, 500],
  ] as const)(
    'uses the coverage and labour rate of %s',
    (type, pieces, boxes, material, labour) => {
      const result = calculateFlooring({ length: 10, width: 10, type, wastage: 0, price: 100 })
      expect(result.pieces).toBe(pieces)
      expect(result.boxes).toBe(boxes)
      expect(result.materialCost).toBe(material)
      expect(result.laborCost).toBe(labour)
      expect(result.totalCost).toBe(material + labour)
    },
  )

  it('takes rate overrides: bigger tile boxes, dearer labour, a wasteful diagonal', () => {
    // the first example: 132 sq ft with waste, 120 sq ft of room
    // pieces = 132 * 1.25 = 165; boxes = 132 / 15 = 8.8 -> 9; material = 9 * 500 = 4500
    // labour = 120 * 10 = 1200; total 5700
    const result = calculateFlooring(
      { length: 12, width: 10, type: 'tile', pattern: 'diagonal', price: 500 },
      {
        rates: {
          patternFactor: { ...defaultFlooringRates.patternFactor, diagonal: 1.25 },
          boxCoverage: { ...defaultFlooringRates.boxCoverage, tile: 15 },
          laborPerSqFt: { ...defaultFlooringRates.laborPerSqFt, tile: 10 },
        },
      },
    )
    expect(result.pieces).toBe(165)
    expect(result.boxes).toBe(9)
    expect(result.materialCost).toBe(4500)
    expect(result.laborCost).toBe(1200)
    expect(result.totalCost).toBe(5700)
  })

  it('exposes the constants of the specification and the documented defaults', () => {
    expect(defaultFlooringRates).toEqual({
      patternFactor: { straight: 1, diagonal: 1.15, herringbone: 1.2 },
      boxCoverage: { tile: 10, hardwood: 20, laminate: 25, vinyl: 30, carpet: 100, other: 20 },
      laborPerSqFt: { tile: 6, hardwood: 8, laminate: 5, vinyl: 4, carpet: 3, other: 5 },
    })
    expect(flooringInputSchema.parse({ length: 10, width: 10 })).toEqual({
      length: 10,
      width: 10,
      type: 'tile',
      tileLength: 12,
      tileWidth: 12,
      plankLength: 48,
      plankWidth: 6,
      wastage: 10,
      pattern: 'straight',
      price: 0,
    })
  })
})

describe('flooring input bounds', () => {
  const valid = { length: 12, width: 10 }

  it.each([
    ['length', { length: 0.09 }, 'length must be at least 0.1'],
    ['length', { length: undefined }, 'length is required'],
    ['width', { width: 0 }, 'width must be at least 0.1'],
    ['width', { width: Number.NaN }, 'width must be a number'],
    ['tileLength', { tileLength: 0.5 }, 'tileLength must be at least 1'],
    ['tileWidth', { tileWidth: 0 }, 'tileWidth must be at least 1'],
    ['plankLength', { plankLength: 0.9 }, 'plankLength must be at least 1'],
    ['plankWidth', { plankWidth: -6 }, 'plankWidth must be at least 1'],
    ['wastage', { wastage: -1 }, 'wastage must be at least 0'],
    ['wastage', { wastage: 26 }, 'wastage must be at most 25'],
    ['price', { price: -1 }, 'price must be at least 0'],
    [
      'type',
      { type: 'marble' },
      'type must be one of tile, hardwood, laminate, vinyl, carpet, other',
    ],
    ['pattern', { pattern: 'zigzag' }, 'pattern must be one of straight, diagonal, herringbone'],
  ])('rejects %s out of bounds: %j', (path, patch, message) => {
    const input = { ...valid, ...patch }
    expect(() => calculateFlooring(input as never)).toThrow(CalcInputError)
    try {
      calculateFlooring(input as never)
    } catch (error) {
      expect(error).toBeInstanceOf(CalcInputError)
      expect((error as CalcInputError).issues).toContainEqual({ path, message })
      expect((error as CalcInputError).message).toContain(message)
    }
  })

  it('lists every failing field at once', () => {
    expect(() => calculateFlooring({ length: 0, width: 10, price: -5 })).toThrow(
      'Invalid flooring input: length must be at least 0.1; price must be at least 0',
    )
  })

  it('accepts every bound itself', () => {
    expect(() =>
      calculateFlooring({
        length: 0.1,
        width: 0.1,
        tileLength: 1,
        tileWidth: 1,
        plankLength: 1,
        plankWidth: 1,
        wastage: 0,
        price: 0,
      }),
    ).not.toThrow()
    expect(() => calculateFlooring({ ...valid, type: 'vinyl', wastage: 25 })).not.toThrow()
  })
})

describe('parseFlooringForm', () => {
  it('reads the strings of the form', () => {
    expect(
      parseFlooringForm({
        length: '12.5',
        width: ' 10 ',
        type: 'vinyl',
        tileLength: '24',
        tileWidth: '12',
        plankLength: '36',
        plankWidth: '7',
        wastage: '15',
        pattern: 'diagonal',
        price: '1800',
      }),
    ).toEqual({
      length: 12.5,
      width: 10,
      type: 'vinyl',
      tileLength: 24,
      tileWidth: 12,
      plankLength: 36,
      plankWidth: 7,
      wastage: 15,
      pattern: 'diagonal',
      price: 1800,
    })
  })

  it('gives the documented defaults for blank, non-numeric or unknown values', () => {
    expect(
      parseFlooringForm({
        length: '',
        width: 'abc',
        type: 'marble',
        tileLength: '',
        tileWidth: 'x',
        plankLength: '',
        plankWidth: 'y',
        wastage: '',
        pattern: 'zigzag',
        price: 'free',
      }),
    ).toEqual({
      length: 0,
      width: 0,
      type: 'tile',
      tileLength: 12,
      tileWidth: 12,
      plankLength: 48,
      plankWidth: 6,
      wastage: 10,
      pattern: 'straight',
      price: 0,
    })
  })

  it('keeps an explicit 0 for wastage and price', () => {
    const input = parseFlooringForm({ length: '10', width: '10', wastage: '0', price: '0' })
    expect(input.wastage).toBe(0)
    expect(input.price).toBe(0)
    expect(calculateFlooring(input).areaWithWastage).toBe(100)
  })
})
