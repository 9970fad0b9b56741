export * from '../shared'
export { type GainColour, gainColour, type RoiColour, roiColour } from './colours'
export {
  defaultRenovationRoiRates,
  type RenovationLocation,
  type RenovationProject,
  type RenovationProjectId,
  type RenovationPropertyType,
  type RenovationRoiRates,
  type RoiColourThresholds,
  renovationLocations,
  renovationProjectIds,
  renovationProjects,
  renovationPropertyTypes,
} from './rates'
export {
  calculateRenovationRoi,
  type RenovationProjectValue,
  type RenovationRoiResult,
} from './renovation-roi'
export { parseRenovationRoiForm, type RenovationRoiInput, renovationRoiInputSchema } from './schema'
export { type RenovationRoiStepId, renovationRoiStepWordings } from './steps'
