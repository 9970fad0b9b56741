export { CalcInputError, type CalcInputIssue, isCalcInputError } from '../errors'
export {
  type Explanation,
  type ExplanationStep,
  explanationLine,
  type StepValues,
  type StepWording,
  type StepWordings,
  type WordedStep,
  type Wording,
  type Words,
  wordStep,
} from '../explanation/explanation'
export type { CalculateOptions, RateOverrides } from '../internal/rates'
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
