import {
  calculateConstructionLoan,
  constructionPeriods,
  type DrawSchedule,
  drawSchedules,
  formatINR,
  type LoanType,
  loanTerms,
  loanTypes,
  parseConstructionLoanForm,
} from '@nirman/calc-engine'
import { CalculatorPanel } from '../calculator-panel'
import { NumberField, optionsOf, SelectField } from '../fields'
import { useCalculation, useCalculatorValues } from '../use-calculator-values'
import { LoanResult, paise } from './loan-result'

// The engine's form defaults: 20 years, 12 months of construction, equal draws, no down payment.
const defaults = {
  projectCost: '',
  downPayment: '0',
  termYears: '20',
  annualRate: '',
  constructionMonths: '12',
  loanType: 'construction-permanent',
  drawSchedule: 'equal',
}

const loanTypeLabels: Record<LoanType, string> = {
  'construction-permanent': 'Construction-to-permanent',
  'construction-only': 'Construction only',
}

const drawScheduleLabels: Record<DrawSchedule, string> = {
  equal: 'Equal every month',
  frontend: 'Front-loaded (more at the start)',
  backend: 'Back-loaded (more at the end)',
  custom: 'By stage (20, 15, 15, 25, 25%)',
}

const compute = (values: Record<string, string>) =>
  calculateConstructionLoan(parseConstructionLoanForm(values), { explain: true })

/**
 * A construction loan: draws and interest while building, then EMIs with a yearly amortization
 * table (calculators.md, Loan; calculator-formulas.md section 13).
 */
export default function LoanCalculator() {
  const state = useCalculatorValues(defaults)
  const outcome = useCalculation(state.submitted, compute)
  // The engine needs something left to borrow: the browser stops a down payment of the whole cost.
  const projectCost = Number(state.draft.projectCost)
  const largestDownPayment = projectCost > 0 ? projectCost - 1 : undefined

  return (
    <CalculatorPanel
      slug="loan-calculator"
      state={state}
      outcome={outcome}
      explanation={(result) => result.explanation}
      renderResult={(result) => <LoanResult result={result} />}
      summarise={(result) =>
        [
          `Loan amount: ${formatINR(result.loanAmount)}`,
          `Interest during construction: ${paise(result.constructionPhase.totalInterestDuringConstruction)} (about ${paise(result.constructionPhase.monthlyInterestPayment)} a month)`,
          `EMI after construction: ${paise(result.permanentPhase.monthlyPayment)} for ${result.permanentPhase.amortizationSchedule.length} years`,
          `Total interest over the term: ${paise(result.permanentPhase.totalInterestPaid)}`,
        ].join('\n')
      }
    >
      <NumberField
        state={state}
        name="projectCost"
        label="Project cost"
        unit="₹"
        min={100000}
        required
      />
      <NumberField
        state={state}
        name="downPayment"
        label="Down payment"
        unit="₹"
        min={0}
        max={largestDownPayment}
        required
        description="What you pay yourself; the rest is borrowed."
      />
      <NumberField
        state={state}
        name="annualRate"
        label="Interest rate"
        unit="% a year"
        min={0.1}
        max={30}
        // Bank rates come in hundredths (8.65%); a 0.1 step would refuse them.
        step={0.01}
        required
      />
      <SelectField
        state={state}
        name="termYears"
        label="Repayment term"
        options={optionsOf(loanTerms, (years) => `${years} years`)}
        required
      />
      <SelectField
        state={state}
        name="constructionMonths"
        label="Construction period"
        options={optionsOf(constructionPeriods, (months) => `${months} months`)}
        required
      />
      <SelectField
        state={state}
        name="drawSchedule"
        label="Draw schedule"
        description="How the bank pays the loan out while the building goes up."
        options={optionsOf(drawSchedules, (schedule) => drawScheduleLabels[schedule])}
        required
      />
      <SelectField
        state={state}
        name="loanType"
        label="Loan type"
        options={optionsOf(loanTypes, (type) => loanTypeLabels[type])}
        required
      />
    </CalculatorPanel>
  )
}
