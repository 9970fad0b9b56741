import { deepFreeze } from '../internal/rates'
export const hvacBuildingTypes = /* @__PURE__ */ deepFreeze([
  'residential',
  'commercial',
  'industrial',
  'office',
] as const)
export type HvacBuildingType = (typeof hvacBuildingTypes)[number]

export const hvacClimates = /* @__PURE__ */ deepFreeze([
  'mild',
  'moderate',
  'hot',
  'extreme',
] as const)
export type HvacClimate = (typeof hvacClimates)[number]

export const hvacInsulationLevels = /* @__PURE__ */ deepFreeze([
  'poor',
  'average',
  'good',
  'excellent',
] as const)
export type HvacInsulation = (typeof hvacInsulationLevels)[number]

export const hvacWindowLevels = /* @__PURE__ */ deepFreeze([
  'minimal',
  'average',
  'extensive',
  'full',
] as const)
export type HvacWindows = (typeof hvacWindowLevels)[number]

export const hvacApplianceLevels = /* @__PURE__ */ deepFreeze([
  'minimal',
  'average',
  'high',
] as const)
export type HvacAppliances = (typeof hvacApplianceLevels)[number]

/** One step of the system choice: a load below `belowTons` gets `systemType`. */
export interface HvacSystemStep {
  /** Exclusive upper limit of the load, tons of refrigeration. */
  readonly belowTons: number
  readonly systemType: string
}

/** The constants of the HVAC calculator; pass a partial copy to `calculateHvac` to override. */
export interface HvacRates {
  /** Cooling load of the floor before multipliers, BTU per hour per sq ft. */
  readonly btuPerSqFt: number
  /** Load multiplier by building type, no unit. */
  readonly buildingTypeMultiplier: Readonly<Record<HvacBuildingType, number>>
  /** Load multiplier by climate, no unit. */
  readonly climateMultiplier: Readonly<Record<HvacClimate, number>>
  /** Load multiplier by insulation, no unit. */
  readonly insulationMultiplier: Readonly<Record<HvacInsulation, number>>
  /** Load multiplier by glazing, no unit. */
  readonly windowsMultiplier: Readonly<Record<HvacWindows, number>>
  /** Ceiling height the floor load assumes; the load scales with height ÷ this, ft. */
  readonly referenceCeilingHeight: number
  /** Heat given off by one occupant, BTU per hour. */
  readonly btuPerOccupant: number
  /** Heat given off by the appliances, BTU per hour. */
  readonly applianceBtu: Readonly<Record<HvacAppliances, number>>
  /** BTU per hour in one ton of refrigeration. */
  readonly btuPerTon: number
  /** System by load, smallest first; the first step whose limit the load is below applies. */
  readonly systemSteps: readonly HvacSystemStep[]
  /** System for a load at or above the last step. */
  readonly largestSystemType: string
  /** Supply duct area per ton, before rounding up, sq in. */
  readonly supplyDuctSqInPerTon: number
  /** Supply duct area added after rounding up, sq in. */
  readonly supplyDuctBaseSqIn: number
  /** Return duct area as a multiple of the supply duct area, no unit. */
  readonly returnToSupplyRatio: number
  /** Floor served by one vent, sq ft. */
  readonly sqFtPerVent: number
  /** Energy efficiency ratio of the system, BTU per hour per watt. */
  readonly energyEfficiencyRatio: number
  /** Hours the system runs each day, hours. */
  readonly runHoursPerDay: number
  /** Days in a billing month, days. */
  readonly daysPerMonth: number
  /** Price of electricity, rupees per kWh (0.14 as the specification states it). */
  readonly pricePerKwh: number
  /** Price of the equipment, rupees per ton. */
  readonly equipmentCostPerTon: number
  /** Installation as a fraction of the equipment cost, no unit. */
  readonly installationFraction: number
  /** Ductwork for one vent, rupees. */
  readonly ductworkCostPerVent: number
}

/** calculators.md section 9, HVAC, and calculator-formulas.md section 11. */
export const defaultHvacRates: HvacRates = /* @__PURE__ */ deepFreeze({
  btuPerSqFt: 30,
  buildingTypeMultiplier: { residential: 1, commercial: 1.2, industrial: 1.4, office: 1.1 },
  climateMultiplier: { mild: 0.9, moderate: 1, hot: 1.2, extreme: 1.4 },
  insulationMultiplier: { poor: 1.3, average: 1, good: 0.8, excellent: 0.6 },
  windowsMultiplier: { minimal: 0.9, average: 1, extensive: 1.2, full: 1.4 },
  referenceCeilingHeight: 8,
  btuPerOccupant: 400,
  applianceBtu: { minimal: 1000, average: 3000, high: 6000 },
  btuPerTon: 12_000,
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
