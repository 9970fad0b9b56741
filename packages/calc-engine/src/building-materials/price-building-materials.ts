import type { Explanation } from '../explanation/explanation'
import { num, rupees, step } from '../internal/explain'
import { type CalculateOptions, resolveRates } from '../internal/rates'
import { roundRupees } from '../internal/rounding'
import { inputSchema, numberField } from '../internal/schema'
import type { BuildingMaterialsResult } from './building-materials'
import {
  type AllBuildingMaterialsRates,
  allDefaultBuildingMaterialsRates,
  buildingMaterialsRatePolicy,
} from './price-rates'
import {
  type BuildingMaterialsPriceStepId,
  buildingMaterialsPriceStepWordings as words,
} from './price-steps'

/** The quantities `priceBuildingMaterials` prices: those of a `calculateBuildingMaterials` result. */
export type BuildingMaterialsQuantities = Pick<
  BuildingMaterialsResult,
  'bricks' | 'cementBags' | 'sandCubicFeet'
>

export interface BuildingMaterialsCost {
  /** bricks × price of a brick, whole rupees. */
  readonly brickCost: number
  /** cementBags × price of a 50 kg bag, whole rupees. */
  readonly cementCost: number
  /** sandCubicFeet × price per cu ft, whole rupees. */
  readonly sandCost: number
  /** brickCost + cementCost + sandCost, rupees (whole). Not labour, not water. */
  readonly materialCost: number
  /** How the cost was worked out; only with `{ explain: true }`. */
  readonly explanation?: Explanation<BuildingMaterialsPriceStepId>
}

// Any quantity the calculator gives: a count or volume of 0 or more.
const quantity = numberField({ min: 0 })
const quantitiesSchema = /* @__PURE__ */ inputSchema<
  BuildingMaterialsQuantities,
  BuildingMaterialsQuantities
>(
  'building materials price',
  { bricks: quantity, cementBags: quantity, sandCubicFeet: quantity },
  {},
)

/**
 * What the bricks, cement and sand of a wall cost: the quantities of
 * `calculateBuildingMaterials` at the prices of {@link defaultBuildingMaterialsPriceRates} (or the
 * rate card's).
 *
 * brickCost = bricks × brick; cementCost = cementBags × cementBag; sandCost = sandCubicFeet ×
 * sandPerCubicFoot; each rounded to the nearest rupee (half away from zero), and materialCost
 * their sum, so the three parts always add up to it. Water and labour are not priced.
 *
 * A function of its own rather than fields of the calculator's result, so that the result and the
 * explanation of calculateBuildingMaterials stay exactly those of the specification.
 *
 * @param result - a result of `calculateBuildingMaterials` (or any bricks, bags and cu ft of sand)
 * @param options - `explain: true` adds the step; `rates`: the same overrides as
 *   `calculateBuildingMaterials` takes, of which `prices` are used
 * @returns the cost of each material and their sum, whole rupees
 * @throws CalcInputError when a quantity is not a number of 0 or more, or a rate is refused
 * @example
 * const wall = calculateBuildingMaterials({ wallLength: 20, wallHeight: 10, thickness: 9, openingsArea: 20, mortarRatio: 6 })
 * priceBuildingMaterials(wall)
 * // { brickCost: 27456, cementCost: 1720, sandCost: 1440, materialCost: 30616 }
 */
export function priceBuildingMaterials(
  result: BuildingMaterialsQuantities,
  options: CalculateOptions<AllBuildingMaterialsRates> = {},
): BuildingMaterialsCost {
  const { bricks, cementBags, sandCubicFeet } = quantitiesSchema.parse(result)
  const { prices } = resolveRates(
    'building materials',
    allDefaultBuildingMaterialsRates,
    options.rates,
    buildingMaterialsRatePolicy,
  )

  const brickCost = roundRupees(bricks * prices.brick)
  const cementCost = roundRupees(cementBags * prices.cementBag)
  const sandCost = roundRupees(sandCubicFeet * prices.sandPerCubicFoot)
  const cost = { brickCost, cementCost, sandCost, materialCost: brickCost + cementCost + sandCost }
  if (!options.explain) return cost
  const explanation: Explanation<BuildingMaterialsPriceStepId> = [
    step(words, 'materialCost', {
      bricks: num(bricks),
      brickPrice: rupees(prices.brick),
      bags: num(cementBags),
      bagPrice: rupees(prices.cementBag),
      sand: num(sandCubicFeet),
      sandPrice: rupees(prices.sandPerCubicFoot),
      brickCost: rupees(brickCost),
      cementCost: rupees(cementCost),
      sandCost: rupees(sandCost),
      materialCost: rupees(cost.materialCost),
    }),
  ]
  return { ...cost, explanation }
}
