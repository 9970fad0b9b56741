import {
  calculateConstructionLoan,
  constructionLoanInputSchema,
  constructionPeriods,
  drawSchedules,
  loanTerms,
  loanTypes,
  parseConstructionLoanForm,
} from '@nirman/calc-engine'
import type { RateCard } from '@nirman/contract/site-settings'
import { useCalculatorHindi } from '../calculator-language'
import { CalculatorPanel } from '../calculator-panel'
import { useCardRates } from '../card-rates'
import { NumberField, optionsOf, SelectField } from '../fields'
import { rupeesFigure } from '../result-list'
import { useCalculation, useCalculatorValues } from '../use-calculator-values'
import { paise } from './loan-figures'
import { LoanResult } from './loan-result'
import { type LoanText, loanText } from './loan-text'

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

const compute = (values: Record<string, string>, rates: RateCard['constructionLoan']) =>
  calculateConstructionLoan(parseConstructionLoanForm(values), { explain: true, rates })

/**
 * A construction loan: draws and interest while building, then EMIs with a yearly amortization
 * table (calculators.md, Loan; calculator-formulas.md section 13).
 */
export default function LoanCalculator() {
  const state = useCalculatorValues(defaults)
  // Its rates are no prices: its result names no rate card.
  const outcome = useCalculation(
    state.submitted,
    compute,
    useCardRates('constructionLoan', { moneyRates: false }),
  )
  const { limits } = constructionLoanInputSchema
  // The engine needs something left to borrow: the browser stops a down payment of the whole cost
  // (and, with no cost typed yet, one above the engine's maximum).
  const projectCost = Number(state.draft.projectCost)
  const largestDownPayment =
    projectCost > 0 ? Math.min(projectCost - 1, limits.downPayment.max) : undefined
  const text: LoanText = useCalculatorHindi('loan-calculator')?.text ?? loanText
  const { fields, summary } = text

  return (
    <CalculatorPanel
      slug="loan-calculator"
      state={state}
      outcome={outcome}
      explanation={(result) => result.explanation}
      renderResult={(result) => <LoanResult text={text} result={result} />}
      summarise={({ loanAmount, constructionPhase: building, permanentPhase: repaying }) =>
        [
          summary.loanAmount(rupeesFigure(loanAmount)),
          summary.interestWhileBuilding(
            rupeesFigure(building.totalInterestDuringConstruction, 2),
            paise(building.monthlyInterestPayment),
          ),
          summary.emi(paise(repaying.monthlyPayment), repaying.amortizationSchedule.length),
          summary.totalInterest(rupeesFigure(repaying.totalInterestPaid, 2)),
        ].join('\n')
      }
    >
      <NumberField
        state={state}
        name="projectCost"
        label={fields.projectCost}
        unit="₹"
        limits={limits.projectCost}
        required
      />
      <NumberField
        state={state}
        name="downPayment"
        label={fields.downPayment}
        unit="₹"
        limits={limits.downPayment}
        max={largestDownPayment}
        required
        description={fields.downPaymentHint}
      />
      <NumberField
        state={state}
        name="annualRate"
        label={fields.interestRate}
        unit={fields.interestRateUnit}
        limits={limits.annualRate}
        // Bank rates come in hundredths (8.65%); a 0.1 step would refuse them.
        step={0.01}
        required
      />
      <SelectField
        state={state}
        name="termYears"
        label={fields.term}
        options={optionsOf(loanTerms, text.years)}
        required
      />
      <SelectField
        state={state}
        name="constructionMonths"
        label={fields.constructionPeriod}
        options={optionsOf(constructionPeriods, text.months)}
        required
      />
      <SelectField
        state={state}
        name="drawSchedule"
        label={fields.drawSchedule}
        description={fields.drawScheduleHint}
        options={optionsOf(drawSchedules, (schedule) => text.drawSchedules[schedule])}
        required
      />
      <SelectField
        state={state}
        name="loanType"
        label={fields.loanType}
        options={optionsOf(loanTypes, (type) => text.loanTypes[type])}
        required
      />
    </CalculatorPanel>
  )
}
