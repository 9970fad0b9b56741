import type { ComponentType } from 'react'
import type { CalculatorSlug } from '../../content/site-map'

type CalculatorModule = Promise<{ default: ComponentType }>

/**
 * Each calculator's component, loaded on demand: a calculator's code (and the engine's) is fetched
 * only when its modal or page opens.
 */
export const loadCalculator: Record<CalculatorSlug, () => CalculatorModule> = {
  'cost-estimator': () => import('./cost-estimator/cost-estimator-calculator'),
  'materials-calculator': () => import('./building-materials/building-materials-calculator'),
  'paint-calculator': () => import('./paint/paint-calculator'),
  'concrete-calculator': () => import('./concrete/concrete-calculator'),
  'flooring-calculator': () => import('./flooring/flooring-calculator'),
  'roof-calculator': () => import('./roof/roof-calculator'),
  'land-grading-calculator': () => import('./land-grading/land-grading-calculator'),
  'electrical-calculator': () => import('./electrical/electrical-calculator'),
  'plumbing-calculator': () => import('./plumbing/plumbing-calculator'),
  'staircase-calculator': () => import('./staircase/staircase-calculator'),
  'hvac-calculator': () => import('./hvac/hvac-calculator'),
  'renovation-roi-calculator': () => import('./renovation-roi/renovation-roi-calculator'),
  'loan-calculator': () => import('./loan/loan-calculator'),
}

/**
 * Each calculator's Hindi texts, loaded on demand with its code on a Hindi page only (see
 * calculator-language.ts): English pages never fetch them.
 */
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

/** The Hindi of the frame every calculator shares, loaded with the first one. */
export const loadCalculatorPanelHindi = () => import('../../content/hi/calculator-panel')

/** Each calculator's Hindi, by its slug. */
export type CalculatorHindiModules = {
  [Slug in CalculatorSlug]: Awaited<
    ReturnType<(typeof loadCalculatorHindi)[Slug]>
  >['calculatorHindi']
}
