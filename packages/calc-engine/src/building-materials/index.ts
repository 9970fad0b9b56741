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
export { type BuildingMaterialsResult, calculateBuildingMaterials } from './building-materials'
export {
  type BrickDimensions,
  type BrickType,
  type BuildingMaterialsRates,
  brickTypes,
  defaultBuildingMaterialsRates,
  type MortarRatio,
  mortarRatios,
  type WallThickness,
  wallThicknesses,
} from './rates'
export {
  type BuildingMaterialsInput,
  buildingMaterialsInputSchema,
  parseBuildingMaterialsForm,
} from './schema'
export { type BuildingMaterialsStepId, buildingMaterialsStepWordings } from './steps'
