import { describe, expect, it } from 'vitest'
import { CalcInputError } from '../errors'
import { type Explanation, explanationLine } from '../explanation/explanation'
import {
  calculateRccSlabRoof,
  calculateRoof,
  defaultRccSlabRoofRates,
  parseRccSlabRoofForm,
  rccSlabGrades,
  rccSlabRoofNames,
  suggestedRoofPricePerUnit,
} from './index'

const lines = (explanation: Explanation | undefined) => (explanation ?? []).map(explanationLine)

describe('calculateRccSlabRoof', () => {
  it('works out a 40 x 30 ft roof slab, 5 in thick, of M20 with the default rates', () => {
    // area      = 40 * 30 = 1,200 sq ft
    // concrete  = 1,200 * 5 / 12 = 500 cu ft * 0.3048³ (0.028316846592) = 14.158423 m³
    // dry       = 14.158423 * 1.54 = 21.803972 m³; M20 1:1.5:3, 5.5 parts
    // cement    = 21.803972 / 5.5 = 3.964359 m³ * 1440 = 5,708.676 kg / 50 = 114.17 -> 115 bags
    // sand      = 3.964359 * 1.5 = 5.946538 m³; aggregate 3.964359 * 3 = 11.893076 m³
    // water     = 5,708.676 * 0.5 = 2,854.338 litres
    // steel     = 14.158423 * 78.5 = 1,111.436 kg
    // concrete  = 14.158423 * 7,850 = 1,11,143.62 rupees; steel 1,111.436 * 60 = 66,686.17;
    // labour    = 1,200 * 60 = 72,000; total 1,11,143.62 + 66,686.17 + 72,000 = 2,49,829.80
    const result = calculateRccSlabRoof({ length: 40, width: 30 })
    expect(result.roofArea).toBe(1200)
    expect(result.concreteCubicMetres).toBeCloseTo(14.158423296, 9)
    expect(result.dryVolumeCubicMetres).toBeCloseTo(21.803971876, 8)
    expect(result.cementKg).toBeCloseTo(5708.676273, 5)
    expect(result.cementBags).toBe(115)
    expect(result.sandCubicMetres).toBeCloseTo(5.946538, 6)
    expect(result.aggregateCubicMetres).toBeCloseTo(11.893076, 6)
    expect(result.waterLitres).toBeCloseTo(2854.338136, 5)
    expect(result.steelKg).toBeCloseTo(1111.436229, 5)
    expect(result.concreteCost).toBeCloseTo(111143.622874, 5)
    expect(result.steelCost).toBeCloseTo(66686.173724, 5)
    expect(result.labourCost).toBe(72000)
    expect(result.totalCost).toBeCloseTo(249829.796598, 5)
  })

  it('works out a 20 x 15 ft slab, 6 in thick, of M25 (1:1:2)', () => {
    // area 300 sq ft; 300 * 6 / 12 = 150 cu ft * 0.028316846592 = 4.247527 m³
    // dry 4.247527 * 1.54 = 6.541192 m³; 4 parts: cement 1.635298 m³ * 1440 = 2,354.829 kg
    // -> 47.1 -> 48 bags; steel 4.247527 * 78.5 = 333.431 kg
    // concrete 4.247527 * 7,850 = 33,343.09; steel 333.431 * 60 = 20,005.85; labour 300 * 60 = 18,000
    // total 33,343.09 + 20,005.85 + 18,000 = 71,348.94
    const result = calculateRccSlabRoof({ length: 20, width: 15, thickness: 6, grade: 'M25' })
    expect(result.concreteCubicMetres).toBeCloseTo(4.247527, 6)
    expect(result.cementKg).toBeCloseTo(2354.828963, 5)
    expect(result.cementBags).toBe(48)
    expect(result.steelKg).toBeCloseTo(333.430869, 5)
    expect(result.concreteCost).toBeCloseTo(33343.086862, 5)
    expect(result.steelCost).toBeCloseTo(20005.852117, 5)
    expect(result.labourCost).toBe(18000)
    expect(result.totalCost).toBeCloseTo(71348.938979, 5)
  })

  it('explains each figure', () => {
    const { explanation } = calculateRccSlabRoof({ length: 40, width: 30 }, { explain: true })
    // the figures of the first test, volumes shown with three decimals and money with paise
    expect(lines(explanation)).toEqual([
      'Roof area: 40 × 30 = 1,200 sq ft',
      'Concrete: 1,200 × 5 ÷ 12 × 0.028317 = 14.158 m³',
      'Dry volume: 14.158 × 1.54 = 21.804 m³',
      'Cement in 50 kg bags: 21.804 × 1 ÷ 5.5 × 1,440 ÷ 50 = 115 bags',
      'Steel: 14.158 × 78.5 = 1,111.44 kg',
      'Cost of concrete: 14.158 × ₹7,850 = ₹1,11,143.62',
      'Cost of steel: 1,111.44 × ₹60 = ₹66,686.17',
      'Labour: 1,200 × ₹60 = ₹72,000',
      'Total cost: ₹1,11,143.62 + ₹66,686.17 + ₹72,000 = ₹2,49,829.80',
    ])
  })

  it('takes the company rates: a per-sq-ft labour, dearer steel, more steel', () => {
    // 14.158423 m³ of concrete at 7,000 = 99,108.96; steel 14.158423 * 90 = 1,274.258 kg at 65 =
    // 82,826.78; labour 1,200 * 50 = 60,000; total 2,41,935.74
    const result = calculateRccSlabRoof(
      { length: 40, width: 30 },
      {
        rates: {
          concretePerCubicMetre: 7000,
          steelKgPerCubicMetre: 90,
          steelPerKg: 65,
          labourPerSqFt: 50,
        },
      },
    )
    expect(result.steelKg).toBeCloseTo(1274.258097, 5)
    expect(result.concreteCost).toBeCloseTo(99108.963072, 5)
    expect(result.steelCost).toBeCloseTo(82826.776282, 5)
    expect(result.totalCost).toBeCloseTo(241935.739354, 5)
    expect(() =>
      calculateRccSlabRoof({ length: 40, width: 30 }, { rates: { steelPerKg: 0 } }),
    ).toThrow('rates.steelPerKg must be greater than 0')
  })

  it('checks its input', () => {
    expect(() => calculateRccSlabRoof({ length: 0, width: 30, grade: 'M15' as never })).toThrow(
      'Invalid RCC slab roof input: length must be at least 1; grade must be one of M20, M25',
    )
    expect(() => calculateRccSlabRoof({ length: 40, width: 30 })).not.toThrow(CalcInputError)
  })

  it('exposes its constants and its names', () => {
    expect(rccSlabGrades).toEqual(['M20', 'M25'])
    expect(defaultRccSlabRoofRates).toEqual({
      gradeMix: {
        M20: { cement: 1, sand: 1.5, aggregate: 3, waterCementRatio: 0.5 },
        M25: { cement: 1, sand: 1, aggregate: 2, waterCementRatio: 0.45 },
      },
      dryVolumeFactor: 1.54,
      cementDensityKgPerCubicMetre: 1440,
      cementBagKg: 50,
      // 1 % of the volume in steel at 7,850 kg/m³: 0.01 * 7,850 = 78.5 kg per m³
      steelKgPerCubicMetre: 78.5,
      // 6,000 rupees per cu yd / 0.764555 = 7,847.71 per m³, rounded to 7,850
      concretePerCubicMetre: 7850,
      steelPerKg: 60,
      labourPerSqFt: 60,
    })
    expect(rccSlabRoofNames).toEqual({ en: 'RCC slab', hi: 'आरसीसी स्लैब (छत की ढलाई)' })
  })
})

