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
export { calculateFlooring, type FlooringResult } from './flooring'
export {
  defaultFlooringRates,
  type FlooringPattern,
  type FlooringRates,
  type FlooringType,
  flooringPatterns,
  flooringTypes,
} from './rates'
export { type FlooringInput, flooringInputSchema, parseFlooringForm } from './schema'
export { type FlooringStepId, flooringStepWordings } from './steps'
