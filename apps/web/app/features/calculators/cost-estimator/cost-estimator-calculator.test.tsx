import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { givePageSettings } from '../../../settings/test-utils'
import { renderCalculator } from '../test-utils'
import CostEstimatorCalculator from './cost-estimator-calculator'

describe('Cost estimator', () => {
  it('asks for area, property type, location and finish, with the area bounded at 100 sq ft', async () => {
    const page = renderCalculator(CostEstimatorCalculator)
    const area = screen.getByRole('textbox', { name: /Built-up area/ })
    expect(area).toBeRequired()
    expect(area).toHaveAccessibleDescription(
      'All floors together, at least 100 sq ft. Or with its unit, such as 2 katha or 300 gaj.',
    )
    expect(screen.getByLabelText(/Property type/)).toHaveValue('residential')
    expect(screen.getByLabelText(/Location/)).toHaveValue('patna')
    expect(screen.getByLabelText(/Finish level/)).toHaveValue('standard')
    expect(screen.queryByRole('region', { name: 'Your estimate' })).not.toBeInTheDocument()
    // Below 100 sq ft the form is not calculated, and says why.
    await page.type(/Built-up area/, '99')
    await page.calculate()
    expect(screen.getByRole('alert')).toHaveTextContent('The area must be at least 100 sq ft.')
    expect(screen.queryByRole('region', { name: 'Your estimate' })).not.toBeInTheDocument()
    expect(page.urlValues()).toEqual({})
    // Nor above the engine's sane maximum of 20 lakh sq ft.
    await page.type(/Built-up area/, '2000001')
    await page.calculate()
    expect(screen.getByRole('alert')).toHaveTextContent('The area must be at most 20,00,000 sq ft.')
    expect(page.urlValues()).toEqual({})
  })

  it('takes the result away when a changed area is refused, keeping the form as typed', async () => {
    const page = renderCalculator(CostEstimatorCalculator)
    await page.type(/Built-up area/, '1200')
    await page.choose(/Finish level/, 'premium')
    await page.calculate()
    expect(page.result()).toBeInTheDocument()

    // 50 acres is 50 × 43,560 = 21,78,000 sq ft: above the maximum.
    await page.type(/Built-up area/, '50 acre')
    await page.calculate()
    const area = screen.getByRole('textbox', { name: /Built-up area/ })
    expect(area).toHaveProperty('validationMessage', 'The area must be at most 20,00,000 sq ft.')
    expect(screen.queryByRole('region', { name: 'Your estimate' })).not.toBeInTheDocument()
    expect(page.urlValues()).toEqual({})
    expect(area).toHaveValue('50 acre')
    expect(screen.getByLabelText(/Finish level/)).toHaveValue('premium')
  })

  it('estimates a premium house in Kolkata and keeps the inputs in the URL', async () => {
    const page = renderCalculator(CostEstimatorCalculator)
    await page.type(/Built-up area/, '1200')
    await page.choose(/Location/, 'kolkata')
    await page.choose(/Finish level/, 'premium')
    await page.calculate()

    // Residential 1500 per sq ft: base 1200 × 1500 = ₹18,00,000.
    // Kolkata 1.1: material 18,00,000 × 0.65 × 1.1 = ₹12,87,000; labour 18,00,000 × 0.35 × 1.1 = ₹6,93,000.
    // Premium 1.3: total 18,00,000 × 1.1 × 1.3 = ₹25,74,000.
    const result = within(page.result())
    expect(result.getByText('₹25,74,000')).toBeInTheDocument()
    expect(result.getByText('₹18,00,000')).toBeInTheDocument()
    expect(result.getByText('₹12,87,000')).toBeInTheDocument()
    expect(result.getByText('₹6,93,000')).toBeInTheDocument()
    expect(result.getByText(/shown at standard finish/)).toBeInTheDocument()
    expect(page.urlValues()).toEqual({
      area: '1200',
      propertyType: 'residential',
      location: 'kolkata',
      finish: 'premium',
    })
  })

  it('opens a shared link with the result and a link to /contact for a detailed quote', () => {
    renderCalculator(
      CostEstimatorCalculator,
      'area=1000&propertyType=institutional&location=patna&finish=standard',
    )
    expect(screen.getByLabelText(/Built-up area/)).toHaveValue('1000')
    expect(screen.getByLabelText(/Property type/)).toHaveValue('institutional')
    // Institutional 2500 per sq ft: base and total 1000 × 2500 = ₹25,00,000 (Patna 1, standard 1);
    // material 25,00,000 × 0.65 = ₹16,25,000; labour 25,00,000 × 0.35 = ₹8,75,000.
    const result = within(screen.getByRole('region', { name: 'Your estimate' }))
    expect(result.getAllByText('₹25,00,000')).toHaveLength(2)
    expect(result.getByText('₹16,25,000')).toBeInTheDocument()
    expect(result.getByText('₹8,75,000')).toBeInTheDocument()
    expect(result.queryByText(/shown at standard finish/)).not.toBeInTheDocument()
    expect(result.getByRole('link', { name: /detailed quote/ })).toHaveAttribute('href', '/contact')
  })

  it('puts the total in the quote request message', () => {
    renderCalculator(CostEstimatorCalculator, 'area=1000&propertyType=institutional')
    const link = screen.getByRole('link', { name: 'Send this estimate with a quote request' })
    const message =
      new URL(link.getAttribute('href') ?? '', 'https://example.test').searchParams.get(
        'estimate',
      ) ?? ''
    expect(message).toContain('Total estimate: ₹25,00,000')
  })

  it('explains a link with an area below 100 sq ft', () => {
    renderCalculator(CostEstimatorCalculator, 'area=50')
    expect(screen.getByText(/outside the calculator’s limits/)).toBeInTheDocument()
  })
  it('explains an edited link whose area it cannot read', () => {
    renderCalculator(CostEstimatorCalculator, 'area=2+hectare')
    expect(screen.getByLabelText(/Built-up area/)).toHaveValue('2 hectare')
    expect(screen.getByText(/outside the calculator’s limits/)).toBeInTheDocument()
  })
})