describe('parseRccSlabRoofForm', () => {
  it('reads the form, with thickness 5 and grade M20 by default', () => {
    expect(parseRccSlabRoofForm({ length: '40', width: ' 30 ' })).toEqual({
      length: 40,
      width: 30,
      thickness: 5,
      grade: 'M20',
    })
    expect(
      parseRccSlabRoofForm({ length: '20', width: '15', thickness: '6', grade: 'M25' }),
    ).toEqual({ length: 20, width: 15, thickness: 6, grade: 'M25' })
    expect(parseRccSlabRoofForm({ thickness: 'abc', grade: 'M15' })).toEqual({
      length: 0,
      width: 0,
      thickness: 5,
      grade: 'M20',
    })
  })
})

describe('suggested roof prices', () => {
  it('are offered beside the roof calculator, which keeps a roof with no price labour only', () => {
    expect(suggestedRoofPricePerUnit).toEqual({
      asphalt: 3000,
      metal: 2200,
      tile: 600,
      slate: 2000,
      wood: 6500,
    })
    expect(Object.isFrozen(suggestedRoofPricePerUnit)).toBe(true)
    // 40 x 30 ft gable at 5/12 in metal, no price typed: labour alone, 1,300 / 100 * 200 = 2,600
    const noPrice = calculateRoof({
      length: 40,
      width: 30,
      pitch: 5,
      roofType: 'gable',
      material: 'metal',
      wastage: 10,
    })
    expect(noPrice.materialCost).toBe(0)
    expect(noPrice.totalCost).toBeCloseTo(2600, 9)
    // with the suggestion accepted: 15 panels * 2,200 = 33,000 + 2,600 = 35,600
    const suggested = calculateRoof({
      length: 40,
      width: 30,
      pitch: 5,
      roofType: 'gable',
      material: 'metal',
      wastage: 10,
      pricePerUnit: suggestedRoofPricePerUnit.metal,
    })
    expect(suggested.totalCost).toBeCloseTo(35600, 9)
  })
})
