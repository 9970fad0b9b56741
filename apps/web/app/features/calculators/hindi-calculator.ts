import type { CalculatorSlug } from '../../content/site-map'
import type { CalculatorPanelHindi, HindiTools } from './calculator-hindi-texts'
import { calculatorPanelHindi } from './calculator-panel-hindi'
import { engineTextIn, messageIn, stepsIn } from './engine-texts'
import { estimateMessageIn } from './estimate-message'
import { fieldCheckMessage } from './field-check-message'

// What a calculator needs on a Hindi page beyond its code: the Hindi of the shared frame, the
// code that puts the engine's texts, the refused fields and the estimate into Hindi, and a loader
// for each calculator's own Hindi. This module is fetched only for a Hindi page
// (calculator-view.tsx), so none of it reaches an English page or an English calculator's chunk.

/** Each calculator's Hindi texts (its folder's *-hindi.ts), fetched with its code. */
export const loadCalculatorHindi = {
  'cost-estimator': () => import('./cost-estimator/cost-estimator-hindi'),
  'materials-calculator': () => import('./building-materials/building-materials-hindi'),
  'paint-calculator': () => import('./paint/paint-hindi'),
  'concrete-calculator': () => import('./concrete/concrete-hindi'),
  'flooring-calculator': () => import('./flooring/flooring-hindi'),
  'roof-calculator': () => import('./roof/roof-hindi'),
  'land-grading-calculator': () => import('./land-grading/land-grading-hindi'),
  'electrical-calculator': () => import('./electrical/electrical-hindi'),
  'plumbing-calculator': () => import('./plumbing/plumbing-hindi'),
  'staircase-calculator': () => import('./staircase/staircase-hindi'),
  'hvac-calculator': () => import('./hvac/hvac-hindi'),
  'renovation-roi-calculator': () => import('./renovation-roi/renovation-hindi'),
  'loan-calculator': () => import('./loan/loan-hindi'),
} satisfies Record<CalculatorSlug, () => Promise<{ calculatorHindi: unknown }>>

/** Each calculator's Hindi, by its slug. */
export type CalculatorHindiModules = {
  [Slug in CalculatorSlug]: Awaited<
    ReturnType<(typeof loadCalculatorHindi)[Slug]>
  >['calculatorHindi']
}

/** A calculator's Hindi and the shared frame's, with the code that applies them. */
export interface LoadedCalculatorHindi {
  readonly panel: CalculatorPanelHindi
  readonly tools: HindiTools
  readonly calculators: Partial<CalculatorHindiModules>
}

const tools: HindiTools = {
  engineTextIn,
  stepsIn,
  messageIn,
  fieldCheckMessage,
  estimateMessageIn,
}

/** Everything the calculator `slug` needs to speak Hindi. */
export async function hindiFor(slug: CalculatorSlug): Promise<LoadedCalculatorHindi> {
  const { calculatorHindi } = await loadCalculatorHindi[slug]()
  return { panel: calculatorPanelHindi, tools, calculators: { [slug]: calculatorHindi } }
}
