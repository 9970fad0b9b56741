import type { Explanation } from '../explanation/explanation'
import { num, rupees, step } from '../internal/explain'
import { type CalculateOptions, resolveRates } from '../internal/rates'
import { type CostEstimateRates, defaultCostEstimateRates } from './rates'
import { type CostEstimateInput, costEstimateInputSchema } from './schema'
import { type CostEstimateStepId, costEstimateStepWordings as words } from './steps'

export interface CostEstimateResult {
  /** Area × rate per sq ft of the property type, rupees (not rounded). */
  readonly baseCost: number
  /** Base cost × material share × location factor, rupees (not rounded). */
  readonly materialCost: number
  /** Base cost × labour share × location factor, rupees (not rounded). */
  readonly laborCost: number
  /**
   * Base cost × location factor × finish factor, rupees (not rounded). Material and labour split
   * the cost at standard finish, so for premium and luxury the total is more than their sum.
   */
  readonly totalEstimate: number
  /** How each figure was worked out; only with `{ explain: true }`. */
  readonly explanation?: Explanation<CostEstimateStepId>
}

/**
 * Rough cost of building a property of a given built-up area.
 *
 * baseCost = area × rate; materialCost = base × 0.65 × location; laborCost = base × 0.35 × location;
 * totalEstimate = base × location × finish.
 *
 * @param input - built-up area in sq ft, property type, location and finish level
 * @param options - `explain: true` adds the steps; `rates`: overrides of {@link defaultCostEstimateRates}
 * @returns base, material, labour and total cost in rupees
 * @throws CalcInputError when the input breaks a bound
 * @example
 * calculateCostEstimate({ area: 2000, propertyType: 'commercial', location: 'delhi', finish: 'luxury' })
 * // { baseCost: 4400000, materialCost: 3718000, laborCost: 2002000, totalEstimate: 9152000 }
 */
export function calculateCostEstimate(
  input: CostEstimateInput,
  options: CalculateOptions<CostEstimateRates> = {},
): CostEstimateResult {
  const { area, propertyType, location, finish } = costEstimateInputSchema.parse(input)
  const r = resolveRates('cost estimate', defaultCostEstimateRates, options.rates)

  const baseCost = area * r.ratePerSqFt[propertyType]
  const locationFactor = r.locationFactor[location]

  const rate = r.ratePerSqFt[propertyType]
  const finishFactor = r.finishFactor[finish]
  const result = {
    baseCost,
    materialCost: baseCost * r.materialShare * locationFactor,
    laborCost: baseCost * r.laborShare * locationFactor,
    totalEstimate: baseCost * locationFactor * finishFactor,
  }
  if (!options.explain) return result
  const explanation: Explanation<CostEstimateStepId> = [
    step(words, 'baseCost', {
      propertyType,
      area: num(area),
      rate: rupees(rate),
      baseCost: rupees(baseCost),
    }),
    step(words, 'material', {
      location,
      baseCost: rupees(baseCost),
      materialShare: num(r.materialShare),
      locationFactor: num(locationFactor),
      materialCost: rupees(result.materialCost),
    }),
    step(words, 'labour', {
      location,
      baseCost: rupees(baseCost),
      labourShare: num(r.laborShare),
      locationFactor: num(locationFactor),
      labourCost: rupees(result.laborCost),
    }),
    step(words, 'totalEstimate', {
      location,
      finish,
      baseCost: rupees(baseCost),
      locationFactor: num(locationFactor),
      finishFactor: num(finishFactor),
      totalEstimate: rupees(result.totalEstimate),
    }),
  ]
  return { ...result, explanation }
}
