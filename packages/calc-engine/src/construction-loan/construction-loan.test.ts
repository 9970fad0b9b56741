import { describe, expect, it } from 'vitest'
import { calculateConstructionLoan, loanTerms } from './index'

/** Whole paise, so that sums of rupee figures compare exactly. */
const paise = (rupees: number) => Math.round(rupees * 100)
const sumPaise = (figures: readonly number[]) => figures.reduce((sum, n) => sum + paise(n), 0)

describe('calculateConstructionLoan', () => {
  it('works out 10 lakh drawn equally over 6 months at 12 %, repaid over 10 years', () => {
    // loan      = 1,200,000 - 200,000 = 1,000,000; monthly rate i = 12 / 100 / 12 = 0.01
    // draws     = 1,000,000 / 6 = 166,666.666... -> 166,666.67 for months 1-5 (833,333.35),
    //             month 6 takes the rest: 1,000,000.00 - 833,333.35 = 166,666.65
    // interest  = draws before month m * 0.01 = 1,666.666... * (m - 1)
    //             m1 0; m2 1,666.67; m3 3,333.33; m4 5,000.00; m5 6,666.67; m6 8,333.33
    // total     = 1,666.67 + 3,333.33 + 5,000 + 6,666.67 + 8,333.33 = 25,000.00; / 6 = 4,166.67
    const result = calculateConstructionLoan({
      projectCost: 1_200_000,
      downPayment: 200_000,
      termYears: 10,
      annualRate: 12,
      constructionMonths: 6,
      drawSchedule: 'equal',
    })
    expect(result.loanAmount).toBe(1_000_000)
    expect(result.constructionPhase).toEqual({
      monthlyInterestPayment: 4166.67,
      totalInterestDuringConstruction: 25_000,
      drawSchedule: [
        { month: 1, amount: 166_666.67, interest: 0 },
        { month: 2, amount: 166_666.67, interest: 1666.67 },
        { month: 3, amount: 166_666.67, interest: 3333.33 },
        { month: 4, amount: 166_666.67, interest: 5000 },
        { month: 5, amount: 166_666.67, interest: 6666.67 },
        { month: 6, amount: 166_666.65, interest: 8333.33 },
      ],
    })

    // n = 120; 1.01^12 = 1.1268250301; 1.01^120 = 1.1268250301^10 = 3.3003868946
    // payment = 1,000,000 * 0.01 / (1 - 1 / 3.3003868946) = 10,000 / 0.6970052653 = 14,347.0948
    // balance after k months: B(k) = L * 1.01^k - payment * (1.01^k - 1) / 0.01
    // B(12) = 1,126,825.0301 - 14,347.0948 * 12.6825030 = 1,126,825.0301 - 181,957.0735
    //       = 944,867.9566 -> year 1 principal 55,132.0434 -> 55,132.04
    //         year 1 interest = 12 * 14,347.0948 - 55,132.0434 = 172,165.1381 - 55,132.0434
    //       = 117,033.0947 -> 117,033.09
    // B(108) = 2,928,925.7927 - 14,347.0948 * 192.8925793 = 2,928,925.7927 - 2,767,448.1287
    //        = 161,477.6639; year 10 interest = 172,165.1381 - 161,477.6639 = 10,687.4742
    // The same closed form for every year gives the rows below (principal rounded, balance =
    // previous balance - principal). Years 1-9 repay 838,522.35, so year 10 repays
    // 1,000,000.00 - 838,522.35 = 161,477.65 (exact 161,477.6639: the residue is 1.39 paise).
    // total interest = sum of the rows = 721,651.37 (the exact 120 * 14,347.0948403 - 1,000,000
    // is 721,651.38: each row is rounded on its own and the total adds up the rows).
    const { permanentPhase } = result
    expect(permanentPhase.monthlyPayment).toBe(14_347.09)
    expect(permanentPhase.amortizationSchedule).toEqual([
      { year: 1, principalPaid: 55_132.04, interestPaid: 117_033.09, balance: 944_867.96 },
      { year: 2, principalPaid: 62_124.17, interestPaid: 110_040.97, balance: 882_743.79 },
      { year: 3, principalPaid: 70_003.07, interestPaid: 102_162.07, balance: 812_740.72 },
      { year: 4, principalPaid: 78_881.21, interestPaid: 93_283.93, balance: 733_859.51 },
      { year: 5, principalPaid: 88_885.32, interestPaid: 83_279.82, balance: 644_974.19 },
      { year: 6, principalPaid: 100_158.2, interestPaid: 72_006.94, balance: 544_815.99 },
      { year: 7, principalPaid: 112_860.77, interestPaid: 59_304.37, balance: 431_955.22 },
      { year: 8, principalPaid: 127_174.34, interestPaid: 44_990.8, balance: 304_780.88 },
      { year: 9, principalPaid: 143_303.23, interestPaid: 28_861.91, balance: 161_477.65 },
      { year: 10, principalPaid: 161_477.65, interestPaid: 10_687.47, balance: 0 },
    ])
    expect(permanentPhase.totalInterestPaid).toBe(721_651.37)
    expect(permanentPhase.totalAmountPaid).toBe(1_721_651.37)
  })

  it('works out 21 lakh drawn front-loaded over 6 months at 12 %, repaid over 20 years', () => {
    // loan = 2,500,000 - 400,000 = 2,100,000; S = 6 * 7 / 2 = 21
    // draws = 2,100,000 * (7 - m) / 21 = 100,000 * (7 - m): 600k, 500k, 400k, 300k, 200k, 100k
    // interest at 1 % a month on earlier draws:
    //   m2 6,000; m3 11,000; m4 15,000; m5 18,000; m6 20,000 -> total 70,000; / 6 = 11,666.67
    const result = calculateConstructionLoan({
      projectCost: 2_500_000,
      downPayment: 400_000,
      termYears: 20,
      annualRate: 12,
      constructionMonths: 6,
      drawSchedule: 'frontend',
    })
    expect(result.loanAmount).toBe(2_100_000)
    expect(result.constructionPhase).toEqual({
      monthlyInterestPayment: 11_666.67,
      totalInterestDuringConstruction: 70_000,
      drawSchedule: [
        { month: 1, amount: 600_000, interest: 0 },
        { month: 2, amount: 500_000, interest: 6000 },
        { month: 3, amount: 400_000, interest: 11_000 },
        { month: 4, amount: 300_000, interest: 15_000 },
        { month: 5, amount: 200_000, interest: 18_000 },
        { month: 6, amount: 100_000, interest: 20_000 },
      ],
    })

    // n = 240; 1.01^240 = 3.3003868946^2 = 10.8925536539; 1 - 1 / 10.8925536539 = 0.9081941635
    // payment = 21,000 / 0.9081941635 = 23,122.8088 -> 23,122.81
    // B(12) = 2,100,000 * 1.1268250301 - 23,122.8088 * 12.6825030 = 2,366,332.5633 - 293,255.0923
    //       = 2,073,077.4709: year 1 principal 26,922.5291 -> 26,922.53
    //       interest = 12 * 23,122.8088 - 26,922.5291 = 277,473.7057 - 26,922.5291 = 250,551.1766
    // B(228) = 260,249.0045 exactly; but years 1-19 rounded repay 1,839,750.98, so the balance
    // shown after year 19 is 260,249.02 and year 20 repays exactly that, leaving 0.
    // exact total interest = 240 * 23,122.8088 - 2,100,000 = 3,449,474.11; the twenty rounded
    // rows add up to 3,449,474.13, which is the total shown.
    const { monthlyPayment, amortizationSchedule, totalInterestPaid, totalAmountPaid } =
      result.permanentPhase
    expect(monthlyPayment).toBe(23_122.81)
    expect(amortizationSchedule).toHaveLength(20)
    expect(amortizationSchedule[0]).toEqual({
      year: 1,
      principalPaid: 26_922.53,
      interestPaid: 250_551.18,
      balance: 2_073_077.47,
    })
    expect(amortizationSchedule[18]?.balance).toBe(260_249.02)
    expect(amortizationSchedule[19]).toMatchObject({ principalPaid: 260_249.02, balance: 0 })
    expect(totalInterestPaid).toBe(3_449_474.13)
    expect(totalAmountPaid).toBe(5_549_474.13)
  })

  it('draws rising amounts on the backend schedule', () => {
    // loan 2,100,000 over 6 months: 100,000 * m = 100k ... 600k
    // interest at 1 %: m2 1,000; m3 3,000; m4 6,000; m5 10,000; m6 15,000 -> 35,000; / 6 = 5,833.33
    const { constructionPhase } = calculateConstructionLoan({
      projectCost: 2_500_000,
      downPayment: 400_000,
      termYears: 20,
      annualRate: 12,
      constructionMonths: 6,
      drawSchedule: 'backend',
    })
    expect(constructionPhase.drawSchedule.map((draw) => draw.amount)).toEqual([
      100_000, 200_000, 300_000, 400_000, 500_000, 600_000,
    ])
    expect(constructionPhase.drawSchedule.map((draw) => draw.interest)).toEqual([
      0, 1000, 3000, 6000, 10_000, 15_000,
    ])
    expect(constructionPhase.totalInterestDuringConstruction).toBe(35_000)
    expect(constructionPhase.monthlyInterestPayment).toBe(5833.33)
  })

  it('splits each custom stage over its own months (the old site put the rest in the last month)', () => {
    // loan 2,000,000 over 6 months; stage of month m = floor((m - 1) * 5 / 6):
    //   m1 0, m2 floor(5/6) = 0, m3 floor(10/6) = 1, m4 floor(15/6) = 2, m5 floor(20/6) = 3,
    //   m6 floor(25/6) = 4
    // stage 0 (20 %) over months 1-2: 200k each; 15 % in month 3 and in month 4: 300k each;
    // 25 % in month 5 and in month 6: 500k each
    // interest at 1 %: m2 2,000; m3 4,000; m4 7,000; m5 10,000; m6 15,000 -> 38,000; / 6 = 6,333.33
    const { constructionPhase } = calculateConstructionLoan({
      projectCost: 2_500_000,
      downPayment: 500_000,
      termYears: 15,
      annualRate: 12,
      constructionMonths: 6,
      drawSchedule: 'custom',
    })
    expect(constructionPhase.drawSchedule.map((draw) => draw.amount)).toEqual([
      200_000, 200_000, 300_000, 300_000, 500_000, 500_000,
    ])
    expect(constructionPhase.totalInterestDuringConstruction).toBe(38_000)
    expect(constructionPhase.monthlyInterestPayment).toBe(6333.33)
  })

  it('puts the rounding residue of the draws into the last draw', () => {
    // 1,000,000 over 9 months: 111,111.111... -> 111,111.11 for months 1-8 (888,888.88),
    // month 9: 1,000,000.00 - 888,888.88 = 111,111.12
    // interest = 1,111.111... * (m - 1): 1,111.11; 2,222.22; 3,333.33; 4,444.44; 5,555.56;
    // 6,666.67; 7,777.78; 8,888.89 -> 40,000.00 (exact 1,111.111 * 36 = 40,000); / 9 = 4,444.44
    const { constructionPhase } = calculateConstructionLoan({
      projectCost: 1_000_000,
      downPayment: 0,
      termYears: 10,
      annualRate: 12,
      constructionMonths: 9,
    })
    const amounts = constructionPhase.drawSchedule.map((draw) => draw.amount)
    expect(amounts).toEqual([...Array.from({ length: 8 }, () => 111_111.11), 111_111.12])
    expect(constructionPhase.drawSchedule.map((draw) => draw.interest)).toEqual([
      0, 1111.11, 2222.22, 3333.33, 4444.44, 5555.56, 6666.67, 7777.78, 8888.89,
    ])
    expect(constructionPhase.totalInterestDuringConstruction).toBe(40_000)
    expect(constructionPhase.monthlyInterestPayment).toBe(4444.44)
  })

  it('never draws a negative amount, even for a loan of 4 paise', () => {
    // loan = 100,000 - 99,999.96 = 0.04; 0.04 / 6 = 0.0067 rounds to 0.01 a month, so months 1-4
    // already draw the whole 0.04: months 5 and 6 draw 0 (not 0.01, then -0.01 in the last month)
    const { loanAmount, constructionPhase } = calculateConstructionLoan({
      projectCost: 100_000,
      downPayment: 99_999.96,
      termYears: 10,
      annualRate: 12,
      constructionMonths: 6,
    })
    expect(loanAmount).toBe(0.04)
    expect(constructionPhase.drawSchedule.map((draw) => draw.amount)).toEqual([
      0.01, 0.01, 0.01, 0.01, 0, 0,
    ])
  })

  it('handles the highest rate, 30 %, and the lowest, 0.1 %', () => {
    // 30 %: i = 0.025, n = 180; 1.025^180 = 85.1717891947; 1 - 1 / 85.1717891947 = 0.9882590232
    // payment = 2,000,000 * 0.025 / 0.9882590232 = 50,000 / 0.9882590232 = 50,594.0233
    // B(12) = 2,689,777.6485 - 50,594.0233 * 13.7955530 = 2,689,777.6485 - 697,972.5277
    //       = 1,991,805.1208: year 1 principal 8,194.88, interest 607,128.2790 - 8,194.8792
    //       = 598,933.3998 -> 598,933.40
    const high = calculateConstructionLoan({
      projectCost: 2_500_000,
      downPayment: 500_000,
      termYears: 15,
      annualRate: 30,
      constructionMonths: 6,
    })
    expect(high.permanentPhase.monthlyPayment).toBe(50_594.02)
    expect(high.permanentPhase.amortizationSchedule[0]).toEqual({
      year: 1,
      principalPaid: 8194.88,
      interestPaid: 598_933.4,
      balance: 1_991_805.12,
    })
    // 0.1 %: i = 0.1 / 1200 = 0.0000833333, n = 360; 1 + i to the 360th = 1.0304532460
    // payment = 1,200,000 * 0.0000833333 / (1 - 1 / 1.0304532460) = 100 / 0.0295532535
    //         = 3,383.7222 -> 3,383.72; exact total interest = 360 * 3,383.7222 - 1,200,000
    //         = 18,139.99 (the thirty rounded rows add up to the same)
    const low = calculateConstructionLoan({
      projectCost: 1_200_000,
      downPayment: 0,
      termYears: 30,
      annualRate: 0.1,
      constructionMonths: 24,
    })
    expect(low.permanentPhase.monthlyPayment).toBe(3383.72)
    expect(low.permanentPhase.totalInterestPaid).toBe(18_139.99)
    expect(low.permanentPhase.totalAmountPaid).toBe(1_218_139.99)
  })

  it.each(loanTerms)('gives one amortisation row per year of a %i-year term', (termYears) => {
    const { loanAmount, permanentPhase } = calculateConstructionLoan({
      projectCost: 3_456_789.12,
      downPayment: 123_456.78,
      termYears,
      annualRate: 9.35,
      constructionMonths: 18,
    })
    const rows = permanentPhase.amortizationSchedule
    expect(rows.map((row) => row.year)).toEqual(Array.from({ length: termYears }, (_, i) => i + 1))
    expect(sumPaise(rows.map((row) => row.principalPaid))).toBe(paise(loanAmount))
    expect(rows.at(-1)?.balance).toBe(0)
    expect(sumPaise(rows.map((row) => row.interestPaid))).toBe(
      paise(permanentPhase.totalInterestPaid),
    )
    expect(paise(permanentPhase.totalAmountPaid)).toBe(
      paise(loanAmount) + paise(permanentPhase.totalInterestPaid),
    )
  })

  it('changes no figure for a construction-only loan', () => {
    const input = {
      projectCost: 1_800_000,
      downPayment: 300_000,
      termYears: 25,
      annualRate: 8.5,
      constructionMonths: 12,
      drawSchedule: 'backend',
    } as const
    expect(calculateConstructionLoan({ ...input, loanType: 'construction-only' })).toEqual(
      calculateConstructionLoan({ ...input, loanType: 'construction-permanent' }),
    )
  })

  it('draws equally when no schedule is given', () => {
    const input = { projectCost: 1_200_000, downPayment: 0, termYears: 20, annualRate: 9 } as const
    expect(calculateConstructionLoan({ ...input, constructionMonths: 12 })).toEqual(
      calculateConstructionLoan({ ...input, constructionMonths: 12, drawSchedule: 'equal' }),
    )
  })
})
