import { deepFreeze } from '../internal/rates'
/** Loan terms on offer, years. */
export const loanTerms = /* @__PURE__ */ deepFreeze([10, 15, 20, 25, 30] as const)
export type LoanTerm = (typeof loanTerms)[number]

/** Construction periods on offer, months. */
export const constructionPeriods = /* @__PURE__ */ deepFreeze([6, 9, 12, 18, 24] as const)
export type ConstructionPeriod = (typeof constructionPeriods)[number]

/** Loan types; the type is shown to the visitor but changes no figure. */
export const loanTypes = /* @__PURE__ */ deepFreeze([
  'construction-permanent',
  'construction-only',
] as const)
export type LoanType = (typeof loanTypes)[number]

/** How the loan is drawn over the construction months. */
export const drawSchedules = /* @__PURE__ */ deepFreeze([
  'equal',
  'frontend',
  'backend',
  'custom',
] as const)
export type DrawSchedule = (typeof drawSchedules)[number]

/**
 * The constants of the construction loan calculator; pass a partial copy to
 * `calculateConstructionLoan` to override.
 */
export interface ConstructionLoanRates {
  /**
   * Shares of the loan drawn in each stage of the `custom` schedule, fractions of the loan
   * (0.20 = 20 percent), in stage order. The construction months are cut into as many stages of
   * near-equal length as there are shares. Shares must not be negative; they are scaled to add up
   * to 1 over the stages that get at least one month, so the whole loan is always drawn.
   */
  readonly customStageShares: readonly number[]
  /**
   * Months in a year, 12: turns the annual rate into a monthly one (annualRate / 100 / 12) and
   * gives the number of monthly instalments per year of term. A calendar fact rather than a price,
   * kept here so that every constant of the formulas lives in one table.
   */
  readonly monthsPerYear: number
}

/** calculators.md section 9, Construction loan; calculator-formulas.md section 13. */
export const defaultConstructionLoanRates: ConstructionLoanRates = /* @__PURE__ */ deepFreeze({
  customStageShares: [0.2, 0.15, 0.15, 0.25, 0.25],
  monthsPerYear: 12,
})
