import { describe, expect, it } from 'vitest'
import { calculateLandGrading, defaultLandGradingRates } from './index'

describe('calculateLandGrading', () => {
  it('cuts a 100 x 50 ft plot down by 2 ft with the defaults (loam, excavator, 800)', () => {
    // area     = 100 * 50           = 5000 sq ft
    // acres    = 5000 / 43560       = 0.114784
    // diff     = 2 - 0 = 2 ft above the target: cut
    // cut      = 5000 * 2 / 27      = 370.370 cu yd; fill = 0
    // adjusted = 370.370 * 1.20     = 444.444 cu yd (loam bulks 20 %)
    // trucks   = ceil(444.444 / 10) = ceil(44.44) = 45
    // cost     = 444.444 * 800      = 355555.56 rupees
    // hours    = 444.444 / 100      = 4.444 h (excavator)
    const result = calculateLandGrading({
      length: 100,
      width: 50,
      currentElevation: 2,
      targetElevation: 0,
    })
    expect(result.area).toBe(5000)
    expect(result.acres).toBeCloseTo(0.114784, 6)
    expect(result.cutVolume).toBeCloseTo(370.37037, 5)
    expect(result.fillVolume).toBe(0)
    expect(result.adjustedVolume).toBeCloseTo(444.44444, 5)
    expect(result.trucks).toBe(45)
    expect(result.cost).toBeCloseTo(355555.56, 2)
    expect(result.hours).toBeCloseTo(4.44444, 5)
    expect(result.bulkingPercent).toBe(20)
  })

  it('fills a 60 x 45 ft plot up by 1.5 ft of clay with a bulldozer at 650 per cu yd', () => {
    // area     = 60 * 45          = 2700 sq ft; acres = 2700 / 43560 = 0.0619835
    // diff     = 1 - 2.5 = -1.5 ft below the target: fill
    // fill     = 2700 * 1.5 / 27  = 150 cu yd; cut = 0
    // adjusted = 150 * 1.10       = 165 cu yd (clay bulking plays no part without cut)
    // trucks   = ceil(165 / 10)   = ceil(16.5) = 17
    // cost     = 165 * 650        = 107250 rupees
    // hours    = 165 / 150        = 1.1 h (bulldozer)
    const result = calculateLandGrading({
      length: 60,
      width: 45,
      currentElevation: 1,
      targetElevation: 2.5,
      soil: 'clay',
      equipment: 'bulldozer',
      pricePerCubicYard: 650,
    })
    expect(result.area).toBe(2700)
    expect(result.acres).toBeCloseTo(0.0619835, 7)
    expect(result.cutVolume).toBe(0)
    expect(result.fillVolume).toBeCloseTo(150, 9)
    expect(result.adjustedVolume).toBeCloseTo(165, 9)
    expect(result.trucks).toBe(17)
    expect(result.cost).toBeCloseTo(107250, 6)
    expect(result.hours).toBeCloseTo(1.1, 9)
    expect(result.bulkingPercent).toBe(35)
  })

  it('counts one acre for 264 x 165 ft and fills it by half a foot', () => {
    // area  = 264 * 165 = 43560 sq ft = 1 acre
    // fill  = 43560 * 0.5 / 27 = 806.667 cu yd; adjusted = 806.667 * 1.1 = 887.333 cu yd
    // trucks = ceil(88.73) = 89; cost = 887.333 * 800 = 709866.67; hours = 887.333 / 100 = 8.873
    const result = calculateLandGrading({
      length: 264,
      width: 165,
      currentElevation: -3,
      targetElevation: -2.5,
    })
    expect(result.acres).toBe(1)
    expect(result.fillVolume).toBeCloseTo(806.66667, 5)
    expect(result.adjustedVolume).toBeCloseTo(887.33333, 5)
    expect(result.trucks).toBe(89)
    expect(result.cost).toBeCloseTo(709866.67, 2)
    expect(result.hours).toBeCloseTo(8.87333, 5)
  })

  it.each([
    // 54 x 50 ft, 1 ft of cut: 2700 * 1 / 27 = 100 cu yd in place
    ['sand', 15, 115, 12],
    ['loam', 20, 120, 12],
    ['clay', 35, 135, 14],
    ['rock', 50, 150, 15],
  ] as const)(
    'swells 100 cu yd of %s cut by its default %i %%',
    (soil, bulking, adjusted, trucks) => {
      // adjusted = 100 * (1 + bulking / 100); trucks = ceil(adjusted / 10)
      const result = calculateLandGrading({
        length: 54,
        width: 50,
        currentElevation: 101,
        targetElevation: 100,
        soil,
      })
      expect(result.cutVolume).toBeCloseTo(100, 9)
      expect(result.bulkingPercent).toBe(bulking)
      expect(result.adjustedVolume).toBeCloseTo(adjusted, 9)
      expect(result.trucks).toBe(trucks)
    },
  )

  it.each([
    // 100 cu yd of loam cut = 120 cu yd to move; hours = 120 / rate
    ['bulldozer', 0.8],
    ['excavator', 1.2],
    ['skidsteer', 3],
    ['grader', 1.5],
  ] as const)('moves 120 cu yd with a %s in %f hours', (equipment, hours) => {
    const result = calculateLandGrading({
      length: 54,
      width: 50,
      currentElevation: 1,
      targetElevation: 0,
      equipment,
    })
    expect(result.hours).toBeCloseTo(hours, 9)
  })

  it('uses a bulking given in the input, an explicit 0 included', () => {
    // 30 x 27 ft, 1 ft of cut: 810 / 27 = 30 cu yd; bulking 0: adjusted 30; trucks 3
    // skidsteer: 30 / 40 = 0.75 h; price 0: cost 0
    const base = { length: 30, width: 27, currentElevation: 5, targetElevation: 4 } as const
    const result = calculateLandGrading({
      ...base,
      soil: 'rock',
      bulking: 0,
      equipment: 'skidsteer',
      pricePerCubicYard: 0,
    })
    expect(result.bulkingPercent).toBe(0)
    expect(result.adjustedVolume).toBeCloseTo(30, 9)
    expect(result.trucks).toBe(3)
    expect(result.hours).toBeCloseTo(0.75, 9)
    expect(result.cost).toBe(0)
    // bulking 60 (the bound): 30 * 1.6 = 48 cu yd, 5 trucks
    const swollen = calculateLandGrading({ ...base, bulking: 60 })
    expect(swollen.adjustedVolume).toBeCloseTo(48, 9)
    expect(swollen.trucks).toBe(5)
  })

  it('moves nothing when the ground is already at the target', () => {
    const result = calculateLandGrading({
      length: 80,
      width: 40,
      currentElevation: 3.5,
      targetElevation: 3.5,
    })
    expect(result.cutVolume).toBe(0)
    expect(result.fillVolume).toBe(0)
    expect(result.adjustedVolume).toBe(0)
    expect(result.trucks).toBe(0)
    expect(result.cost).toBe(0)
    expect(result.hours).toBe(0)
  })

  it('does not send an extra truck for floating-point noise', () => {
    // 54 x 50 ft, 1 ft of fill: 100 cu yd; 100 * 1.1 = 110 cu yd exactly, 11 trucks.
    // In floating point 100 * 1.1 is 110.00000000000001: still 11 trucks, not 12.
    const result = calculateLandGrading({
      length: 54,
      width: 50,
      currentElevation: 0,
      targetElevation: 1,
    })
    expect(result.adjustedVolume).toBeCloseTo(110, 9)
    expect(result.trucks).toBe(11)
  })

  it('takes rate overrides: wetter loam, bigger trucks and a faster excavator', () => {
    // 100 cu yd of loam cut at 25 %: 125 cu yd; trucks of 12.5: 10; excavator 125/h: 1 h
    const result = calculateLandGrading(
      { length: 54, width: 50, currentElevation: 1, targetElevation: 0 },
      {
        rates: {
          bulkingPercent: { ...defaultLandGradingRates.bulkingPercent, loam: 25 },
          truckCubicYards: 12.5,
          cubicYardsPerHour: { ...defaultLandGradingRates.cubicYardsPerHour, excavator: 125 },
        },
      },
    )
    expect(result.bulkingPercent).toBe(25)
    expect(result.adjustedVolume).toBeCloseTo(125, 9)
    expect(result.trucks).toBe(10)
    expect(result.hours).toBeCloseTo(1, 9)
    // fill compaction 1.2 and hectare-sized "acres" of 10763.9 sq ft
    const fill = calculateLandGrading(
      { length: 54, width: 50, currentElevation: 0, targetElevation: 1 },
      { rates: { fillCompactionFactor: 1.2, squareFeetPerAcre: 10_763.9 } },
    )
    expect(fill.adjustedVolume).toBeCloseTo(120, 9)
    expect(fill.acres).toBeCloseTo(2700 / 10_763.9, 12)
  })

  it('exposes the constants of the specification', () => {
    expect(defaultLandGradingRates).toEqual({
      bulkingPercent: { sand: 15, loam: 20, clay: 35, rock: 50 },
      fillCompactionFactor: 1.1,
      truckCubicYards: 10,
      cubicYardsPerHour: { bulldozer: 150, excavator: 100, skidsteer: 40, grader: 80 },
      squareFeetPerAcre: 43560,
    })
  })
})
