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
export { calculateRoof, type RoofResult } from './roof'
export { parseRoofForm, type RoofInput, roofInputSchema } from './schema'
export { type RoofStepId, roofStepWordings } from './steps'
