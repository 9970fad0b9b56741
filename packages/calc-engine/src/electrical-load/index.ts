export * from '../shared'
export { calculateElectricalLoad, type ElectricalLoadResult } from './electrical-load'
export {
  createElectricalItem,
  type ElectricalLoadItem,
  electricalPresets,
  type NewElectricalItem,
} from './presets'
export {
  CUSTOM_SOLUTION_REQUIRED,
  defaultElectricalLoadRates,
  type ElectricalDemandFactorRule,
  type ElectricalLoadRates,
  type ElectricalPhase,
  type ElectricalPropertyType,
  electricalPhases,
  electricalPropertyTypes,
  mainSwitchSizesAmps,
} from './rates'
export {
  type ElectricalLoadInput,
  electricalLoadInputSchema,
  parseElectricalLoadForm,
} from './schema'
export { type ElectricalLoadStepId, electricalLoadStepWordings } from './steps'
