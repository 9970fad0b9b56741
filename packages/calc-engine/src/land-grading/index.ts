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
export { calculateLandGrading, type LandGradingResult } from './land-grading'
export {
  defaultLandGradingRates,
  type GradingEquipment,
  gradingEquipment,
  type LandGradingRates,
  type SoilType,
  soilTypes,
} from './rates'
export { type LandGradingInput, landGradingInputSchema, parseLandGradingForm } from './schema'
export { type LandGradingStepId, landGradingStepWordings } from './steps'
