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
 * What the calculators need on a Hindi page (hindi-calculator.ts): fetched only there, with the
 * calculator's code.
 */
export const loadHindiCalculators = () => import('./hindi-calculator')
