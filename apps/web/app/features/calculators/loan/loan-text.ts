import type { DrawSchedule, LoanType } from '@nirman/calc-engine'
import type { Figure } from '../result-list'

// The Construction Loan calculator's words (calculators.md, Loan); its Hindi:
// ./loan-hindi.ts.

export const loanText = {
  fields: {
    projectCost: 'Project cost',
    downPayment: 'Down payment',
    downPaymentHint: 'What you pay yourself; the rest is borrowed.',
    interestRate: 'Interest rate',
    interestRateUnit: '% a year',
    term: 'Repayment term',
    constructionPeriod: 'Construction period',
    drawSchedule: 'Draw schedule',
    drawScheduleHint: 'How the bank pays the loan out while the building goes up.',
    loanType: 'Loan type',
  },
  years: (years: number) => `${years} years`,
  months: (months: number) => `${months} months`,
  loanTypes: {
    'construction-permanent': 'Construction-to-permanent',
    'construction-only': 'Construction only',
  } satisfies Record<LoanType, string>,
  drawSchedules: {
    equal: 'Equal every month',
    frontend: 'Front-loaded (more at the start)',
    backend: 'Back-loaded (more at the end)',
    custom: 'By stage (20, 15, 15, 25, 25%)',
  } satisfies Record<DrawSchedule, string>,
  results: {
    loanAmount: 'Loan amount',
    interestWhileBuilding: 'Interest while building (average a month)',
    emi: 'EMI after construction',
  },
  construction: {
    title: 'During construction',
    totalInterest: 'Total interest during construction',
    note: "The loan is paid out month by month; each month's interest is on what was drawn before.",
    table: 'Draw schedule',
    month: 'Month',
    amountDrawn: 'Amount drawn',
    interest: 'Interest',
    total: 'Total',
  },
  repayment: {
    title: (years: number) => `After construction: ${years} years of EMIs`,
    totalInterest: 'Total interest paid',
    totalAmount: 'Total amount paid',
    note: 'The principal and interest repaid each year, and the balance left at its end.',
    table: 'Yearly amortization',
    year: 'Year',
    principal: 'Principal paid',
    interest: 'Interest paid',
    balance: 'Balance',
  },
  summary: {
    loanAmount: (amount: Figure) => `Loan amount: ${amount.text}`,
    /** In paise: '₹19,000.00'. */
    interestWhileBuilding: (total: Figure, monthly: string) =>
      `Interest during construction: ${total.text} (about ${monthly} a month)`,
    emi: (emi: string, years: number) => `EMI after construction: ${emi} for ${years} years`,
    totalInterest: (interest: Figure) => `Total interest over the term: ${interest.text}`,
  },
}

export type LoanText = typeof loanText
