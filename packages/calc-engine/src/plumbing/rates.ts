import { deepFreeze } from '../internal/rates'
export const plumbingBuildingTypes = /* @__PURE__ */ deepFreeze([
  'residential',
  'commercial',
  'industrial',
] as const)
export type PlumbingBuildingType = (typeof plumbingBuildingTypes)[number]

export const plumbingPipeTypes = /* @__PURE__ */ deepFreeze(['upvc', 'cpvc', 'copper'] as const)
export type PlumbingPipeType = (typeof plumbingPipeTypes)[number]

export const plumbingHeaterTypes = /* @__PURE__ */ deepFreeze([
  'storage',
  'instant',
  'solar',
  'none',
] as const)
export type PlumbingHeaterType = (typeof plumbingHeaterTypes)[number]

/** Pipe diameters with a price, inches. */
export const plumbingPipeSizesInches = /* @__PURE__ */ deepFreeze([
  0.5, 0.75, 1, 1.5, 2, 3, 4,
] as const)
export type PlumbingPipeSize = (typeof plumbingPipeSizesInches)[number]

/** The priced fixtures and fittings, in the order of the result. */
export const plumbingFixtureKinds = /* @__PURE__ */ deepFreeze([
  'toilet',
  'sinkBasin',
  'shower',
  'bathtub',
  'kitchenSink',
  'washingMachineConnection',
  'waterHeaterConnection',
  'floorDrain',
  'mainShutOffValve',
  'angleValve',
] as const)
export type PlumbingFixtureKind = (typeof plumbingFixtureKinds)[number]

/** Run lengths of one building type before any extra floor, feet. */
export interface PlumbingBaseLengths {
  /** Main supply line on a one-floor building, feet. */
  readonly mainSupply: number
  /** One branch supply line (per bathroom or kitchen), feet. */
  readonly branchSupply: number
  /** Main drain line on a one-floor building, feet. */
  readonly mainDrain: number
  /** One branch drain line (per bathroom or kitchen), feet. */
  readonly branchDrain: number
}

/** The diameter of each kind of run, inches. */
export interface PlumbingRunSizes {
  readonly mainSupply: PlumbingPipeSize
  readonly branchSupply: PlumbingPipeSize
  readonly fixtureSupply: PlumbingPipeSize
  readonly mainDrain: PlumbingPipeSize
  readonly branchDrain: PlumbingPipeSize
  readonly fixtureDrain: PlumbingPipeSize
  readonly vent: PlumbingPipeSize
}

/** `rupeesPerLitre` for a tank of up to `upToLitres` (inclusive). */
export interface PlumbingStorageBand {
  /** Largest tank of this band, litres. */
  readonly upToLitres: number
  /** Price of storage, rupees per litre. */
  readonly rupeesPerLitre: number
}

/** `advice` for a building of up to `upToFloors` floors (inclusive). */
export interface PlumbingPumpBand {
  /** Tallest building of this band, floors. */
  readonly upToFloors: number
  readonly advice: string
}

