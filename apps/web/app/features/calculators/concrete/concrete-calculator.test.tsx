import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderCalculator } from '../test-utils'
import ConcreteCalculator from './concrete-calculator'

/** The labels of the dimension inputs on screen, in order. */
function dimensionLabels(): string[] {
  const names = ['Length', 'Width', 'Height or depth', 'Thickness', 'Diameter', 'Radius']
  return names.filter((name) => screen.queryByLabelText(new RegExp(`^${name}`)) !== null)
}

describe('Concrete calculator', () => {
  it('shows only the dimension fields of the chosen shape', async () => {
    const page = renderCalculator(ConcreteCalculator)
    expect(dimensionLabels()).toEqual(['Length', 'Width', 'Height or depth'])
    await page.choose(/Shape/, 'slab')
    expect(dimensionLabels()).toEqual(['Length', 'Width', 'Thickness'])
    expect(screen.getByLabelText(/^Thickness/)).toHaveAttribute('step', '0.1')
    await page.choose(/Shape/, 'cylindrical')
    expect(dimensionLabels()).toEqual(['Height or depth', 'Diameter'])
    await page.choose(/Shape/, 'circular')
    expect(dimensionLabels()).toEqual(['Height or depth', 'Radius'])
    for (const input of [/^Height or depth/, /^Radius/]) {
      expect(screen.getByLabelText(input)).toHaveAttribute('min', '0.1')
      expect(screen.getByLabelText(input)).toBeRequired()
    }
  })

  it('keeps the dimensions a new shape shares and clears the others', async () => {
    const page = renderCalculator(ConcreteCalculator)
    await page.type(/^Length/, '12')
    await page.type(/^Height or depth/, '3')
    await page.choose(/Shape/, 'slab')
    expect(screen.getByLabelText(/^Length/)).toHaveValue(12)
    await page.choose(/Shape/, 'rectangular')
    expect(screen.getByLabelText(/^Length/)).toHaveValue(12)
    expect(screen.getByLabelText(/^Height or depth/)).toHaveValue(null)
  })

  it('works out a 6 in slab at 3500 PSI and keeps only its inputs in the URL', async () => {
    const page = renderCalculator(ConcreteCalculator)
    await page.type(/^Height or depth/, '2')
    await page.choose(/Shape/, 'slab')
    await page.type(/^Length/, '20')
    await page.type(/^Width/, '13.5')
    await page.type(/^Thickness/, '6')
    await page.choose(/Concrete strength/, '3500')
    await page.calculate()

    // 20 × 13.5 × 6/12 = 135 cu ft = 5 cu yd; +10% wastage = 5.5 cu yd = 5.5 × 0.764555 = 4.21 m³.
    // 3500 PSI mix 1:2:3 (6 parts): cement 5.5/6 = 0.92, sand 1.83, aggregate 2.75 cu yd.
    // Bags: 0.91667 × 27 = 24.75 cu ft -> 25 bags. Water 24.75 × 0.48 × 7.48 = 88.86 -> 88.9 gallons.
    // Trucks: 5.5 / 10 -> 1. Cost 5.5 × ₹6,000 = ₹33,000.
    const result = within(page.result())
    expect(result.getByText('5.5 cu yd (4.21 m³)')).toBeInTheDocument()
    expect(result.getByText('5 cu yd')).toBeInTheDocument()
    expect(result.getByText('25 bags (1 cu ft each)')).toBeInTheDocument()
    expect(result.getByText('0.92 cu yd')).toBeInTheDocument()
    expect(result.getByText('1.83 cu yd')).toBeInTheDocument()
    expect(result.getByText('2.75 cu yd')).toBeInTheDocument()
    expect(result.getByText('88.9 US gallons')).toBeInTheDocument()
    expect(result.getByText('1 truck')).toBeInTheDocument()
    expect(result.getByText('₹33,000')).toBeInTheDocument()
    expect(page.urlValues()).toEqual({
      shape: 'slab',
      length: '20',
      width: '13.5',
      thickness: '6',
      wastage: '10',
      strength: '3500',
    })
  })

  it('opens a shared link for a cylindrical column', () => {
    renderCalculator(
      ConcreteCalculator,
      'shape=cylindrical&diameter=2&height=9&wastage=0&strength=4000',
    )
    expect(screen.getByLabelText(/^Diameter/)).toHaveValue(2)
    expect(screen.queryByLabelText(/^Length/)).not.toBeInTheDocument()
    // π × 1² × 9 = 28.274 cu ft = 1.0472 cu yd (no wastage) = 0.80 m³.
    // 4000 PSI mix 1:1.5:3 (5.5 parts): cement 1.0472 / 5.5 = 0.1904 cu yd = 5.14 cu ft -> 6 bags.
    // Cost 1.0472 × ₹6,000 = ₹6,283.
    const result = within(screen.getByRole('region', { name: 'Your estimate' }))
    expect(result.getByText('1.05 cu yd (0.8 m³)')).toBeInTheDocument()
    expect(result.getByText('6 bags (1 cu ft each)')).toBeInTheDocument()
    expect(result.getByText('₹6,283')).toBeInTheDocument()
  })
})
