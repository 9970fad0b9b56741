import { describe, expect, it } from 'vitest'
import { calculateStaircase, defaultStaircaseRates } from './index'

const comfort = (value: string) =>
  `Comfort rule: 2 × riser + tread = ${value} in (aim for 24-25 in)`

describe('calculateStaircase', () => {
  it('works out a straight wooden stair for a 9 ft floor with the defaults', () => {
    // risers    = ceil(108 / 7) = ceil(15.43)     = 16; actual riser = 108 / 16 = 6.75 in
    // treads    = 16 - 1 = 15; total run = 15 * 11 = 165 in
    // footprint = 165 x 36, fits the 180 x 48 space
    // slope     = sqrt(108^2 + 165^2) = sqrt(11664 + 27225) = sqrt(38889) = 197.2029 in
    // angle     = atan(108 / 165) = atan(0.654545)  = 33.2066 degrees
    // headroom  = 80 + 12 * 165 / 197.2029 = 80 + 12 * 0.836701 = 90.0404 in
    // volume    = treads 36 * 11 * 1 * 15 = 5940 + risers 36 * 6.75 * 0.75 * 16 = 2916
    //           + stringers 2 * 12 * 197.2029 * 1.5 = 7099.30  ->  15955.30 cu in / 1728 = 9.23339 cu ft
    // handrail  = 197.2029 / 12 = 16.43358 ft; balusters = ceil(16.43358 * 3) = ceil(49.30) = 50
    // cost      = 9.23339 * 2500 + 16.43358 * 1200 + 50 * 500
    //           = 23083.49 + 19720.29 + 25000 = 67803.78 rupees
    const result = calculateStaircase({ floorHeight: 108, spaceLength: 180, spaceWidth: 48 })
    expect(result.risers).toBe(16)
    expect(result.actualRiser).toBe(6.75)
    expect(result.treads).toBe(15)
    expect(result.totalRun).toBe(165)
    expect(result.stairLength).toBe(165)
    expect(result.stairWidthTotal).toBe(36)
    expect(result.fitsSpace).toBe(true)
    expect(result.angleDegrees).toBeCloseTo(33.2066, 4)
    expect(result.headroom).toBeCloseTo(90.0404, 4)
    expect(result.volumeCubicFeet).toBeCloseTo(9.23339, 5)
    expect(result.handrailFeet).toBeCloseTo(16.43358, 5)
    expect(result.balusters).toBe(50)
    expect(result.cost).toBeCloseTo(67803.78, 2)
    expect(result.compliant).toBe(true)
    expect(result.notes).toEqual([comfort('24.5')])
  })

  it('works out an L-shaped concrete stair with an ornamental rail that just fits', () => {
    // risers    = 120 / 7.5 = 16 exactly; actual riser 7.5; treads 15; total run = 15 * 10 = 150
    // legs      = ceil(15 / 2) = 8 and 15 - 8 = 7
    // footprint = length 8 * 10 + 40 = 120, width 40 + 7 * 10 = 110: exactly the 120 x 110 space
    // slope     = sqrt(120^2 + 150^2) = sqrt(36900) = 192.0937; angle = atan(0.8) = 38.6598 degrees
    // headroom  = 80 + 12 * 150 / 192.0937 = 80 + 12 * 0.780869 = 89.3704 in
    // volume    = 40 * 10 * 15 = 6000 + 40 * 7.5 * 0.75 * 16 = 3600 + 36 * 192.0937 = 6915.37
    //           = 16515.37 cu in / 1728 = 9.55751 cu ft
    // handrail  = (2 * sqrt(60^2 + (8 * 10)^2) + 40) / 12 = (2 * 100 + 40) / 12 = 20 ft; balusters 60
    // cost      = 9.55751 * 1000 + 20 * 2500 + 60 * 500 = 9557.51 + 50000 + 30000 = 89557.51
    const result = calculateStaircase({
      floorHeight: 120,
      spaceLength: 120,
      spaceWidth: 110,
      type: 'l-shaped',
      riserHeight: 7.5,
      treadDepth: 10,
      stairWidth: 40,
      material: 'concrete',
      handrail: 'ornamental',
    })
    expect(result).toMatchObject({ risers: 16, actualRiser: 7.5, treads: 15, totalRun: 150 })
    expect(result.stairLength).toBe(120)
    expect(result.stairWidthTotal).toBe(110)
    expect(result.fitsSpace).toBe(true)
    expect(result.angleDegrees).toBeCloseTo(38.6598, 4)
    expect(result.headroom).toBeCloseTo(89.3704, 4)
    expect(result.volumeCubicFeet).toBeCloseTo(9.55751, 5)
    expect(result.handrailFeet).toBeCloseTo(20, 10)
    expect(result.balusters).toBe(60)
    expect(result.cost).toBeCloseTo(89557.51, 2)
    expect(result.notes).toEqual([comfort('25')])
  })

  it('works out a U-shaped metal stair with a glass rail that is too wide for its space', () => {
    // risers    = 126 / 7 = 18; actual 7; treads 17; total run = 17 * 12 = 204
    // footprint = length ceil(17 / 2) * 12 = 9 * 12 = 108; width 2 * 48 + 4 = 100 > 90: does not fit
    // slope     = sqrt(126^2 + 204^2) = sqrt(15876 + 41616) = sqrt(57492) = 239.7750
    // angle     = atan(126 / 204) = atan(0.617647) = 31.7014 degrees
    // headroom  = 80 + 12 * 204 / 239.7750 = 80 + 12 * 0.850798 = 90.2096 in
    // volume    = 48 * 12 * 17 = 9792 + 48 * 7 * 0.75 * 18 = 4536 + 36 * 239.7750 = 8631.90
    //           = 22959.90 cu in / 1728 = 13.28698 cu ft
    // handrail  = (2 * sqrt(63^2 + 108^2) + 48) / 12 = (2 * sqrt(15633) + 48) / 12
    //           = (2 * 125.0320 + 48) / 12 = 298.064 / 12 = 24.8387 ft; balusters ceil(74.516) = 75
    // cost      = 13.28698 * 4000 + 24.8387 * 3500 + 75 * 500 = 53147.91 + 86935.33 + 37500
    //           = 177583.24
    const result = calculateStaircase({
      floorHeight: 126,
      spaceLength: 120,
      spaceWidth: 90,
      type: 'u-shaped',
      riserHeight: 7,
      treadDepth: 12,
      stairWidth: 48,
      material: 'metal',
      handrail: 'glass',
    })
    expect(result).toMatchObject({ risers: 18, actualRiser: 7, treads: 17, totalRun: 204 })
    expect(result.stairLength).toBe(108)
    expect(result.stairWidthTotal).toBe(100)
    expect(result.fitsSpace).toBe(false)
    expect(result.angleDegrees).toBeCloseTo(31.7014, 4)
    expect(result.headroom).toBeCloseTo(90.2096, 4)
    expect(result.volumeCubicFeet).toBeCloseTo(13.28698, 5)
    expect(result.handrailFeet).toBeCloseTo(24.8387, 4)
    expect(result.balusters).toBe(75)
    expect(result.cost).toBeCloseTo(177583.24, 1)
    expect(result.compliant).toBe(false)
    expect(result.notes).toEqual([
      'The staircase needs 108 × 100 in but the space is 120 × 90 in',
      comfort('26'),
    ])
  })

  it('works out a spiral stair with shallow treads', () => {
    // risers    = ceil(100 / 7.5) = ceil(13.33) = 14; actual 100 / 14 = 7.142857; treads 13
    // total run = 13 * 9 = 117; footprint 12 + 2 * 9 = 30 x 30, fits 36 x 36
    // angle     = atan(100 / 117) = 40.5205 degrees
    // handrail  = 13 * pi * (12 + 9) / 12 / 12 = 273 * pi / 144 = 5.95594 ft; balusters ceil(17.87) = 18
    // volume    = 36 * 9 * 13 = 4212 + 36 * 7.142857 * 0.75 * 14 = 2700
    //           + 36 * sqrt(100^2 + 117^2) = 36 * 153.9123 = 5540.84 -> 12452.84 / 1728 = 7.20651 cu ft
    // cost      = 7.20651 * 2500 + 5.95594 * 1200 + 18 * 500 = 18016.27 + 7147.12 + 9000 = 34163.39
    // notes     = tread 9 < 10; comfort 2 * 7.142857 + 9 = 23.29
    const result = calculateStaircase({
      floorHeight: 100,
      spaceLength: 36,
      spaceWidth: 36,
      type: 'spiral',
      riserHeight: 7.5,
      treadDepth: 9,
    })
    expect(result).toMatchObject({ risers: 14, treads: 13, totalRun: 117 })
    expect(result.actualRiser).toBeCloseTo(7.142857, 6)
    expect(result.stairLength).toBe(30)
    expect(result.stairWidthTotal).toBe(30)
    expect(result.angleDegrees).toBeCloseTo(40.5205, 4)
    expect(result.handrailFeet).toBeCloseTo(5.95594, 5)
    expect(result.balusters).toBe(18)
    expect(result.volumeCubicFeet).toBeCloseTo(7.20651, 5)
    expect(result.cost).toBeCloseTo(34163.39, 2)
    expect(result.notes).toEqual([
      'Each tread is 9 in deep, below the 10 in minimum for a tread',
      comfort('23.29'),
    ])
  })

  it('rounds the riser count up, so no riser is taller than chosen (fix)', () => {
    // 108 / 7 = 15.43. The old site rounded to 15 risers of 108 / 15 = 7.2 in, taller than the
    // 7 in chosen; rounding up gives 16 risers of 6.75 in.
    expect(108 / Math.round(108 / 7)).toBe(7.2)
    const result = calculateStaircase({ floorHeight: 108, spaceLength: 180, spaceWidth: 48 })
    expect(result.risers).toBe(16)
    expect(result.actualRiser).toBe(6.75)
    expect(result.actualRiser).toBeLessThanOrEqual(7)
  })

  it('has one tread fewer than risers, the upper floor being the last step (fix)', () => {
    // 16 risers: 15 treads and a run of 15 * 11 = 165 in, not the old site's 16 * 11 = 176 in
    const result = calculateStaircase({ floorHeight: 108, spaceLength: 180, spaceWidth: 48 })
    expect(result.treads).toBe(15)
    expect(result.totalRun).toBe(165)
  })

  it('does not add a riser for floating-point noise', () => {
    // 30.1 / 4.3 is 7 exactly, but 7.000000000000001 in floating point: still 7 risers of 4.3 in
    const result = calculateStaircase({
      floorHeight: 30.1,
      spaceLength: 100,
      spaceWidth: 48,
      riserHeight: 4.3,
    })
    expect(result.risers).toBe(7)
    expect(result.actualRiser).toBeCloseTo(4.3, 10)
  })

  it('exposes the constants of the specification', () => {
    expect(defaultStaircaseRates).toEqual({
      costPerCubicFoot: { wood: 2500, concrete: 1000, metal: 4000 },
      handrailPerFoot: { simple: 1200, ornamental: 2500, glass: 3500 },
      balusterPrice: 500,
      balustersPerFoot: 3,
      treadThickness: 1,
      riserThickness: 0.75,
      stringerCount: 2,
      stringerDepth: 12,
      stringerThickness: 1.5,
      uShapedGap: 4,
      spiralColumnDiameter: 12,
      spiralTreadsPerTurn: 12,
      headroomBase: 80,
      headroomSlope: 12,
      minRiser: 4,
      maxRiser: 7.75,
      minTread: 10,
      maxTread: 14,
      minAngleDegrees: 20,
      maxAngleDegrees: 45,
      minStairWidth: 36,
      comfortMin: 24,
      comfortMax: 25,
    })
  })
})

