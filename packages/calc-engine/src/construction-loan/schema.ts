import { type FormValues, readChoice, readNumber, readNumericChoice } from '../internal/form'
import { choiceField, inputSchema, numberField, withDefault } from '../internal/schema'
import {
  type ConstructionPeriod,
  constructionPeriods,
  type DrawSchedule,
  drawSchedules,
  type LoanTerm,
  type LoanType,
  loanTerms,
  loanTypes,
} from './rates'

const downPaymentTooLarge = 'downPayment must be less than projectCost'

/** The bounds of the construction loan's numeric fields (`constructionLoanInputSchema.limits`). */
const constructionLoanLimits = {
  // ₹1,000 crore: above any project the company takes on, far below a slip of the finger.
  projectCost: { min: 100000, max: 10_000_000_000, unit: 'rupees' },
  downPayment: { min: 0, max: 10_000_000_000, unit: 'rupees' },
  annualRate: { min: 0.1, max: 30 },
} as const

/** What you pass to calculateConstructionLoan. Money in rupees. */
export interface ConstructionLoanInput {
  /** Whole cost of the project, rupees; 1,00,000 to 10,00,00,00,000 (₹1,000 crore). */
  readonly projectCost: number
  /** Paid up front, rupees; at least 0 and less than projectCost (so at most ₹1,000 crore). */
  readonly downPayment: number
  /** Term of the loan after construction, years: 10, 15, 20, 25 or 30. */
  readonly termYears: LoanTerm
  /** Interest rate, percent a year; 0.1 to 30. */
  readonly annualRate: number
  /** Length of construction, months: 6, 9, 12, 18 or 24. */
  readonly constructionMonths: ConstructionPeriod
  /** `construction-permanent` or `construction-only` (shown, changes no figure); default `construction-permanent`. */
  readonly loanType?: LoanType
  /** How the loan is drawn: `equal`, `frontend`, `backend` or `custom`; default `equal`. */
  readonly drawSchedule?: DrawSchedule
}

/** ConstructionLoanInput with every default filled in. */
export type CompleteConstructionLoanInput = Required<ConstructionLoanInput>

/**
 * Checks a ConstructionLoanInput against the bounds of calculators.md section 5. Unlike the old
 * site, a down payment that covers the whole project cost is rejected: it leaves no loan to
 * calculate (calculator-formulas.md section 13, "below projectCost").
 */
export const constructionLoanInputSchema = /* @__PURE__ */ inputSchema<
  ConstructionLoanInput,
  CompleteConstructionLoanInput,
  typeof constructionLoanLimits
>(
  'construction loan',
  {
    projectCost: numberField(constructionLoanLimits.projectCost),
    downPayment: numberField(constructionLoanLimits.downPayment),
    termYears: choiceField(loanTerms),
    annualRate: numberField(constructionLoanLimits.annualRate),
    constructionMonths: choiceField(constructionPeriods),
    loanType: withDefault(choiceField(loanTypes), 'construction-permanent'),
    drawSchedule: withDefault(choiceField(drawSchedules), 'equal'),
  },
  constructionLoanLimits,
  [
    {
      reads: ['projectCost', 'downPayment'],
      check: (input, report) => {
        if (input.downPayment >= input.projectCost) report('downPayment', downPaymentTooLarge)
      },
    },
  ],
)

/**
 * Turns the raw strings of the loan form into input. Blank or non-numeric: termYears 20,
 * constructionMonths 12, loanType construction-permanent, drawSchedule equal, and 0 for
 * projectCost, downPayment and annualRate (a 0 projectCost or annualRate is then rejected by
 * calculateConstructionLoan; a 0 down payment is valid).
 *
 * @example
 * parseConstructionLoanForm({ projectCost: '2500000', downPayment: '0', annualRate: '8.5' })
 * // { projectCost: 2500000, downPayment: 0, termYears: 20, annualRate: 8.5,
 * //   constructionMonths: 12, loanType: 'construction-permanent', drawSchedule: 'equal' }
 */
export function parseConstructionLoanForm(values: FormValues): CompleteConstructionLoanInput {
  return {
    projectCost: readNumber(values, 'projectCost'),
    downPayment: readNumber(values, 'downPayment'),
    termYears: readNumericChoice(values, 'termYears', loanTerms, 20),
    annualRate: readNumber(values, 'annualRate'),
    constructionMonths: readNumericChoice(values, 'constructionMonths', constructionPeriods, 12),
    loanType: readChoice(values, 'loanType', loanTypes, 'construction-permanent'),
    drawSchedule: readChoice(values, 'drawSchedule', drawSchedules, 'equal'),
  }
}
