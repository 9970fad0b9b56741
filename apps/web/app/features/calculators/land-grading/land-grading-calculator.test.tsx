import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderCalculator } from '../test-utils'
import LandGradingCalculator from './land-grading-calculator'

describe('Land grading calculator', () => {
  it('bounds the inputs as the specification says', () => {
    renderCalculator(LandGradingCalculator)
    expect(screen.getByLabelText(/Plot length/)).toHaveAttribute('min', '1')
    expect(screen.getByLabelText(/Current ground level/)).toBeRequired()
    expect(screen.getByLabelText(/Current ground level/)).not.toHaveAttribute('min')
    expect(screen.getByLabelText(/Target level/)).toBeRequired()
    expect(screen.getByLabelText(/^Bulking/)).toHaveAttribute('max', '60')
    expect(screen.getByLabelText(/Price per cubic yard/)).toHaveValue(800)
  })

  it('works out the cut of a clay plot with the soil’s own bulking', async () => {
    const page = renderCalculator(LandGradingCalculator)
    await page.type(/Plot length/, '60')
    await page.type(/Plot width/, '45')
    await page.type(/Current ground level/, '1.5')
    await page.type(/Target level/, '0')
    await page.choose(/Soil type/, 'clay')
    await page.choose(/Equipment/, 'grader')
    await page.calculate()

    // 60 × 45 = 2,700 sq ft = 2,700 / 43,560 = 0.062 acres. 1.5 ft above target: cut 2,700 × 1.5 / 27
    // = 150 cu yd. Clay bulks 35%: 150 × 1.35 = 202.5 cu yd, 20.25 -> 21 trucks.
    // Grader 80 cu yd an hour: 2.53 -> 2.5 hours. ₹800 × 202.5 = ₹1,62,000.
    const result = within(page.result())
    expect(result.getByText('₹1,62,000')).toBeInTheDocument()
    expect(result.getByText('2,700 sq ft (0.062 acres)')).toBeInTheDocument()
    expect(result.getByText('Cut (earth to dig out)')).toBeInTheDocument()
    expect(result.getByText('150 cu yd')).toBeInTheDocument()
    expect(result.getByText('202.5 cu yd')).toBeInTheDocument()
    expect(result.getByText('35%')).toBeInTheDocument()
    expect(result.getByText('21 trucks')).toBeInTheDocument()
    expect(result.getByText('2.5 hours')).toBeInTheDocument()
    expect(page.urlValues()).toEqual({
      length: '60',
      width: '45',
      currentElevation: '1.5',
      targetElevation: '0',
      soil: 'clay',
      equipment: 'grader',
      pricePerCubicYard: '800',
    })
  })

  it('opens a shared link for a plot to fill, with an explicit 0% bulking', () => {
    renderCalculator(
      LandGradingCalculator,
      'length=100&width=54&currentElevation=-0.5&targetElevation=0&soil=sand&bulking=0&equipment=skidsteer&pricePerCubicYard=1000',
    )
    expect(screen.getByLabelText(/^Bulking/)).toHaveValue(0)
    // 5,400 sq ft, 0.5 ft below target: fill 5,400 × 0.5 / 27 = 100 cu yd, +10% compaction = 110 cu yd;
    // 11 trucks; skid-steer 40 cu yd an hour: 2.75 -> 2.8 hours; 110 × ₹1,000 = ₹1,10,000.
    const result = within(screen.getByRole('region', { name: 'Your estimate' }))
    expect(result.getByText('Fill (earth to bring in)')).toBeInTheDocument()
    expect(result.getByText('100 cu yd')).toBeInTheDocument()
    expect(result.getByText('110 cu yd')).toBeInTheDocument()
    expect(result.getByText('11 trucks')).toBeInTheDocument()
    expect(result.getByText('2.8 hours')).toBeInTheDocument()
    expect(result.getByText('₹1,10,000')).toBeInTheDocument()
    expect(result.queryByText('Bulking of the cut soil')).not.toBeInTheDocument()
  })

  it('says so when the plot is already level with the target', () => {
    renderCalculator(
      LandGradingCalculator,
      'length=50&width=50&currentElevation=2&targetElevation=2',
    )
    const result = within(screen.getByRole('region', { name: 'Your estimate' }))
    expect(result.getByText(/already at the target level/)).toBeInTheDocument()
    expect(result.getByText('₹0')).toBeInTheDocument()
  })
})
