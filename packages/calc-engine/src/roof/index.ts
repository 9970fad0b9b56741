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
export {
  defaultRoofRates,
  pitchOptionsFor,
  type RoofMaterial,
  type RoofPitch,
  type RoofRates,
  type RoofType,
  roofMaterials,
  roofPitches,
  roofTypes,
} from './rates'
export { calculateRoof, type RoofResult } from './roof'
export { parseRoofForm, type RoofInput, roofInputSchema } from './schema'
export { type RoofStepId, roofStepWordings } from './steps'
