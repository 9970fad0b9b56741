export * from '../shared'
export { type ConcreteResult, calculateConcrete } from './concrete'
export {
  type ConcreteDimension,
  type ConcreteMix,
  type ConcreteRates,
  type ConcreteShape,
  type ConcreteStrength,
  concreteDimensions,
  concreteShapeDimensions,
  concreteShapes,
  concreteStrengths,
  defaultConcreteRates,
} from './rates'
export { type ConcreteInput, concreteInputSchema, parseConcreteForm } from './schema'
export { type ConcreteStepId, concreteStepWordings } from './steps'
