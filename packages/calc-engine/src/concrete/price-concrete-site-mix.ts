import type { Explanation } from '../explanation/explanation'
import { num, rupees, step } from '../internal/explain'
import { type CalculateOptions, resolveRates } from '../internal/rates'
import { roundRupees } from '../internal/rounding'
import { inputSchema, numberField } from '../internal/schema'
import type { ConcreteResult } from './concrete'
import { type AllConcreteRates, allDefaultConcreteRates } from './price-rates'
import { type ConcreteSiteMixStepId, concreteSiteMixStepWordings as words } from './price-steps'

/** The quantities `priceConcreteSiteMix` prices: the Indian practice's, of a `calculateConcrete` result. */
export type ConcreteSiteMixQuantities = Pick<
  ConcreteResult,
  'cementBags50Kg' | 'sandCubicMetres' | 'aggregateCubicMetres'
>

export interface ConcreteSiteMixCost {
  /** cementBags50Kg × price of a bag, whole rupees. */
  readonly cementCost: number
  /** sandCubicMetres × price per m³, whole rupees. */
  readonly sandCost: number
  /** aggregateCubicMetres × price per m³, whole rupees. */
  readonly aggregateCost: number
  /** cementCost + sandCost + aggregateCost, rupees (whole). Not labour, not water. */
  readonly siteMixCost: number
  /** How the cost was worked out; only with `{ explain: true }`. */
  readonly explanation?: Explanation<ConcreteSiteMixStepId>
}

// Any quantity the calculator gives: bags or m³, 0 or more.
const quantity = numberField({ min: 0 })
const quantitiesSchema = /* @__PURE__ */ inputSchema<
  ConcreteSiteMixQuantities,
  ConcreteSiteMixQuantities
>(
  'concrete price',
  { cementBags50Kg: quantity, sandCubicMetres: quantity, aggregateCubicMetres: quantity },
  {},
)

/**
 * What the materials of concrete mixed on site cost: the cement (in 50 kg bags), sand and
 * aggregate that `calculateConcrete` gives by the dry volume method, at the prices of
 * {@link defaultConcretePriceRates} (or the rate card's). Beside `cost`, the specification's price
 * of ready-mixed concrete, it is the figure of a concrete of an Indian grade (M15, M20, M25).
 *
 * cementCost = cementBags50Kg × cementBag; sandCost = sandCubicMetres × sandPerCubicMetre;
 * aggregateCost = aggregateCubicMetres × aggregatePerCubicMetre; each rounded to the nearest rupee
 * (half away from zero), and siteMixCost their sum. Labour, water and mixing are not priced.
 *
 * A function of its own rather than a field and a step of the calculator's result, so that the
 * result and the explanation of calculateConcrete stay as they are.
 *
 * @param result - a result of `calculateConcrete` (or any 50 kg bags and m³ of sand and aggregate)
 * @param options - `explain: true` adds the step; `rates`: the same overrides as
 *   `calculateConcrete` takes, of which `prices` are used
 * @returns the cost of each material and their sum, whole rupees
 * @throws CalcInputError when a quantity is not a number of 0 or more, or a rate is refused
 * @example
 * const slab = calculateConcrete({ shape: 'slab', length: 20, width: 27, thickness: 6, wastage: 0, grade: 'M20' })
 * priceConcreteSiteMix(slab)
 * // { cementCost: 26660, sandCost: 6804, aggregateCost: 23711, siteMixCost: 57175 }
 */
export function priceConcreteSiteMix(
  result: ConcreteSiteMixQuantities,
  options: CalculateOptions<AllConcreteRates> = {},
): ConcreteSiteMixCost {
  const { cementBags50Kg, sandCubicMetres, aggregateCubicMetres } = quantitiesSchema.parse(result)
  const { prices } = resolveRates('concrete', allDefaultConcreteRates, options.rates)

  const cementCost = roundRupees(cementBags50Kg * prices.cementBag)
  const sandCost = roundRupees(sandCubicMetres * prices.sandPerCubicMetre)
  const aggregateCost = roundRupees(aggregateCubicMetres * prices.aggregatePerCubicMetre)
  const cost = {
    cementCost,
    sandCost,
    aggregateCost,
    siteMixCost: cementCost + sandCost + aggregateCost,
  }
  if (!options.explain) return cost
  const explanation: Explanation<ConcreteSiteMixStepId> = [
    step(words, 'siteMixCost', {
      bags: num(cementBags50Kg),
      bagPrice: rupees(prices.cementBag),
      sand: num(sandCubicMetres, 3),
      sandPrice: rupees(prices.sandPerCubicMetre),
      aggregate: num(aggregateCubicMetres, 3),
      aggregatePrice: rupees(prices.aggregatePerCubicMetre),
      cementCost: rupees(cementCost),
      sandCost: rupees(sandCost),
      aggregateCost: rupees(aggregateCost),
      siteMixCost: rupees(cost.siteMixCost),
    }),
  ]
  return { ...cost, explanation }
}
