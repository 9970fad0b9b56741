import type { Explanation } from '../explanation/explanation'
import { num, rupees, step } from '../internal/explain'
import { type CalculateOptions, resolveRates } from '../internal/rates'
import { roundMoney } from '../internal/rounding'
import { drawWeights } from './draw-weights'
import { type ConstructionLoanRates, defaultConstructionLoanRates } from './rates'
import { type ConstructionLoanInput, constructionLoanInputSchema } from './schema'
import { type ConstructionLoanStepId, constructionLoanStepWordings as words } from './steps'

/** One month of the construction phase. */
export interface ConstructionDraw {
  /** Month of the construction phase, 1 to constructionMonths. */
  readonly month: number
  /** Amount drawn this month, rupees, 2 decimals. The draws add up to loanAmount to the paisa. */
  readonly amount: number
  /** Interest due this month on the draws of earlier months, rupees, 2 decimals. */
  readonly interest: number
}

/** One year of the permanent phase. */
export interface AmortizationYear {
  /** Year of the term, 1 to termYears. */
  readonly year: number
  /** Principal repaid this year, rupees, 2 decimals. The rows add up to loanAmount to the paisa. */
  readonly principalPaid: number
  /** Interest paid this year, rupees, 2 decimals. */
  readonly interestPaid: number
  /** Principal still owed at the end of the year, rupees, 2 decimals; 0 after the last year. */
  readonly balance: number
}

export interface ConstructionPhase {
  /** Average monthly interest during construction: total ÷ constructionMonths, rupees, 2 decimals. */
  readonly monthlyInterestPayment: number
  /** Sum of the monthly interest of drawSchedule, rupees, 2 decimals. */
  readonly totalInterestDuringConstruction: number
  /** One row per construction month. */
  readonly drawSchedule: readonly ConstructionDraw[]
}

export interface PermanentPhase {
  /** Monthly instalment (EMI) repaying loanAmount over the term, rupees, 2 decimals. */
  readonly monthlyPayment: number
  /** Sum of the yearly interestPaid of amortizationSchedule, rupees, 2 decimals. */
  readonly totalInterestPaid: number
  /** loanAmount + totalInterestPaid, rupees, 2 decimals. */
  readonly totalAmountPaid: number
  /** One row per year of the term. */
  readonly amortizationSchedule: readonly AmortizationYear[]
}

export interface ConstructionLoanResult {
  /** projectCost − downPayment, rupees, 2 decimals. */
  readonly loanAmount: number
  /** Draws and interest-only payments while the building goes up. */
  readonly constructionPhase: ConstructionPhase
  /** Repayment of the whole loan once the building is finished. */
  readonly permanentPhase: PermanentPhase
  /** How each figure was worked out; only with `{ explain: true }`. */
  readonly explanation?: Explanation<ConstructionLoanStepId>
}

/**
 * A construction loan: the loan drawn month by month while the building goes up, with interest
 * only on what has been drawn, then repaid by equal monthly instalments over the term.
 *
 * loanAmount = projectCost − downPayment; draw of month m = loanAmount × weight(m) of the draw
 * schedule; interest of month m = draws before m × annualRate / 100 / 12; monthlyPayment =
 * P × i / (1 − (1 + i)^−n) with i = annualRate / 100 / 12, n = termYears × 12. Every money figure
 * is rounded to 2 decimals; the draws and the yearly principal add up to loanAmount exactly.
 * loanType changes no figure.
 *
 * @param input - project cost and down payment in rupees, term, annual rate in percent,
 *   construction months, loan type and draw schedule
 * @param options - `explain: true` adds the steps; `rates`: overrides of {@link defaultConstructionLoanRates}
 * @returns the loan amount, the construction phase and the permanent phase
 * @throws CalcInputError when the input breaks a bound, or the down payment is not below the
 *   project cost
 * @throws CalcInputError when the input or a rate override breaks a bound
 * @throws RangeError when overridden customStageShares give no construction month a share
 * @example
 * calculateConstructionLoan({ projectCost: 1200000, downPayment: 200000, termYears: 10,
 *   annualRate: 12, constructionMonths: 6, drawSchedule: 'equal' })
 * // loanAmount: 1000000
 * // constructionPhase: { monthlyInterestPayment: 4166.67, totalInterestDuringConstruction: 25000,
 * //   drawSchedule: [{ month: 1, amount: 166666.67, interest: 0 },
 * //     { month: 2, amount: 166666.67, interest: 1666.67 }, ...,
 * //     { month: 6, amount: 166666.65, interest: 8333.33 }] }
 * // permanentPhase: { monthlyPayment: 14347.09, totalInterestPaid: 721651.37,
 * //   totalAmountPaid: 1721651.37, amortizationSchedule: [
 * //     { year: 1, principalPaid: 55132.04, interestPaid: 117033.09, balance: 944867.96 }, ...,
 * //     { year: 10, principalPaid: 161477.65, interestPaid: 10687.47, balance: 0 }] }
 */
