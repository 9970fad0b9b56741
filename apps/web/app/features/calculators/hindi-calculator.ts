import { calculatorPanelHindi } from '../../content/hi/calculator-panel'
import type { CalculatorSlug } from '../../content/site-map'
import type { CalculatorPanelHindi, HindiTools } from './calculator-hindi-texts'
import { engineTextIn, stepsIn } from './engine-texts'
import { estimateMessageIn } from './estimate-message'
import { fieldCheckMessage } from './field-check-message'

// What a calculator needs on a Hindi page beyond its code: the Hindi of the shared frame, the
// code that puts the engine's texts, the refused fields and the estimate into Hindi, and a loader
// for each calculator's own Hindi. This module is fetched only for a Hindi page
// (calculator-view.tsx), so none of it reaches an English page or an English calculator's chunk.

/** Each calculator's Hindi texts (app/content/hi/calculator-*.ts), fetched with its code. */
export const loadCalculatorHindi = {
  'cost-estimator': () => import('../../content/hi/calculator-cost-estimator'),
  'materials-calculator': () => import('../../content/hi/calculator-materials'),
  'paint-calculator': () => import('../../content/hi/calculator-paint'),
  'concrete-calculator': () => import('../../content/hi/calculator-concrete'),
  'flooring-calculator': () => import('../../content/hi/calculator-flooring'),
  'roof-calculator': () => import('../../content/hi/calculator-roof'),
  'land-grading-calculator': () => import('../../content/hi/calculator-land-grading'),
  'electrical-calculator': () => import('../../content/hi/calculator-electrical'),
  'plumbing-calculator': () => import('../../content/hi/calculator-plumbing'),
  'staircase-calculator': () => import('../../content/hi/calculator-staircase'),
  'hvac-calculator': () => import('../../content/hi/calculator-hvac'),
  'renovation-roi-calculator': () => import('../../content/hi/calculator-renovation-roi'),
  'loan-calculator': () => import('../../content/hi/calculator-loan'),
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

const tools: HindiTools = { engineTextIn, stepsIn, fieldCheckMessage, estimateMessageIn }

/** Everything the calculator `slug` needs to speak Hindi. */
export async function hindiFor(slug: CalculatorSlug): Promise<LoadedCalculatorHindi> {
  const { calculatorHindi } = await loadCalculatorHindi[slug]()
  return { panel: calculatorPanelHindi, tools, calculators: { [slug]: calculatorHindi } }
}
