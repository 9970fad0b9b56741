import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { boundsOf, renderCalculator } from '../test-utils'
import RenovationRoiCalculator from './renovation-roi-calculator'

const table = (name: RegExp) =>
  within(within(screen.getByRole('region', { name: 'Your estimate' })).getByRole('table', { name }))

/** The project names of a result table, in order (on a phone the cost follows the name). */
const projectNames = (name: RegExp) =>
  table(name)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')[0]
        ?.textContent?.replace(/Costs ₹.*$/, ''),
    )

describe('Renovation ROI calculator', () => {
  it('bounds the inputs as the specification says, each below a sane maximum', async () => {
    const page = renderCalculator(RenovationRoiCalculator)
    // The specification's minimums (a custom cost's 1,000 too, which the engine leaves out); the
    // engine's maximums: ₹1,000 crore of property or budget, ₹10 crore for one project.
    expect(boundsOf(/Current property value/)).toEqual({
      min: '100000',
      max: '10000000000',
      step: 'any',
    })
    expect(boundsOf(/Renovation budget/)).toEqual({
      min: '10000',
      max: '10000000000',
      step: 'any',
    })
    await page.user.click(screen.getByRole('checkbox', { name: 'Kitchen Remodel' }))
    expect(boundsOf(/Kitchen Remodel cost/)).toEqual({ min: '0', max: '100000000', step: 'any' })
    await page.user.click(screen.getByRole('button', { name: 'Add a custom project' }))
    expect(boundsOf(/^Cost/)).toEqual({ min: '1000', max: '100000000', step: 'any' })
  })

  it('values chosen and custom projects, best return first, with words beside the colours', async () => {
    const page = renderCalculator(RenovationRoiCalculator)
    await page.type(/Current property value/, '5000000')
    await page.type(/Renovation budget/, '100000')
    await page.user.click(screen.getByRole('checkbox', { name: 'Kitchen Remodel' }))
    expect(screen.getByLabelText(/Kitchen Remodel cost/)).toHaveValue(25000)
    await page.user.click(screen.getByRole('checkbox', { name: 'HVAC Upgrade' }))
    await page.type(/HVAC Upgrade cost/, '10000')
    await page.user.click(screen.getByRole('button', { name: 'Add a custom project' }))
    expect(screen.getByLabelText('Project name')).toHaveFocus()
    await page.user.type(screen.getByLabelText('Project name'), 'Solar panels')
    await page.type(/^Cost/, '20000')
    await page.calculate()

    // Residential, urban: factor 1 × 1.2. Kitchen 25,000 × 0.75 × 1.2 = 22,500 (return 90%, fair);
    // HVAC 10,000 × 0.85 × 1.2 = 10,200 (102%, good); Solar panels 20,000 × 0.6 × 1.2 = 14,400
    // (72%, fair). Cost 55,000, value added 47,100, value after 50,47,100; net −7,900;
    // overall −7,900 / 55,000 = −14.36% -> −14.4%.
    const result = within(page.result())
    expect(result.getByText('₹50,47,100')).toBeInTheDocument()
    expect(result.getByText('₹55,000')).toBeInTheDocument()
    expect(result.getByText('₹47,100')).toBeInTheDocument()
    expect(result.getByText('-₹7,900')).toBeInTheDocument()
    expect(result.getByText('-14.4%')).toBeInTheDocument()
    expect(projectNames(/Your projects/)).toEqual([
      'HVAC Upgrade',
      'Kitchen Remodel',
      'Solar panels',
    ])
    const hvac = within(table(/Your projects/).getByRole('row', { name: /HVAC Upgrade/ }))
    expect(hvac.getByText('₹10,200')).toBeInTheDocument()
    expect(hvac.getByText('102%')).toBeInTheDocument()
    expect(hvac.getByText('Good')).toBeInTheDocument()
    const kitchen = within(table(/Your projects/).getByRole('row', { name: /Kitchen Remodel/ }))
    expect(kitchen.getByText('₹22,500')).toBeInTheDocument()
    expect(kitchen.getByText('90%')).toBeInTheDocument()
    expect(kitchen.getByText('Fair')).toBeInTheDocument()

    // Not chosen, best ROI ratio first: Landscaping 0.83, Exterior Siding 0.80, Deck 0.76, at
    // typical cost × 1.2: 5000 -> 4980 (99.6%), 15,000 -> 14,400 (96%), 12,000 -> 10,944 (91.2%).
    expect(projectNames(/Worth considering/)).toEqual([
      'Landscaping',
      'Exterior Siding',
      'Deck Addition',
    ])
    expect(table(/Worth considering/).getByText('99.6%')).toBeInTheDocument()
    expect(table(/Worth considering/).getByText('₹10,944')).toBeInTheDocument()

    expect(screen.queryByRole('button', { name: 'Calculate' })).not.toBeInTheDocument()
    expect(page.urlValues()).toMatchObject({
      propertyValue: '5000000',
      renovationBudget: '100000',
      projects: 'kitchen,hvac',
      'cost.kitchen': '25000',
      'cost.hvac': '10000',
      'custom.0.name': 'Solar panels',
      'custom.0.cost': '20000',
    })
  })

  it('forgets the cost of a project unchosen, and removes a custom project', async () => {
    const page = renderCalculator(RenovationRoiCalculator)
    const deck = screen.getByRole('checkbox', { name: 'Deck Addition' })
    await page.user.click(deck)
    expect(screen.getByLabelText(/Deck Addition cost/)).toHaveValue(12000)
    await page.user.click(deck)
    expect(screen.queryByLabelText(/Deck Addition cost/)).not.toBeInTheDocument()

    await page.user.click(screen.getByRole('button', { name: 'Add a custom project' }))
    await page.user.type(screen.getByLabelText('Project name'), 'Gate')
    await page.user.click(screen.getByRole('button', { name: 'Remove Gate' }))
    expect(screen.queryByLabelText('Project name')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add a custom project' })).toHaveFocus()
  })

  it('opens a shared link with a gain, and "Calculate Again" clears everything', async () => {
    const page = renderCalculator(
      RenovationRoiCalculator,
      'propertyType=commercial&location=urban&propertyValue=1000000&renovationBudget=10000&projects=hvac',
    )
    // Commercial, urban: 1.1 × 1.2 = 1.32. HVAC 8000 (typical) × 0.85 × 1.32 = 8976: +976 net,
    // +976 / 8000 = +12.2%; return 112.2%, good.
    const result = within(page.result())
    expect(result.getByText('+₹976')).toBeInTheDocument()
    expect(result.getByText('+12.2%')).toBeInTheDocument()
    expect(result.getByText('112.2%')).toBeInTheDocument()

    await page.user.click(screen.getByRole('button', { name: 'Calculate Again' }))
    expect(screen.queryByRole('region', { name: 'Your estimate' })).not.toBeInTheDocument()
    expect(screen.getByLabelText(/Current property value/)).toHaveValue(null)
    expect(screen.getByRole('checkbox', { name: 'HVAC Upgrade' })).not.toBeChecked()
    expect(page.urlValues()).toEqual({})
  })

  it('rates a poor return and ignores a custom project without a name', () => {
    renderCalculator(
      RenovationRoiCalculator,
      'propertyType=residential&location=rural&propertyValue=1000000&renovationBudget=10000&projects=painting&custom.0.cost=5000',
    )
    // Residential, rural: factor 0.8. Painting 4000 × 0.6 × 0.8 = 1920, return 48%: poor.
    // Net −2080, overall −52%. The unnamed custom project counts for nothing.
    expect(projectNames(/Your projects/)).toEqual(['Interior Painting'])
    const painting = within(table(/Your projects/).getByRole('row', { name: /Interior Painting/ }))
    expect(painting.getByText('48%')).toBeInTheDocument()
    expect(painting.getByText('Poor')).toBeInTheDocument()
    const result = within(screen.getByRole('region', { name: 'Your estimate' }))
    expect(result.getByText('-₹2,080')).toBeInTheDocument()
    expect(result.getByText('-52%')).toBeInTheDocument()

    const link = screen.getByRole('link', { name: 'Send this estimate with a quote request' })
    const message =
      new URL(link.getAttribute('href') ?? '', 'https://example.test').searchParams.get(
        'estimate',
      ) ?? ''
    expect(message).toContain('Renovation cost: ₹4,000 for 1 project')
    expect(message).toContain('Net value gain: -₹2,080 (overall return -52%)')
  })
})
