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
export { type GainColour, gainColour, type RoiColour, roiColour } from './colours'
export {
  defaultRenovationRoiRates,
  type RenovationLocation,
  type RenovationProject,
  type RenovationProjectId,
  type RenovationPropertyType,
  type RenovationRoiRates,
  type RoiColourThresholds,
  renovationLocations,
  renovationProjectIds,
  renovationProjects,
  renovationPropertyTypes,
} from './rates'
export {
  calculateRenovationRoi,
  type RenovationProjectValue,
  type RenovationRoiResult,
} from './renovation-roi'
export { parseRenovationRoiForm, type RenovationRoiInput, renovationRoiInputSchema } from './schema'
export { type RenovationRoiStepId, renovationRoiStepWordings } from './steps'
