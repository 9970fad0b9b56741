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
export { calculatePaint, type PaintCan, type PaintResult } from './paint'
export { defaultPaintRates, type PaintQuality, type PaintRates, paintQualities } from './rates'
export {
  type CompletePaintInput,
  type PaintInput,
  paintInputSchema,
  parsePaintForm,
} from './schema'
export { type PaintStepId, paintStepWordings } from './steps'
