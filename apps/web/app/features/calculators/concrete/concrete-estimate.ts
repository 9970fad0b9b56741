import {
  type ConcreteGrade,
  type ConcreteMix,
  type ConcreteResult,
  type ConcreteSiteMixCost,
  type ConcreteSiteMixStepId,
  type ConcreteStepId,
  calculateConcrete,
  defaultConcreteMetricRates,
  type ExplanationStep,
  parseConcreteForm,
  priceConcreteSiteMix,
} from '@nirman/calc-engine'
import type { RateCard } from '@nirman/contract/site-settings'
import type { CalculatorValues } from '../use-calculator-values'

/**
 * What the concrete calculator shows: the specification's figures for a PSI strength; for an
 * Indian grade the same result, read in its metric figures, and what its cement, sand and gitti
 * cost mixed on site (`priceConcreteSiteMix`).
 */
export type ConcreteEstimate =
  | { readonly kind: 'psi'; readonly result: ConcreteResult }
  | {
      readonly kind: 'grade'
      readonly grade: ConcreteGrade
      readonly result: ConcreteResult
      readonly siteMix: ConcreteSiteMixCost
    }

/** The concrete of the form's values, with the owner's rates (or the engine's). */
export function estimateConcrete(
  values: CalculatorValues,
  rates: RateCard['concrete'],
): ConcreteEstimate {
  const input = parseConcreteForm(values)
  const result = calculateConcrete(input, { explain: true, rates })
  if (!input.grade) return { kind: 'psi', result }
  const siteMix = priceConcreteSiteMix(result, { explain: true, rates })
  return { kind: 'grade', grade: input.grade, result, siteMix }
}

// The steps of figures a grade's result does not show: cement in bags of 1 cu ft and water in US
// gallons, which its 50 kg bags and litres stand for.
const usOnlySteps = new Set<ConcreteStepId>(['cement', 'water'])

/** "How we worked this out": the engine's steps; with a grade, its metric ones and the site mix's. */
export function concreteSteps(
  estimate: ConcreteEstimate,
): ExplanationStep<ConcreteStepId | ConcreteSiteMixStepId>[] {
  const steps = estimate.result.explanation ?? []
  if (estimate.kind === 'psi') return [...steps]
  return [
    ...steps.filter((step) => !usOnlySteps.has(step.id)),
    ...(estimate.siteMix.explanation ?? []),
  ]
}

/** A mix as its option and summary write it: '1:1.5:3'. */
export const mixText = ({ cement, sand, aggregate }: ConcreteMix) =>
  `${cement}:${sand}:${aggregate}`

/** The nominal mix of a grade: '1:1.5:3' for M20. */
export const gradeMix = (grade: ConcreteGrade) =>
  mixText(defaultConcreteMetricRates.gradeMix[grade])