/** The constants of the plumbing calculator; pass a partial copy to `calculatePlumbing` to override. */
export interface PlumbingRates {
  /** Run lengths by building type, feet. */
  readonly baseLengthsFeet: Readonly<Record<PlumbingBuildingType, PlumbingBaseLengths>>
  /** Extra length of each main (supply and drain) per floor above the first, feet. */
  readonly mainExtraFeetPerFloor: number
  /** Length of one fixture supply line, feet. */
  readonly fixtureSupplyFeet: number
  /** Length of one fixture drain line, feet. */
  readonly fixtureDrainFeet: number
  /** Length of the vent stack per floor, feet. */
  readonly ventFeetPerFloor: number
  /** Diameter of each kind of run, inches. */
  readonly runSizesInches: PlumbingRunSizes
  /** Material of every drain and vent run, whatever the chosen supply pipe. */
  readonly drainPipeType: PlumbingPipeType
  /** Pipe price by material and diameter, rupees per foot. */
  readonly pricePerFoot: Readonly<
    Record<PlumbingPipeType, Readonly<Record<PlumbingPipeSize, number>>>
  >
  /** Fixture points in one bathroom when `fixtures` is not given, count. */
  readonly fixturesPerBathroom: number
  /** Fixture points in one kitchen when `fixtures` is not given, count. */
  readonly fixturesPerKitchen: number
  /** Price of each fixture or fitting, rupees each. */
  readonly fixturePrices: Readonly<Record<PlumbingFixtureKind, number>>
  /** Bathrooms per bathtub (rounded down), count. */
  readonly bathroomsPerBathtub: number
  /** Angle valves per bathroom, count. */
  readonly angleValvesPerBathroom: number
  /** Angle valves per kitchen, count. */
  readonly angleValvesPerKitchen: number
  /** People per bathroom of a residential building, count. */
  readonly occupantsPerBathroom: number
  /** People per fixture point of a commercial or industrial building, count. */
  readonly occupantsPerFixture: number
  /** Water stored per person by building type, litres. */
  readonly storageLitresPerPerson: Readonly<Record<PlumbingBuildingType, number>>
  /** Storage price bands, smallest tank first. */
  readonly storageBands: readonly PlumbingStorageBand[]
  /** Price of storage above the last band, rupees per litre. */
  readonly storageRupeesPerLitreAbove: number
  /** Water heater capacity per bathroom by heater type, litres. */
  readonly heaterLitresPerBathroom: Readonly<Record<PlumbingHeaterType, number>>
  /** Pump advice bands, lowest building first. */
  readonly pumpBands: readonly PlumbingPumpBand[]
  /** Pump advice above the last band. */
  readonly pumpAdviceAbove: string
  /** Labour as a share of pipes + fixtures + storage, ratio. */
  readonly labourRate: number
}

/** calculators.md section 9, Plumbing, with the figures of calculator-formulas.md §9. */
export const defaultPlumbingRates: PlumbingRates = /* @__PURE__ */ deepFreeze({
  baseLengthsFeet: {
    residential: { mainSupply: 30, branchSupply: 15, mainDrain: 40, branchDrain: 20 },
    commercial: { mainSupply: 50, branchSupply: 25, mainDrain: 60, branchDrain: 30 },
    industrial: { mainSupply: 80, branchSupply: 40, mainDrain: 100, branchDrain: 50 },
  },
  mainExtraFeetPerFloor: 15,
  fixtureSupplyFeet: 5,
  fixtureDrainFeet: 3,
  ventFeetPerFloor: 15,
  runSizesInches: {
    mainSupply: 1,
    branchSupply: 0.75,
    fixtureSupply: 0.5,
    mainDrain: 4,
    branchDrain: 2,
    fixtureDrain: 1.5,
    vent: 2,
  },
  drainPipeType: 'upvc',
  pricePerFoot: {
    upvc: { 0.5: 15, 0.75: 25, 1: 35, 1.5: 50, 2: 80, 3: 120, 4: 180 },
    cpvc: { 0.5: 25, 0.75: 40, 1: 60, 1.5: 90, 2: 130, 3: 200, 4: 300 },
    copper: { 0.5: 120, 0.75: 180, 1: 240, 1.5: 350, 2: 480, 3: 700, 4: 1000 },
  },
  fixturesPerBathroom: 4,
  fixturesPerKitchen: 2,
  fixturePrices: {
    toilet: 5000,
    sinkBasin: 3000,
    shower: 4000,
    bathtub: 15_000,
    kitchenSink: 5000,
    washingMachineConnection: 1000,
    waterHeaterConnection: 1000,
    floorDrain: 500,
    mainShutOffValve: 1200,
    angleValve: 300,
  },
  bathroomsPerBathtub: 2,
  angleValvesPerBathroom: 3,
  angleValvesPerKitchen: 2,
  occupantsPerBathroom: 2,
  occupantsPerFixture: 2,
  storageLitresPerPerson: { residential: 200, commercial: 50, industrial: 100 },
  storageBands: [
    { upToLitres: 1000, rupeesPerLitre: 1.5 },
    { upToLitres: 5000, rupeesPerLitre: 1.2 },
  ],
  storageRupeesPerLitreAbove: 1,
  heaterLitresPerBathroom: { storage: 50, instant: 5, solar: 100, none: 0 },
  pumpBands: [
    { upToFloors: 1, advice: 'No pump required if municipal pressure is adequate' },
    { upToFloors: 3, advice: '0.5 HP pump recommended' },
    { upToFloors: 6, advice: '1 HP pump with pressure tank recommended' },
  ],
  pumpAdviceAbove: 'Multi-stage pump system with pressure booster required',
  labourRate: 0.4,
})
