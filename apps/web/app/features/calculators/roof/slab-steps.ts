import type { ExplanationStep, RccSlabRoofStepId } from '@nirman/calc-engine'

/** A step of the RCC slab roof as the roof calculator's explanation names it: `slab.concrete`. */
export type SlabStepId = `slab.${RccSlabRoofStepId}`

/**
 * The steps of `calculateRccSlabRoof` under names of their own in the roof calculator. Three of
 * its step ids (`roofArea`, `labour`, `totalCost`) are the roof's too, with other values and other
 * words, and a Hindi page words every step of a calculator from one catalog (roof-hindi.ts).
 * @example slabSteps(calculateRccSlabRoof(input, { explain: true }).explanation)[0].id // 'slab.roofArea'
 */
export function slabSteps(
  explanation: readonly ExplanationStep<RccSlabRoofStepId>[] = [],
): ExplanationStep<SlabStepId>[] {
  return explanation.map((step) => ({ ...step, id: `slab.${step.id}` as const }))
}
