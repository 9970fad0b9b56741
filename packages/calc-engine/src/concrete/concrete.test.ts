import { describe, expect, it } from 'vitest'
import { CalcInputError } from '../errors'
import {
  calculateConcrete,
  concreteInputSchema,
  concreteShapeDimensions,
  defaultConcreteRates,
  parseConcreteForm,
} from './index'

describe('calculateConcrete', () => {
  it('works out a 27 x 10 x 1 ft block at 3000 PSI with the default 10 percent wastage', () => {
    // volume      = 27 * 10 * 1 = 270 cu ft / 27     = 10 cu yd
    // with waste  = 10 * 1.10                        = 11 cu yd = 11 * 0.764555 = 8.410105 cu m
    // mix 1:2:3   = 6 parts: cement 11/6 = 1.8333, sand 22/6 = 3.6667, aggregate 33/6 = 5.5 cu yd
    // bags        = 1.8333 * 27 = 49.5 cu ft          -> 50 bags
    // water       = 49.5 * 0.5 * 7.48                = 185.13 gallons
    // trucks      = 11 / 10 = 1.1                    -> 2
    // cost        = 11 * 6000                        = 66,000 rupees
    const result = calculateConcrete({ shape: 'rectangular', length: 27, width: 10, height: 1 })
    expect(result.volume).toBe(10)
    expect(result.volumeWithWastage).toBeCloseTo(11, 10)
    expect(result.volumeCubicMetres).toBeCloseTo(8.410105, 10)
    expect(result.cementCubicYards).toBeCloseTo(1.833333, 6)
    expect(result.sandCubicYards).toBeCloseTo(3.666667, 6)
    expect(result.aggregateCubicYards).toBeCloseTo(5.5, 10)
    expect(result.cementBags).toBe(50)
    expect(result.waterGallons).toBeCloseTo(185.13, 8)
    expect(result.trucks).toBe(2)
    expect(result.cost).toBeCloseTo(66_000, 6)
  })

  it('works out a 20 x 27 ft slab, 6 in thick, at 4000 PSI with no wastage', () => {
    // volume      = 20 * 27 * (6 / 12) = 270 cu ft    = 10 cu yd; no wastage: 10 cu yd
    // mix 1:1.5:3 = 5.5 parts: cement 10/5.5 = 1.8182, sand 15/5.5 = 2.7273, aggregate 30/5.5 = 5.4545
    // bags        = 270 / 5.5 = 49.09 cu ft          -> 50 bags
    // water       = 270 * 0.45 * 7.48 / 5.5 = 908.82 / 5.5 = 165.24 gallons
    // trucks      = 10 / 10 = 1 exactly               -> 1, not 2
    // cost        = 10 * 6000 = 60,000; 10 cu yd = 7.64555 cu m
    const result = calculateConcrete({
      shape: 'slab',
      length: 20,
      width: 27,
      thickness: 6,
      wastage: 0,
      strength: 4000,
    })
    expect(result.volume).toBe(10)
    expect(result.volumeWithWastage).toBe(10)
    expect(result.volumeCubicMetres).toBeCloseTo(7.64555, 10)
    expect(result.cementCubicYards).toBeCloseTo(1.818182, 6)
    expect(result.sandCubicYards).toBeCloseTo(2.727273, 6)
    expect(result.aggregateCubicYards).toBeCloseTo(5.454545, 6)
    expect(result.cementBags).toBe(50)
    expect(result.waterGallons).toBeCloseTo(165.24, 8)
    expect(result.trucks).toBe(1)
    expect(result.cost).toBe(60_000)
  })

  it('works out a column 2 ft across and 27 ft high at 3500 PSI with 5 percent wastage', () => {
    // volume      = pi * (2/2)^2 * 27 = 27 pi cu ft   = pi cu yd = 3.14159
    // with waste  = 1.05 pi                          = 3.29867 cu yd
    // mix 1:2:3   = cement 1.05 pi / 6 = 0.175 pi    = 0.549779 cu yd
    // bags        = 0.175 pi * 27 = 4.725 pi = 14.844 cu ft -> 15 bags
    // water       = 4.725 pi * 0.48 * 7.48 = 16.96464 pi = 53.29599 gallons
    // trucks      = 3.3 / 10 -> 1; cost = 1.05 pi * 6000 = 6300 pi = 19,792.03 rupees
    const result = calculateConcrete({
      shape: 'cylindrical',
      diameter: 2,
      height: 27,
      wastage: 5,
      strength: 3500,
    })
    expect(result.volume).toBeCloseTo(Math.PI, 12)
    expect(result.volumeWithWastage).toBeCloseTo(3.298672, 6)
    expect(result.cementCubicYards).toBeCloseTo(0.549779, 6)
    expect(result.cementBags).toBe(15)
    expect(result.waterGallons).toBeCloseTo(53.29599, 5)
    expect(result.trucks).toBe(1)
    expect(result.cost).toBeCloseTo(19_792.03, 2)
  })

  it('works out a round footing of radius 3 ft and height 3 ft at 4500 PSI', () => {
    // volume      = pi * 3^2 * 3 = 27 pi cu ft        = pi cu yd (the same as the column above)
    // with waste  = 1.1 pi (default 10 percent)      = 3.455752 cu yd
    // mix 1:1.5:3 (4500 uses the 4000 mix): cement 1.1 pi / 5.5 = 0.2 pi = 0.628319,
    //               sand 0.3 pi = 0.942478, aggregate 0.6 pi = 1.884956 cu yd
    // bags        = 0.2 pi * 27 = 5.4 pi = 16.965 cu ft -> 17 bags
    // water       = 5.4 pi * 0.45 * 7.48 = 18.1764 pi = 57.10284 gallons
    // cost        = 1.1 pi * 6000 = 6600 pi = 20,734.51 rupees
    const result = calculateConcrete({ shape: 'circular', radius: 3, height: 3, strength: 4500 })
    expect(result.volume).toBeCloseTo(Math.PI, 12)
    expect(result.volumeWithWastage).toBeCloseTo(3.455752, 6)
    expect(result.cementCubicYards).toBeCloseTo(0.628319, 6)
    expect(result.sandCubicYards).toBeCloseTo(0.942478, 6)
    expect(result.aggregateCubicYards).toBeCloseTo(1.884956, 6)
    expect(result.cementBags).toBe(17)
    expect(result.waterGallons).toBeCloseTo(57.10284, 5)
    expect(result.trucks).toBe(1)
    expect(result.cost).toBeCloseTo(20_734.51, 2)
  })

  it('ignores the dimensions of other shapes, even 0 or negative ones', () => {
    const block = { shape: 'rectangular', length: 27, width: 10, height: 1 } as const
    expect(calculateConcrete({ ...block, thickness: 0, diameter: -5, radius: 0 })).toEqual(
      calculateConcrete(block),
    )
  })

  it('takes rate overrides: another mix, price, truck, bag and water figures', () => {
    // the 11 cu yd of the first example, with a 1:3:6 mix at water ratio 0.6 (10 parts)
    // cement = 11 / 10 = 1.1 cu yd = 29.7 cu ft; bags of 1.5 cu ft: 19.8 -> 20
    // water  = 29.7 * 0.6 * 8 gallons per cu ft = 142.56; trucks of 5 cu yd: 2.2 -> 3
    // cost   = 11 * 7000 = 77,000; 11 * 0.7646 = 8.4106 cu m
    const result = calculateConcrete(
      { shape: 'rectangular', length: 27, width: 10, height: 1 },
      {
        rates: {
          mix: {
            ...defaultConcreteRates.mix,
            3000: { cement: 1, sand: 3, aggregate: 6, waterCementRatio: 0.6 },
          },
          bagVolumeCubicFeet: 1.5,
          gallonsPerCubicFoot: 8,
          truckCapacityCubicYards: 5,
          pricePerCubicYard: 7000,
          cubicMetresPerCubicYard: 0.7646,
        },
      },
    )
    expect(result.cementCubicYards).toBeCloseTo(1.1, 10)
    expect(result.sandCubicYards).toBeCloseTo(3.3, 10)
    expect(result.cementBags).toBe(20)
    expect(result.waterGallons).toBeCloseTo(142.56, 8)
    expect(result.trucks).toBe(3)
    expect(result.cost).toBeCloseTo(77_000, 6)
    expect(result.volumeCubicMetres).toBeCloseTo(8.4106, 10)
  })

  it('exposes the constants of the specification', () => {
    expect(defaultConcreteRates).toEqual({
      mix: {
        3000: { cement: 1, sand: 2, aggregate: 3, waterCementRatio: 0.5 },
        3500: { cement: 1, sand: 2, aggregate: 3, waterCementRatio: 0.48 },
        4000: { cement: 1, sand: 1.5, aggregate: 3, waterCementRatio: 0.45 },
        4500: { cement: 1, sand: 1.5, aggregate: 3, waterCementRatio: 0.45 },
      },
      bagVolumeCubicFeet: 1,
      gallonsPerCubicFoot: 7.48,
      truckCapacityCubicYards: 10,
      pricePerCubicYard: 6000,
      cubicMetresPerCubicYard: 0.764555,
    })
    expect(concreteShapeDimensions).toEqual({
      rectangular: ['length', 'width', 'height'],
      slab: ['length', 'width', 'thickness'],
      cylindrical: ['diameter', 'height'],
      circular: ['radius', 'height'],
    })
  })
})

