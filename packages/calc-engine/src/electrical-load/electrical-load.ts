import type { Explanation } from '../explanation/explanation'
import { num, rupees, step } from '../internal/explain'
import { type CalculateOptions, resolveRates } from '../internal/rates'
import { roundUp } from '../internal/rounding'
import { defaultElectricalLoadRates, type ElectricalLoadRates } from './rates'
import { type ElectricalLoadInput, electricalLoadInputSchema } from './schema'
import { type ElectricalLoadStepId, electricalLoadStepWordings as words } from './steps'

export interface ElectricalLoadResult {
  /** Sum of watts × quantity over every item, watts. */
  readonly connectedLoadWatts: number
  /** Share of the connected load expected to run at once, ratio. */
  readonly demandFactor: number
  /** Connected load × demand factor, watts. */
  readonly maxDemandWatts: number
  /** Current drawn at the maximum demand, amperes (per line for three phase). */
  readonly currentAmps: number
  /**
   * Smallest standard main switch of at least 1.25 × the current rounded up, amperes; `null` above
   * the largest size (1000 A): show {@link CUSTOM_SOLUTION_REQUIRED}.
   */
  readonly mainSwitchAmps: number | null
  /** Energy used per day, kWh. */
  readonly dailyKwh: number
  /** Energy used per month of 30 days, kWh (units). */
  readonly monthlyKwh: number
  /** Monthly kWh × tariff (8 rupees per unit by default), rupees (not rounded). */
  readonly monthlyBill: number
  /** Solar plant that makes the daily energy in 4 peak sun hours: monthly kWh ÷ 30 ÷ 4, kW. */
  readonly solarKw: number
  /** How each figure was worked out; only with `{ explain: true }`. */
  readonly explanation?: Explanation<ElectricalLoadStepId>
}

/**
 * Connected load, maximum demand, main switch size, energy, bill and solar size of a list of
 * electrical loads.
 *
 * connected = Σ watts × quantity; maxDemand = connected × demand factor (by property type, stepped
 * at 10 / 25 / 50 kW); current = maxDemand ÷ (230 × 0.8), or ÷ (√3 × 400 × 0.8) for three phase;
 * main switch = first standard size ≥ ⌈current × 1.25⌉; daily kWh = Σ watts × quantity × hours ÷ 1000.
 *
 * @param input - property type, phase and the load items
 * @param options - `explain: true` adds the steps; `rates`: overrides of {@link defaultElectricalLoadRates}
 * @returns loads, current, switch size, energy, bill and solar size
 * @throws CalcInputError when the input breaks a bound (an item's issue path is e.g. `items.2.watts`)
 * @example
 * calculateElectricalLoad({
 *   propertyType: 'residential',
 *   phase: 'single',
 *   items: electricalPresets.residential,
 * })
 * // { connectedLoadWatts: 8070, demandFactor: 0.7, maxDemandWatts: 5649, currentAmps: 30.701…,
 * //   mainSwitchAmps: 40, dailyKwh: 44.92, monthlyKwh: 1347.6, monthlyBill: 10780.8, solarKw: 11.23 }
 */
export function calculateElectricalLoad(
  input: ElectricalLoadInput,
  options: CalculateOptions<ElectricalLoadRates> = {},
): ElectricalLoadResult {
  const { propertyType, phase, items } = electricalLoadInputSchema.parse(input)
  const r = resolveRates('electrical load', defaultElectricalLoadRates, options.rates, {
    mayBeZero: ['upToWatts'],
  })

  let connectedLoadWatts = 0
  let dailyWattHours = 0
  for (const { watts, quantity, hoursPerDay } of items) {
    connectedLoadWatts += watts * quantity
    dailyWattHours += watts * quantity * hoursPerDay
  }

  const rule = r.demandFactors[propertyType]
  const demandFactor = connectedLoadWatts <= rule.upToWatts ? rule.factor : rule.factorAbove
  const maxDemandWatts = connectedLoadWatts * demandFactor
  const voltAmpsPerAmp =
    phase === 'single'
      ? r.singlePhaseVolts * r.powerFactor
      : Math.sqrt(3) * r.threePhaseVolts * r.powerFactor
  const currentAmps = maxDemandWatts / voltAmpsPerAmp

  const dailyKwh = dailyWattHours / 1000
  const monthlyKwh = dailyKwh * r.daysPerMonth

  const neededAmps = roundUp(currentAmps * r.switchSafetyFactor)
  const result = {
    connectedLoadWatts,
    demandFactor,
    maxDemandWatts,
    currentAmps,
    mainSwitchAmps: chooseMainSwitch(neededAmps, r.mainSwitchSizesAmps),
    dailyKwh,
    monthlyKwh,
    monthlyBill: monthlyKwh * r.pricePerKwh,
    solarKw: monthlyKwh / r.daysPerMonth / r.solarPeakSunHours,
  }
  if (!options.explain) return result
  const explanation: Explanation<ElectricalLoadStepId> = [
    step(words, 'connectedLoad', {
      loads: items.map((item) => `${num(item.watts)} × ${item.quantity}`).join(' + ') || '0',
      connectedLoad: num(connectedLoadWatts),
    }),
    step(words, 'maximumDemand', {
      propertyType,
      connectedLoad: num(connectedLoadWatts),
      demandFactor: num(demandFactor),
      maximumDemand: num(maxDemandWatts),
    }),
    step(words, phase === 'single' ? 'currentSinglePhase' : 'currentThreePhase', {
      maximumDemand: num(maxDemandWatts),
      volts: num(phase === 'single' ? r.singlePhaseVolts : r.threePhaseVolts),
      powerFactor: num(r.powerFactor),
      current: num(currentAmps),
    }),
    step(words, 'mainSwitch', {
      current: num(currentAmps),
      safetyFactor: num(r.switchSafetyFactor),
      neededAmps: String(neededAmps),
      mainSwitch: result.mainSwitchAmps === null ? '' : String(result.mainSwitchAmps),
    }),
    step(words, 'monthlyEnergy', {
      dailyKwh: num(dailyKwh),
      days: num(r.daysPerMonth),
      monthlyKwh: num(monthlyKwh),
    }),
    step(words, 'monthlyBill', {
      monthlyKwh: num(monthlyKwh),
      tariff: rupees(r.pricePerKwh),
      monthlyBill: rupees(result.monthlyBill),
    }),
    step(words, 'solar', {
      dailyKwh: num(dailyKwh),
      peakSunHours: num(r.solarPeakSunHours),
      solarKw: num(result.solarKw),
    }),
  ]
  return { ...result, explanation }
}

/** Smallest size of at least `requiredAmps`, whatever the order of `sizes`; null when none is. */
function chooseMainSwitch(requiredAmps: number, sizes: readonly number[]): number | null {
  let chosen: number | null = null
  for (const size of sizes) {
    if (size >= requiredAmps && (chosen === null || size < chosen)) chosen = size
  }
  return chosen
}
