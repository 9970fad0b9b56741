export * from '../shared'
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
