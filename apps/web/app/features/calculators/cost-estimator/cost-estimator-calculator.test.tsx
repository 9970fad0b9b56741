import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderCalculator } from '../test-utils'
import CostEstimatorCalculator from './cost-estimator-calculator'

describe('Cost estimator', () => {
  it('asks for area, property type, location and finish, with the area bounded at 100 sq ft', () => {
    renderCalculator(CostEstimatorCalculator)
    const area = screen.getByLabelText(/Built-up area/)
    expect(area).toHaveAttribute('min', '100')
    expect(area).toBeRequired()
    expect(screen.getByLabelText(/Property type/)).toHaveValue('residential')
    expect(screen.getByLabelText(/Location/)).toHaveValue('patna')
    expect(screen.getByLabelText(/Finish level/)).toHaveValue('standard')
    expect(screen.queryByRole('region', { name: 'Your estimate' })).not.toBeInTheDocument()
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
    expect(screen.getByLabelText(/Built-up area/)).toHaveValue(1000)
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
})
