import { describe, expect, it } from 'vitest'
import { CalcInputError } from '../errors'
import {
  buildingMaterialsInputSchema,
  calculateBuildingMaterials,
  defaultBuildingMaterialsRates,
  parseBuildingMaterialsForm,
} from './index'

describe('calculateBuildingMaterials', () => {
  it('works out a 20 x 10 ft one-brick wall with 20 sq ft of openings in 1:6 mortar', () => {
    // wall area    = 20 * 10 - 20             = 180 sq ft
    // wall volume  = 180 * 9 / 12             = 135 cu ft
    // brick        = 9 * 4.5 * 3 / 1728       = 121.5 / 1728 = 0.0703125 cu ft
    // bricks       = 135 / 0.0703125 = 1920; * 1.10 = 2112
    // mortar       = 135 * 0.20               = 27 cu ft
    // cement       = 27 / (1 + 6)             = 3.857 cu ft; / 1.25 = 3.086 -> 4 bags = 200 kg
    // sand         = 27 * 6 / 7               = 23.14 -> 24 cu ft
    // water        = 4 * 80                   = 320 L
    const result = calculateBuildingMaterials({
      wallLength: 20,
      wallHeight: 10,
      thickness: 9,
      openingsArea: 20,
      mortarRatio: 6,
      brickType: 'standard',
    })
    expect(result).toEqual({
      wallArea: 180,
      wallVolume: 135,
      bricks: 2112,
      mortarVolume: 27,
      cementBags: 4,
      cementKg: 200,
      sandCubicFeet: 24,
      waterLitres: 320,
    })
  })

  it('works out a 10 x 8 ft half-brick wall of modular bricks in 1:4 mortar', () => {
    // wall area    = 10 * 8                   = 80 sq ft (openings default to 0)
    // wall volume  = 80 * 4.5 / 12            = 30 cu ft = 51840 cu in
    // brick        = 7.625 * 3.625 * 2.25     = 27.640625 * 2.25 = 62.19140625 cu in
    // bricks       = 51840 / 62.19140625      = 833.56 (62.19140625 * 833 = 51805.44, 34.56 left)
    //                * 1.10                   = 916.91 -> 917
    // mortar       = 30 * 0.20                = 6 cu ft
    // cement       = 6 / (1 + 4)              = 1.2 cu ft; / 1.25 = 0.96 -> 1 bag = 50 kg
    // sand         = 6 * 4 / 5                = 4.8 -> 5 cu ft
    // water        = 1 * 80                   = 80 L
    const result = calculateBuildingMaterials({
      wallLength: 10,
      wallHeight: 8,
      thickness: 4.5,
      mortarRatio: 4,
      brickType: 'modular',
    })
    expect(result.wallArea).toBe(80)
    expect(result.wallVolume).toBe(30)
    expect(result.bricks).toBe(917)
    expect(result.mortarVolume).toBeCloseTo(6, 10)
    expect(result.cementBags).toBe(1)
    expect(result.cementKg).toBe(50)
    expect(result.sandCubicFeet).toBe(5)
    expect(result.waterLitres).toBe(80)
  })

  it('works out a 12 x 10 ft wall one and a half bricks thick in 1:5 mortar', () => {
    // wall volume  = 12 * 10 * 13.5 / 12      = 135 cu ft; standard bricks as above: 2112
    // mortar       = 135 * 0.20               = 27 cu ft
    // cement       = 27 / (1 + 5)             = 4.5 cu ft; / 1.25 = 3.6 -> 4 bags
    // sand         = 27 * 5 / 6               = 22.5 -> 23 cu ft
    const result = calculateBuildingMaterials({
      wallLength: 12,
      wallHeight: 10,
      thickness: 13.5,
      mortarRatio: 5,
    })
    expect(result.wallVolume).toBe(135)
    expect(result.bricks).toBe(2112)
    expect(result.cementBags).toBe(4)
    expect(result.sandCubicFeet).toBe(23)
    expect(result.waterLitres).toBe(320)
  })

  it('needs nothing when the openings are larger than the wall', () => {
    // 10 * 10 = 100 sq ft of wall, 150 sq ft of openings: max(0, -50) = 0
    const result = calculateBuildingMaterials({
      wallLength: 10,
      wallHeight: 10,
      thickness: 9,
      openingsArea: 150,
      mortarRatio: 6,
    })
    expect(result).toEqual({
      wallArea: 0,
      wallVolume: 0,
      bricks: 0,
      mortarVolume: 0,
      cementBags: 0,
      cementKg: 0,
      sandCubicFeet: 0,
      waterLitres: 0,
    })
  })

  it('takes rate overrides: less wastage, more mortar, lighter bags, less water', () => {
    // the 20 x 10 ft wall of the first example: 135 cu ft, 1920 bricks before wastage
    // bricks = 1920 * 1.05 = 2016; mortar = 135 * 0.3 = 40.5 cu ft
    // cement = 40.5 / 7 = 5.786 cu ft; / 1.25 = 4.63 -> 5 bags; 5 * 40 kg = 200 kg
    // sand   = 40.5 * 6 / 7 = 34.71 -> 35 cu ft; water = 5 * 25 = 125 L
    const result = calculateBuildingMaterials(
      { wallLength: 20, wallHeight: 10, thickness: 9, openingsArea: 20, mortarRatio: 6 },
      { rates: { wastage: 0.05, mortarFraction: 0.3, bagWeightKg: 40, waterLitresPerBag: 25 } },
    )
    expect(result.bricks).toBe(2016)
    expect(result.mortarVolume).toBeCloseTo(40.5, 10)
    expect(result.cementBags).toBe(5)
    expect(result.cementKg).toBe(200)
    expect(result.sandCubicFeet).toBe(35)
    expect(result.waterLitres).toBe(125)
  })

  it('takes rate overrides: bigger bags and a bigger local brick', () => {
    // same wall; cement 3.857 cu ft / 2 cu ft bags = 1.93 -> 2 bags
    // brick 10 x 5 x 3 = 150 cu in: 135 * 1728 / 150 = 1555.2; * 1.10 = 1710.72 -> 1711
    const result = calculateBuildingMaterials(
      { wallLength: 20, wallHeight: 10, thickness: 9, openingsArea: 20, mortarRatio: 6 },
      {
        rates: {
          bagVolumeCubicFeet: 2,
          brickDimensions: {
            standard: { length: 10, width: 5, height: 3 },
            modular: { length: 7.625, width: 3.625, height: 2.25 },
          },
        },
      },
    )
    expect(result.cementBags).toBe(2)
    expect(result.bricks).toBe(1711)
  })

  it('exposes the constants of the specification', () => {
    expect(defaultBuildingMaterialsRates).toEqual({
      brickDimensions: {
        standard: { length: 9, width: 4.5, height: 3 },
        modular: { length: 7.625, width: 3.625, height: 2.25 },
      },
      wastage: 0.1,
      mortarFraction: 0.2,
      bagVolumeCubicFeet: 1.25,
      bagWeightKg: 50,
      waterLitresPerBag: 80,
    })
  })
})

