// What every subpath of the package exports besides its calculator (`@nirman/calc-engine/paint`
// and the others, and the root): the input error, the explanation and its wording in another
// language, and the rate-override options. Said once here, re-exported by each index.
export { CalcInputError, type CalcInputIssue, isCalcInputError } from './errors'
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
} from './explanation/explanation'
export { type EngineMessage, type MessageWordings, wordMessage } from './explanation/message'
export type { CalculateOptions, RateOverrides } from './internal/rates'
