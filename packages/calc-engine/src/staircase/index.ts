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
export { type EngineMessage, type MessageWordings, wordMessage } from '../explanation/message'
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
export {
  type StaircaseNoteId,
  type StaircaseStepId,
  staircaseNoteWordings,
  staircaseStepWordings,
} from './steps'
