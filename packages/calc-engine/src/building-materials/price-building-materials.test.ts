import { describe, expect, it } from 'vitest'
import { CalcInputError } from '../errors'
import { explanationLine } from '../explanation/explanation'
import {
  buildingMaterialsPriceStepWordings,
  calculateBuildingMaterials,
  defaultBuildingMaterialsPriceRates,
  priceBuildingMaterials,
} from './index'

// The wall of the specification's first example: 2,112 bricks, 4 bags, 24 cu ft of sand
// (building-materials.test.ts works them out).
const wall = {
  wallLength: 20,
  wallHeight: 10,
  thickness: 9,
  openingsArea: 20,
  mortarRatio: 6,
} as const

describe('priceBuildingMaterials', () => {
  it('prices the bricks, cement and sand of a 20 x 10 ft one-brick wall at Patna prices', () => {
    // bricks 2,112 * ₹13  = ₹27,456
    // cement     4 * ₹430 = ₹1,720
    // sand      24 * ₹60  = ₹1,440
    // total 27,456 + 1,720 + 1,440 = ₹30,616
    expect(priceBuildingMaterials(calculateBuildingMaterials(wall))).toEqual({
      brickCost: 27_456,
      cementCost: 1720,
      sandCost: 1440,
      materialCost: 30_616,
    })
  })

  it('explains the cost in one step, only when asked', () => {
    const quantities = calculateBuildingMaterials(wall)
    expect(priceBuildingMaterials(quantities).explanation).toBeUndefined()
    const { explanation } = priceBuildingMaterials(quantities, { explain: true })
    // the figures of the test above, counts with digit grouping, prices in rupees
    expect(explanation?.map(explanationLine)).toEqual([
      'Cost of materials: 2,112 × ₹13 + 4 × ₹430 + 24 × ₹60 = ₹27,456 + ₹1,720 + ₹1,440 = ₹30,616',
    ])
    expect(explanation?.[0]?.id).toBe('materialCost')
    expect(explanation?.[0]?.formula).toBe(
      'bricks × price of a brick + bags of cement × price of a bag + sand × price per cu ft, each to the nearest rupee',
    )
    expect(Object.keys(buildingMaterialsPriceStepWordings)).toEqual(['materialCost'])
  })

  it('rounds each part to the nearest rupee, half away from zero, and adds the rounded parts', () => {
    // the 10 x 8 ft half-brick wall of modular bricks in 1:4: 917 bricks, 1 bag, 5 cu ft of sand
    // bricks 917 * ₹12.50  = ₹11,462.50 -> ₹11,463
    // cement   1 * ₹415.50 = ₹415.50    -> ₹416
    // sand     5 * ₹57.50  = ₹287.50    -> ₹288
    // total 11,463 + 416 + 288 = ₹12,167
    const quantities = calculateBuildingMaterials({
      wallLength: 10,
      wallHeight: 8,
      thickness: 4.5,
      mortarRatio: 4,
      brickType: 'modular',
    })
    const prices = { brick: 12.5, cementBag: 415.5, sandPerCubicFoot: 57.5 }
    const cost = priceBuildingMaterials(quantities, { rates: { prices }, explain: true })
    expect(cost.brickCost).toBe(11_463)
    expect(cost.cementCost).toBe(416)
    expect(cost.sandCost).toBe(288)
    expect(cost.materialCost).toBe(12_167)
    expect(cost.explanation?.map(explanationLine)).toEqual([
      'Cost of materials: 917 × ₹12.50 + 1 × ₹415.50 + 5 × ₹57.50 = ₹11,463 + ₹416 + ₹288 = ₹12,167',
    ])
  })

  it('takes the same overrides as the calculator, so one rate card serves both', () => {
    // wastage 5 %: 1,920 * 1.05 = 2,016 bricks (building-materials.test.ts); 4 bags; 24 cu ft
    // bricks 2,016 * ₹12 = ₹24,192; cement 4 * ₹430 = ₹1,720; sand 24 * ₹60 = ₹1,440
    // total 24,192 + 1,720 + 1,440 = ₹27,352
    const rates = { wastage: 0.05, prices: { brick: 12 } }
    const quantities = calculateBuildingMaterials(wall, { rates })
    expect(quantities.bricks).toBe(2016)
    expect(priceBuildingMaterials(quantities, { rates })).toEqual({
      brickCost: 24_192,
      cementCost: 1720,
      sandCost: 1440,
      materialCost: 27_352,
    })
  })

  it('leaves every figure of the calculator as it was when prices are given', () => {
    const rates = { prices: { brick: 20, cementBag: 500, sandPerCubicFoot: 80 } }
    expect(calculateBuildingMaterials(wall, { rates })).toEqual(calculateBuildingMaterials(wall))
  })

  it('costs nothing when nothing is to be bought', () => {
    // openings larger than the wall: 0 bricks, 0 bags, 0 cu ft
    const quantities = calculateBuildingMaterials({ ...wall, openingsArea: 500 })
    expect(priceBuildingMaterials(quantities)).toEqual({
      brickCost: 0,
      cementCost: 0,
      sandCost: 0,
      materialCost: 0,
    })
  })

  it('refuses a price of 0 or less and an unknown price, in both functions', () => {
    const quantities = calculateBuildingMaterials(wall)
    expect(() => priceBuildingMaterials(quantities, { rates: { prices: { brick: 0 } } })).toThrow(
      'rates.prices.brick must be greater than 0',
    )
    expect(() =>
      priceBuildingMaterials(quantities, { rates: { prices: { tile: 40 } } as never }),
    ).toThrow('rates.prices.tile is not a building materials rate')
    expect(() =>
      calculateBuildingMaterials(wall, { rates: { prices: { sandPerCubicFoot: -60 } } }),
    ).toThrow('rates.prices.sandPerCubicFoot must be greater than 0')
    expect(() =>
      calculateBuildingMaterials(wall, { rates: { prices: { cementBag: Number.NaN } } }),
    ).toThrow(CalcInputError)
  })

  it('refuses quantities that are not numbers of 0 or more', () => {
    expect(() => priceBuildingMaterials({ bricks: -1, cementBags: 4, sandCubicFeet: 24 })).toThrow(
      'Invalid building materials price input: bricks must be at least 0',
    )
    expect(() =>
      priceBuildingMaterials({ bricks: 10, cementBags: 4, sandCubicFeet: Number.NaN }),
    ).toThrow('sandCubicFeet must be a number')
  })

  it('exposes the Patna prices, frozen', () => {
    expect(defaultBuildingMaterialsPriceRates).toEqual({
      prices: { brick: 13, cementBag: 430, sandPerCubicFoot: 60 },
    })
    // brick: ₹18,000-20,000 per 1,500; the middle 19,000 / 1,500 = 12.67 -> ₹13
    expect(Math.round(19_000 / 1500)).toBe(defaultBuildingMaterialsPriceRates.prices.brick)
    // sand: ₹6,000 a tractor-trolley of about 100 cu ft = ₹60 per cu ft
    expect(6000 / 100).toBe(defaultBuildingMaterialsPriceRates.prices.sandPerCubicFoot)
    expect(Object.isFrozen(defaultBuildingMaterialsPriceRates.prices)).toBe(true)
  })
})
