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
export { calculateHvac, type HvacResult } from './hvac'
export {
  defaultHvacRates,
  type HvacAppliances,
  type HvacBuildingType,
  type HvacClimate,
  type HvacInsulation,
  type HvacRates,
  type HvacSystemStep,
  type HvacWindows,
  hvacApplianceLevels,
  hvacBuildingTypes,
  hvacClimates,
  hvacInsulationLevels,
  hvacWindowLevels,
} from './rates'
export { type HvacInput, hvacInputSchema, parseHvacForm } from './schema'
export { type HvacStepId, hvacStepWordings } from './steps'
