import { describe, expect, it } from 'vitest'
import { CalcInputError } from '../errors'
import {
  calculateConstructionLoan,
  constructionLoanInputSchema,
  parseConstructionLoanForm,
} from './index'

const valid = {
  projectCost: 2_500_000,
  downPayment: 500_000,
  termYears: 20,
  annualRate: 8.5,
  constructionMonths: 12,
} as const

describe('construction loan input bounds', () => {
  it.each([
    ['projectCost', { projectCost: 99_999.99 }, 'projectCost must be at least 100000'],
    ['projectCost', { projectCost: undefined }, 'projectCost is required'],
    ['projectCost', { projectCost: Number.NaN }, 'projectCost must be a number'],
    ['downPayment', { downPayment: -1 }, 'downPayment must be at least 0'],
    ['downPayment', { downPayment: undefined }, 'downPayment is required'],
    ['downPayment', { downPayment: 2_500_000 }, 'downPayment must be less than projectCost'],
    ['downPayment', { downPayment: 3_000_000 }, 'downPayment must be less than projectCost'],
    ['termYears', { termYears: 12 }, 'termYears must be one of 10, 15, 20, 25, 30'],
    ['termYears', { termYears: undefined }, 'termYears is required'],
    ['annualRate', { annualRate: 0 }, 'annualRate must be at least 0.1'],
    ['annualRate', { annualRate: 0.09 }, 'annualRate must be at least 0.1'],
    ['annualRate', { annualRate: 30.1 }, 'annualRate must be at most 30'],
    ['annualRate', { annualRate: '8.5' }, 'annualRate must be a number'],
    [
      'constructionMonths',
      { constructionMonths: 3 },
      'constructionMonths must be one of 6, 9, 12, 18, 24',
    ],
    [
      'loanType',
      { loanType: 'bridge' },
      'loanType must be one of construction-permanent, construction-only',
    ],
    [
      'drawSchedule',
      { drawSchedule: 'random' },
      'drawSchedule must be one of equal, frontend, backend, custom',
    ],
  ])('rejects %s out of bounds: %j', (path, patch, message) => {
    const input = { ...valid, ...patch }
    expect(() => calculateConstructionLoan(input as never)).toThrow(CalcInputError)
    try {
      calculateConstructionLoan(input as never)
    } catch (error) {
      expect(error).toBeInstanceOf(CalcInputError)
      expect((error as CalcInputError).issues).toContainEqual({ path, message })
      expect((error as CalcInputError).message).toContain(message)
    }
  })

  it('lists every failing field at once', () => {
    expect(constructionLoanInputSchema.safeParse({ ...valid, annualRate: 31 }).success).toBe(false)
    expect(() =>
      calculateConstructionLoan({ ...valid, projectCost: 50_000, annualRate: 0 }),
    ).toThrow(
      'Invalid construction loan input: projectCost must be at least 100000; annualRate must be at least 0.1',
    )
  })

  it('accepts every bound itself', () => {
    expect(() =>
      calculateConstructionLoan({
        projectCost: 100_000,
        downPayment: 0,
        termYears: 10,
        annualRate: 0.1,
        constructionMonths: 6,
        loanType: 'construction-only',
        drawSchedule: 'custom',
      }),
    ).not.toThrow()
    expect(() =>
      calculateConstructionLoan({
        ...valid,
        downPayment: 2_499_999.99,
        termYears: 30,
        annualRate: 30,
        constructionMonths: 24,
      }),
    ).not.toThrow()
  })
})

describe('parseConstructionLoanForm', () => {
  it('reads the strings of the form', () => {
    expect(
      parseConstructionLoanForm({
        projectCost: '2500000',
        downPayment: ' 500000.50 ',
        termYears: '25',
        annualRate: '8.75',
        constructionMonths: '18',
        loanType: 'construction-only',
        drawSchedule: 'backend',
      }),
    ).toEqual({
      projectCost: 2_500_000,
      downPayment: 500_000.5,
      termYears: 25,
      annualRate: 8.75,
      constructionMonths: 18,
      loanType: 'construction-only',
      drawSchedule: 'backend',
    })
  })

  it('gives the documented defaults for blank, non-numeric or unknown values', () => {
    const input = parseConstructionLoanForm({
      projectCost: '',
      downPayment: 'abc',
      termYears: '12',
      annualRate: ' ',
      constructionMonths: 'x',
      loanType: 'bridge',
    })
    expect(input).toEqual({
      projectCost: 0,
      downPayment: 0,
      termYears: 20,
      annualRate: 0,
      constructionMonths: 12,
      loanType: 'construction-permanent',
      drawSchedule: 'equal',
    })
    // a blank project cost or rate is then rejected, not silently replaced
    expect(() => calculateConstructionLoan(input)).toThrow(CalcInputError)
  })

  it('keeps an explicit 0 down payment', () => {
    const input = parseConstructionLoanForm({ ...stringsOf(valid), downPayment: '0' })
    expect(input.downPayment).toBe(0)
    expect(calculateConstructionLoan(input).loanAmount).toBe(2_500_000)
  })
})

function stringsOf(values: Record<string, number>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)]))
}
