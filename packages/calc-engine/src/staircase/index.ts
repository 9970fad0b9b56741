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
