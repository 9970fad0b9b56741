// Named re-exports only: each calculator lives in its own folder.
export { CalcInputError, type CalcInputIssue } from './errors'
export { type FormatINROptions, formatINR } from './format'
export type { FormValues } from './internal/form'
export * from './paint/index'
