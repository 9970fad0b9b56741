import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderCalculator } from '../test-utils'
import RoofCalculator from './roof-calculator'

const pitchOptions = () =>
  within(screen.getByLabelText(/Roof pitch/))
    .getAllByRole('option')
    .map((option) => option.textContent)

describe('Roof calculator', () => {
  it('offers only "0/12 flat" for a flat roof and the sloped pitches otherwise', async () => {
    const page = renderCalculator(RoofCalculator)
    expect(pitchOptions()).toEqual([
      '1/12',
      '2/12',
      '3/12',
      '4/12',
      '5/12',
      '6/12',
      '7/12',
      '8/12',
      '9/12',
      '10/12',
      '12/12',
    ])
    expect(screen.getByLabelText(/Roof pitch/)).toHaveValue('6')
    await page.choose(/Roof pitch/, '9')
    await page.choose(/Roof type/, 'hip')
    expect(screen.getByLabelText(/Roof pitch/)).toHaveValue('9')
    await page.choose(/Roof type/, 'flat')
    expect(pitchOptions()).toEqual(['0/12 flat'])
    expect(screen.getByLabelText(/Roof pitch/)).toHaveValue('0')
    await page.choose(/Roof type/, 'mansard')
    expect(pitchOptions()).toHaveLength(11)
    expect(screen.getByLabelText(/Roof pitch/)).toHaveValue('6')
  })

  it('names the price field after the unit of the material', async () => {
    const page = renderCalculator(RoofCalculator)
    expect(screen.getByLabelText(/^Price per bundle/)).toBeInTheDocument()
    await page.choose(/Roofing material/, 'metal')
    expect(screen.getByLabelText(/^Price per panel/)).toBeInTheDocument()
    await page.choose(/Roofing material/, 'slate')
    expect(screen.getByLabelText(/^Price per square/)).toBeInTheDocument()
  })

  it('works out a 9/12 gable roof in metal and keeps the inputs in the URL', async () => {
    const page = renderCalculator(RoofCalculator)
    await page.type(/Building length/, '30')
    await page.type(/Building width/, '20')
    await page.choose(/Roof pitch/, '9')
    await page.choose(/Roofing material/, 'metal')
    await page.type(/Wastage/, '10')
    await page.type(/^Price per panel/, '2000')
    await page.calculate()

    // Slope factor sqrt(1 + (9/12)²) = sqrt(1.5625) = 1.25; gable: 30 × 20 × 1.25 = 750 sq ft.
    // +10% = 825 sq ft; metal panels cover 100 sq ft: 8.25 -> 9 panels × ₹2,000 = ₹18,000.
    // Labour 750 / 100 × ₹200 = ₹1,500. Total ₹19,500.
    const result = within(page.result())
    expect(result.getByText('₹19,500')).toBeInTheDocument()
    expect(result.getByText('750 sq ft')).toBeInTheDocument()
    expect(result.getByText('825 sq ft')).toBeInTheDocument()
    expect(result.getByText('9 panels')).toBeInTheDocument()
    expect(result.getByText('× 1.25')).toBeInTheDocument()
    expect(result.getByText('₹18,000')).toBeInTheDocument()
    expect(result.getByText('₹1,500')).toBeInTheDocument()
    expect(page.urlValues()).toEqual({
      length: '30',
      width: '20',
      roofType: 'gable',
      pitch: '9',
      material: 'metal',
      wastage: '10',
      pricePerUnit: '2000',
    })
  })

  it('opens a shared link for a 12/12 hip roof in asphalt', () => {
    renderCalculator(
      RoofCalculator,
      'length=40&width=25&roofType=hip&pitch=12&material=asphalt&wastage=0&pricePerUnit=450',
    )
    // sqrt(1 + 1) = 1.41421; hip 1.2: 40 × 25 × 1.41421 × 1.2 = 1,697.06 sq ft (no wastage).
    // Bundles of 33.3 sq ft: 50.96 -> 51 × ₹450 = ₹22,950; labour 16.9706 × ₹150 = ₹2,545.58.
    // Total ₹25,495.58 -> ₹25,496.
    const result = within(screen.getByRole('region', { name: 'Your estimate' }))
    expect(result.getAllByText('1,697.06 sq ft')).toHaveLength(2)
    expect(result.getByText('51 bundles')).toBeInTheDocument()
    expect(result.getByText('₹25,496')).toBeInTheDocument()
  })

  it('opens a flat roof link without a slope factor', () => {
    renderCalculator(RoofCalculator, 'length=20&width=10&roofType=flat&material=slate')
    expect(screen.getByLabelText(/Roof pitch/)).toHaveValue('0')
    // Flat 20 × 10 = 200 sq ft, +15% = 230; slate squares of 25 sq ft: 9.2 -> 10 squares.
    // No price: material ₹0; labour 2 × ₹350 = ₹700.
    const result = within(screen.getByRole('region', { name: 'Your estimate' }))
    expect(result.getByText('10 squares')).toBeInTheDocument()
    expect(result.getAllByText('₹700')).toHaveLength(2)
    expect(result.queryByText('Slope factor')).not.toBeInTheDocument()
  })
})
