import type { Explanation } from '../explanation/explanation'
import { dryVolumeQuantities } from '../internal/dry-volume'
import { num, rupees, step } from '../internal/explain'
import { type CalculateOptions, resolveRates } from '../internal/rates'
import { defaultRccSlabRoofRates, type RccSlabRoofRates } from './rcc-slab-rates'
import { type RccSlabRoofInput, rccSlabRoofInputSchema } from './rcc-slab-schema'
import { type RccSlabRoofStepId, rccSlabRoofStepWordings as words } from './rcc-slab-steps'

const INCHES_PER_FOOT = 12
// 1 ft is exactly 0.3048 m.
const CUBIC_METRES_PER_CUBIC_FOOT = 0.3048 ** 3

export interface RccSlabRoofResult {
  /** Surface of the slab, length × width, sq ft. */
  readonly roofArea: number
  /** Concrete in the slab, roof area × thickness, cu m (no wastage). */
  readonly concreteCubicMetres: number
  /** Dry volume of the materials: concrete × 1.54, cu m. */
  readonly dryVolumeCubicMetres: number
  /** Cement by weight, kg (not rounded). */
  readonly cementKg: number
  /** Bags of 50 kg of cement, whole bags. */
  readonly cementBags: number
  /** Sand, cu m. */
  readonly sandCubicMetres: number
  /** Coarse aggregate, cu m. */
  readonly aggregateCubicMetres: number
  /** Water for the cement, litres (not rounded). */
  readonly waterLitres: number
  /** Steel reinforcement, kg (not rounded). */
  readonly steelKg: number
  /** concreteCubicMetres × price per m³, rupees (not rounded). */
  readonly concreteCost: number
  /** steelKg × price per kg, rupees (not rounded). */
  readonly steelCost: number
  /** roofArea × labour per sq ft, rupees (not rounded). */
  readonly labourCost: number
  /** concreteCost + steelCost + labourCost, rupees (not rounded). */
  readonly totalCost: number
  /** How each figure was worked out; only with `{ explain: true }`. */
  readonly explanation?: Explanation<RccSlabRoofStepId>
}

/**
 * An RCC slab roof (आरसीसी स्लैब, the cast concrete roof of most houses in Bihar) over a rectangular
 * plan: its concrete, cement, steel and cost.
 *
 * roofArea = length × width; concreteCubicMetres = roofArea × thickness ÷ 12 cu ft × 0.0283168;
 * cement, sand and aggregate by the dry volume method (× 1.54, split by the grade's mix, cement at
 * 1,440 kg per m³ in 50 kg bags); steelKg = concrete × 78.5; concreteCost = concrete × ₹7,850;
 * steelCost = steel × ₹60; labourCost = roofArea × ₹60; totalCost = their sum.
 *
 * @param input - length and width in feet, thickness in inches (default 5), grade (default M20)
 * @param options - `explain: true` adds the steps; `rates`: overrides of {@link defaultRccSlabRoofRates}
 * @returns areas, quantities and costs
 * @throws CalcInputError when the input breaks a bound
 * @example
 * calculateRccSlabRoof({ length: 40, width: 30 })
 * // { roofArea: 1200, concreteCubicMetres: 14.158…, cementBags: 115, steelKg: 1111.44…,
 * //   concreteCost: 111143.62…, steelCost: 66686.17…, labourCost: 72000, totalCost: 249829.79…, ... }
 */
export function calculateRccSlabRoof(
  input: RccSlabRoofInput,
  options: CalculateOptions<RccSlabRoofRates> = {},
): RccSlabRoofResult {
  const { length, width, thickness, grade } = rccSlabRoofInputSchema.parse(input)
  const r = resolveRates('RCC slab roof', defaultRccSlabRoofRates, options.rates)

  const roofArea = length * width
  const concreteCubicMetres =
    ((roofArea * thickness) / INCHES_PER_FOOT) * CUBIC_METRES_PER_CUBIC_FOOT
  const mix = r.gradeMix[grade]
  const materials = dryVolumeQuantities(concreteCubicMetres, mix, r)
  const steelKg = concreteCubicMetres * r.steelKgPerCubicMetre
  const concreteCost = concreteCubicMetres * r.concretePerCubicMetre
  const steelCost = steelKg * r.steelPerKg
  const labourCost = roofArea * r.labourPerSqFt

  const result = {
    roofArea,
    concreteCubicMetres,
    dryVolumeCubicMetres: materials.dryVolumeCubicMetres,
    cementKg: materials.cementKg,
    cementBags: materials.cementBags,
    sandCubicMetres: materials.sandCubicMetres,
    aggregateCubicMetres: materials.aggregateCubicMetres,
    waterLitres: materials.waterLitres,
    steelKg,
    concreteCost,
    steelCost,
    labourCost,
    totalCost: concreteCost + steelCost + labourCost,
  }
  if (!options.explain) return result
  const concrete = num(concreteCubicMetres, 3)
  const dryVolume = num(materials.dryVolumeCubicMetres, 3)
  const steel = num(steelKg)
  const explanation: Explanation<RccSlabRoofStepId> = [
    step(words, 'roofArea', { length: num(length), width: num(width), roofArea: num(roofArea) }),
    step(words, 'concrete', {
      roofArea: num(roofArea),
      thickness: num(thickness),
      cubicMetresPerCubicFoot: num(CUBIC_METRES_PER_CUBIC_FOOT, 6),
      concrete,
    }),
    step(words, 'dryVolume', { concrete, dryVolumeFactor: num(r.dryVolumeFactor), dryVolume }),
    step(words, 'cementBags', {
      grade,
      mix: `${num(mix.cement)} : ${num(mix.sand)} : ${num(mix.aggregate)}`,
      dryVolume,
      cementParts: num(mix.cement),
      parts: num(mix.cement + mix.sand + mix.aggregate),
      cementDensity: num(r.cementDensityKgPerCubicMetre),
      bagKg: num(r.cementBagKg),
      bags: num(materials.cementBags, 0),
    }),
    step(words, 'steel', {
      concrete,
      steelPerCubicMetre: num(r.steelKgPerCubicMetre),
      steel,
    }),
    step(words, 'concreteCost', {
      concrete,
      price: rupees(r.concretePerCubicMetre),
      concreteCost: rupees(concreteCost),
    }),
    step(words, 'steelCost', {
      steel,
      price: rupees(r.steelPerKg),
      steelCost: rupees(steelCost),
    }),
    step(words, 'labour', {
      roofArea: num(roofArea),
      labourRate: rupees(r.labourPerSqFt),
      labourCost: rupees(labourCost),
    }),
    step(words, 'totalCost', {
      concreteCost: rupees(concreteCost),
      steelCost: rupees(steelCost),
      labourCost: rupees(labourCost),
      totalCost: rupees(result.totalCost),
    }),
  ]
  return { ...result, explanation }
}
