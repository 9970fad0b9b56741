import { describe, expect, it } from 'vitest'
import {
  calculateHvac,
  defaultHvacRates,
  type HvacInput,
  hvacBuildingTypes,
  hvacClimates,
} from './index'

const patnaHome: HvacInput = {
  floorArea: 1000,
  ceilingHeight: 10,
  occupants: 4,
  buildingType: 'residential',
  climate: 'hot',
  insulation: 'average',
  windows: 'average',
  appliances: 'average',
}

describe('calculateHvac', () => {
  it('sizes a 1000 sq ft home in hot Patna with 10 ft ceilings and four people', () => {
    // btu          = 1000 * 30 * 1 (residential) * 1.2 (hot) * 1 * 1 * 10/8
    //              = 30000 * 1.2 * 1.25 = 45000; + 4 * 400 = 1600; + 3000 (average) = 49600
    // tons         = 49600 / 12000 = 4.1333 -> at least 4, below 10: "Split System or Packaged Unit"
    // supply duct  = ceil(4.1333 * 1.5) + 10 = ceil(6.2) + 10 = 17 sq in
    // return duct  = ceil(17 * 1.2) = ceil(20.4) = 21 sq in
    // vents        = ceil(1000 / 150) = ceil(6.67) = 7
    // monthly kWh  = 49600 / 14 * 8 * 30 / 1000 = 850.2857
    // monthly cost = 850.2857 * 0.14 = 119.04
    // equipment    = 4.1333 * 1500 = 6200; installation = 6200 * 0.7 = 4340; ductwork = 7 * 250 = 1750
    // total        = 6200 + 4340 + 1750 = 12290
    const result = calculateHvac(patnaHome)
    expect(result.btu).toBeCloseTo(49600, 9)
    expect(result.tons).toBeCloseTo(4.133333, 6)
    expect(result.systemType).toBe('Split System or Packaged Unit')
    expect(result.supplyDuctSqIn).toBe(17)
    expect(result.returnDuctSqIn).toBe(21)
    expect(result.vents).toBe(7)
    expect(result.monthlyKwh).toBeCloseTo(850.285714, 6)
    expect(result.monthlyCost).toBeCloseTo(119.04, 9)
    expect(result.equipmentCost).toBeCloseTo(6200, 9)
    expect(result.installationCost).toBeCloseTo(4340, 9)
    expect(result.ductworkCost).toBe(1750)
    expect(result.totalCost).toBeCloseTo(12290, 9)
  })

  it('sizes a 600 sq ft office, moderate climate, good insulation, glazed, busy with machines', () => {
    // btu          = 600 * 30 = 18000; * 1.1 (office) = 19800; * 1 (moderate) = 19800
    //              * 0.8 (good) = 15840; * 1.2 (extensive) = 19008; * 8/8 = 19008
    //              + 6 * 400 = 2400 -> 21408; + 6000 (high) = 27408
    // tons         = 27408 / 12000 = 2.284 -> at least 2, below 4: "Split System"
    // supply duct  = ceil(2.284 * 1.5) + 10 = ceil(3.426) + 10 = 14; return = ceil(16.8) = 17
    // vents        = 600 / 150 = 4
    // monthly kWh  = 27408 / 14 * 240 / 1000 = 469.8514; cost = 469.8514 * 0.14 = 65.7792
    // equipment    = 2.284 * 1500 = 3426; installation = 2398.2; ductwork = 4 * 250 = 1000
    // total        = 3426 + 2398.2 + 1000 = 6824.2
    const result = calculateHvac({
      floorArea: 600,
      ceilingHeight: 8,
      occupants: 6,
      buildingType: 'office',
      climate: 'moderate',
      insulation: 'good',
      windows: 'extensive',
      appliances: 'high',
    })
    expect(result.btu).toBeCloseTo(27408, 9)
    expect(result.tons).toBeCloseTo(2.284, 12)
    expect(result.systemType).toBe('Split System')
    expect(result.supplyDuctSqIn).toBe(14)
    expect(result.returnDuctSqIn).toBe(17)
    expect(result.vents).toBe(4)
    expect(result.monthlyKwh).toBeCloseTo(469.851429, 6)
    expect(result.monthlyCost).toBeCloseTo(65.7792, 9)
    expect(result.equipmentCost).toBeCloseTo(3426, 9)
    expect(result.installationCost).toBeCloseTo(2398.2, 9)
    expect(result.ductworkCost).toBe(1000)
    expect(result.totalCost).toBeCloseTo(6824.2, 9)
  })

  it('sizes a 5000 sq ft workshop, 20 ft high, extreme heat, poor insulation, all glass', () => {
    // btu          = 5000 * 30 = 150000; * 1.4 (industrial) = 210000; * 1.4 (extreme) = 294000
    //              * 1.3 (poor) = 382200; * 1.4 (full) = 535080; * 20/8 = 1337700
    //              + 50 * 400 = 20000 -> 1357700; + 6000 (high) = 1363700
    // tons         = 1363700 / 12000 = 113.6417 -> 10 or more: "Commercial Packaged Unit or ..."
    // supply duct  = ceil(113.6417 * 1.5) + 10 = ceil(170.4625) + 10 = 181; return = ceil(217.2) = 218
    // vents        = ceil(5000 / 150) = ceil(33.33) = 34
    // monthly kWh  = 1363700 / 14 * 240 / 1000 = 23377.714; cost = 23377.714 * 0.14 = 3272.88
    // equipment    = 113.6417 * 1500 = 170462.5; installation = 119323.75; ductwork = 34 * 250 = 8500
    // total        = 170462.5 + 119323.75 + 8500 = 298286.25
    const result = calculateHvac({
      floorArea: 5000,
      ceilingHeight: 20,
      occupants: 50,
      buildingType: 'industrial',
      climate: 'extreme',
      insulation: 'poor',
      windows: 'full',
      appliances: 'high',
    })
    expect(result.btu).toBeCloseTo(1363700, 6)
    expect(result.tons).toBeCloseTo(113.641667, 6)
    expect(result.systemType).toBe('Commercial Packaged Unit or Multiple Systems')
    expect(result.supplyDuctSqIn).toBe(181)
    expect(result.returnDuctSqIn).toBe(218)
    expect(result.vents).toBe(34)
    expect(result.monthlyKwh).toBeCloseTo(23377.714286, 6)
    expect(result.monthlyCost).toBeCloseTo(3272.88, 8)
    expect(result.equipmentCost).toBeCloseTo(170462.5, 6)
    expect(result.installationCost).toBeCloseTo(119323.75, 6)
    expect(result.ductworkCost).toBe(8500)
    expect(result.totalCost).toBeCloseTo(298286.25, 6)
  })

  it('sizes a 200 sq ft shop, 7 ft high, mild climate, excellent insulation, few windows', () => {
    // btu          = 200 * 30 = 6000; * 1.2 (commercial) = 7200; * 0.9 (mild) = 6480
    //              * 0.6 (excellent) = 3888; * 0.9 (minimal windows) = 3499.2; * 7/8 = 3061.8
    //              + 1 * 400 + 1000 (minimal appliances) = 4461.8
    // tons         = 4461.8 / 12000 = 0.371817 -> below 2: "Mini-Split System"
    // supply duct  = ceil(0.5577) + 10 = 11; return = ceil(13.2) = 14; vents = ceil(1.33) = 2
    // monthly kWh  = 4461.8 / 14 * 240 / 1000 = 76.488; cost = 76.488 * 0.14 = 10.70832
    // equipment    = 0.371817 * 1500 = 557.725; installation = 390.4075; ductwork = 500
    // total        = 557.725 + 390.4075 + 500 = 1448.1325
    const result = calculateHvac({
      floorArea: 200,
      ceilingHeight: 7,
      occupants: 1,
      buildingType: 'commercial',
      climate: 'mild',
      insulation: 'excellent',
      windows: 'minimal',
      appliances: 'minimal',
    })
    expect(result.btu).toBeCloseTo(4461.8, 9)
    expect(result.systemType).toBe('Mini-Split System')
    expect(result.supplyDuctSqIn).toBe(11)
    expect(result.returnDuctSqIn).toBe(14)
    expect(result.vents).toBe(2)
    expect(result.monthlyKwh).toBeCloseTo(76.488, 9)
    expect(result.monthlyCost).toBeCloseTo(10.70832, 9)
    expect(result.equipmentCost).toBeCloseTo(557.725, 9)
    expect(result.installationCost).toBeCloseTo(390.4075, 9)
    expect(result.ductworkCost).toBe(500)
    expect(result.totalCost).toBeCloseTo(1448.1325, 9)
  })

  // Residential, moderate, average everything, 8 ft: btu = floorArea * 30 + occupants * 400 + 3000
  it.each([
    // 619.9 * 30 + 6 * 400 + 3000 = 23997 -> 1.99975 tons
    [619.9, 6, 'Mini-Split System'],
    // 620 * 30 + 6 * 400 + 3000 = 24000 -> 2 tons exactly
    [620, 6, 'Split System'],
    // 1459.9 * 30 + 3 * 400 + 3000 = 47997 -> 3.99975 tons
    [1459.9, 3, 'Split System'],
    // 1460 * 30 + 3 * 400 + 3000 = 48000 -> 4 tons exactly
    [1460, 3, 'Split System or Packaged Unit'],
    // 3859.9 * 30 + 3 * 400 + 3000 = 119997 -> 9.99975 tons
    [3859.9, 3, 'Split System or Packaged Unit'],
    // 3860 * 30 + 3 * 400 + 3000 = 120000 -> 10 tons exactly
    [3860, 3, 'Commercial Packaged Unit or Multiple Systems'],
  ] as const)('chooses by load: %f sq ft with %i people -> %s', (floorArea, occupants, system) => {
    const result = calculateHvac({
      ...patnaHome,
      floorArea,
      occupants,
      ceilingHeight: 8,
      climate: 'moderate',
    })
    expect(result.systemType).toBe(system)
  })

  it('does not add a duct inch for floating-point noise', () => {
    // office, 1400 sq ft, 8 ft, moderate, average insulation and windows, 2 people, minimal
    // appliances: btu = 1400 * 30 * 1.1 + 2 * 400 + 1000 = 46200 + 800 + 1000 = 48000 -> 4 tons
    // supply = ceil(4 * 1.5) + 10 = 16; return = ceil(16 * 1.2) = ceil(19.2) = 20
    // In floating point btu is 48000.00000000001 and tons * 1.5 is 6.000000000000002: still 16.
    const result = calculateHvac({
      floorArea: 1400,
      ceilingHeight: 8,
      occupants: 2,
      buildingType: 'office',
      climate: 'moderate',
      insulation: 'average',
      windows: 'average',
      appliances: 'minimal',
    })
    expect(result.btu).toBeCloseTo(48000, 9)
    expect(result.supplyDuctSqIn).toBe(16)
    expect(result.returnDuctSqIn).toBe(20)
  })

  it('gives four to six short maintenance tips that follow the climate and building', () => {
    for (const buildingType of hvacBuildingTypes) {
      for (const climate of hvacClimates) {
        const { maintenanceTips } = calculateHvac({ ...patnaHome, buildingType, climate })
        expect(maintenanceTips.length).toBeGreaterThanOrEqual(4)
        expect(maintenanceTips.length).toBeLessThanOrEqual(6)
        expect(new Set(maintenanceTips).size).toBe(maintenanceTips.length)
        for (const tip of maintenanceTips) {
          expect(tip.length).toBeGreaterThan(20)
          expect(tip.length).toBeLessThanOrEqual(160)
        }
      }
    }
    const tips = calculateHvac(patnaHome).maintenanceTips
    expect(tips.some((tip) => /filter/i.test(tip))).toBe(true)
    expect(tips.some((tip) => /once a year before summer/.test(tip))).toBe(true)
    expect(tips.some((tip) => /duct/i.test(tip))).toBe(true)
    expect(tips.some((tip) => /thermostat/i.test(tip))).toBe(true)
    expect(tips.some((tip) => /outdoor unit/.test(tip))).toBe(true)
    const mildOffice = calculateHvac({ ...patnaHome, climate: 'mild', buildingType: 'office' })
    expect(mildOffice.maintenanceTips).not.toEqual(tips)
    expect(mildOffice.maintenanceTips.some((tip) => /maintenance contract/.test(tip))).toBe(true)
  })

  it('takes rate overrides: an Indian tariff and equipment priced per ton in rupees', () => {
    // the home above: 850.2857 kWh * 8 = 6802.29 rupees a month
    // equipment 4.1333 * 45000 = 186000; installation * 0.5 = 93000; ductwork 7 * 1200 = 8400
    const result = calculateHvac(patnaHome, {
      rates: {
        pricePerKwh: 8,
        equipmentCostPerTon: 45_000,
        installationFraction: 0.5,
        ductworkCostPerVent: 1200,
      },
    })
    expect(result.monthlyCost).toBeCloseTo(6802.285714, 6)
    expect(result.equipmentCost).toBeCloseTo(186000, 6)
    expect(result.installationCost).toBeCloseTo(93000, 6)
    expect(result.totalCost).toBeCloseTo(186000 + 93000 + 8400, 6)
    // a 5-ton limit for split systems turns the 4.13-ton home into a split system
    const steps = calculateHvac(patnaHome, {
      rates: {
        systemSteps: [{ belowTons: 5, systemType: 'Split System' }],
        largestSystemType: 'Packaged Unit',
      },
    })
    expect(steps.systemType).toBe('Split System')
  })

  it('exposes the constants of the specification', () => {
    expect(defaultHvacRates).toEqual({
      btuPerSqFt: 30,
      buildingTypeMultiplier: { residential: 1, commercial: 1.2, industrial: 1.4, office: 1.1 },
      climateMultiplier: { mild: 0.9, moderate: 1, hot: 1.2, extreme: 1.4 },
      insulationMultiplier: { poor: 1.3, average: 1, good: 0.8, excellent: 0.6 },
      windowsMultiplier: { minimal: 0.9, average: 1, extensive: 1.2, full: 1.4 },
      referenceCeilingHeight: 8,
      btuPerOccupant: 400,
      applianceBtu: { minimal: 1000, average: 3000, high: 6000 },
      btuPerTon: 12000,
      systemSteps: [
        { belowTons: 2, systemType: 'Mini-Split System' },
        { belowTons: 4, systemType: 'Split System' },
        { belowTons: 10, systemType: 'Split System or Packaged Unit' },
      ],
      largestSystemType: 'Commercial Packaged Unit or Multiple Systems',
      supplyDuctSqInPerTon: 1.5,
      supplyDuctBaseSqIn: 10,
      returnToSupplyRatio: 1.2,
      sqFtPerVent: 150,
      energyEfficiencyRatio: 14,
      runHoursPerDay: 8,
      daysPerMonth: 30,
      pricePerKwh: 0.14,
      equipmentCostPerTon: 1500,
      installationFraction: 0.7,
      ductworkCostPerVent: 250,
    })
  })
})
