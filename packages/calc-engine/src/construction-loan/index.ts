export * from '../shared'
export {
  type AmortizationYear,
  type ConstructionDraw,
  type ConstructionLoanResult,
  type ConstructionPhase,
  calculateConstructionLoan,
  type PermanentPhase,
} from './construction-loan'
export {
  type ConstructionLoanRates,
  type ConstructionPeriod,
  constructionPeriods,
  type DrawSchedule,
  defaultConstructionLoanRates,
  drawSchedules,
  type LoanTerm,
  type LoanType,
  loanTerms,
  loanTypes,
} from './rates'
export {
  type ConstructionLoanInput,
  constructionLoanInputSchema,
  parseConstructionLoanForm,
} from './schema'
export { type ConstructionLoanStepId, constructionLoanStepWordings } from './steps'
