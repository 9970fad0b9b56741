export * from '../shared'
export {
  defaultRoofRates,
  pitchOptionsFor,
  type RoofMaterial,
  type RoofPitch,
  type RoofRates,
  type RoofType,
  roofMaterials,
  roofPitches,
  roofTypes,
} from './rates'
export { calculateRccSlabRoof, type RccSlabRoofResult } from './rcc-slab'
export {
  defaultRccSlabRoofRates,
  type RccSlabGrade,
  type RccSlabRoofRates,
  rccSlabGrades,
  rccSlabRoofNames,
} from './rcc-slab-rates'
export {
  type CompleteRccSlabRoofInput,
  parseRccSlabRoofForm,
  type RccSlabRoofInput,
  rccSlabRoofInputSchema,
} from './rcc-slab-schema'
export { type RccSlabRoofStepId, rccSlabRoofStepWordings } from './rcc-slab-steps'
export { calculateRoof, type RoofResult } from './roof'
export {
  type CompleteRoofInput,
  parseRoofForm,
  type RoofInput,
  roofInputSchema,
} from './schema'
export { type RoofStepId, roofStepWordings } from './steps'
export { suggestedRoofPricePerUnit } from './suggested-prices'
