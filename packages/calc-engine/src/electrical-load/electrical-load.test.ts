import { describe, expect, it } from 'vitest'
import {
  CUSTOM_SOLUTION_REQUIRED,
  calculateElectricalLoad,
  electricalPresets,
  mainSwitchSizesAmps,
} from './index'

/** One line of `watts` W, quantity 1, one hour a day. */
const load = (watts: number) => [{ id: 'load', name: 'Load', watts, quantity: 1, hoursPerDay: 1 }]

describe('calculateElectricalLoad', () => {
  it('works out the residential presets on a single-phase supply', () => {
    // connected = 10*12 + 75*4 + 700 + 1200*2 + 100 + 500 + 2000 + 1200 + 750
    //           = 120 + 300 + 700 + 2400 + 100 + 500 + 2000 + 1200 + 750 = 8070 W
    // daily Wh  = 120*6 + 300*10 + 700*24 + 2400*8 + 100*6 + 500*1 + 2000*1 + 1200*0.5 + 750*2
    //           = 720 + 3000 + 16800 + 19200 + 600 + 500 + 2000 + 600 + 1500 = 44920 Wh = 44.92 kWh
    // 8070 W <= 10000 W, so demand factor 0.7; max demand = 8070 * 0.7 = 5649 W
    // current   = 5649 / (230 * 0.8) = 5649 / 184 = 30.70109 A
    // switch    = ceil(30.70109 * 1.25) = ceil(38.376) = 39 A -> first size >= 39 is 40 A
    // monthly   = 44.92 * 30 = 1347.6 kWh; bill = 1347.6 * 8 = 10780.8; solar = 1347.6 / 30 / 4 = 11.23 kW
    const result = calculateElectricalLoad({
      propertyType: 'residential',
      phase: 'single',
      items: electricalPresets.residential,
    })
    expect(result.connectedLoadWatts).toBe(8070)
    expect(result.demandFactor).toBe(0.7)
    expect(result.maxDemandWatts).toBeCloseTo(5649, 9)
    expect(result.currentAmps).toBeCloseTo(30.70109, 5)
    expect(result.mainSwitchAmps).toBe(40)
    expect(result.dailyKwh).toBeCloseTo(44.92, 10)
    expect(result.monthlyKwh).toBeCloseTo(1347.6, 9)
    expect(result.monthlyBill).toBeCloseTo(10780.8, 8)
    expect(result.solarKw).toBeCloseTo(11.23, 10)
  })

  it('works out the commercial presets on a three-phase supply', () => {
    // connected = 10*30 + 75*10 + 2400*4 + 200*8 + 500 + 1000*2 + 100*2 + 1200 + 5000
    //           = 300 + 750 + 9600 + 1600 + 500 + 2000 + 200 + 1200 + 5000 = 21150 W
    // daily Wh  = 300*10 + 750*10 + 9600*10 + 1600*8 + 500*24 + 2000*2 + 200*10 + 1200*24 + 5000*4
    //           = 3000 + 7500 + 96000 + 12800 + 12000 + 4000 + 2000 + 28800 + 20000 = 186100 Wh
    // 21150 W <= 25000 W, so 0.65; max demand = 21150 * 0.65 = 13747.5 W
    // current   = 13747.5 / (1.7320508 * 400 * 0.8) = 13747.5 / 554.25626 = 24.80351 A
    // switch    = ceil(24.80351 * 1.25) = ceil(31.0044) = 32 A -> 32 A
    // monthly   = 186.1 * 30 = 5583 kWh; bill = 5583 * 8 = 44664; solar = 5583 / 30 / 4 = 46.525 kW
    const result = calculateElectricalLoad({
      propertyType: 'commercial',
      phase: 'three',
      items: electricalPresets.commercial,
    })
    expect(result.connectedLoadWatts).toBe(21150)
    expect(result.demandFactor).toBe(0.65)
    expect(result.maxDemandWatts).toBeCloseTo(13747.5, 9)
    expect(result.currentAmps).toBeCloseTo(24.80351, 4)
    expect(result.mainSwitchAmps).toBe(32)
    expect(result.dailyKwh).toBeCloseTo(186.1, 10)
    expect(result.monthlyKwh).toBeCloseTo(5583, 9)
    expect(result.monthlyBill).toBeCloseTo(44664, 8)
    expect(result.solarKw).toBeCloseTo(46.525, 10)
  })

  it('works out the industrial presets, above the 50 kW step, on a three-phase supply', () => {
    // connected = 400*20 + 10000 + 5000*4 + 2000*2 + 3000 + 1500*2 + 7000 + 3000 + 500
    //           = 8000 + 10000 + 20000 + 4000 + 3000 + 3000 + 7000 + 3000 + 500 = 58500 W
    // daily Wh  = 8000*12 + 10000*10 + 20000*8 + 4000*8 + 3000*6 + 3000*4 + 7000*3 + 3000*8 + 500*24
    //           = 96000 + 100000 + 160000 + 32000 + 18000 + 12000 + 21000 + 24000 + 12000 = 475000 Wh
    // 58500 W > 50000 W, so 0.65; max demand = 58500 * 0.65 = 38025 W
    // current   = 38025 / 554.25626 = 68.6054 A; switch = ceil(85.757) = 86 A -> 100 A
    // monthly   = 475 * 30 = 14250 kWh; bill = 14250 * 8 = 114000; solar = 14250 / 30 / 4 = 118.75 kW
    const result = calculateElectricalLoad({
      propertyType: 'industrial',
      phase: 'three',
      items: electricalPresets.industrial,
    })
    expect(result.connectedLoadWatts).toBe(58500)
    expect(result.demandFactor).toBe(0.65)
    expect(result.maxDemandWatts).toBeCloseTo(38025, 9)
    expect(result.currentAmps).toBeCloseTo(68.6054, 3)
    expect(result.mainSwitchAmps).toBe(100)
    expect(result.dailyKwh).toBeCloseTo(475, 10)
    expect(result.monthlyBill).toBeCloseTo(114000, 8)
    expect(result.solarKw).toBeCloseTo(118.75, 10)
  })

  it('draws less current per line from three phases than from one', () => {
    // 4600 W residential: 4600 * 0.7 = 3220 W
    // single: 3220 / 184     = 17.5 A;   ceil(17.5 * 1.25)   = ceil(21.875) = 22 -> 25 A
    // three:  3220 / 554.256 = 5.8096 A; ceil(5.8096 * 1.25) = ceil(7.262)  = 8  -> 16 A
    const single = calculateElectricalLoad({
      propertyType: 'residential',
      phase: 'single',
      items: load(4600),
    })
    const three = calculateElectricalLoad({
      propertyType: 'residential',
      phase: 'three',
      items: load(4600),
    })
    expect(single.currentAmps).toBeCloseTo(17.5, 10)
    expect(single.mainSwitchAmps).toBe(25)
    expect(three.currentAmps).toBeCloseTo(5.8096, 4)
    expect(three.mainSwitchAmps).toBe(16)
  })

  it.each([
    // [type, up to, factor there, factor one watt above]: max demand = watts * factor
    ['residential', 10_000, 0.7, 0.6],
    ['commercial', 25_000, 0.65, 0.55],
    ['industrial', 50_000, 0.75, 0.65],
  ] as const)(
    'steps the %s demand factor after %i W, not at it',
    (propertyType, upTo, at, above) => {
      const atStep = calculateElectricalLoad({ propertyType, phase: 'single', items: load(upTo) })
      expect(atStep.demandFactor).toBe(at)
      expect(atStep.maxDemandWatts).toBeCloseTo(upTo * at, 9)
      const pastStep = calculateElectricalLoad({
        propertyType,
        phase: 'single',
        items: load(upTo + 1),
      })
      expect(pastStep.demandFactor).toBe(above)
      expect(pastStep.maxDemandWatts).toBeCloseTo((upTo + 1) * above, 9)
    },
  )

  it('gives zeros and the smallest switch for an empty list', () => {
    // connected 0 <= 10000: factor 0.7; current 0; ceil(0 * 1.25) = 0 -> first size >= 0 is 16 A
    const result = calculateElectricalLoad({
      propertyType: 'residential',
      phase: 'single',
      items: [],
    })
    expect(result).toEqual({
      connectedLoadWatts: 0,
      demandFactor: 0.7,
      maxDemandWatts: 0,
      currentAmps: 0,
      mainSwitchAmps: 16,
      dailyKwh: 0,
      monthlyKwh: 0,
      monthlyBill: 0,
      solarKw: 0,
    })
  })

  it('takes a switch that exactly meets 1.25 times the current', () => {
    // 15456 W residential single: above 10000 W, so 0.6; 15456 * 0.6 = 9273.6 W
    // current = 9273.6 / 184 = 50.4 A; 50.4 * 1.25 = 63 exactly -> 63 A, not 80 A
    // 15457 W: 9274.2 W / 184 = 50.4033 A; ceil(63.004) = 64 -> 80 A
    const exact = calculateElectricalLoad({
      propertyType: 'residential',
      phase: 'single',
      items: load(15_456),
    })
    expect(exact.currentAmps).toBeCloseTo(50.4, 10)
    expect(exact.mainSwitchAmps).toBe(63)
    const more = calculateElectricalLoad({
      propertyType: 'residential',
      phase: 'single',
      items: load(15_457),
    })
    expect(more.mainSwitchAmps).toBe(80)
  })

  it('needs a custom solution only above a 1000 A switch', () => {
    // 245300 W residential single: 245300 * 0.6 = 147180 W; / 184 = 799.891 A
    //   ceil(799.891 * 1.25) = ceil(999.86) = 1000 -> 1000 A
    // 245400 W: 245400 * 0.6 = 147240 W; / 184 = 800.217 A; ceil(1000.27) = 1001 -> none
    const at = calculateElectricalLoad({
      propertyType: 'residential',
      phase: 'single',
      items: load(245_300),
    })
    expect(at.mainSwitchAmps).toBe(1000)
    const above = calculateElectricalLoad({
      propertyType: 'residential',
      phase: 'single',
      items: load(245_400),
    })
    expect(above.mainSwitchAmps).toBeNull()
    expect(CUSTOM_SOLUTION_REQUIRED).toBe('Custom Solution Required')
  })

  // With a demand factor of 1, single phase, a load of size * 147.2 W draws size / 1.25 A
  // (147.2 = 230 * 0.8 / 1.25), so the switch needs exactly `size` A; one watt more needs
  // 1.25 / 184 = 0.0068 A more after the 1.25 headroom, so the next size. In floating point the
  // need lands a hair off `size` (15.999999999999998 for 16); either way it must be `size`.
  const unityDemand = {
    demandFactors: {
      residential: { upToWatts: 0, factor: 1, factorAbove: 1 },
      commercial: { upToWatts: 0, factor: 1, factorAbove: 1 },
      industrial: { upToWatts: 0, factor: 1, factorAbove: 1 },
    },
  }
  it.each(
    mainSwitchSizesAmps.map(
      (size, index) => [size, mainSwitchSizesAmps[index + 1] ?? null] as const,
    ),
  )('picks %i A when exactly that is needed, and %s just above it', (size, next) => {
    const input = { propertyType: 'residential', phase: 'single' } as const
    const exact = calculateElectricalLoad(
      { ...input, items: load(size * 147.2) },
      { rates: unityDemand },
    )
    expect(exact.mainSwitchAmps).toBe(size)
    const more = calculateElectricalLoad(
      { ...input, items: load(size * 147.2 + 1) },
      { rates: unityDemand },
    )
    expect(more.mainSwitchAmps).toBe(next)
  })

  it('takes rate overrides: tariff, voltage and sun hours', () => {
    // residential presets (first example): monthly 1347.6 kWh, max demand 5649 W
    // bill at 10 rupees = 13476; at 240 V: 5649 / (240 * 0.8) = 29.421875 A, ceil(36.78) = 37 -> 40 A
    // solar at 5 sun hours = 1347.6 / 30 / 5 = 8.984 kW
    const result = calculateElectricalLoad(
      { propertyType: 'residential', phase: 'single', items: electricalPresets.residential },
      { rates: { pricePerKwh: 10, singlePhaseVolts: 240, solarPeakSunHours: 5 } },
    )
    expect(result.monthlyBill).toBeCloseTo(13476, 8)
    expect(result.currentAmps).toBeCloseTo(29.421875, 10)
    expect(result.mainSwitchAmps).toBe(40)
    expect(result.solarKw).toBeCloseTo(8.984, 10)
  })
})
