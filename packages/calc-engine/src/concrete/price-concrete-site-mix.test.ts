import { describe, expect, it } from 'vitest'
import { defaultBuildingMaterialsPriceRates } from '../building-materials/index'
import { CalcInputError } from '../errors'
import { explanationLine } from '../explanation/explanation'
import {
  calculateConcrete,
  concreteSiteMixStepWordings,
  defaultConcretePriceRates,
  priceConcreteSiteMix,
} from './index'

// The 20 x 27 ft slab, 6 in thick, of M20 with no wastage of concrete-metric.test.ts: 62 bags of
// 50 kg, 3.211131 m³ of sand and 6.422262 m³ of aggregate.
const slab = {
  shape: 'slab',
  length: 20,
  width: 27,
  thickness: 6,
  wastage: 0,
  grade: 'M20',
} as const

describe('priceConcreteSiteMix', () => {
  it('prices the cement, sand and aggregate of a 20 x 27 ft slab of M20 at Patna prices', () => {
    // cement    62 * ₹430                                        = ₹26,660
    // sand      3.211131 * ₹2,119 = 6,357 + 0.211131 * 2,119       = 6,804.387 -> ₹6,804
    // aggregate 6.422262 * ₹3,692 = 22,152 + 0.422262 * 3,692      = 23,710.991 -> ₹23,711
    // total 26,660 + 6,804 + 23,711 = ₹57,175
    expect(priceConcreteSiteMix(calculateConcrete(slab))).toEqual({
      cementCost: 26_660,
      sandCost: 6804,
      aggregateCost: 23_711,
      siteMixCost: 57_175,
    })
  })

  it('prices a 27 x 10 x 1 ft block of M15 with the default 10 % wastage', () => {
    // concrete-metric.test.ts: 54 bags, 3.700446 m³ of sand, 7.400892 m³ of aggregate
    // cement    54 * ₹430                                      = ₹23,220
    // sand      3.700446 * ₹2,119 = 6,357 + 0.700446 * 2,119     = 7,841.245 -> ₹7,841
    // aggregate 7.400892 * ₹3,692 = 25,844 + 0.400892 * 3,692    = 27,324.093 -> ₹27,324
    // total 23,220 + 7,841 + 27,324 = ₹58,385
    const block = calculateConcrete({
      shape: 'rectangular',
      length: 27,
      width: 10,
      height: 1,
      grade: 'M15',
    })
    expect(priceConcreteSiteMix(block)).toEqual({
      cementCost: 23_220,
      sandCost: 7841,
      aggregateCost: 27_324,
      siteMixCost: 58_385,
    })
  })

  it('explains the cost in one step, only when asked', () => {
    const result = calculateConcrete(slab)
    expect(priceConcreteSiteMix(result).explanation).toBeUndefined()
    const { explanation } = priceConcreteSiteMix(result, { explain: true })
    // the figures of the first test, volumes shown with three decimals
    expect(explanation?.map(explanationLine)).toEqual([
      'Materials of a site mix: 62 × ₹430 + 3.211 × ₹2,119 + 6.422 × ₹3,692 = ₹26,660 + ₹6,804 + ₹23,711 = ₹57,175',
    ])
    expect(explanation?.[0]?.id).toBe('siteMixCost')
    expect(Object.keys(concreteSiteMixStepWordings)).toEqual(['siteMixCost'])
  })

  it('takes the same overrides as the calculator, so one rate card serves both', () => {
    // cement 62 * ₹400 = ₹24,800; sand as above ₹6,804;
    // aggregate 6.422262 * ₹3,500 = 22,477.917 -> ₹22,478; total 24,800 + 6,804 + 22,478 = ₹54,082
    const rates = {
      pricePerCubicYard: 5000,
      prices: { cementBag: 400, aggregatePerCubicMetre: 3500 },
    }
    const result = calculateConcrete(slab, { rates })
    expect(result.cost).toBe(50_000)
    expect(priceConcreteSiteMix(result, { rates })).toEqual({
      cementCost: 24_800,
      sandCost: 6804,
      aggregateCost: 22_478,
      siteMixCost: 54_082,
    })
  })

  it('leaves every figure and step of the calculator as it was when prices are given', () => {
    const rates = {
      prices: { cementBag: 500, sandPerCubicMetre: 2500, aggregatePerCubicMetre: 4000 },
    }
    expect(calculateConcrete(slab, { rates, explain: true })).toEqual(
      calculateConcrete(slab, { explain: true }),
    )
  })

  it('costs nothing when there is nothing to buy', () => {
    expect(
      priceConcreteSiteMix({ cementBags50Kg: 0, sandCubicMetres: 0, aggregateCubicMetres: 0 }),
    ).toEqual({ cementCost: 0, sandCost: 0, aggregateCost: 0, siteMixCost: 0 })
  })

  it('refuses a price of 0 or less and an unknown price, in both functions', () => {
    const result = calculateConcrete(slab)
    expect(() =>
      priceConcreteSiteMix(result, { rates: { prices: { sandPerCubicMetre: 0 } } }),
    ).toThrow('rates.prices.sandPerCubicMetre must be greater than 0')
    expect(() =>
      priceConcreteSiteMix(result, { rates: { prices: { water: 1 } } as never }),
    ).toThrow('rates.prices.water is not a concrete rate')
    expect(() => calculateConcrete(slab, { rates: { prices: { cementBag: -430 } } })).toThrow(
      'rates.prices.cementBag must be greater than 0',
    )
    expect(() =>
      calculateConcrete(slab, { rates: { prices: { aggregatePerCubicMetre: Number.NaN } } }),
    ).toThrow(CalcInputError)
  })

  it('refuses quantities that are not numbers of 0 or more', () => {
    expect(() =>
      priceConcreteSiteMix({ cementBags50Kg: 62, sandCubicMetres: -0.5, aggregateCubicMetres: 6 }),
    ).toThrow('Invalid concrete price input: sandCubicMetres must be at least 0')
    expect(() => priceConcreteSiteMix({ cementBags50Kg: 62, sandCubicMetres: 3 } as never)).toThrow(
      'aggregateCubicMetres is required',
    )
  })

  it('exposes the Patna prices, frozen', () => {
    expect(defaultConcretePriceRates).toEqual({
      prices: { cementBag: 430, sandPerCubicMetre: 2119, aggregatePerCubicMetre: 3692 },
    })
    // the same cement as the building materials calculator's
    expect(defaultConcretePriceRates.prices.cementBag).toBe(
      defaultBuildingMaterialsPriceRates.prices.cementBag,
    )
    // sand: ₹60 per cu ft * 35.3147 cu ft = ₹2,118.88 -> ₹2,119
    expect(Math.round(60 * 35.3147)).toBe(defaultConcretePriceRates.prices.sandPerCubicMetre)
    // aggregate: ₹11,500 per 110 cu ft = ₹104.545 per cu ft * 35.3147 = ₹3,691.99 -> ₹3,692
    expect(Math.round((11_500 / 110) * 35.3147)).toBe(
      defaultConcretePriceRates.prices.aggregatePerCubicMetre,
    )
    expect(Object.isFrozen(defaultConcretePriceRates.prices)).toBe(true)
  })
})
