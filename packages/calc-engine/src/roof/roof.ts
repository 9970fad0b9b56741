import type { Explanation } from '../explanation/explanation'
import { num, rupees, step } from '../internal/explain'
import { type CalculateOptions, resolveRates } from '../internal/rates'
import { roundUp } from '../internal/rounding'
import { defaultRoofRates, type RoofRates } from './rates'
import { type RoofInput, roofInputSchema } from './schema'
import { type RoofStepId, roofStepWordings as words } from './steps'

export interface RoofResult {
  /**
   * sqrt(1 + (pitch ÷ 12)²), no unit; 1 for a flat roof. Only gable and hip roofs multiply their
   * area by it: mansard and gambrel use their type multiplier alone.
   */
  readonly slopeFactor: number
  /** Surface of the roof before wastage, sq ft. */
  readonly roofArea: number
  /** Roof area plus the wastage allowance, sq ft. */
  readonly areaWithWastage: number
  /** Units of material to buy (whole units), named by `unitName`. */
  readonly units: number
  /** What a unit of the chosen material is: bundles, panels or squares. */
  readonly unitName: string
  /** units × pricePerUnit, rupees (not rounded). */
  readonly materialCost: number
  /** Labour on the roof area (before wastage), rupees (not rounded). */
  readonly laborCost: number
  /** materialCost + laborCost, rupees (not rounded). */
  readonly totalCost: number
  /** How each figure was worked out; only with `{ explain: true }`. */
  readonly explanation?: Explanation<RoofStepId>
}

/**
 * Roofing material and cost for a roof over a rectangular plan.
 *
 * slopeFactor = sqrt(1 + (pitch ÷ 12)²) (1 when flat); roofArea = length × width × slopeFactor ×
 * type multiplier for gable (1) and hip (1.2), length × width × multiplier for flat (1), mansard
 * (1.4) and gambrel (1.3); areaWithWastage = roofArea × (1 + wastage ÷ 100); units = areaWithWastage
 * ÷ coverage rounded up; labour = roofArea ÷ 100 × rate per 100 sq ft.
 *
 * @param input - plan in feet, pitch per 12, roof type, material, wastage percent, price per unit
 * @param options - `explain: true` adds the steps; `rates`: overrides of {@link defaultRoofRates}
 * @returns slope factor, areas, units and costs
 * @throws CalcInputError when the input breaks a bound, or a sloped roof type has pitch 0
 * @example
 * calculateRoof({ length: 40, width: 30, pitch: 5, roofType: 'gable', material: 'metal', wastage: 10, pricePerUnit: 1200 })
 * // { slopeFactor: 1.0833, roofArea: 1300, areaWithWastage: 1430, units: 15, unitName: 'panels',
 * //   materialCost: 18000, laborCost: 2600, totalCost: 20600 }
 */
export function calculateRoof(
  input: RoofInput,
  options: CalculateOptions<RoofRates> = {},
): RoofResult {
  const { length, width, pitch, roofType, material, wastage, pricePerUnit } =
    roofInputSchema.parse(input)
  const r = resolveRates('roof', defaultRoofRates, options.rates)

  const slopeFactor = roofType === 'flat' ? 1 : Math.sqrt(1 + (pitch / 12) ** 2)
  const followsSlope = roofType === 'gable' || roofType === 'hip'
  const planArea = length * width
  const roofArea = planArea * (followsSlope ? slopeFactor : 1) * r.typeMultiplier[roofType]
  const areaWithWastage = roofArea * (1 + wastage / 100)
  const units = roundUp(areaWithWastage / r.coveragePerUnit[material])
  const materialCost = units * pricePerUnit
  const laborCost = (roofArea / 100) * r.laborPer100SqFt[material]

  const result = {
    slopeFactor,
    roofArea,
    areaWithWastage,
    units,
    unitName: r.unitName[material],
    materialCost,
    laborCost,
    totalCost: materialCost + laborCost,
  }
  if (!options.explain) return result
  const typeMultiplier = r.typeMultiplier[roofType]
  const explanation: Explanation<RoofStepId> = [
    step(words, 'planArea', { length: num(length), width: num(width), planArea: num(planArea) }),
    ...(followsSlope
      ? [
          step(words, 'slopeFactor', { pitch: String(pitch), slopeFactor: num(slopeFactor, 4) }),
          step(words, 'slopedRoofArea', {
            roofType,
            planArea: num(planArea),
            slopeFactor: num(slopeFactor, 4),
            typeMultiplier: num(typeMultiplier),
            roofArea: num(roofArea),
          }),
        ]
      : [
          step(words, 'roofArea', {
            roofType,
            planArea: num(planArea),
            typeMultiplier: num(typeMultiplier),
            roofArea: num(roofArea),
          }),
        ]),
    step(words, 'withWastage', {
      roofArea: num(roofArea),
      wastage: num(wastage),
      areaWithWastage: num(areaWithWastage),
    }),
    step(words, 'unitsToBuy', {
      material,
      areaWithWastage: num(areaWithWastage),
      coverage: num(r.coveragePerUnit[material]),
      units: String(units),
      unit: result.unitName,
    }),
    step(words, 'material', {
      units: String(units),
      price: rupees(pricePerUnit),
      materialCost: rupees(materialCost),
    }),
    step(words, 'labour', {
      material,
      roofArea: num(roofArea),
      labourRate: rupees(r.laborPer100SqFt[material]),
      labourCost: rupees(laborCost),
    }),
    step(words, 'totalCost', {
      materialCost: rupees(materialCost),
      labourCost: rupees(laborCost),
      totalCost: rupees(result.totalCost),
    }),
  ]
  return { ...result, explanation }
}
