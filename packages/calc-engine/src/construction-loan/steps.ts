import type { StepWordings } from '../explanation/explanation'
import { deepFreeze } from '../internal/rates'

/** The steps of the construction loan calculator's explanation, in the order they come. */
export type ConstructionLoanStepId =
  | 'loan'
  | 'monthlyRate'
  | 'interestWhileBuilding'
  | 'monthlyInstalment'
  | 'totalRepaid'

/**
 * The English words of each step of the construction loan calculator's explanation, with the names
 * of the values put in: `drawSchedule` is the chosen id (`equal`, `frontend`...), `months` the
 * months of the whole term.
 */
export const constructionLoanStepWordings: StepWordings<ConstructionLoanStepId> = deepFreeze({
  loan: {
    label: 'Loan',
    formula: 'project cost − down payment',
    working: '{projectCost} − {downPayment}',
    result: '{loan}',
  },
  monthlyRate: {
    label: 'Monthly rate',
    formula: 'annual rate ÷ 100 ÷ 12',
    working: '{annualRate} ÷ 100 ÷ {monthsPerYear}',
    result: '{monthlyRate}',
  },
  interestWhileBuilding: {
    label: 'Interest while building',
    formula:
      'each month: loan drawn so far × monthly rate ({drawSchedule} draws over {constructionMonths} months)',
    working: '{constructionMonths} months of interest on the amount drawn',
    result: '{interest}',
  },
  monthlyInstalment: {
    label: 'Monthly instalment',
    formula: 'loan × monthly rate ÷ (1 − (1 + monthly rate)^−months)',
    working: '{loan} × {monthlyRate} ÷ (1 − (1 + {monthlyRate})^−{months})',
    result: '{instalment}',
  },
  totalRepaid: {
    label: 'Total repaid',
    formula: 'loan + interest of every instalment',
    working: '{loan} + {interest}',
    result: '{totalRepaid}',
  },
})