/** The message of "Send this estimate with a quote request", line by line. */
function estimateLines(): string[] {
  const link = screen.getByRole('link', { name: 'Send this estimate with a quote request' })
  const href = new URL(link.getAttribute('href') ?? '', 'https://example.test')
  return (href.searchParams.get('estimate') ?? '').split('\n')
}

describe('Cost estimator in land units', () => {
  it('estimates 2 katha of Patna and keeps "2 katha" in the link', async () => {
    const page = renderCalculator(CostEstimatorCalculator)
    await page.type(/Built-up area/, '2 katha')
    // 2 × 1,361.25 = 2,722.5 sq ft, said under the field while typing.
    expect(screen.getByText('2 katha = 2,722.5 sq ft')).toBeInTheDocument()
    await page.calculate()

    // Residential ₹1,500 per sq ft in Patna, standard: base and total 2,722.5 × 1,500 = ₹40,83,750.
    const result = within(page.result())
    expect(result.getAllByText('₹40,83,750')).toHaveLength(2)
    expect(result.getByText('2,722.5 × ₹1,500 = ₹40,83,750')).toBeInTheDocument()
    // The area it worked with, as typed and in sq ft.
    expect(result.getByText('Built-up area', { selector: 'dt' })).toBeInTheDocument()
    expect(result.getByText('2 katha = 2,722.5 sq ft', { selector: 'dd' })).toBeInTheDocument()
    expect(page.urlValues()).toEqual({
      area: '2 katha',
      propertyType: 'residential',
      location: 'patna',
      finish: 'standard',
    })
    // The staff read both, and the link back opens the same "2 katha".
    const lines = estimateLines()
    expect(lines.slice(1, 3)).toEqual([
      'Built-up area: 2 katha = 2,722.5 sq ft',
      'Total estimate: ₹40,83,750',
    ])
    expect(lines.at(-1)).toMatch(/\/resources\/cost-estimator\?area=2\+katha&/)
  })

  it('reopens a link in katha with the company’s katha of 1,500 sq ft', () => {
    givePageSettings({ version: 5, company: {}, rateCard: {}, landUnits: { kathaSqFt: 1500 } })
    renderCalculator(CostEstimatorCalculator, 'area=2+katha&propertyType=residential')
    expect(screen.getByLabelText(/Built-up area/)).toHaveValue('2 katha')
    // 2 × 1,500 = 3,000 sq ft; × ₹1,500 = ₹45,00,000 (base and total, Patna standard);
    // material 45,00,000 × 0.65 = ₹29,25,000; labour 45,00,000 × 0.35 = ₹15,75,000.
    const result = within(screen.getByRole('region', { name: 'Your estimate' }))
    expect(result.getAllByText('₹45,00,000')).toHaveLength(2)
    expect(result.getByText('₹29,25,000')).toBeInTheDocument()
    expect(result.getByText('₹15,75,000')).toBeInTheDocument()
    expect(result.getByText('2 katha = 3,000 sq ft')).toBeInTheDocument()
    expect(estimateLines()[1]).toBe('Built-up area: 2 katha = 3,000 sq ft')
  })

  it('says nothing more of an area given in sq ft: its figure says it all', () => {
    renderCalculator(CostEstimatorCalculator, 'area=1000&propertyType=institutional')
    const result = within(screen.getByRole('region', { name: 'Your estimate' }))
    expect(result.queryByText('Built-up area')).not.toBeInTheDocument()
    expect(estimateLines()[1]).toBe('Total estimate: ₹25,00,000')
  })
})
