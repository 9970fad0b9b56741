export * from '../shared'
export {
  defaultStaircaseRates,
  type StaircaseHandrail,
  type StaircaseMaterial,
  type StaircaseRates,
  type StaircaseType,
  staircaseHandrails,
  staircaseMaterials,
  staircaseTypes,
} from './rates'
export { parseStaircaseForm, type StaircaseInput, staircaseInputSchema } from './schema'
export { calculateStaircase, type StaircaseResult } from './staircase'
export {
  type StaircaseNoteId,
  type StaircaseStepId,
  staircaseNoteWordings,
  staircaseStepWordings,
} from './steps'
