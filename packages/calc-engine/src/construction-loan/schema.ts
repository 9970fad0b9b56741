import { z } from 'zod'
import { type FormValues, readChoice, readNumber, readNumericChoice } from '../internal/form'
import { choiceField, numberField, numericChoiceField } from '../internal/schema'
import { constructionPeriods, drawSchedules, loanTerms, loanTypes } from './rates'

const downPaymentTooLarge = 'downPayment must be less than projectCost'

/**
 * Input of calculateConstructionLoan, with the bounds of calculators.md section 5. Money in
 * rupees, annualRate in percent.
 *
 * Unlike the old site, a down payment that covers the whole project cost is rejected: it leaves
 * no loan to calculate (calculator-formulas.md section 13, "below projectCost").
 */
export const constructionLoanInputSchema = z
  .object({
    projectCost: numberField('projectCost', { min: 100000 }),
    downPayment: numberField('downPayment', { min: 0 }),
    termYears: numericChoiceField('termYears', loanTerms),
    annualRate: numberField('annualRate', { min: 0.1, max: 30 }),
    constructionMonths: numericChoiceField('constructionMonths', constructionPeriods),
    loanType: choiceField('loanType', loanTypes).default('construction-permanent'),
    drawSchedule: choiceField('drawSchedule', drawSchedules).default('equal'),
  })
  .superRefine((input, context) => {
    if (input.downPayment >= input.projectCost) {
      context.addIssue({ code: 'custom', path: ['downPayment'], message: downPaymentTooLarge })
    }
  })

/** What you pass to calculateConstructionLoan: loanType and drawSchedule may be left out. */
export type ConstructionLoanInput = z.input<typeof constructionLoanInputSchema>

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
export function parseConstructionLoanForm(
  values: FormValues,
): z.output<typeof constructionLoanInputSchema> {
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
