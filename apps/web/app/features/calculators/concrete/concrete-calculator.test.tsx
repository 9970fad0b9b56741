import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { giveRateCard } from '../../../settings/test-utils'
import { TypedBeforeHydrationContext } from '../calculator-host'
import { boundsOf, renderCalculator } from '../test-utils'
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

  it('bounds the inputs as the specification says, each below a sane maximum', async () => {
    const page = renderCalculator(ConcreteCalculator)
    // Dimensions from 0.1 (the specification) to the engine's 1,000 ft; a slab's thickness in
    // tenths of an inch up to 120 in; wastage 0-25%.
    expect(boundsOf(/^Length/)).toEqual({ min: '0.1', max: '1000', step: 'any' })
    expect(boundsOf(/^Width/)).toEqual({ min: '0.1', max: '1000', step: 'any' })
    expect(boundsOf(/^Height or depth/)).toEqual({ min: '0.1', max: '1000', step: 'any' })
    expect(boundsOf(/^Wastage/)).toEqual({ min: '0', max: '25', step: 'any' })
    await page.choose(/Shape/, 'slab')
    expect(boundsOf(/^Thickness/)).toEqual({ min: '0.1', max: '120', step: '0.1' })
    await page.choose(/Shape/, 'cylindrical')
    expect(boundsOf(/^Diameter/)).toEqual({ min: '0.1', max: '1000', step: 'any' })
    await page.choose(/Shape/, 'circular')
    expect(boundsOf(/^Radius/)).toEqual({ min: '0.1', max: '1000', step: 'any' })
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

/** The message sent with "Send this estimate" (`name`: the link's name in the page's language). */
function estimateSent(name = 'Send this estimate with a quote request'): string[] {
  const link = screen.getByRole('link', { name })
  const href = new URL(link.getAttribute('href') ?? '', 'https://example.test')
  return (href.searchParams.get('estimate') ?? '').split('\n')
}

describe('Concrete calculator by an Indian grade', () => {
  it('offers the strength in PSI, as specified, and the grades M15, M20 and M25 instead', async () => {
    const page = renderCalculator(ConcreteCalculator)
    expect(screen.getByLabelText(/Give the strength/)).toHaveValue('psi')
    expect(screen.getByLabelText(/Concrete strength/)).toHaveValue('3000')
    expect(screen.queryByLabelText(/Concrete grade/)).not.toBeInTheDocument()

    await page.choose(/Give the strength/, 'grade')
    expect(screen.queryByLabelText(/Concrete strength/)).not.toBeInTheDocument()
    const grade = screen.getByLabelText(/Concrete grade/)
    expect(grade).toHaveValue('M20')
    expect(
      within(grade)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['M15 (mix 1:2:4)', 'M20 (mix 1:1.5:3)', 'M25 (mix 1:1:2)'])

    await page.choose(/Give the strength/, 'psi')
    expect(screen.getByLabelText(/Concrete strength/)).toHaveValue('3000')
    expect(screen.queryByLabelText(/Concrete grade/)).not.toBeInTheDocument()
  })

  it('works out an M20 slab of 20 × 27 ft, 6 in thick, in m³ and 50 kg bags, priced as a site mix', async () => {
    const page = renderCalculator(ConcreteCalculator)
    await page.choose(/Shape/, 'slab')
    await page.type(/^Length/, '20')
    await page.type(/^Width/, '27')
    await page.type(/^Thickness/, '6')
    await page.type(/^Wastage/, '0')
    await page.choose(/Give the strength/, 'grade')
    await page.calculate()

    // 20 × 27 × 6/12 = 270 cu ft = 10 cu yd (no wastage) = 10 × 0.764555 = 7.64555 m³ -> "7.65 m³".
    // Dry volume 7.64555 × 1.54 = 11.774147 m³; M20 mix 1:1.5:3 (5.5 parts):
    // cement 11.774147 / 5.5 = 2.140754 m³ × 1,440 = 3,082.69 kg / 50 = 61.65 -> 62 bags;
    // sand 11.774147 × 1.5 / 5.5 = 3.2111 m³; aggregate × 3 / 5.5 = 6.4223 m³;
    // water 3,082.69 kg × 0.5 = 1,541.34 -> "1,541 litres". Trucks 10 / 10 -> 1.
    // Site mix at the engine's Patna prices: 62 × ₹430 = ₹26,660; 3.2111 × ₹2,119 = ₹6,804.39
    // -> ₹6,804; 6.4223 × ₹3,692 = ₹23,710.99 -> ₹23,711; total ₹57,175.
    // Ready-mixed instead: 10 cu yd × ₹6,000 = ₹60,000.
    const result = within(page.result())
    expect(result.getByText('7.65 m³ (10 cu yd)')).toBeInTheDocument()
    expect(result.getByText('62 bags of 50 kg (3,083 kg)')).toBeInTheDocument()
    expect(result.getByText('Sand').nextSibling).toHaveTextContent('3.21 m³')
    expect(result.getByText('Aggregate (gitti)').nextSibling).toHaveTextContent('6.42 m³')
    expect(result.getByText('1,541 litres')).toBeInTheDocument()
    expect(result.getByText('1 truck')).toBeInTheDocument()
    expect(result.getByText('Materials to mix on site').nextSibling).toHaveTextContent('₹57,175')
    expect(result.getByText('Cost of cement').nextSibling).toHaveTextContent('₹26,660')
    expect(result.getByText('Cost of sand').nextSibling).toHaveTextContent('₹6,804')
    expect(result.getByText('Cost of aggregate').nextSibling).toHaveTextContent('₹23,711')
    expect(result.getByText('Or ready-mixed concrete').nextSibling).toHaveTextContent('₹60,000')
    expect(result.getByText(/labour, water and mixing are not included/)).toBeInTheDocument()
    // The US figures a grade's 50 kg bags and litres stand for are neither shown nor worked.
    expect(result.queryByText(/US gallons|1 cu ft each/)).not.toBeInTheDocument()

    // Its working: the engine's metric steps, then the site mix's.
    await page.user.click(result.getByText('How we worked this out'))
    expect(result.getByText('11.774 × 1 ÷ 5.5 × 1,440 ÷ 50 = 62 bags (3,082.69 kg)')).toBeVisible()
    expect(
      result.getByText(
        '62 × ₹430 + 3.211 × ₹2,119 + 6.422 × ₹3,692 = ₹26,660 + ₹6,804 + ₹23,711 = ₹57,175',
      ),
    ).toBeVisible()
    expect(result.queryByText('10 × 1 ÷ 5.5 × 27 ÷ 1 = 50 bags')).not.toBeInTheDocument()
    expect(result.queryByText(/gallons/)).not.toBeInTheDocument()

    // The URL holds the grade and no PSI strength; the estimate sent names the grade.
    expect(page.urlValues()).toEqual({
      shape: 'slab',
      length: '20',
      width: '27',
      thickness: '6',
      wastage: '0',
      grade: 'M20',
    })
    expect(estimateSent()).toEqual([
      'Estimate from the Concrete Calculator:',
      'Concrete to order: 7.65 m³ (10 cu yd) of M20 (mix 1:1.5:3)',
      'Cement: 62 bags of 50 kg, sand 3.21 m³, aggregate 6.42 m³',
      'Materials to mix on site: ₹57,175',
      'Or ready-mixed: 1 truck, ₹60,000',
      '',
      expect.stringMatching(/concrete-calculator\?shape=slab&.*grade=M20$/),
    ])
  })

  it('opens a shared link for an M15 footing and prices its site mix at the owner’s rate card', () => {
    giveRateCard({ concrete: { prices: { cementBag: 400 } } }, '2026-12-01')
    renderCalculator(
      ConcreteCalculator,
      'shape=rectangular&length=10&width=10&height=1&wastage=10&grade=M15',
    )
    expect(screen.getByLabelText(/Give the strength/)).toHaveValue('grade')
    expect(screen.getByLabelText(/Concrete grade/)).toHaveValue('M15')
    // 10 × 10 × 1 = 100 cu ft = 3.7037 cu yd, +10% = 4.0741 cu yd = 3.1149 m³; dry × 1.54 =
    // 4.7969 m³; M15 mix 1:2:4 (7 parts): cement 4.7969 / 7 × 1,440 = 986.79 kg -> 19.7 -> 20 bags;
    // sand 4.7969 × 2 / 7 = 1.3705 m³; aggregate × 4 / 7 = 2.7411 m³; water 986.79 × 0.55 = 542.7 L.
    // The card's cement ₹400 a bag: 20 × 400 = ₹8,000; sand 1.3705 × ₹2,119 = ₹2,904.16 -> ₹2,904;
    // aggregate 2.7411 × ₹3,692 = ₹10,120.04 -> ₹10,120; total ₹21,024.
    const result = within(screen.getByRole('region', { name: 'Your estimate' }))
    expect(result.getByText('3.11 m³ (4.07 cu yd)')).toBeInTheDocument()
    expect(result.getByText('20 bags of 50 kg (987 kg)')).toBeInTheDocument()
    expect(result.getByText('543 litres')).toBeInTheDocument()
    expect(result.getByText('Materials to mix on site').nextSibling).toHaveTextContent('₹21,024')
    expect(result.getByText('Cost of cement').nextSibling).toHaveTextContent('₹8,000')
    expect(result.getByText('Rates as of 1 Dec 2026')).toBeInTheDocument()
    expect(estimateSent()).toContain('Materials to mix on site: ₹21,024')
  })

  it('keeps a grade chosen on the prerendered form before its code came', () => {
    // The page's form as the visitor left it: a slab's sides typed, "Indian grade" chosen.
    const typed = () => ({
      shape: 'slab',
      length: '20',
      width: '27',
      thickness: '6',
      strengthSystem: 'grade',
      strength: '3000',
    })
    renderCalculator(() => (
      <TypedBeforeHydrationContext value={typed}>
        <ConcreteCalculator />
      </TypedBeforeHydrationContext>
    ))
    expect(screen.getByLabelText(/Give the strength/)).toHaveValue('grade')
    expect(screen.getByLabelText(/Concrete grade/)).toHaveValue('M20')
    expect(screen.getByLabelText(/^Length/)).toHaveValue(20)
  })

  it('shows the grade of a link typed in small letters as the one worked out with', () => {
    renderCalculator(
      ConcreteCalculator,
      'shape=slab&length=20&width=27&thickness=6&wastage=0&grade=m20',
    )
    expect(screen.getByLabelText(/Give the strength/)).toHaveValue('grade')
    expect(screen.getByLabelText(/Concrete grade/)).toHaveValue('M20')
    // The M20 slab worked out above: 62 bags (an M15 list would have said 1:2:4).
    const result = within(screen.getByRole('region', { name: 'Your estimate' }))
    expect(result.getByText('62 bags of 50 kg (3,083 kg)')).toBeInTheDocument()
  })

  it('gives the strength in PSI again: the grade leaves the form and the URL', async () => {
    const page = renderCalculator(
      ConcreteCalculator,
      'shape=cylindrical&diameter=2&height=9&grade=M25',
    )
    expect(screen.getByLabelText(/Concrete grade/)).toHaveValue('M25')
    await page.choose(/Give the strength/, 'psi')
    await page.calculate()
    // π × 1² × 9 = 28.274 cu ft = 1.0472 cu yd, +10% = 1.1519 cu yd = 0.88 m³; 3000 PSI, mix 1:2:3.
    expect(page.urlValues()).toEqual({
      shape: 'cylindrical',
      diameter: '2',
      height: '9',
      wastage: '10',
      strength: '3000',
    })
    const result = within(page.result())
    expect(result.getByText('1.15 cu yd (0.88 m³)')).toBeInTheDocument()
    expect(result.queryByText('Materials to mix on site')).not.toBeInTheDocument()
  })
})
