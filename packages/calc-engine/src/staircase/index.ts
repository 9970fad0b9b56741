export { CalcInputError, type CalcInputIssue, isCalcInputError } from '../errors'
export type { Explanation, ExplanationStep } from '../explanation/explanation'
export type { CalculateOptions, RateOverrides } from '../internal/rates'
export {
  defaultStaircaseRates,
  type StaircaseHandrail,
  type StaircaseMaterial,
  type StaircaseRates,
  type StaircaseType,
  staircaseHandrails,
  staircaseMaterials,
  staircaseTypes,
} from './rates'
export { parseStaircaseForm, type StaircaseInput, staircaseInputSchema } from './schema'
export { calculateStaircase, type StaircaseResult } from './staircase'