describe('calculateStaircase rate overrides', () => {
  const stair = { floorHeight: 108, spaceLength: 180, spaceWidth: 48 } as const

  it('prices wood, handrail and balusters at the rates given', () => {
    // same stair as the first example: 9.23339 cu ft, 16.43358 ft of rail, 50 balusters
    // 9.23339 * 3000 + 16.43358 * 1000 + 50 * 600 = 27700.18 + 16433.58 + 30000 = 74133.76
    const result = calculateStaircase(stair, {
      rates: {
        costPerCubicFoot: { wood: 3000, concrete: 1000, metal: 4000 },
        handrailPerFoot: { simple: 1000, ornamental: 2500, glass: 3500 },
        balusterPrice: 600,
      },
    })
    expect(result.cost).toBeCloseTo(74133.76, 1)
  })

  it('checks against the limits given, e.g. a local code allowing 12 in treads at most', () => {
    // 108 in at 7: 16 risers, 15 treads of 13.5 in; 13.5 > 13
    const result = calculateStaircase(
      { ...stair, spaceLength: 300, treadDepth: 13.5 },
      { rates: { maxTread: 13 } },
    )
    expect(result.notes).toEqual([
      'Each tread is 13.5 in deep, above the 13 in maximum for a tread',
      comfort('27'),
    ])
  })

  it('uses the headroom constants and comfort range given', () => {
    // headroom = 84 + 10 * 0.836701 = 92.36701; comfort 24.5 shown against 23-26
    const result = calculateStaircase(stair, {
      rates: {
        headroomBase: 84,
        headroomSlope: 10,
        comfortMin: 23,
        comfortMax: 26,
      },
    })
    expect(result.headroom).toBeCloseTo(92.36701, 4)
    expect(result.notes).toEqual(['Comfort rule: 2 × riser + tread = 24.5 in (aim for 23-26 in)'])
  })
})
