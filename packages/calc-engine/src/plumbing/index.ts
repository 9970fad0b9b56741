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
  calculatePlumbing,
  type PlumbingFixtureRow,
  type PlumbingPipeRow,
  type PlumbingResult,
} from './plumbing'
export {
  defaultPlumbingRates,
  type PlumbingBaseLengths,
  type PlumbingBuildingType,
  type PlumbingFixtureKind,
  type PlumbingHeaterType,
  type PlumbingPipeSize,
  type PlumbingPipeType,
  type PlumbingPumpBand,
  type PlumbingRates,
  type PlumbingRunSizes,
  type PlumbingStorageBand,
  plumbingBuildingTypes,
  plumbingFixtureKinds,
  plumbingHeaterTypes,
  plumbingPipeSizesInches,
  plumbingPipeTypes,
} from './rates'
export { type PlumbingInput, parsePlumbingForm, plumbingInputSchema } from './schema'
export { type PlumbingStepId, plumbingStepWordings } from './steps'
