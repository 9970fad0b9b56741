import type { Explanation } from '../explanation/explanation'
import { num, rupees, step } from '../internal/explain'
import { type CalculateOptions, resolveRates } from '../internal/rates'
import { roundUp } from '../internal/rounding'
import { defaultLandGradingRates, type LandGradingRates } from './rates'
import { type LandGradingInput, landGradingInputSchema } from './schema'
import { type LandGradingStepId, landGradingStepWordings as words } from './steps'

const cubicFeetPerCubicYard = 27

export interface LandGradingResult {
  /** Plot area, sq ft: length × width, or the area given. */
  readonly area: number
  /** Plot area in acres. */
  readonly acres: number
  /** Earth to dig out when the ground is above the target, cubic yards in place (else 0). */
  readonly cutVolume: number
  /** Earth to bring in when the ground is below the target, cubic yards in place (else 0). */
  readonly fillVolume: number
  /** Cut swollen by bulking plus fill with the compaction allowance, cubic yards to haul. */
  readonly adjustedVolume: number
  /** Truck loads to haul the adjusted volume (whole trucks). */
  readonly trucks: number
  /** adjustedVolume × price per cubic yard, rupees (not rounded). */
  readonly cost: number
  /** Machine hours for the adjusted volume with the chosen equipment, hours (not rounded). */
  readonly hours: number
  /** Bulking applied to the cut, percent: the one given, else the soil's own. */
  readonly bulkingPercent: number
  /** How each figure was worked out; only with `{ explain: true }`. */
  readonly explanation?: Explanation<LandGradingStepId>
}

/**
 * Earthwork to bring a plot from its current elevation to a target elevation. The plot is given
 * by its length and width (a rectangle: area = length × width) or by its `area` in square feet (any
 * shape, e.g. 2 katha read by `parseLandArea`: 2,722.5 sq ft in Patna).
 *
 * diff = current − target; cut = area × diff ÷ 27 when diff > 0, fill = area × |diff| ÷ 27 when
 * diff < 0 (cubic yards); adjustedVolume = cut × (1 + bulking ÷ 100) + fill × 1.10; trucks =
 * adjustedVolume ÷ 10 rounded up; cost = adjustedVolume × price; hours = adjustedVolume ÷ machine rate.
 *
 * @param input - plot (length and width in feet, or area in sq ft), elevations in feet, soil,
 *   optional bulking percent, equipment, price
 * @param options - `explain: true` adds the steps; `rates`: overrides of {@link defaultLandGradingRates}
 * @returns area, volumes, trucks, cost, machine hours and the bulking used
 * @throws CalcInputError when the input breaks a bound
 * @example
 * calculateLandGrading({ length: 100, width: 50, currentElevation: 2, targetElevation: 0 })
 * // loam (bulking 20), excavator, 800 per cubic yard:
 * // { area: 5000, acres: 0.1148, cutVolume: 370.37, fillVolume: 0, adjustedVolume: 444.44,
 * //   trucks: 45, cost: 355555.56, hours: 4.44, bulkingPercent: 20 }
 * calculateLandGrading({ area: 2722.5, currentElevation: 0, targetElevation: 1 }) // 2 katha, filled 1 ft
 * // { area: 2722.5, acres: 0.0625, cutVolume: 0, fillVolume: 100.83, adjustedVolume: 110.92,
 * //   trucks: 12, cost: 88733.33, hours: 1.11, bulkingPercent: 20 }
 */
export function calculateLandGrading(
  input: LandGradingInput,
  options: CalculateOptions<LandGradingRates> = {},
): LandGradingResult {
  const plot = landGradingInputSchema.parse(input)
  const { currentElevation, targetElevation, soil, bulking, equipment, pricePerCubicYard } = plot
  const r = resolveRates('land grading', defaultLandGradingRates, options.rates, {
    mayBeZero: ['bulkingPercent'],
  })

  const area = plot.area === undefined ? plot.length * plot.width : plot.area
  const difference = currentElevation - targetElevation
  const volume = (area * Math.abs(difference)) / cubicFeetPerCubicYard
  const cutVolume = difference > 0 ? volume : 0
  const fillVolume = difference < 0 ? volume : 0
  const bulkingPercent = bulking ?? r.bulkingPercent[soil]
  const adjustedVolume =
    cutVolume * (1 + bulkingPercent / 100) + fillVolume * r.fillCompactionFactor

  const result = {
    area,
    acres: area / r.squareFeetPerAcre,
    cutVolume,
    fillVolume,
    adjustedVolume,
    trucks: roundUp(adjustedVolume / r.truckCubicYards),
    cost: adjustedVolume * pricePerCubicYard,
    hours: adjustedVolume / r.cubicYardsPerHour[equipment],
    bulkingPercent,
  }
  if (!options.explain) return result
  const explanation: Explanation<LandGradingStepId> = [
    plot.area === undefined
      ? step(words, 'plotArea', {
          length: num(plot.length),
          width: num(plot.width),
          area: num(area),
        })
      : step(words, 'plotAreaGiven', { area: num(area) }),
    step(words, 'earthToMove', {
      area: num(area),
      currentElevation: num(currentElevation),
      targetElevation: num(targetElevation),
      volume: num(volume),
      earthwork: difference > 0 ? 'cut' : difference < 0 ? 'fill' : 'none',
    }),
    difference >= 0
      ? step(words, 'withBulking', {
          cutVolume: num(cutVolume),
          bulking: num(bulkingPercent),
          adjustedVolume: num(adjustedVolume),
        })
      : step(words, 'withCompaction', {
          fillVolume: num(fillVolume),
          compactionFactor: num(r.fillCompactionFactor),
          adjustedVolume: num(adjustedVolume),
        }),
    step(words, 'trucks', {
      adjustedVolume: num(adjustedVolume),
      truckLoad: num(r.truckCubicYards),
      trucks: num(result.trucks, 0),
    }),
    step(words, 'cost', {
      adjustedVolume: num(adjustedVolume),
      price: rupees(pricePerCubicYard),
      cost: rupees(result.cost),
    }),
    step(words, 'machineHours', {
      equipment,
      adjustedVolume: num(adjustedVolume),
      hourlyRate: num(r.cubicYardsPerHour[equipment]),
      hours: num(result.hours, 1),
    }),
  ]
  return { ...result, explanation }
}
