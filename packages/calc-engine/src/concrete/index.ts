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
export { type ConcreteResult, calculateConcrete } from './concrete'
export {
  type ConcreteDimension,
  type ConcreteMix,
  type ConcreteRates,
  type ConcreteShape,
  type ConcreteStrength,
  concreteDimensions,
  concreteShapeDimensions,
  concreteShapes,
  concreteStrengths,
  defaultConcreteRates,
} from './rates'
export { type ConcreteInput, concreteInputSchema, parseConcreteForm } from './schema'
export { type ConcreteStepId, concreteStepWordings } from './steps'
