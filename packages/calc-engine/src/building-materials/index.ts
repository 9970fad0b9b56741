export * from '../shared'
export { type BuildingMaterialsResult, calculateBuildingMaterials } from './building-materials'
export {
  type BuildingMaterialsCost,
  type BuildingMaterialsQuantities,
  priceBuildingMaterials,
} from './price-building-materials'
export {
  type AllBuildingMaterialsRates,
  type BuildingMaterialPrices,
  type BuildingMaterialsPriceRates,
  defaultBuildingMaterialsPriceRates,
} from './price-rates'
export {
  type BuildingMaterialsPriceStepId,
  buildingMaterialsPriceStepWordings,
} from './price-steps'
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
