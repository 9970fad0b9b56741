export * from '../shared'
export { calculateFlooring, type FlooringResult } from './flooring'
export {
  defaultFlooringRates,
  type FlooringPattern,
  type FlooringRates,
  type FlooringType,
  flooringPatterns,
  flooringTypes,
} from './rates'
export { type FlooringInput, flooringInputSchema, parseFlooringForm } from './schema'
export { type FlooringStepId, flooringStepWordings } from './steps'