describe('building materials input bounds', () => {
  const valid = { wallLength: 20, wallHeight: 10, thickness: 9, mortarRatio: 6 }

  it.each([
    ['wallLength', { wallLength: 0.9 }, 'wallLength must be at least 1'],
    ['wallLength', { wallLength: undefined }, 'wallLength is required'],
    ['wallLength', { wallLength: Number.POSITIVE_INFINITY }, 'wallLength must be a number'],
    ['wallHeight', { wallHeight: 0 }, 'wallHeight must be at least 1'],
    ['wallHeight', { wallHeight: 'ten' }, 'wallHeight must be a number'],
    ['thickness', { thickness: 6 }, 'thickness must be one of 4.5, 9, 13.5'],
    ['thickness', { thickness: '9' }, 'thickness must be one of 4.5, 9, 13.5'],
    ['thickness', { thickness: undefined }, 'thickness is required'],
    ['openingsArea', { openingsArea: -1 }, 'openingsArea must be at least 0'],
    ['mortarRatio', { mortarRatio: 3 }, 'mortarRatio must be one of 4, 5, 6'],
    ['mortarRatio', { mortarRatio: 7 }, 'mortarRatio must be one of 4, 5, 6'],
    ['mortarRatio', { mortarRatio: undefined }, 'mortarRatio is required'],
    ['brickType', { brickType: 'clay' }, 'brickType must be one of standard, modular'],
  ])('rejects %s out of bounds: %j', (path, patch, message) => {
    const input = { ...valid, ...patch }
    expect(() => calculateBuildingMaterials(input as never)).toThrow(CalcInputError)
    try {
      calculateBuildingMaterials(input as never)
    } catch (error) {
      expect(error).toBeInstanceOf(CalcInputError)
      expect((error as CalcInputError).issues).toContainEqual({ path, message })
      expect((error as CalcInputError).message).toContain(message)
    }
  })

  it('lists every failing field at once', () => {
    expect(buildingMaterialsInputSchema.safeParse({ ...valid, wallLength: 0 }).success).toBe(false)
    expect(() =>
      calculateBuildingMaterials({ ...valid, wallLength: 0, openingsArea: -5 } as never),
    ).toThrow(
      'Invalid building materials input: wallLength must be at least 1; openingsArea must be at least 0',
    )
  })

  it('accepts every bound itself', () => {
    // 1 x 1 ft, 4.5 in: 0.375 cu ft; 0.375 / 0.0703125 = 5.33 * 1.1 = 5.87 -> 6 bricks
    // mortar 0.075 cu ft; cement 0.075 / 5 = 0.015 cu ft -> 1 bag; sand 0.06 -> 1 cu ft
    const smallest = calculateBuildingMaterials({
      wallLength: 1,
      wallHeight: 1,
      thickness: 4.5,
      openingsArea: 0,
      mortarRatio: 4,
      brickType: 'standard',
    })
    expect(smallest.bricks).toBe(6)
    expect(smallest.cementBags).toBe(1)
    expect(smallest.sandCubicFeet).toBe(1)
    expect(() =>
      calculateBuildingMaterials({
        ...valid,
        thickness: 13.5,
        mortarRatio: 6,
        brickType: 'modular',
      }),
    ).not.toThrow()
  })
})

describe('parseBuildingMaterialsForm', () => {
  it('reads the strings of the form', () => {
    expect(
      parseBuildingMaterialsForm({
        wallLength: '20.5',
        wallHeight: ' 10 ',
        thickness: '13.5',
        openingsArea: '21',
        mortarRatio: '4',
        brickType: 'modular',
      }),
    ).toEqual({
      wallLength: 20.5,
      wallHeight: 10,
      thickness: 13.5,
      openingsArea: 21,
      mortarRatio: 4,
      brickType: 'modular',
    })
  })

  it('gives the documented defaults for blank, non-numeric or unknown values', () => {
    expect(
      parseBuildingMaterialsForm({
        wallLength: '',
        wallHeight: 'abc',
        thickness: '6',
        openingsArea: 'x',
        mortarRatio: '',
        brickType: 'clay',
      }),
    ).toEqual({
      wallLength: 0,
      wallHeight: 0,
      thickness: 9,
      openingsArea: 0,
      mortarRatio: 6,
      brickType: 'standard',
    })
  })

  it('keeps an explicit 0 for the openings', () => {
    expect(parseBuildingMaterialsForm({ openingsArea: '0' }).openingsArea).toBe(0)
  })
})
