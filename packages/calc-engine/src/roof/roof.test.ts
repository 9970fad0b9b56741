import { describe, expect, it } from 'vitest'
import { calculateRoof, defaultRoofRates, pitchOptionsFor, roofPitches } from './index'

describe('calculateRoof', () => {
  it('works out a 40 x 30 ft gable roof at 5/12 in metal panels', () => {
    // slope factor = sqrt(1 + (5/12)^2) = sqrt(169/144) = 13/12 = 1.083333
    // roof area    = 40 * 30 * 13/12 * 1 (gable)         = 1300 sq ft
    // with 10 %    = 1300 * 1.10                          = 1430 sq ft
    // units        = ceil(1430 / 100) = ceil(14.3)        = 15 panels
    // material     = 15 * 1200                            = 18000 rupees
    // labour       = 1300 / 100 * 200                     = 2600 rupees
    // total        = 18000 + 2600                         = 20600 rupees
    const result = calculateRoof({
      length: 40,
      width: 30,
      pitch: 5,
      roofType: 'gable',
      material: 'metal',
      wastage: 10,
      pricePerUnit: 1200,
    })
    expect(result.slopeFactor).toBeCloseTo(13 / 12, 12)
    expect(result.roofArea).toBeCloseTo(1300, 9)
    expect(result.areaWithWastage).toBeCloseTo(1430, 9)
    expect(result.units).toBe(15)
    expect(result.unitName).toBe('panels')
    expect(result.materialCost).toBe(18000)
    expect(result.laborCost).toBeCloseTo(2600, 9)
    expect(result.totalCost).toBeCloseTo(20600, 9)
  })

  it('works out a 20 x 15 ft hip roof at 9/12 in asphalt with the default 15 % wastage', () => {
    // slope factor = sqrt(1 + (9/12)^2) = sqrt(225/144) = 15/12 = 1.25
    // roof area    = 20 * 15 * 1.25 * 1.2 (hip)          = 450 sq ft
    // with 15 %    = 450 * 1.15                          = 517.5 sq ft
    // units        = ceil(517.5 / 33.3) = ceil(15.54)    = 16 bundles
    // material     = 16 * 450                            = 7200 rupees
    // labour       = 450 / 100 * 150                     = 675 rupees
    // total        = 7200 + 675                          = 7875 rupees
    const result = calculateRoof({
      length: 20,
      width: 15,
      pitch: 9,
      roofType: 'hip',
      material: 'asphalt',
      pricePerUnit: 450,
    })
    expect(result.slopeFactor).toBe(1.25)
    expect(result.roofArea).toBeCloseTo(450, 9)
    expect(result.areaWithWastage).toBeCloseTo(517.5, 9)
    expect(result.units).toBe(16)
    expect(result.unitName).toBe('bundles')
    expect(result.materialCost).toBe(7200)
    expect(result.laborCost).toBeCloseTo(675, 9)
    expect(result.totalCost).toBeCloseTo(7875, 9)
  })

  it('ignores the pitch of a flat roof: 25 x 20 ft in tile, no wastage', () => {
    // slope factor = 1 (flat), whatever the pitch
    // roof area    = 25 * 20 = 500 sq ft; no wastage: 500 sq ft
    // units        = ceil(500 / 15) = ceil(33.33) = 34 squares
    // material     = 34 * 2000 = 68000; labour = 500 / 100 * 250 = 1250; total = 69250 rupees
    const flat = { length: 25, width: 20, roofType: 'flat', material: 'tile', wastage: 0 } as const
    const result = calculateRoof({ ...flat, pitch: 0, pricePerUnit: 2000 })
    expect(result).toEqual({
      slopeFactor: 1,
      roofArea: 500,
      areaWithWastage: 500,
      units: 34,
      unitName: 'squares',
      materialCost: 68000,
      laborCost: 1250,
      totalCost: 69250,
    })
    expect(calculateRoof({ ...flat, pitch: 12, pricePerUnit: 2000 })).toEqual(result)
  })

  it('gives a mansard roof 1.4 times its plan, whatever the pitch: 30 x 20 ft in slate', () => {
    // slope factor = sqrt(1 + (12/12)^2) = sqrt(2) = 1.414214, reported but not applied
    // roof area    = 30 * 20 * 1.4 = 840 sq ft
    // with 20 %    = 840 * 1.2 = 1008 sq ft
    // units        = ceil(1008 / 25) = ceil(40.32) = 41 squares
    // material     = 41 * 3000 = 123000; labour = 840 / 100 * 350 = 2940; total = 125940 rupees
    const input = { length: 30, width: 20, roofType: 'mansard', material: 'slate' } as const
    const result = calculateRoof({ ...input, pitch: 12, wastage: 20, pricePerUnit: 3000 })
    expect(result.slopeFactor).toBeCloseTo(Math.SQRT2, 12)
    expect(result.roofArea).toBeCloseTo(840, 9)
    expect(result.areaWithWastage).toBeCloseTo(1008, 9)
    expect(result.units).toBe(41)
    expect(result.unitName).toBe('squares')
    expect(result.materialCost).toBe(123000)
    expect(result.laborCost).toBeCloseTo(2940, 9)
    expect(result.totalCost).toBeCloseTo(125940, 9)
    const shallow = calculateRoof({ ...input, pitch: 1, wastage: 20, pricePerUnit: 3000 })
    expect(shallow.roofArea).toBeCloseTo(840, 9)
  })

  it('gives a gambrel roof 1.3 times its plan: 10 x 10 ft in wood, 30 % wastage, no price', () => {
    // slope factor = sqrt(1 + (3/12)^2) = sqrt(1.0625) = 1.030776, reported but not applied
    // roof area    = 10 * 10 * 1.3 = 130 sq ft; with 30 %: 130 * 1.3 = 169 sq ft
    // units        = ceil(169 / 33.3) = ceil(5.075) = 6 bundles
    // material     = 6 * 0 (default price) = 0; labour = 130 / 100 * 250 = 325; total = 325
    const result = calculateRoof({
      length: 10,
      width: 10,
      pitch: 3,
      roofType: 'gambrel',
      material: 'wood',
      wastage: 30,
    })
    expect(result.slopeFactor).toBeCloseTo(1.030776, 6)
    expect(result.roofArea).toBeCloseTo(130, 9)
    expect(result.areaWithWastage).toBeCloseTo(169, 9)
    expect(result.units).toBe(6)
    expect(result.unitName).toBe('bundles')
    expect(result.materialCost).toBe(0)
    expect(result.laborCost).toBeCloseTo(325, 9)
    expect(result.totalCost).toBeCloseTo(325, 9)
  })

  it.each([
    [1, Math.sqrt(1 + 1 / 144)],
    [4, Math.sqrt(1 + 16 / 144)],
    [6, Math.sqrt(1.25)],
    [8, Math.sqrt(1 + 64 / 144)],
    [10, Math.sqrt(1 + 100 / 144)],
    [12, Math.SQRT2],
  ] as const)('uses slope factor sqrt(1 + (%i/12)^2) on a gable roof', (pitch, slopeFactor) => {
    // 12 x 10 ft plan, no wastage: roof area = 120 * slope factor
    const result = calculateRoof({
      length: 12,
      width: 10,
      pitch,
      roofType: 'gable',
      material: 'asphalt',
      wastage: 0,
    })
    expect(result.slopeFactor).toBeCloseTo(slopeFactor, 12)
    expect(result.roofArea).toBeCloseTo(120 * slopeFactor, 9)
  })

  it('does not buy an extra bundle for floating-point noise', () => {
    // 77.7 x 3 ft flat roof, no wastage: 233.1 sq ft, exactly 7 asphalt bundles of 33.3 sq ft;
    // in floating point the area is 233.10000000000002 and 7.000000000000001 bundles: still 7
    const result = calculateRoof({
      length: 77.7,
      width: 3,
      pitch: 0,
      roofType: 'flat',
      material: 'asphalt',
      wastage: 0,
    })
    expect(result.units).toBe(7)
  })

  it('takes rate overrides: dearer labour, bigger metal panels and a steeper hip multiplier', () => {
    // 40 x 30 at 5/12, hip multiplier 1.25: 1200 * 13/12 * 1.25 = 1625 sq ft; no wastage
    // metal panels of 125 sq ft: 1625 / 125 = 13 panels; labour 1625 / 100 * 300 = 4875
    const result = calculateRoof(
      {
        length: 40,
        width: 30,
        pitch: 5,
        roofType: 'hip',
        material: 'metal',
        wastage: 0,
        pricePerUnit: 1000,
      },
      {
        rates: {
          typeMultiplier: { ...defaultRoofRates.typeMultiplier, hip: 1.25 },
          coveragePerUnit: { ...defaultRoofRates.coveragePerUnit, metal: 125 },
          laborPer100SqFt: { ...defaultRoofRates.laborPer100SqFt, metal: 300 },
          unitName: { ...defaultRoofRates.unitName, metal: 'sheets' },
        },
      },
    )
    expect(result.roofArea).toBeCloseTo(1625, 9)
    expect(result.units).toBe(13)
    expect(result.unitName).toBe('sheets')
    expect(result.laborCost).toBeCloseTo(4875, 9)
    expect(result.totalCost).toBeCloseTo(13000 + 4875, 9)
  })

  it('exposes the constants of the specification', () => {
    expect(defaultRoofRates).toEqual({
      typeMultiplier: { gable: 1, hip: 1.2, flat: 1, mansard: 1.4, gambrel: 1.3 },
      coveragePerUnit: { asphalt: 33.3, metal: 100, tile: 15, slate: 25, wood: 33.3 },
      unitName: {
        asphalt: 'bundles',
        metal: 'panels',
        tile: 'squares',
        slate: 'squares',
        wood: 'bundles',
      },
      laborPer100SqFt: { asphalt: 150, metal: 200, tile: 250, slate: 350, wood: 250 },
    })
  })
})

describe('roof pitch options', () => {
  it('offers only 0/12 for a flat roof and 1 to 10 or 12 for every other type', () => {
    expect(roofPitches).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12])
    expect(pitchOptionsFor('flat')).toEqual([0])
    for (const roofType of ['gable', 'hip', 'mansard', 'gambrel'] as const) {
      expect(pitchOptionsFor(roofType)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12])
    }
  })
})
