import { describe, expect, it } from 'vitest'
import { CalcInputError } from '../errors'
import { type Explanation, explanationLine } from '../explanation/explanation'
import {
  calculateConcrete,
  concreteGrades,
  concreteStepWordings,
  defaultConcreteMetricRates,
  parseConcreteForm,
} from './index'

const lines = (explanation: Explanation | undefined) => (explanation ?? []).map(explanationLine)

describe('concrete in Indian practice: cubic metres, 50 kg bags, litres', () => {
  it('works out a 20 x 27 ft slab, 6 in thick, of M20 concrete with no wastage', () => {
    // volume      = 20 * 27 * 6 / 12 = 270 cu ft / 27 = 10 cu yd = 10 * 0.764555 = 7.64555 m³
    // dry volume  = 7.64555 * 1.54 = 11.774147 m³
    // M20 1:1.5:3 = 5.5 parts: cement 11.774147 / 5.5 = 2.140754 m³ * 1440 = 3,082.686 kg
    // bags        = 3,082.686 / 50 = 61.65 -> 62 bags of 50 kg
    // sand        = 11.774147 * 1.5 / 5.5 = 3.211131 m³; aggregate 11.774147 * 3 / 5.5 = 6.422262 m³
    // water       = 3,082.686 kg * 0.5 = 1,541.343 litres
    // US figures from the same mix: cement 10 / 5.5 = 1.818182 cu yd = 49.09 cu ft -> 50 bags;
    // water 49.0909 * 0.5 * 7.48 = 183.6 gallons; one truck; 10 * 6000 = 60,000 rupees
    const result = calculateConcrete({
      shape: 'slab',
      length: 20,
      width: 27,
      thickness: 6,
      wastage: 0,
      grade: 'M20',
    })
    expect(result.volumeCubicMetres).toBeCloseTo(7.64555, 10)
    expect(result.dryVolumeCubicMetres).toBeCloseTo(11.774147, 6)
    expect(result.cementKg).toBeCloseTo(3082.68576, 5)
    expect(result.cementBags50Kg).toBe(62)
    expect(result.sandCubicMetres).toBeCloseTo(3.211131, 6)
    expect(result.aggregateCubicMetres).toBeCloseTo(6.422262, 6)
    expect(result.waterLitres).toBeCloseTo(1541.34288, 5)
    expect(result.cementCubicYards).toBeCloseTo(1.818182, 6)
    expect(result.cementBags).toBe(50)
    expect(result.waterGallons).toBeCloseTo(183.6, 8)
    expect(result.trucks).toBe(1)
    expect(result.cost).toBe(60_000)
  })

  it('gives the metric figures of a PSI strength too, from its own mix', () => {
    // the same slab at 4000 PSI: mix 1:1.5:3 as M20, water ratio 0.45
    // cement 3,082.686 kg -> 62 bags; water 3,082.686 * 0.45 = 1,387.209 litres
    const result = calculateConcrete({
      shape: 'slab',
      length: 20,
      width: 27,
      thickness: 6,
      wastage: 0,
      strength: 4000,
    })
    expect(result.cementBags50Kg).toBe(62)
    expect(result.cementKg).toBeCloseTo(3082.68576, 5)
    expect(result.waterLitres).toBeCloseTo(1387.208592, 5)
    // and the figures of the specification are those they were (see concrete.test.ts)
    expect(result.waterGallons).toBeCloseTo(165.24, 8)
  })

  it('works out a 27 x 10 x 1 ft block of M15 (1:2:4) with the default 10 % wastage', () => {
    // 10 cu yd * 1.1 = 11 cu yd = 11 * 0.764555 = 8.410105 m³; dry 8.410105 * 1.54 = 12.951562 m³
    // 7 parts: cement 12.951562 / 7 * 1440 = 2,664.321 kg -> 53.29 -> 54 bags
    // sand 12.951562 * 2 / 7 = 3.700446 m³; aggregate * 4 / 7 = 7.400892 m³
    // water 2,664.321 * 0.55 = 1,465.377 litres
    // US: cement 11 / 7 = 1.571429 cu yd = 42.43 cu ft -> 43 bags; 42.428571 * 0.55 * 7.48 = 174.551 gal
    const result = calculateConcrete({
      shape: 'rectangular',
      length: 27,
      width: 10,
      height: 1,
      grade: 'M15',
    })
    expect(result.volumeCubicMetres).toBeCloseTo(8.410105, 10)
    expect(result.cementKg).toBeCloseTo(2664.321264, 5)
    expect(result.cementBags50Kg).toBe(54)
    expect(result.sandCubicMetres).toBeCloseTo(3.700446, 6)
    expect(result.aggregateCubicMetres).toBeCloseTo(7.400892, 6)
    expect(result.waterLitres).toBeCloseTo(1465.376695, 5)
    expect(result.cementCubicYards).toBeCloseTo(1.571429, 6)
    expect(result.cementBags).toBe(43)
    expect(result.waterGallons).toBeCloseTo(174.551143, 5)
    expect(result.cost).toBeCloseTo(66_000, 6)
  })

  it('works out a round footing of radius 3 ft and height 3 ft of M25 (1:1:2), no wastage', () => {
    // pi * 9 * 3 = 27 pi cu ft = pi cu yd = 3.141593 * 0.764555 = 2.401920 m³
    // dry 2.401920 * 1.54 = 3.698957 m³; 4 parts: cement 0.924739 m³ * 1440 = 1,331.625 kg
    // -> 26.63 -> 27 bags; sand 0.924739 m³; aggregate 1.849479 m³; water * 0.45 = 599.231 litres
    // US: cement pi / 4 = 0.785398 cu yd = 21.206 cu ft -> 22 bags; 21.20575 * 0.45 * 7.48 = 71.379 gal
    const result = calculateConcrete({
      shape: 'circular',
      radius: 3,
      height: 3,
      wastage: 0,
      grade: 'M25',
    })
    expect(result.volumeCubicMetres).toBeCloseTo(2.40192, 5)
    expect(result.cementKg).toBeCloseTo(1331.6247, 3)
    expect(result.cementBags50Kg).toBe(27)
    expect(result.sandCubicMetres).toBeCloseTo(0.924739, 6)
    expect(result.aggregateCubicMetres).toBeCloseTo(1.849479, 6)
    expect(result.waterLitres).toBeCloseTo(599.2311, 3)
    expect(result.cementCubicYards).toBeCloseTo(Math.PI / 4, 12)
    expect(result.cementBags).toBe(22)
    expect(result.waterGallons).toBeCloseTo(71.378556, 5)
  })

  it('lets the grade take the place of the strength', () => {
    const slab = { shape: 'slab', length: 20, width: 27, thickness: 6, wastage: 0 } as const
    expect(calculateConcrete({ ...slab, strength: 3000, grade: 'M20' })).toEqual(
      calculateConcrete({ ...slab, strength: 4500, grade: 'M20' }),
    )
  })

  it('adds the metric steps to the explanation when a grade is given', () => {
    const { explanation } = calculateConcrete(
      { shape: 'slab', length: 20, width: 27, thickness: 6, wastage: 0, grade: 'M20' },
      { explain: true },
    )
    // the figures of the first test, shown with at most three decimals for volumes and two for
    // kilograms and litres
    expect(lines(explanation)).toEqual([
      'Volume: 20 × 27 × 6 ÷ 12 ÷ 27 = 10 cu yd',
      'With wastage: 10 × (1 + 0 ÷ 100) = 10 cu yd',
      'Cement: 10 × 1 ÷ 5.5 × 27 ÷ 1 = 50 bags',
      'Water: 49.09 × 0.5 × 7.48 = 183.6 gallons',
      'Trucks: 10 ÷ 10 = 1 truck',
      'Cost: 10 × ₹6,000 = ₹60,000',
      'In cubic metres: 10 × 0.764555 = 7.646 m³',
      'Dry volume: 7.646 × 1.54 = 11.774 m³',
      'Cement in 50 kg bags: 11.774 × 1 ÷ 5.5 × 1,440 ÷ 50 = 62 bags (3,082.69 kg)',
      'Sand and aggregate: 11.774 × 1.5 ÷ 5.5; 11.774 × 3 ÷ 5.5 = 3.211 m³ of sand, 6.422 m³ of aggregate',
      'Water in litres: 3,082.69 × 0.5 = 1,541.34 litres',
    ])
    expect(explanation?.[8]?.formula).toBe(
      "dry volume × cement's part of the M20 mix (1 : 1.5 : 3) × kg of cement in a m³ ÷ kg in a bag, rounded up",
    )
    expect(explanation?.map((step) => step.id).slice(6)).toEqual([
      'volumeCubicMetres',
      'dryVolume',
      'cementBags50Kg',
      'sandAndAggregate',
      'waterLitres',
    ])
    expect(Object.keys(concreteStepWordings)).toHaveLength(11)
  })

  it('exposes the constants of Indian practice', () => {
    expect(concreteGrades).toEqual(['M15', 'M20', 'M25'])
    expect(defaultConcreteMetricRates).toEqual({
      gradeMix: {
        M15: { cement: 1, sand: 2, aggregate: 4, waterCementRatio: 0.55 },
        M20: { cement: 1, sand: 1.5, aggregate: 3, waterCementRatio: 0.5 },
        M25: { cement: 1, sand: 1, aggregate: 2, waterCementRatio: 0.45 },
      },
      dryVolumeFactor: 1.54,
      cementDensityKgPerCubicMetre: 1440,
      cementBagKg: 50,
    })
    // one bag: 50 / 1440 = 0.0347 m³
    expect(
      defaultConcreteMetricRates.cementBagKg /
        defaultConcreteMetricRates.cementDensityKgPerCubicMetre,
    ).toBeCloseTo(0.0347, 4)
    expect(Object.isFrozen(defaultConcreteMetricRates.gradeMix.M20)).toBe(true)
  })

  it('takes overrides of the metric rates with the others', () => {
    // 10 cu yd = 7.64555 m³; dry factor 1.5: 11.468325 m³; M20 5.5 parts: cement 2.085150 m³;
    // bags of 25 kg at 1,500 kg/m³: 3,127.725 kg / 25 = 125.1 -> 126; water 3,127.725 * 0.4
    const result = calculateConcrete(
      { shape: 'slab', length: 20, width: 27, thickness: 6, wastage: 0, grade: 'M20' },
      {
        rates: {
          dryVolumeFactor: 1.5,
          cementDensityKgPerCubicMetre: 1500,
          cementBagKg: 25,
          gradeMix: { M20: { cement: 1, sand: 1.5, aggregate: 3, waterCementRatio: 0.4 } },
          pricePerCubicYard: 5000,
        },
      },
    )
    expect(result.dryVolumeCubicMetres).toBeCloseTo(11.468325, 6)
    expect(result.cementKg).toBeCloseTo(3127.725, 3)
    expect(result.cementBags50Kg).toBe(126)
    expect(result.waterLitres).toBeCloseTo(1251.09, 3)
    expect(result.cost).toBe(50_000)
  })

  it('refuses an unknown grade and bad metric rates', () => {
    const block = { shape: 'rectangular', length: 10, width: 10, height: 1 } as const
    expect(() => calculateConcrete({ ...block, grade: 'M30' as never })).toThrow(
      'Invalid concrete input: grade must be one of M15, M20, M25',
    )
    expect(() => calculateConcrete(block, { rates: { dryVolumeFactor: 0 } })).toThrow(
      CalcInputError,
    )
    expect(() => calculateConcrete(block, { rates: { gradeMix: { M30: {} } } as never })).toThrow(
      'rates.gradeMix.M30 is not a concrete rate',
    )
  })
})

describe('parseConcreteForm and the grade', () => {
  it('reads a grade in any letter case, and leaves an unknown or blank one out', () => {
    expect(parseConcreteForm({ grade: 'm20' }).grade).toBe('M20')
    expect(parseConcreteForm({ grade: ' M25 ' }).grade).toBe('M25')
    expect(parseConcreteForm({ grade: 'M30' }).grade).toBeUndefined()
    expect(parseConcreteForm({ grade: '' }).grade).toBeUndefined()
    expect(parseConcreteForm({}).grade).toBeUndefined()
  })
})
