import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { boundsOf, renderCalculator } from '../test-utils'
import PlumbingCalculator from './plumbing-calculator'

const table = (name: string) =>
  within(within(screen.getByRole('region', { name: 'Your estimate' })).getByRole('table', { name }))

describe('Plumbing calculator', () => {
  it('starts with 2 bathrooms, 1 kitchen, uPVC and a storage geyser; floors required', () => {
    renderCalculator(PlumbingCalculator)
    expect(screen.getByLabelText(/Floors/)).toBeRequired()
    expect(screen.getByLabelText(/Floors/)).toHaveAttribute('max', '20')
    expect(screen.getByLabelText('Bathrooms')).toHaveValue(2)
    expect(screen.getByLabelText('Kitchens')).toHaveValue(1)
    expect(screen.getByLabelText('Supply pipe')).toHaveDisplayValue('uPVC')
    expect(screen.getByLabelText('Water heater')).toHaveDisplayValue('Storage geyser')
    expect(screen.getByLabelText(/Fixture points/)).toHaveValue(null)
  })

  it('bounds the inputs as the specification says, each below a sane maximum', () => {
    renderCalculator(PlumbingCalculator)
    // Floors 1-20 and counts from 0, whole numbers (the specification); the engine's maximums of
    // a large building: 500 bathrooms, 200 kitchens, 5,000 points, a sump of 10 lakh litres.
    expect(boundsOf(/Floors/)).toEqual({ min: '1', max: '20', step: '1' })
    expect(boundsOf('Bathrooms')).toEqual({ min: '0', max: '500', step: '1' })
    expect(boundsOf('Kitchens')).toEqual({ min: '0', max: '200', step: '1' })
    expect(boundsOf(/Fixture points/)).toEqual({ min: '0', max: '5000', step: '1' })
    expect(boundsOf(/Water storage/)).toEqual({ min: '0', max: '1000000', step: 'any' })
  })

  it('prices a 3-floor house with 1 bathroom and 1 kitchen in CPVC', async () => {
    const page = renderCalculator(PlumbingCalculator)
    await page.type(/Floors/, '3')
    await page.type('Bathrooms', '1')
    await page.choose('Supply pipe', 'cpvc')
    await page.choose('Water heater', 'instant')
    await page.calculate()

    // Fixture points 1 × 4 + 1 × 2 = 6; branches 1 + 1 = 2; mains + 15 ft × 2 extra floors.
    // Supply (CPVC): main 1 in 30 + 30 = 60 ft × ₹60 = 3600; branch 0.75 in 2 × 15 ft × ₹40 = 1200;
    //   fixture lines 0.5 in 6 × 5 ft × ₹25 = 750.                                 -> 5550
    // Drain (uPVC): main 4 in 40 + 30 = 70 ft × ₹180 = 12,600; branch 2 in 2 × 20 ft × ₹80 = 3200;
    //   fixture drains 1.5 in 6 × 3 ft × ₹50 = 900; vent 2 in 45 ft × ₹80 = 3600.   -> 20,300
    // Pipes 25,850. Fixtures: toilet 5000, 2 sinks 6000, shower 4000, no bathtub (1 / 2 -> 0),
    //   kitchen sink 5000, washing machine 1000, heater connection 1000, 2 floor drains 1000,
    //   shut-off valve 1200, 3 + 2 = 5 angle valves 1500.                          -> 25,700
    // Storage: 1 bathroom × 2 people × 200 L = 400 L × ₹1.5 = ₹600. Instant heater 1 × 5 L.
    // Labour 40% of 25,850 + 25,700 + 600 = 52,150 -> 20,860; total 73,010.
    const result = within(page.result())
    expect(result.getByText('₹73,010')).toBeInTheDocument()
    expect(result.getByText('₹25,850')).toBeInTheDocument()
    expect(result.getByText('₹25,700')).toBeInTheDocument()
    expect(result.getByText('₹20,860')).toBeInTheDocument()
    expect(result.getByText('Water storage for 2 people')).toBeInTheDocument()
    expect(result.getByText('400 L (₹600)')).toBeInTheDocument()
    expect(result.getByText('5 L')).toBeInTheDocument()
    expect(result.getByText('0.5 HP pump recommended')).toBeInTheDocument()

    const mainSupply = within(table('Supply pipes').getByRole('row', { name: /Main Supply Line/ }))
    expect(mainSupply.getByText('1 in CPVC, ₹60/ft')).toBeInTheDocument()
    expect(mainSupply.getByText('60 ft')).toBeInTheDocument()
    expect(mainSupply.getByText('₹3,600')).toBeInTheDocument()
    const branchDrain = within(
      table('Drain and vent pipes').getByRole('row', { name: /Branch Drain Lines/ }),
    )
    expect(branchDrain.getByText('2 × 20 ft')).toBeInTheDocument()
    expect(branchDrain.getByText('₹3,200')).toBeInTheDocument()
    const fixtures = table('Fixtures and fittings')
    expect(fixtures.queryByRole('row', { name: /Bathtub/ })).not.toBeInTheDocument()
    const angleValves = within(fixtures.getByRole('row', { name: /Angle Valves/ }))
    expect(angleValves.getByText('₹300 each')).toBeInTheDocument()
    expect(angleValves.getByText('5')).toBeInTheDocument()
    expect(angleValves.getByText('₹1,500')).toBeInTheDocument()

    expect(page.urlValues()).toMatchObject({
      floors: '3',
      bathrooms: '1',
      kitchens: '1',
      pipeType: 'cpvc',
      heater: 'instant',
    })
    // Blank optional fields stay out of the URL, so the engine works them out again.
    expect(page.urlValues().fixtures).toBeUndefined()
  })

  it('opens a shared link with given fixture points and storage', () => {
    renderCalculator(
      PlumbingCalculator,
      'buildingType=commercial&floors=7&bathrooms=4&kitchens=0&fixtures=0&storageLitres=6000&heater=none',
    )
    expect(screen.getByLabelText(/Floors/)).toHaveValue(7)
    expect(screen.getByLabelText('Building type')).toHaveValue('commercial')
    // 7 floors: above 6, the multi-stage advice. 6000 L is above 5000 L: ₹1 a litre.
    // No fixture points: no fixture lines. No heater.
    const result = within(screen.getByRole('region', { name: 'Your estimate' }))
    expect(
      result.getByText('Multi-stage pump system with pressure booster required'),
    ).toBeInTheDocument()
    expect(result.getByText('6,000 L (₹6,000)')).toBeInTheDocument()
    expect(result.getByText('None')).toBeInTheDocument()
    expect(
      table('Supply pipes').queryByRole('row', { name: /Fixture Supply Lines/ }),
    ).not.toBeInTheDocument()

    const link = screen.getByRole('link', { name: 'Send this estimate with a quote request' })
    const message =
      new URL(link.getAttribute('href') ?? '', 'https://example.test').searchParams.get(
        'estimate',
      ) ?? ''
    expect(message).toContain('Water storage: 6,000 L; water heater: none')
    expect(message).toContain('Pump: Multi-stage pump system with pressure booster required')
  })

  it('explains a link beyond 20 floors instead of failing', () => {
    renderCalculator(PlumbingCalculator, 'floors=25')
    expect(screen.getByText(/outside the calculator’s limits/)).toBeInTheDocument()
  })
})
