import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { boundsOf, renderCalculator } from '../test-utils'
import LoanCalculator from './loan-calculator'

const table = (name: RegExp) =>
  within(within(screen.getByRole('region', { name: 'Your estimate' })).getByRole('table', { name }))

/** The cells of a table's body rows, as text. */
const bodyRows = (name: RegExp) =>
  table(name)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      // A row header (the "Total" row) always comes first.
      [...within(row).queryAllByRole('rowheader'), ...within(row).queryAllByRole('cell')].map(
        (cell) => cell.textContent,
      ),
    )

describe('Construction loan calculator', () => {
  it('starts with a 20-year term, 12 months of building, equal draws and no down payment', () => {
    renderCalculator(LoanCalculator)
    expect(screen.getByLabelText(/Repayment term/)).toHaveDisplayValue('20 years')
    expect(screen.getByLabelText(/Construction period/)).toHaveDisplayValue('12 months')
    expect(screen.getByLabelText(/Draw schedule/)).toHaveDisplayValue('Equal every month')
    expect(screen.getByLabelText(/Down payment/)).toHaveValue(0)
    expect(screen.getByLabelText(/Interest rate/)).toHaveAttribute('min', '0.1')
    expect(screen.getByLabelText(/Interest rate/)).toHaveAttribute('max', '30')
  })

  it('bounds the inputs as the specification says, each below a sane maximum', () => {
    renderCalculator(LoanCalculator)
    // The specification's minimums and rates of 0.1-30% (in hundredths, as banks give them); the
    // engine's maximum of a project, ₹1,000 crore, which bounds the down payment until a project
    // cost is typed.
    expect(boundsOf(/Project cost/)).toEqual({ min: '100000', max: '10000000000', step: 'any' })
    expect(boundsOf(/Down payment/)).toEqual({ min: '0', max: '10000000000', step: 'any' })
    expect(boundsOf(/Interest rate/)).toEqual({ min: '0.1', max: '30', step: '0.01' })
  })

  it('works out draws, interest, the EMI and the yearly amortization of a 10 lakh loan', async () => {
    const page = renderCalculator(LoanCalculator)
    await page.type(/Project cost/, '1200000')
    await page.type(/Down payment/, '200000')
    await page.type(/Interest rate/, '12')
    await page.choose(/Repayment term/, '10')
    await page.choose(/Construction period/, '6')
    await page.calculate()

    // Loan 12,00,000 − 2,00,000 = 10,00,000, drawn in 6 equal parts of 1,66,666.67 (the last
    // 1,66,666.65 so they add up). 1% a month on the earlier draws: month 1 nothing, month 2
    // 1,666.67, month 3 3,333.33, then 5,000, 6,666.67, 8,333.33: 25,000 in all, 4,166.67 a month.
    const result = within(page.result())
    expect(result.getByText('₹10,00,000')).toBeInTheDocument()
    expect(bodyRows(/Draw schedule/)).toEqual([
      ['1', '₹1,66,666.67', '₹0.00'],
      ['2', '₹1,66,666.67', '₹1,666.67'],
      ['3', '₹1,66,666.67', '₹3,333.33'],
      ['4', '₹1,66,666.67', '₹5,000.00'],
      ['5', '₹1,66,666.67', '₹6,666.67'],
      ['6', '₹1,66,666.65', '₹8,333.33'],
      ['Total', '₹10,00,000.00', '₹25,000.00'],
    ])
    expect(result.getByText('₹4,166.67')).toBeInTheDocument()

    // EMI = P·i / (1 − (1 + i)^−n) with P 10,00,000, i 0.01, n 120: (1.01)^120 = 3.30039, so
    // 10,000 / (1 − 0.302995) = 14,347.09. Year 1, month by month at 1% on the balance:
    // interest 1,17,033.09, principal 12 × 14,347.09 − that = 55,132.04, balance 9,44,867.96.
    expect(result.getByText('₹14,347.09')).toBeInTheDocument()
    const years = bodyRows(/Yearly amortization/)
    expect(years).toHaveLength(10)
    expect(years[0]).toEqual(['1', '₹55,132.04', '₹1,17,033.09', '₹9,44,867.96'])
    expect(years[9]?.[3]).toBe('₹0.00')
    expect(
      result.getByRole('heading', { name: 'After construction: 10 years of EMIs' }),
    ).toBeInTheDocument()

    expect(page.urlValues()).toMatchObject({
      projectCost: '1200000',
      downPayment: '200000',
      annualRate: '12',
      termYears: '10',
      constructionMonths: '6',
    })
  })

  it('opens a shared link with staged draws', () => {
    renderCalculator(
      LoanCalculator,
      'projectCost=1500000&downPayment=500000&annualRate=12&termYears=15&constructionMonths=6&drawSchedule=custom',
    )
    expect(screen.getByLabelText(/Draw schedule/)).toHaveValue('custom')
    // Stages over 6 months: months 1-2 share 20%, then 15%, 15%, 25%, 25% of 10,00,000.
    // Interest 1% a month on earlier draws: 0, 1000, 2000, 3500, 5000, 7500 = 19,000.
    expect(bodyRows(/Draw schedule/)).toEqual([
      ['1', '₹1,00,000.00', '₹0.00'],
      ['2', '₹1,00,000.00', '₹1,000.00'],
      ['3', '₹1,50,000.00', '₹2,000.00'],
      ['4', '₹1,50,000.00', '₹3,500.00'],
      ['5', '₹2,50,000.00', '₹5,000.00'],
      ['6', '₹2,50,000.00', '₹7,500.00'],
      ['Total', '₹10,00,000.00', '₹19,000.00'],
    ])
    expect(bodyRows(/Yearly amortization/)).toHaveLength(15)
  })

  it('stops a down payment of the whole project cost in the form', async () => {
    const page = renderCalculator(LoanCalculator)
    await page.type(/Project cost/, '500000')
    expect(screen.getByLabelText(/Down payment/)).toHaveAttribute('max', '499999')
  })

  it('summarises the loan for a quote request', () => {
    renderCalculator(
      LoanCalculator,
      'projectCost=1500000&downPayment=500000&annualRate=12&termYears=15&constructionMonths=6&drawSchedule=custom',
    )
    const link = screen.getByRole('link', { name: 'Send this estimate with a quote request' })
    const message =
      new URL(link.getAttribute('href') ?? '', 'https://example.test').searchParams.get(
        'estimate',
      ) ?? ''
    expect(message).toContain('Loan amount: ₹10,00,000')
    expect(message).toContain('Interest during construction: ₹19,000.00')
    expect(message).toContain('for 15 years')
  })
})