describe('concrete input bounds', () => {
  const block = { shape: 'rectangular', length: 10, width: 10, height: 1 }
  const slab = { shape: 'slab', length: 10, width: 10, thickness: 6 }
  const column = { shape: 'cylindrical', diameter: 1, height: 10 }
  const footing = { shape: 'circular', radius: 1, height: 2 }

  it.each([
    [
      'shape',
      { ...block, shape: 'cube' },
      'shape must be one of rectangular, slab, cylindrical, circular',
    ],
    ['shape', { ...block, shape: undefined }, 'shape is required'],
    ['length', { ...block, length: undefined }, 'length is required for a rectangular shape'],
    ['width', { ...block, width: undefined }, 'width is required for a rectangular shape'],
    ['height', { ...block, height: undefined }, 'height is required for a rectangular shape'],
    ['length', { ...slab, length: undefined }, 'length is required for a slab shape'],
    ['width', { ...slab, width: undefined }, 'width is required for a slab shape'],
    ['thickness', { ...slab, thickness: undefined }, 'thickness is required for a slab shape'],
    [
      'diameter',
      { ...column, diameter: undefined },
      'diameter is required for a cylindrical shape',
    ],
    ['height', { ...column, height: undefined }, 'height is required for a cylindrical shape'],
    ['radius', { ...footing, radius: undefined }, 'radius is required for a circular shape'],
    ['height', { ...footing, height: undefined }, 'height is required for a circular shape'],
    ['length', { ...block, length: 0.09 }, 'length must be at least 0.1'],
    ['width', { ...slab, width: 0 }, 'width must be at least 0.1'],
    ['height', { ...block, height: -1 }, 'height must be at least 0.1'],
    ['thickness', { ...slab, thickness: 0.05 }, 'thickness must be at least 0.1'],
    ['diameter', { ...column, diameter: 0.09 }, 'diameter must be at least 0.1'],
    ['radius', { ...footing, radius: 0 }, 'radius must be at least 0.1'],
    ['length', { ...block, length: Number.NaN }, 'length must be a number'],
    ['diameter', { ...block, diameter: 'wide' }, 'diameter must be a number'],
    ['wastage', { ...block, wastage: -1 }, 'wastage must be at least 0'],
    ['wastage', { ...block, wastage: 25.5 }, 'wastage must be at most 25'],
    ['strength', { ...block, strength: 5000 }, 'strength must be one of 3000, 3500, 4000, 4500'],
    ['strength', { ...block, strength: 2500 }, 'strength must be one of 3000, 3500, 4000, 4500'],
  ])('rejects %s: %j', (path, input, message) => {
    expect(() => calculateConcrete(input as never)).toThrow(CalcInputError)
    try {
      calculateConcrete(input as never)
    } catch (error) {
      expect(error).toBeInstanceOf(CalcInputError)
      expect((error as CalcInputError).issues).toContainEqual({ path, message })
      expect((error as CalcInputError).message).toContain(message)
    }
  })

  it('lists every failing field at once, missing dimensions included', () => {
    expect(concreteInputSchema.safeParse({ shape: 'slab' }).success).toBe(false)
    expect(() => calculateConcrete({ shape: 'slab', length: 0, width: 10, wastage: 30 })).toThrow(
      'Invalid concrete input: wastage must be at most 25; length must be at least 0.1; thickness is required for a slab shape',
    )
  })

  it('accepts every bound itself', () => {
    for (const strength of [3000, 3500, 4000, 4500] as const) {
      expect(() =>
        calculateConcrete({ shape: 'rectangular', length: 0.1, width: 0.1, height: 0.1, strength }),
      ).not.toThrow()
    }
    expect(() =>
      calculateConcrete({ shape: 'slab', length: 0.1, width: 0.1, thickness: 0.1, wastage: 0 }),
    ).not.toThrow()
    expect(() =>
      calculateConcrete({ shape: 'cylindrical', diameter: 0.1, height: 0.1, wastage: 25 }),
    ).not.toThrow()
    expect(() => calculateConcrete({ shape: 'circular', radius: 0.1, height: 0.1 })).not.toThrow()
  })
})

