import { deepFreeze } from '../internal/rates'
export const electricalPropertyTypes = /* @__PURE__ */ deepFreeze([
  'residential',
  'commercial',
  'industrial',
] as const)
export type ElectricalPropertyType = (typeof electricalPropertyTypes)[number]

export const electricalPhases = /* @__PURE__ */ deepFreeze(['single', 'three'] as const)
export type ElectricalPhase = (typeof electricalPhases)[number]

/** Standard main switch (MCB/MCCB) ratings on sale, amperes, smallest first. */
export const mainSwitchSizesAmps = /* @__PURE__ */ deepFreeze([
  16, 25, 32, 40, 50, 63, 80, 100, 125, 160, 200, 250, 400, 630, 800, 1000,
] as const)

/** Shown instead of a switch size when the load needs more than the largest standard switch. */
export const CUSTOM_SOLUTION_REQUIRED = 'Custom Solution Required'

/** A step function: `factor` up to and including `upToWatts` of connected load, else `factorAbove`. */
export interface ElectricalDemandFactorRule {
  /** Largest connected load that still takes `factor`, watts (inclusive: "up to"). */
  readonly upToWatts: number
  /** Share of the connected load drawn at once, for a load up to `upToWatts`, ratio. */
  readonly factor: number
  /** Share of the connected load drawn at once, for a load above `upToWatts`, ratio. */
  readonly factorAbove: number
}

/** The constants of the electrical load calculator; pass a partial copy to override. */
export interface ElectricalLoadRates {
  /** Demand factor by property type. */
  readonly demandFactors: Readonly<Record<ElectricalPropertyType, ElectricalDemandFactorRule>>
  /** Supply voltage of a single-phase connection, volts. */
  readonly singlePhaseVolts: number
  /** Line-to-line voltage of a three-phase connection, volts. */
  readonly threePhaseVolts: number
  /** Power factor assumed for the whole load, ratio. */
  readonly powerFactor: number
  /** Headroom of the main switch over the running current, ratio (1.25 = 25 % above). */
  readonly switchSafetyFactor: number
  /** Main switch ratings to choose from, amperes. */
  readonly mainSwitchSizesAmps: readonly number[]
  /** Days in a billing month, days. */
  readonly daysPerMonth: number
  /** Electricity tariff, rupees per kWh (unit). */
  readonly pricePerKwh: number
  /** Peak sun hours a solar panel works per day, hours: solar kW = daily kWh ÷ this. */
  readonly solarPeakSunHours: number
}

/** calculators.md section 9, Electrical, with the figures of calculator-formulas.md §8. */
export const defaultElectricalLoadRates: ElectricalLoadRates = /* @__PURE__ */ deepFreeze({
  demandFactors: {
    residential: { upToWatts: 10_000, factor: 0.7, factorAbove: 0.6 },
    commercial: { upToWatts: 25_000, factor: 0.65, factorAbove: 0.55 },
    industrial: { upToWatts: 50_000, factor: 0.75, factorAbove: 0.65 },
  },
  singlePhaseVolts: 230,
  threePhaseVolts: 400,
  powerFactor: 0.8,
  switchSafetyFactor: 1.25,
  mainSwitchSizesAmps,
  daysPerMonth: 30,
  pricePerKwh: 8,
  solarPeakSunHours: 4,
})
