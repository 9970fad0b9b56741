export * from '../shared'
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
