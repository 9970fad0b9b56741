// Named re-exports only: each calculator lives in its own folder, and each folder's index is also
// a subpath of the package (`@nirman/calc-engine/paint`).
export * from './building-materials/index'
export * from './concrete/index'
export * from './construction-loan/index'
export * from './cost-estimate/index'
export * from './electrical-load/index'
export * from './flooring/index'
export { type FormatINROptions, formatINR } from './format'
export * from './hvac/index'
export type { FormValues } from './internal/form'
export type {
  InputLimits,
  InputSchema,
  NumberLimits,
  SafeParseResult,
} from './internal/schema'
export * from './land-grading/index'
export * from './land-units/index'
export * from './paint/index'
export * from './plumbing/index'
export * from './renovation-roi/index'
export * from './roof/index'
export * from './shared'
export * from './staircase/index'
