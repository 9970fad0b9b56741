import type { StepWordings } from '../explanation/explanation'
import { deepFreeze } from '../internal/rates'

/** The steps of the cost estimator's explanation, in the order they come. */
export type CostEstimateStepId = 'baseCost' | 'material' | 'labour' | 'totalEstimate'

/**
 * The English words of each step of the cost estimator's explanation, with the names of the
 * values put in: `propertyType`, `location` and `finish` are the choices' ids, which the English
 * puts in as they are (`residential`, `delhi`, `premium`); the amounts are in rupees (`₹15,00,000`).
 */
export const costEstimateStepWordings: StepWordings<CostEstimateStepId> = deepFreeze({
  baseCost: {
    label: 'Base cost',
    formula: 'area × rate of a {propertyType} building per sq ft',
    working: '{area} × {rate}',
    result: '{baseCost}',
  },
  material: {
    label: 'Material',
    formula: 'base cost × material share × {location} price factor',
    working: '{baseCost} × {materialShare} × {locationFactor}',
    result: '{materialCost}',
  },
  labour: {
    label: 'Labour',
    formula: 'base cost × labour share × {location} price factor',
    working: '{baseCost} × {labourShare} × {locationFactor}',
    result: '{labourCost}',
  },
  totalEstimate: {
    label: 'Total estimate',
    formula: 'base cost × {location} price factor × {finish} finish factor',
    working: '{baseCost} × {locationFactor} × {finishFactor}',
    result: '{totalEstimate}',
  },
})
