import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { givePageSettings } from '../../../settings/test-utils'
import { TypedBeforeHydrationContext } from '../calculator-host'
import { boundsOf, renderCalculator } from '../test-utils'
import LandGradingCalculator from './land-grading-calculator'

describe('Land grading calculator', () => {
  it('keeps the "Area" radio tapped on the prerendered form before its code came', async () => {
    // The page's form as the visitor left it: "Area" chosen, a current level typed.
    const typed = () => ({ plotBy: 'area', length: '', width: '', currentElevation: '2' })
    const page = renderCalculator(() => (
      <TypedBeforeHydrationContext value={typed}>
        <LandGradingCalculator />
      </TypedBeforeHydrationContext>
    ))
    expect(screen.getByRole('radio', { name: 'Area' })).toBeChecked()
    expect(screen.queryByLabelText(/Plot length/)).not.toBeInTheDocument()
    expect(screen.getByLabelText(/Current ground level/)).toHaveValue(2)
    await page.type(/^Plot area/, '2 katha')
    await page.type(/Target level/, '0')
    await page.calculate()
    // 2 katha = 2 × 1,361.25 = 2,722.5 sq ft; 2 ft of loam to cut: 2,722.5 × 2 ÷ 27 = 201.67 cu yd,
    // × 1.20 bulking = 242 cu yd, × ₹800 = ₹1,93,600.
    expect(within(page.result()).getByText('₹1,93,600')).toBeInTheDocument()
    expect(page.urlValues()).toMatchObject({ area: '2 katha', currentElevation: '2' })
  })

  it('bounds the inputs as the specification says', () => {
    renderCalculator(LandGradingCalculator)
    expect(screen.getByLabelText(/Plot length/)).toHaveAttribute('min', '1')
    expect(screen.getByLabelText(/Current ground level/)).toBeRequired()
    expect(screen.getByLabelText(/Current ground level/)).not.toHaveAttribute('min')
    expect(screen.getByLabelText(/Target level/)).toBeRequired()
    expect(screen.getByLabelText(/^Bulking/)).toHaveAttribute('max', '60')
    expect(screen.getByLabelText(/Price per cubic yard/)).toHaveValue(800)
    // Each below the engine's sane maximum: sides of 10,000 ft, levels up to 30,000 ft (no
    // minimum: the specification sets none), ₹1,00,000 a cubic yard.
    expect(boundsOf(/Plot length/)).toEqual({ min: '1', max: '10000', step: 'any' })
    expect(boundsOf(/Plot width/)).toEqual({ min: '1', max: '10000', step: 'any' })
    expect(boundsOf(/Current ground level/)).toEqual({ min: null, max: '30000', step: 'any' })
    expect(boundsOf(/Target level/)).toEqual({ min: null, max: '30000', step: 'any' })
    expect(boundsOf(/^Bulking/)).toEqual({ min: '0', max: '60', step: 'any' })
    expect(boundsOf(/Price per cubic yard/)).toEqual({ min: '0', max: '100000', step: 'any' })
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

describe('Land grading with the plot given by its area', () => {
  it('offers the plot by length and width (as before) or by its area', async () => {
    const page = renderCalculator(LandGradingCalculator)
    const plotSize = screen.getByRole('group', { name: 'Plot size' })
    const bySides = within(plotSize).getByRole('radio', { name: 'Length and width' })
    const byArea = within(plotSize).getByRole('radio', { name: 'Area' })
    expect(bySides).toBeChecked()
    expect(screen.queryByRole('textbox', { name: /Plot area/ })).not.toBeInTheDocument()

    await page.type(/Plot length/, '60')
    await page.user.click(byArea)
    expect(screen.queryByLabelText(/Plot length/)).not.toBeInTheDocument()
    const area = screen.getByRole('textbox', { name: /Plot area/ })
    expect(area).toBeRequired()
    expect(area).toHaveAccessibleDescription(
      'In sq ft, or with its unit, such as 2 katha, 10 dhur or 5 decimal.',
    )
    // Back to length and width: what was typed there is still there.
    await page.user.click(bySides)
    expect(screen.getByLabelText(/Plot length/)).toHaveValue(60)
  })

  it('grades 2 katha of clay cut 2 ft down, and keeps "2 katha" in the link', async () => {
    const page = renderCalculator(LandGradingCalculator)
    await page.type(/Plot length/, '60')
    await page.user.click(screen.getByRole('radio', { name: 'Area' }))
    await page.type(/Plot area/, '2 katha')
    expect(screen.getByText('2 katha = 2,722.5 sq ft')).toBeInTheDocument()
    await page.type(/Current ground level/, '2')
    await page.type(/Target level/, '0')
    await page.choose(/Soil type/, 'clay')
    await page.calculate()

    // 2 katha = 2 × 1,361.25 = 2,722.5 sq ft = 2,722.5 / 43,560 = 0.0625 -> 0.063 acres.
    // Cut 2,722.5 × 2 / 27 = 201.67 cu yd; clay bulks 35%: 201.67 × 1.35 = 272.25 cu yd,
    // 27.2 -> 28 trucks; excavator 100 cu yd an hour: 2.72 -> 2.7 hours; 272.25 × ₹800 = ₹2,17,800.
    const result = within(page.result())
    expect(result.getByText('₹2,17,800')).toBeInTheDocument()
    expect(result.getByText('2 katha = 2,722.5 sq ft (0.063 acres)')).toBeInTheDocument()
    expect(result.getByText('201.67 cu yd')).toBeInTheDocument()
    expect(result.getByText('272.25 cu yd')).toBeInTheDocument()
    expect(result.getByText('28 trucks')).toBeInTheDocument()
    expect(result.getByText('2.7 hours')).toBeInTheDocument()
    expect(result.getByText('as given')).toBeInTheDocument()
    expect(result.getByText('2,722.5 = 2,722.5 sq ft')).toBeInTheDocument()
    // The length typed before is not part of the plot given by its area.
    expect(page.urlValues()).toEqual({
      area: '2 katha',
      currentElevation: '2',
      targetElevation: '0',
      soil: 'clay',
      equipment: 'excavator',
      pricePerCubicYard: '800',
    })
    const send = result.getByRole('link', { name: 'Send this estimate with a quote request' })
    const message =
      new URL(send.getAttribute('href') ?? '', 'https://example.test').searchParams.get(
        'estimate',
      ) ?? ''
    expect(message.split('\n')[1]).toBe('Plot: 2 katha = 2,722.5 sq ft (0.063 acres)')
  })

  it('reopens a link in katha with the company’s katha of 1,500 sq ft', () => {
    givePageSettings({ version: 5, company: {}, rateCard: {}, landUnits: { kathaSqFt: 1500 } })
    renderCalculator(
      LandGradingCalculator,
      'area=2+katha&currentElevation=2&targetElevation=0&soil=clay',
    )
    expect(screen.getByRole('radio', { name: 'Area' })).toBeChecked()
    expect(screen.getByRole('textbox', { name: /Plot area/ })).toHaveValue('2 katha')
    // 2 × 1,500 = 3,000 sq ft (0.069 acres); cut 3,000 × 2 / 27 = 222.22 cu yd; × 1.35 = 300 cu yd;
    // 30 trucks; 300 × ₹800 = ₹2,40,000.
    const result = within(screen.getByRole('region', { name: 'Your estimate' }))
    expect(result.getByText('2 katha = 3,000 sq ft (0.069 acres)')).toBeInTheDocument()
    expect(result.getByText('300 cu yd')).toBeInTheDocument()
    expect(result.getByText('30 trucks')).toBeInTheDocument()
    expect(result.getByText('₹2,40,000')).toBeInTheDocument()
  })

  it('refuses an area it cannot read, and a link with one', async () => {
    const page = renderCalculator(LandGradingCalculator)
    await page.user.click(screen.getByRole('radio', { name: 'Area' }))
    await page.type(/Plot area/, 'two katha')
    await page.type(/Current ground level/, '2')
    await page.type(/Target level/, '0')
    await page.calculate()
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Type a number before “two katha”, such as 2 katha.',
    )
    expect(page.urlValues()).toEqual({})
    page.unmount()

    renderCalculator(LandGradingCalculator, 'area=big&currentElevation=2&targetElevation=0')
    expect(screen.getByText(/outside the calculator’s limits/)).toBeInTheDocument()
  })
})
