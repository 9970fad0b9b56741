export * from '../shared'
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
