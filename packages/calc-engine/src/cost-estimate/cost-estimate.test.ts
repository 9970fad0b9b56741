import { describe, expect, it } from 'vitest'
import { CalcInputError } from '../errors'
import {
  calculateCostEstimate,
  costEstimateInputSchema,
  defaultCostEstimateRates,
  parseCostEstimateForm,
} from './index'

describe('calculateCostEstimate', () => {
  it('works out a 1000 sq ft standard home in Patna', () => {
    // base     = 1000 * 1500           = 15,00,000
    // material = 15,00,000 * 0.65 * 1  =  9,75,000
    // labour   = 15,00,000 * 0.35 * 1  =  5,25,000
    // total    = 15,00,000 * 1 * 1     = 15,00,000
    const result = calculateCostEstimate({
      area: 1000,
      propertyType: 'residential',
      location: 'patna',
      finish: 'standard',
    })
    expect(result.baseCost).toBe(1_500_000)
    expect(result.materialCost).toBeCloseTo(975_000, 6)
    expect(result.laborCost).toBeCloseTo(525_000, 6)
    expect(result.totalEstimate).toBe(1_500_000)
  })

  it('works out a 2000 sq ft luxury commercial building in Delhi', () => {
    // base     = 2000 * 2200                      = 44,00,000
    // material = 44,00,000 * 0.65 = 28,60,000 * 1.3 = 37,18,000
    // labour   = 44,00,000 * 0.35 = 15,40,000 * 1.3 = 20,02,000
    // total    = 44,00,000 * 1.3 = 57,20,000 * 1.6  = 91,52,000
    // (material + labour = 57,20,000 = base * location; the luxury uplift is only in the total)
    const result = calculateCostEstimate({
      area: 2000,
      propertyType: 'commercial',
      location: 'delhi',
      finish: 'luxury',
    })
    expect(result.baseCost).toBe(4_400_000)
    expect(result.materialCost).toBeCloseTo(3_718_000, 6)
    expect(result.laborCost).toBeCloseTo(2_002_000, 6)
    expect(result.totalEstimate).toBeCloseTo(9_152_000, 6)
  })

  it('works out a 1200 sq ft premium institutional building in Kolkata', () => {
    // base     = 1200 * 2500                        = 30,00,000
    // material = 30,00,000 * 0.65 = 19,50,000 * 1.1 = 21,45,000
    // labour   = 30,00,000 * 0.35 = 10,50,000 * 1.1 = 11,55,000
    // total    = 30,00,000 * 1.1 = 33,00,000 * 1.3  = 42,90,000
    const result = calculateCostEstimate({
      area: 1200,
      propertyType: 'institutional',
      location: 'kolkata',
      finish: 'premium',
    })
    expect(result.baseCost).toBe(3_000_000)
    expect(result.materialCost).toBeCloseTo(2_145_000, 6)
    expect(result.laborCost).toBeCloseTo(1_155_000, 6)
    expect(result.totalEstimate).toBeCloseTo(4_290_000, 6)
  })

  it('takes rate overrides: a higher residential rate and a 60/40 split', () => {
    // base = 1000 * 1800 = 18,00,000; material 0.6 -> 10,80,000; labour 0.4 -> 7,20,000
    const result = calculateCostEstimate(
      { area: 1000, propertyType: 'residential', location: 'patna', finish: 'standard' },
      {
        rates: {
          ratePerSqFt: { residential: 1800, commercial: 2200, institutional: 2500 },
          materialShare: 0.6,
          laborShare: 0.4,
        },
      },
    )
    expect(result.baseCost).toBe(1_800_000)
    expect(result.materialCost).toBeCloseTo(1_080_000, 6)
    expect(result.laborCost).toBeCloseTo(720_000, 6)
    expect(result.totalEstimate).toBe(1_800_000)
  })

  it('takes location and finish factor overrides', () => {
    // base = 1000 * 1500 = 15,00,000; total = 15,00,000 * 1.5 (Delhi) * 2 (luxury) = 45,00,000
    const result = calculateCostEstimate(
      { area: 1000, propertyType: 'residential', location: 'delhi', finish: 'luxury' },
      {
        rates: {
          locationFactor: { patna: 1, delhi: 1.5, kolkata: 1.1 },
          finishFactor: { standard: 1, premium: 1.3, luxury: 2 },
        },
      },
    )
    expect(result.totalEstimate).toBeCloseTo(4_500_000, 6)
  })

  it('exposes the constants of the specification', () => {
    expect(defaultCostEstimateRates).toEqual({
      ratePerSqFt: { residential: 1500, commercial: 2200, institutional: 2500 },
      locationFactor: { patna: 1, delhi: 1.3, kolkata: 1.1 },
      finishFactor: { standard: 1, premium: 1.3, luxury: 1.6 },
      materialShare: 0.65,
      laborShare: 0.35,
    })
  })
})