export function calculateConstructionLoan(
  input: ConstructionLoanInput,
  options: CalculateOptions<ConstructionLoanRates> = {},
): ConstructionLoanResult {
  const { projectCost, downPayment, termYears, annualRate, constructionMonths, drawSchedule } =
    constructionLoanInputSchema.parse(input)
  const r = resolveRates('construction loan', defaultConstructionLoanRates, options.rates, {
    mayBeZero: ['customStageShares'],
    check: (rates, report) => {
      if (!rates.customStageShares.some((share) => share > 0))
        report(['customStageShares'], 'must have at least one share above 0')
    },
  })

  const loan = projectCost - downPayment
  const loanPaise = toPaise(loan)
  const monthlyRate = annualRate / 100 / r.monthsPerYear
  const weights = drawWeights(drawSchedule, constructionMonths, r.customStageShares)

  const result = {
    loanAmount: loanPaise / 100,
    constructionPhase: constructionPhase(loan, loanPaise, monthlyRate, weights),
    permanentPhase: permanentPhase(loan, loanPaise, monthlyRate, termYears, r.monthsPerYear),
  }
  if (!options.explain) return result
  const months = termYears * r.monthsPerYear
  const { constructionPhase: building, permanentPhase: repaying } = result
  const explanation: Explanation<ConstructionLoanStepId> = [
    step(words, 'loan', {
      projectCost: rupees(projectCost),
      downPayment: rupees(downPayment),
      loan: rupees(result.loanAmount),
    }),
    step(words, 'monthlyRate', {
      annualRate: num(annualRate),
      monthsPerYear: num(r.monthsPerYear),
      monthlyRate: num(monthlyRate, 6),
    }),
    step(words, 'interestWhileBuilding', {
      drawSchedule,
      constructionMonths: String(constructionMonths),
      interest: rupees(building.totalInterestDuringConstruction),
    }),
    step(words, 'monthlyInstalment', {
      loan: rupees(result.loanAmount),
      monthlyRate: num(monthlyRate, 6),
      months: String(months),
      instalment: rupees(repaying.monthlyPayment),
    }),
    step(words, 'totalRepaid', {
      loan: rupees(result.loanAmount),
      interest: rupees(repaying.totalInterestPaid),
      totalRepaid: rupees(repaying.totalAmountPaid),
    }),
  ]
  return { ...result, explanation }
}

/**
 * Money is computed at full precision and rounded only for the result. Sums of rounded figures
 * are kept in whole paise so that they add up exactly, free of floating-point noise.
 */
function toPaise(rupees: number): number {
  return Math.round(roundMoney(rupees) * 100)
}

function constructionPhase(
  loan: number,
  loanPaise: number,
  monthlyRate: number,
  weights: readonly number[],
): ConstructionPhase {
  const months = weights.length
  const drawSchedule: ConstructionDraw[] = []
  let drawnBefore = 0
  let drawnPaise = 0
  let interestPaise = 0
  let month = 0
  for (const weight of weights) {
    month += 1
    const draw = loan * weight
    // Rounding each draw on its own leaves the rounded draws a few paise off the loan. The last
    // draw takes that residue: it completes the disbursement, and no interest figure depends on
    // it (month m pays interest only on the draws before m), so nothing else in the table moves.
    // The residue is at most half a paisa for each earlier draw and for the loan itself. Only a
    // loan of a few paise could see the earlier draws round up past the whole loan; capping them
    // at what is left keeps every draw at 0 or more even then.
    const undrawnPaise = loanPaise - drawnPaise
    const amountPaise = month === months ? undrawnPaise : Math.min(toPaise(draw), undrawnPaise)
    const monthInterestPaise = toPaise(drawnBefore * monthlyRate)
    drawSchedule.push({ month, amount: amountPaise / 100, interest: monthInterestPaise / 100 })
    drawnBefore += draw
    drawnPaise += amountPaise
    interestPaise += monthInterestPaise
  }
  // The total adds up the rounded rows, so the table a visitor sees adds up to it.
  return {
    monthlyInterestPayment: roundMoney(interestPaise / 100 / months),
    totalInterestDuringConstruction: interestPaise / 100,
    drawSchedule,
  }
}

function permanentPhase(
  loan: number,
  loanPaise: number,
  monthlyRate: number,
  years: number,
  monthsPerYear: number,
): PermanentPhase {
  // annualRate is at least 0.1 percent (the schema), so monthlyRate > 0 and the formula never
  // divides by 0: the "rate 0: equal principal" case of calculator-formulas.md cannot be reached.
  const payment = (loan * monthlyRate) / (1 - (1 + monthlyRate) ** -(years * monthsPerYear))
  const amortizationSchedule: AmortizationYear[] = []
  let balance = loan
  let repaidPaise = 0
  let interestPaise = 0
  for (let year = 1; year <= years; year++) {
    const balanceAtStart = balance
    let interestOfYear = 0
    for (let month = 0; month < monthsPerYear; month++) {
      const interest = balance * monthlyRate
      interestOfYear += interest
      balance -= payment - interest
    }
    // As with the draws, the last year takes the rounding residue of the principal, so the rows
    // repay loanAmount to the paisa and the balance ends at exactly 0 (not a few paise either side).
    // The same cap keeps the balance from rising for a loan of a few rupees.
    const owedPaise = loanPaise - repaidPaise
    const principalPaise =
      year === years ? owedPaise : Math.min(toPaise(balanceAtStart - balance), owedPaise)
    const yearInterestPaise = toPaise(interestOfYear)
    repaidPaise += principalPaise
    interestPaise += yearInterestPaise
    amortizationSchedule.push({
      year,
      principalPaid: principalPaise / 100,
      interestPaid: yearInterestPaise / 100,
      balance: (loanPaise - repaidPaise) / 100,
    })
  }
  return {
    monthlyPayment: roundMoney(payment),
    totalInterestPaid: interestPaise / 100,
    totalAmountPaid: (loanPaise + interestPaise) / 100,
    amortizationSchedule,
  }
}
