// The calculators on the owner's rate card (issue 25): each hands its part of the card the page
// carries to the engine, names the card's day under a result that uses money rates and in the
// estimate sent to the staff, and falls back to the specification's rates, with one warning, when
// the engine refuses the card.
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CalculatorSlug } from '../../content/site-map'
import { giveRateCard } from '../../settings/test-utils'
import CostEstimatorCalculator from './cost-estimator/cost-estimator-calculator'
import ElectricalCalculator from './electrical/electrical-calculator'
import { loadCalculator } from './registry'
import RenovationRoiCalculator from './renovation-roi/renovation-roi-calculator'
import StaircaseCalculator from './staircase/staircase-calculator'
import { leaveHindiPage, renderCalculator, renderCalculatorInHindi } from './test-utils'

afterEach(() => {
  leaveHindiPage()
  vi.restoreAllMocks()
})

const homesAt1900 = { costEstimate: { ratePerSqFt: { residential: 1900 } } }

/** The message of the quote request behind "Send this estimate" (in the page's language). */
function estimateSent(name: string): string {
  const link = screen.getByRole('link', { name })
  return (
    new URL(link.getAttribute('href') ?? '', 'https://example.test').searchParams.get('estimate') ??
    ''
  )
}

describe('the cost estimator on a page with the owner’s rate card', () => {
  it('works out 1,000 sq ft of a standard home in Patna at the card’s ₹1,900 and names its day', async () => {
    giveRateCard(homesAt1900, '2026-12-01')
    const page = renderCalculator(CostEstimatorCalculator)
    expect(screen.getByRole('option', { name: 'Residential (₹1,900 per sq ft)' })).toHaveValue(
      'residential',
    )
    // The other types keep the specification's rates: commercial ₹2,200.
    expect(screen.getByRole('option', { name: 'Commercial (₹2,200 per sq ft)' })).toBeVisible()
    await page.type(/Built-up area/, '1000')
    await page.calculate()

    // Base 1,000 × ₹1,900 = ₹19,00,000; Patna × 1, standard × 1: total ₹19,00,000.
    // Material 19,00,000 × 0.65 = ₹12,35,000; labour 19,00,000 × 0.35 = ₹6,65,000.
    const result = within(page.result())
    expect(result.getAllByText('₹19,00,000')).toHaveLength(2)
    expect(result.getByText('₹12,35,000')).toBeInTheDocument()
    expect(result.getByText('₹6,65,000')).toBeInTheDocument()
    expect(result.getByText('1,000 × ₹1,900 = ₹19,00,000')).toBeInTheDocument()
    expect(result.getByText('Rates as of 1 Dec 2026')).toBeInTheDocument()
    expect(estimateSent('Send this estimate with a quote request').split('\n')).toEqual([
      'Estimate from the Construction Cost Estimator:',
      'Total estimate: ₹19,00,000',
      'Base cost: ₹19,00,000',
      'Material: ₹12,35,000, labour: ₹6,65,000',
      'Rates as of 1 Dec 2026',
      '',
      expect.stringMatching(/^My inputs: https:\/\/\S+\/resources\/cost-estimator\?area=1000&/),
    ])
  })

  it('says the same in Hindi, the day’s month in Hindi', async () => {
    giveRateCard(homesAt1900, '2026-12-01')
    const page = await renderCalculatorInHindi('cost-estimator', CostEstimatorCalculator)
    expect(screen.getByRole('option', { name: 'रिहायशी (₹1,900 प्रति sq ft)' })).toBeVisible()
    await page.type(/बिल्ट-अप एरिया/, '1000')
    await page.calculate()

    // 1,000 × ₹1,900 = ₹19,00,000 (19 lakh), as above.
    const result = within(page.result())
    expect(result.getAllByText('₹19,00,000')).toHaveLength(2)
    expect(result.getByText('दरें 1 दिसंबर 2026 के अनुसार')).toBeInTheDocument()
    const message = estimateSent('यह अनुमान कोटेशन अनुरोध के साथ भेजें').split('\n')
    expect(message.slice(0, 6)).toEqual([
      'निर्माण लागत अनुमान कैलकुलेटर से निकला अनुमान:',
      'कुल अनुमान: ₹19,00,000 (₹19 लाख)',
      'बेस लागत: ₹19,00,000 (₹19 लाख)',
      'सामान: ₹12,35,000 (₹12.35 लाख), मज़दूरी: ₹6,65,000 (₹6.65 लाख)',
      'दरें 1 दिसंबर 2026 के अनुसार',
      '',
    ])
  })

  it('keeps the specification’s rates of a card without its part, as of the card’s day', () => {
    giveRateCard({ paint: { pricePerLitre: { standard: 320 } } }, '2027-01-15')
    renderCalculator(CostEstimatorCalculator, 'area=1000')
    // Residential ₹1,500: 1,000 × 1,500 = ₹15,00,000.
    const result = within(screen.getByRole('region', { name: 'Your estimate' }))
    expect(result.getAllByText('₹15,00,000')).toHaveLength(2)
    expect(result.getByText('Rates as of 15 Jan 2027')).toBeInTheDocument()
  })

  it('names no card on a page without one', () => {
    renderCalculator(CostEstimatorCalculator, 'area=1000')
    const result = within(screen.getByRole('region', { name: 'Your estimate' }))
    expect(result.getAllByText('₹15,00,000')).toHaveLength(2)
    expect(result.queryByText(/Rates as of/)).not.toBeInTheDocument()
    expect(estimateSent('Send this estimate with a quote request')).not.toContain('Rates as of')
  })
})

