import {
  type CompleteRccSlabRoofInput,
  calculateRccSlabRoof,
  calculateRoof,
  type ExplanationStep,
  parseRccSlabRoofForm,
  parseRoofForm,
  type RccSlabRoofResult,
  type RoofMaterial,
  type RoofResult,
  type RoofStepId,
  type RoofType,
  suggestedRoofPricePerUnit,
} from '@nirman/calc-engine'
import type { RateCard } from '@nirman/contract/site-settings'
import type { CalculatorValues } from '../use-calculator-values'
import { type SlabStepId, slabSteps } from './slab-steps'

/**
 * The roof type of an RCC slab in the form and the URL (`roofType=rcc-slab`): not one of the
 * engine's roof types, whose area multipliers and pitches a cast slab has none of, but a calculator
 * of its own beside them (`calculateRccSlabRoof`).
 */
export const slabRoofType = 'rcc-slab'

/** True when the form's values are an RCC slab's. */
export const isSlab = (values: CalculatorValues | undefined) => values?.roofType === slabRoofType

/** A roof covered in a material sold by the unit: the specification's roof calculator. */
export interface CoveringEstimate {
  readonly kind: 'covering'
  readonly roofType: RoofType
  readonly material: RoofMaterial
  readonly result: RoofResult
  /**
   * With no price typed the material costs ₹0 (calculator-formulas.md §6); this is what the roof
   * costs at the engine's usual price of the material, said beside it, never in its place.
   */
  readonly atUsualPrice?: { readonly price: number; readonly result: RoofResult }
}

/** An RCC slab roof: its concrete, cement, steel and cost. */
export interface SlabEstimate {
  readonly kind: 'slab'
  readonly input: CompleteRccSlabRoofInput
  readonly result: RccSlabRoofResult
}

export type RoofEstimate = CoveringEstimate | SlabEstimate

/** The roof of the form's values, with the owner's roof rates (or the engine's). */
export function estimateCovering(values: CalculatorValues, rates: RateCard['roof']): RoofEstimate {
  const input = parseRoofForm(values)
  const result = calculateRoof(input, { explain: true, rates })
  const { roofType, material } = input
  const covering: CoveringEstimate = { kind: 'covering', roofType, material, result }
  if (values.pricePerUnit?.trim()) return covering
  const price = suggestedRoofPricePerUnit[material]
  const atUsualPrice = calculateRoof({ ...input, pricePerUnit: price }, { rates })
  return { ...covering, atUsualPrice: { price, result: atUsualPrice } }
}

/** The RCC slab of the form's values, with the owner's slab rates (or the engine's). */
export function estimateSlab(
  values: CalculatorValues,
  rates: RateCard['rccSlabRoof'],
): RoofEstimate {
  const input = parseRccSlabRoofForm(values)
  return { kind: 'slab', input, result: calculateRccSlabRoof(input, { explain: true, rates }) }
}

/** "How we worked this out": the engine's steps of the roof or of the slab. */
export function roofSteps(estimate: RoofEstimate): ExplanationStep<RoofStepId | SlabStepId>[] {
  return estimate.kind === 'slab'
    ? slabSteps(estimate.result.explanation)
    : [...(estimate.result.explanation ?? [])]
}
