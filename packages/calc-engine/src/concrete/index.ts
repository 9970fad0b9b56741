export * from '../shared'
export { type ConcreteResult, calculateConcrete } from './concrete'
export {
  type ConcreteSiteMixCost,
  type ConcreteSiteMixQuantities,
  priceConcreteSiteMix,
} from './price-concrete-site-mix'
export {
  type AllConcreteRates,
  type ConcreteMaterialPrices,
  type ConcretePriceRates,
  defaultConcretePriceRates,
} from './price-rates'
export { type ConcreteSiteMixStepId, concreteSiteMixStepWordings } from './price-steps'
export {
  type ConcreteDimension,
  type ConcreteGrade,
  type ConcreteMetricRates,
  type ConcreteMix,
  type ConcreteRates,
  type ConcreteShape,
  type ConcreteStrength,
  concreteDimensions,
  concreteGrades,
  concreteShapeDimensions,
  concreteShapes,
  concreteStrengths,
  defaultConcreteMetricRates,
  defaultConcreteRates,
} from './rates'
export {
  type CompleteConcreteInput,
  type ConcreteInput,
  concreteInputSchema,
  parseConcreteForm,
} from './schema'
export { type ConcreteStepId, concreteStepWordings } from './steps'
