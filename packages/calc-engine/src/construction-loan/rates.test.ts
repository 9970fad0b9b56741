import { describe, expect, it } from 'vitest'
import { CalcInputError } from '../errors'
import { calculateConstructionLoan, defaultConstructionLoanRates } from './index'

describe('construction loan rates', () => {
  it('exposes the constants of the specification', () => {
    expect(defaultConstructionLoanRates).toEqual({
      customStageShares: [0.2, 0.15, 0.15, 0.25, 0.25],
      monthsPerYear: 12,
    })
  })

  const sixMonths = {
    projectCost: 1_500_000,
    downPayment: 300_000,
    termYears: 10,
    annualRate: 12,
    constructionMonths: 6,
    drawSchedule: 'custom',
  } as const
  const amounts = (shares: readonly number[]) =>
    calculateConstructionLoan(sixMonths, {
      rates: {
        customStageShares: shares,
      },
    }).constructionPhase.drawSchedule.map((draw) => draw.amount)

  it('takes other custom stage shares', () => {
    // two stages over 6 months: floor((m - 1) * 2 / 6) is 0 for months 1-3 and 1 for months 4-6
    // loan 1,200,000: 40 % / 3 = 160,000 a month, then 60 % / 3 = 240,000 a month
    expect(amounts([0.4, 0.6])).toEqual([160_000, 160_000, 160_000, 240_000, 240_000, 240_000])
  })

  it('scales shares that do not add up to 1, so the whole loan is drawn', () => {
    // [1, 1] is read as [0.5, 0.5]: 600,000 over months 1-3 and over months 4-6
    expect(amounts([1, 1])).toEqual(Array.from({ length: 6 }, () => 200_000))
  })

  it('drops the share of a stage that gets no month and scales the others', () => {
    // 8 stages over 6 months: floor((m - 1) * 8 / 6) = 0, 1, 2, 4, 5, 6 for m = 1..6;
    // stages 3 and 7 get no month, the six others share the loan equally: 200,000 each
    expect(amounts(Array.from({ length: 8 }, () => 0.125))).toEqual(
      Array.from({ length: 6 }, () => 200_000),
    )
  })

  it('refuses shares that are negative, all 0 or none, naming the override', () => {
    // Overrides are checked like the input since 1.0 (they threw a RangeError before).
    expect(() => amounts([0.5, -0.5])).toThrow(
      'Invalid construction loan input: rates.customStageShares[1] must be at least 0',
    )
    expect(() => amounts([0, 0])).toThrow(
      'rates.customStageShares must have at least one share above 0',
    )
    expect(() => amounts([])).toThrow(
      'rates.customStageShares must be a list of at least one entry',
    )
    expect(() => amounts([0, 0])).toThrow(CalcInputError)
  })

  it('still refuses shares that give no month anything (8 stages over 6 months)', () => {
    // stages 3 and 7 get no month (see above): a share only there leaves the loan undrawn
    expect(() => amounts([0, 0, 0, 1, 0, 0, 0, 0])).toThrow(RangeError)
  })
})