describe('parseConcreteForm', () => {
  it('reads the strings of the form', () => {
    expect(
      parseConcreteForm({
        shape: 'slab',
        length: '20',
        width: ' 27 ',
        thickness: '6.5',
        wastage: '5',
        strength: '4500',
      }),
    ).toEqual({
      shape: 'slab',
      length: 20,
      width: 27,
      height: undefined,
      thickness: 6.5,
      diameter: undefined,
      radius: undefined,
      wastage: 5,
      strength: 4500,
    })
  })

  it('gives the documented defaults for blank, non-numeric or unknown values', () => {
    expect(
      parseConcreteForm({ shape: 'cube', length: 'abc', wastage: '', strength: '5000' }),
    ).toEqual({
      shape: 'rectangular',
      length: undefined,
      width: undefined,
      height: undefined,
      thickness: undefined,
      diameter: undefined,
      radius: undefined,
      wastage: 10,
      strength: 3000,
    })
  })

  it('keeps an explicit 0 wastage, and reports a blank or 0 dimension the shape needs', () => {
    const input = parseConcreteForm({ shape: 'slab', length: '0', width: '10', wastage: '0' })
    expect(input.wastage).toBe(0)
    expect(input.length).toBe(0)
    expect(() => calculateConcrete(input)).toThrow(
      'Invalid concrete input: length must be at least 0.1; thickness is required for a slab shape',
    )
  })
})
