export * from '../shared'
export { landUnitSpellings } from './aliases'
export { fromSquareFeet, toSquareFeet } from './convert'
export {
  type DescribeLandAreaOptions,
  describeLandArea,
  formatLandArea,
  type LandAreaFormatOptions,
} from './describe'
export { type LandAreaMessageId, landAreaMessageWordings } from './messages'
export {
  type LandArea,
  type LandAreaPart,
  type LandAreaProblem,
  landAreaMaxSquareFeet,
  parseLandArea,
} from './parse'
export {
  type LandUnitSizes,
  type LandUnitSizesOptions,
  landUnitSizes,
  landUnitSizesOptionsSchema,
  patnaLandUnitSizes,
} from './sizes'
export {
  type LandUnit,
  type LandUnitLanguage,
  type LandUnitName,
  landUnitName,
  landUnitNames,
  landUnits,
} from './units'