describe('cost estimate input bounds', () => {
  const valid = { area: 1000, propertyType: 'residential', location: 'patna', finish: 'standard' }

  it.each([
    ['area', { area: 99.9 }, 'area must be at least 100'],
    ['area', { area: 0 }, 'area must be at least 100'],
    ['area', { area: Number.NaN }, 'area must be a number'],
    ['area', { area: '1000' }, 'area must be a number'],
    ['area', { area: undefined }, 'area is required'],
    [
      'propertyType',
      { propertyType: 'hospital' },
      'propertyType must be one of residential, commercial, institutional',
    ],
    ['propertyType', { propertyType: undefined }, 'propertyType is required'],
    ['location', { location: 'mumbai' }, 'location must be one of patna, delhi, kolkata'],
    ['location', { location: undefined }, 'location is required'],
    ['finish', { finish: 'basic' }, 'finish must be one of standard, premium, luxury'],
    ['finish', { finish: undefined }, 'finish is required'],
  ])('rejects %s out of bounds: %j', (path, patch, message) => {
    const input = { ...valid, ...patch }
    expect(() => calculateCostEstimate(input as never)).toThrow(CalcInputError)
    try {
      calculateCostEstimate(input as never)
    } catch (error) {
      expect(error).toBeInstanceOf(CalcInputError)
      expect((error as CalcInputError).issues).toContainEqual({ path, message })
      expect((error as CalcInputError).message).toContain(message)
    }
  })

  it('lists every failing field at once', () => {
    expect(costEstimateInputSchema.safeParse({ area: 50 }).success).toBe(false)
    expect(() => calculateCostEstimate({ ...valid, area: 50, finish: 'gold' } as never)).toThrow(
      'Invalid cost estimate input: area must be at least 100; finish must be one of standard, premium, luxury',
    )
  })

  it('accepts every bound itself', () => {
    // 100 sq ft residential in Patna at standard finish: 100 * 1500 = 1,50,000
    const result = calculateCostEstimate({ ...valid, area: 100 } as never)
    expect(result.totalEstimate).toBe(150_000)
  })
})

describe('parseCostEstimateForm', () => {
  it('reads the strings of the form', () => {
    expect(
      parseCostEstimateForm({
        area: ' 1500.5 ',
        propertyType: 'institutional',
        location: 'kolkata',
        finish: 'luxury',
      }),
    ).toEqual({
      area: 1500.5,
      propertyType: 'institutional',
      location: 'kolkata',
      finish: 'luxury',
    })
  })

  it('gives the documented defaults for blank, non-numeric or unknown values', () => {
    expect(
      parseCostEstimateForm({ area: 'abc', propertyType: 'villa', location: '', finish: 'gold' }),
    ).toEqual({ area: 0, propertyType: 'residential', location: 'patna', finish: 'standard' })
    expect(parseCostEstimateForm({})).toEqual({
      area: 0,
      propertyType: 'residential',
      location: 'patna',
      finish: 'standard',
    })
  })

  it('keeps an explicit 0, which the calculator then rejects as below 100', () => {
    const input = parseCostEstimateForm({ area: '0' })
    expect(input.area).toBe(0)
    expect(() => calculateCostEstimate(input)).toThrow('area must be at least 100')
  })
})
