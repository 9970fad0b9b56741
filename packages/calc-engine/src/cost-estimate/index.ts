export * from '../shared'
export { type CostEstimateResult, calculateCostEstimate } from './cost-estimate'
export {
  type CostEstimateFinish,
  type CostEstimateLocation,
  type CostEstimatePropertyType,
  type CostEstimateRates,
  costEstimateFinishes,
  costEstimateLocations,
  costEstimatePropertyTypes,
  defaultCostEstimateRates,
} from './rates'
export { type CostEstimateInput, costEstimateInputSchema, parseCostEstimateForm } from './schema'
export { type CostEstimateStepId, costEstimateStepWordings } from './steps'
