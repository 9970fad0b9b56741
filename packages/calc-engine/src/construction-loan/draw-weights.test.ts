import { describe, expect, it } from 'vitest'
import { drawWeights } from './draw-weights'
import {
  calculateConstructionLoan,
  constructionPeriods,
  defaultConstructionLoanRates,
} from './index'

const { customStageShares } = defaultConstructionLoanRates
const repeat = (amount: number, months: number) => Array.from({ length: months }, () => amount)

describe('custom draw stages', () => {
  // loan 1,200,000 (or 1,000,000 for 9 months), stage k of month m = floor((m - 1) * 5 / n)
  it.each([
    // n = 9: (m - 1) * 5 / 9 = 0, 0.56, 1.11, 1.67, 2.22, 2.78, 3.33, 3.89, 4.44
    //   stages 0,0 | 1,1 | 2,2 | 3,3 | 4: 20 % / 2, 15 % / 2, 15 % / 2, 25 % / 2, 25 % / 1
    [9, 1_000_000, [...repeat(100_000, 2), ...repeat(75_000, 4), ...repeat(125_000, 2), 250_000]],
    // n = 12: (m - 1) * 5 / 12 = 0, 0.42, 0.83, 1.25, 1.67, 2.08, 2.5, 2.92, 3.33, 3.75, 4.17, 4.58
    //   3, 2, 3, 2, 2 months: 240k / 3 = 80k, 180k / 2 = 90k, 180k / 3 = 60k, 300k / 2 = 150k
    [
      12,
      1_200_000,
      [...repeat(80_000, 3), ...repeat(90_000, 2), ...repeat(60_000, 3), ...repeat(150_000, 4)],
    ],
    // n = 18: stage k from month ceil(18k / 5) + 1: months 1-4, 5-8, 9-11, 12-15, 16-18
    //   240k / 4 = 60k, 180k / 4 = 45k, 180k / 3 = 60k, 300k / 4 = 75k, 300k / 3 = 100k
    [
      18,
      1_200_000,
      [
        ...repeat(60_000, 4),
        ...repeat(45_000, 4),
        ...repeat(60_000, 3),
        ...repeat(75_000, 4),
        ...repeat(100_000, 3),
      ],
    ],
    // n = 24: months 1-5, 6-10, 11-15, 16-20, 21-24
    //   240k / 5 = 48k, 180k / 5 = 36k, 180k / 5 = 36k, 300k / 5 = 60k, 300k / 4 = 75k
    [
      24,
      1_200_000,
      [...repeat(48_000, 5), ...repeat(36_000, 10), ...repeat(60_000, 5), ...repeat(75_000, 4)],
    ],
  ] as const)('over %i months draws %i as each stage dictates', (months, loan, expected) => {
    const { drawSchedule } = calculateConstructionLoan({
      projectCost: loan,
      downPayment: 0,
      termYears: 20,
      annualRate: 10,
      constructionMonths: months,
      drawSchedule: 'custom',
    }).constructionPhase
    expect(drawSchedule.map((draw) => draw.amount)).toEqual(expected)
  })

  it.each(constructionPeriods)('matches floor((m - 1) * 5 / n) month by month for n = %i', (n) => {
    const stageOf = (month: number) => Math.floor(((month - 1) * 5) / n)
    const months = Array.from({ length: n }, (_, i) => i + 1)
    const expected = months.map((month) => {
      const stage = stageOf(month)
      const monthsInStage = months.filter((other) => stageOf(other) === stage).length
      return (customStageShares[stage] ?? Number.NaN) / monthsInStage
    })
    const weights = drawWeights('custom', n, customStageShares)
    expect(weights).toHaveLength(n)
    weights.forEach((weight, i) => {
      expect(weight).toBeCloseTo(expected[i] ?? Number.NaN, 12)
    })
  })
})

describe('drawWeights', () => {
  it('gives the triangular weights of frontend and backend', () => {
    // n = 6, S = 21: frontend 6/21 ... 1/21, backend 1/21 ... 6/21
    expect(drawWeights('frontend', 6, customStageShares)).toEqual(
      [6, 5, 4, 3, 2, 1].map((m) => m / 21),
    )
    expect(drawWeights('backend', 6, customStageShares)).toEqual(
      [1, 2, 3, 4, 5, 6].map((m) => m / 21),
    )
    expect(drawWeights('equal', 6, customStageShares)).toEqual(repeat(1 / 6, 6))
  })

  it.each(['equal', 'frontend', 'backend', 'custom'] as const)(
    'adds the %s weights up to 1 for every construction period',
    (schedule) => {
      for (const months of constructionPeriods) {
        const total = drawWeights(schedule, months, customStageShares).reduce((a, b) => a + b, 0)
        expect(total).toBeCloseTo(1, 12)
      }
    },
  )
})
