export { CalcInputError, type CalcInputIssue, isCalcInputError } from '../errors'
export {
  type Explanation,
  type ExplanationStep,
  explanationLine,
  type StepValues,
  type StepWording,
  type StepWordings,
  type WordedStep,
  type Wording,
  type Words,
  wordStep,
} from '../explanation/explanation'
export type { CalculateOptions, RateOverrides } from '../internal/rates'
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