describe('a rate card the engine refuses', () => {
  // A rate the engine does not know (an older or newer card than the website's engine) and a
  // rate that is no price: the engine refuses the whole part.
  const refused = {
    costEstimate: { ratePerSqFt: { residential: 1900, commercial: -5 }, discount: 0.1 },
  }

  it('leaves the calculator working on the specification’s figures, with one warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    giveRateCard(refused, '2026-12-01')
    const page = renderCalculator(CostEstimatorCalculator)
    await page.type(/Built-up area/, '1000')
    await page.calculate()

    // Residential at the specification's ₹1,500: 1,000 × 1,500 = ₹15,00,000; material 65% =
    // ₹9,75,000, labour 35% = ₹5,25,000.
    const result = within(page.result())
    expect(result.getAllByText('₹15,00,000')).toHaveLength(2)
    expect(result.getByText('₹9,75,000')).toBeInTheDocument()
    expect(result.queryByText(/Rates as of/)).not.toBeInTheDocument()
    // The options say the rates the figures use.
    expect(screen.getByRole('option', { name: 'Residential (₹1,500 per sq ft)' })).toBeVisible()
    expect(warn).toHaveBeenCalledTimes(1)
    const warning = String(warn.mock.calls[0]?.[0])
    expect(warning).toMatch(/costEstimate rates were refused/)
    expect(warning).toContain('rates.ratePerSqFt.commercial must be greater than 0')
    expect(warning).toContain('rates.discount is not a cost estimate rate')

    // Another calculation: the same figures, no second warning.
    await page.type(/Built-up area/, '2000')
    await page.calculate()
    // 2,000 × 1,500 = ₹30,00,000.
    expect(within(page.result()).getAllByText('₹30,00,000')).toHaveLength(2)
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('refuses a part that is no rates at all', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    giveRateCard({ costEstimate: 1900 }, '2026-12-01')
    renderCalculator(CostEstimatorCalculator, 'area=1000')
    // 1,000 × the specification's ₹1,500 = ₹15,00,000.
    const result = within(screen.getByRole('region', { name: 'Your estimate' }))
    expect(result.getAllByText('₹15,00,000')).toHaveLength(2)
    expect(result.queryByText(/Rates as of/)).not.toBeInTheDocument()
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('still refuses a link outside the calculator’s limits as such', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    giveRateCard(refused, '2026-12-01')
    renderCalculator(CostEstimatorCalculator, 'area=50')
    expect(screen.getByText(/outside the calculator’s limits/)).toBeInTheDocument()
  })
})

describe('what the calculators show of the card beside their choices', () => {
  it('prices the staircase’s materials and handrails at the card’s rates', () => {
    giveRateCard({
      staircase: { costPerCubicFoot: { wood: 2400 }, handrailPerFoot: { glass: 900 } },
    })
    renderCalculator(StaircaseCalculator)
    const material = within(screen.getByLabelText(/Material/))
    expect(material.getByRole('option', { name: /₹2,400/ })).toHaveValue('wood')
    const handrail = within(screen.getByLabelText(/Handrail/))
    expect(handrail.getByRole('option', { name: /₹900/ })).toHaveValue('glass')
  })

  it('gives the electricity bill at the card’s price of a unit', () => {
    giveRateCard({ electricalLoad: { pricePerKwh: 9 } })
    renderCalculator(ElectricalCalculator, 'propertyType=residential&phase=single')
    // The nine residential presets use 44,920 Wh a day: 44.92 kWh × 30 = 1,347.6 units a month,
    // × ₹9 = ₹12,128.4, shown as ₹12,128.
    const result = within(screen.getByRole('region', { name: 'Your estimate' }))
    expect(result.getByText('Monthly bill at ₹9 per unit')).toBeInTheDocument()
    expect(result.getByText('₹12,128')).toBeInTheDocument()
  })

  it('starts a renovation project at the card’s cost', async () => {
    const projects = [
      ['kitchen', 'Kitchen Remodel', 350000, 0.75],
      ['bathroom', 'Bathroom Remodel', 120000, 0.7],
      ['roofing', 'Roof Replacement', 8000, 0.68],
      ['windows', 'Window Replacement', 10000, 0.72],
      ['siding', 'Exterior Siding', 15000, 0.8],
      ['flooring', 'Flooring Upgrade', 6000, 0.65],
      ['painting', 'Interior Painting', 4000, 0.6],
      ['landscaping', 'Landscaping', 5000, 0.83],
      ['deck', 'Deck Addition', 12000, 0.76],
      ['hvac', 'HVAC Upgrade', 8000, 0.85],
    ].map(([id, name, defaultCost, roi]) => ({ id, name, defaultCost, roi }))
    giveRateCard({ renovationRoi: { projects } })
    const page = renderCalculator(RenovationRoiCalculator)
    const kitchen = screen.getByRole('checkbox', { name: 'Kitchen Remodel' })
    expect(kitchen).toHaveAccessibleDescription('Typically ₹3,50,000')
    await page.user.click(kitchen)
    expect(screen.getByLabelText(/Kitchen Remodel cost/)).toHaveValue(350000)
  })
})

// Every calculator, opened from a shared link on a page whose card keeps every default (the owner
// saved it as of 1 Dec 2026 without changing a figure): those whose figures use money rates name
// the card; the loan (an interest rate the visitor types) and land grading (earth volumes and
// machine hours) have none to name.
const sharedLinks: Record<CalculatorSlug, string> = {
  'cost-estimator': 'area=1000',
  'materials-calculator': 'wallLength=15&wallHeight=10',
  'paint-calculator': 'length=12&width=10&height=9',
  'concrete-calculator': 'shape=cylindrical&diameter=2&height=9',
  'flooring-calculator': 'length=14&width=10',
  'roof-calculator': 'length=40&width=30',
  'land-grading-calculator': 'length=100&width=50&currentElevation=2&targetElevation=3',
  'electrical-calculator': 'propertyType=residential&phase=single',
  'plumbing-calculator': 'floors=2&fixtures=10',
  'staircase-calculator': 'floorHeight=108&spaceLength=200&spaceWidth=48',
  'hvac-calculator': 'floorArea=1000&ceilingHeight=10&occupants=4',
  'renovation-roi-calculator':
    'propertyValue=5000000&renovationBudget=100000&projects=kitchen&cost.kitchen=25000',
  'loan-calculator': 'projectCost=2000000&annualRate=9',
}
const withoutMoneyRates = new Set<CalculatorSlug>(['loan-calculator', 'land-grading-calculator'])

describe.each(Object.entries(sharedLinks) as [CalculatorSlug, string][])(
  'the %s on a page with a rate card',
  (slug, query) => {
    it(
      withoutMoneyRates.has(slug)
        ? 'names no card: its figures use no money rate'
        : 'names the card’s day under its result and in its estimate',
      async () => {
        giveRateCard({}, '2026-12-01')
        const { default: Calculator } = await loadCalculator[slug]()
        renderCalculator(Calculator, query)
        const result = within(await screen.findByRole('region', { name: 'Your estimate' }))
        const named = !withoutMoneyRates.has(slug)
        expect(result.queryAllByText('Rates as of 1 Dec 2026')).toHaveLength(named ? 1 : 0)
        expect(
          estimateSent('Send this estimate with a quote request').includes('Rates as of'),
        ).toBe(named)
      },
    )
  },
)
