import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { giveRateCard } from '../../../settings/test-utils'
import { boundsOf, renderCalculator } from '../test-utils'
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

  it('bounds the inputs as the specification says, each below a sane maximum', async () => {
    const page = renderCalculator(RoofCalculator)
    // The specification's minimums and wastage 0-30%; the engine's maximums: a building of
    // 1,000 ft, ₹1,00,000 a unit of material, a slab of 3-18 in.
    expect(boundsOf(/Building length/)).toEqual({ min: '1', max: '1000', step: 'any' })
    expect(boundsOf(/Building width/)).toEqual({ min: '1', max: '1000', step: 'any' })
    expect(boundsOf(/^Wastage/)).toEqual({ min: '0', max: '30', step: 'any' })
    expect(boundsOf(/^Price per/)).toEqual({ min: '0', max: '100000', step: 'any' })
    await page.choose(/Roof type/, 'rcc-slab')
    expect(boundsOf(/Building length/)).toEqual({ min: '1', max: '1000', step: 'any' })
    expect(boundsOf(/^Slab thickness/)).toEqual({ min: '3', max: '18', step: 'any' })
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

/** The message sent with "Send this estimate" (`name`: the link's name in the page's language). */
function estimateSent(name = 'Send this estimate with a quote request'): string[] {
  const link = screen.getByRole('link', { name })
  const href = new URL(link.getAttribute('href') ?? '', 'https://example.test')
  return (href.searchParams.get('estimate') ?? '').split('\n')
}

describe('Roof calculator: an RCC slab', () => {
  it('offers an RCC slab as a roof type, with a thickness and a grade instead of a pitch', async () => {
    const page = renderCalculator(RoofCalculator)
    expect(screen.getByRole('option', { name: 'RCC slab' })).toHaveValue('rcc-slab')
    await page.choose(/Roof type/, 'rcc-slab')
    for (const field of [/Roof pitch/, /Roofing material/, /^Wastage/, /^Price per/]) {
      expect(screen.queryByLabelText(field)).not.toBeInTheDocument()
    }
    const thickness = screen.getByLabelText(/^Slab thickness/)
    expect(thickness).toHaveValue(5)
    expect(thickness).toHaveAttribute('min', '3')
    expect(thickness).toHaveAttribute('max', '18')
    const grade = screen.getByLabelText(/Concrete grade/)
    expect(grade).toHaveValue('M20')
    expect(
      within(grade)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['M20 (mix 1:1.5:3)', 'M25 (mix 1:1:2)'])

    // Back to a gable roof: its pitch, material and wastage again, no slab field.
    await page.choose(/Roof type/, 'gable')
    expect(screen.getByLabelText(/Roof pitch/)).toHaveValue('6')
    expect(screen.getByLabelText(/Roofing material/)).toHaveValue('asphalt')
    expect(screen.getByLabelText(/^Wastage/)).toHaveValue(15)
    expect(screen.queryByLabelText(/^Slab thickness/)).not.toBeInTheDocument()
  })

  it('works out an RCC slab roof of 40 × 30 ft, 5 in thick, in M20', async () => {
    const page = renderCalculator(RoofCalculator)
    await page.type(/Building length/, '40')
    await page.type(/Building width/, '30')
    await page.choose(/Roof type/, 'rcc-slab')
    await page.calculate()

    // Area 40 × 30 = 1,200 sq ft; concrete 1,200 × 5/12 = 500 cu ft × 0.3048³ (0.0283168 m³) =
    // 14.1584 m³. Dry volume × 1.54 = 21.804 m³; M20 1:1.5:3 (5.5 parts): cement 21.804 / 5.5 ×
    // 1,440 = 5,708.68 kg / 50 = 114.2 -> 115 bags; sand 21.804 × 1.5 / 5.5 = 5.95 m³; gitti
    // 11.89 m³; water 5,708.68 × 0.5 = 2,854 litres. Steel 14.1584 × 78.5 = 1,111.44 kg.
    // Concrete 14.1584 × ₹7,850 = ₹1,11,143.62; steel 1,111.44 × ₹60 = ₹66,686.17; labour
    // 1,200 × ₹60 = ₹72,000; total ₹2,49,829.80 -> ₹2,49,830.
    const result = within(page.result())
    expect(result.getByText('Total cost', { selector: 'dt' }).nextSibling).toHaveTextContent(
      '₹2,49,830',
    )
    expect(result.getByText('1,200 sq ft')).toBeInTheDocument()
    expect(result.getByText('Concrete', { selector: 'dt' }).nextSibling).toHaveTextContent(
      '14.16 m³',
    )
    expect(result.getByText('115 bags of 50 kg (5,709 kg)')).toBeInTheDocument()
    expect(result.getByText('Sand', { selector: 'dt' }).nextSibling).toHaveTextContent('5.95 m³')
    expect(result.getByText('Aggregate (gitti)', { selector: 'dt' }).nextSibling).toHaveTextContent(
      '11.89 m³',
    )
    expect(result.getByText('2,854 litres')).toBeInTheDocument()
    expect(result.getByText('1,111 kg')).toBeInTheDocument()
    expect(result.getByText('Cost of concrete', { selector: 'dt' }).nextSibling).toHaveTextContent(
      '₹1,11,144',
    )
    expect(result.getByText('Cost of steel', { selector: 'dt' }).nextSibling).toHaveTextContent(
      '₹66,686',
    )
    expect(result.getByText(/^Labour:/, { selector: 'dt' }).nextSibling).toHaveTextContent(
      '₹72,000',
    )
    expect(result.getByText(/beams, columns and the parapet are not included/)).toBeInTheDocument()

    await page.user.click(result.getByText('How we worked this out'))
    expect(result.getByText('1,200 × 5 ÷ 12 × 0.028317 = 14.158 m³')).toBeVisible()
    expect(result.getByText('21.804 × 1 ÷ 5.5 × 1,440 ÷ 50 = 115 bags')).toBeVisible()
    expect(result.getByText('₹1,11,143.62 + ₹66,686.17 + ₹72,000 = ₹2,49,829.80')).toBeVisible()

    expect(page.urlValues()).toEqual({
      length: '40',
      width: '30',
      roofType: 'rcc-slab',
      thickness: '5',
      grade: 'M20',
    })
    expect(estimateSent().slice(0, 5)).toEqual([
      'Estimate from the Roof Calculator:',
      'RCC slab roof: 1,200 sq ft, 5 in thick, M20',
      'Concrete: 14.16 m³, cement 115 bags of 50 kg, steel 1,111 kg',
      'Concrete: ₹1,11,144, steel: ₹66,686, labour: ₹72,000',
      'Total cost: ₹2,49,830',
    ])
  })

  it('prices a shared slab at the owner’s rate card and names its day', () => {
    giveRateCard({ rccSlabRoof: { steelPerKg: 70 } }, '2026-12-01')
    renderCalculator(RoofCalculator, 'length=40&width=30&roofType=rcc-slab&thickness=5&grade=M20')
    // The slab above with steel at ₹70 a kg: 1,111.44 × 70 = ₹77,800.52;
    // total ₹1,11,143.62 + ₹77,800.52 + ₹72,000 = ₹2,60,944.14 -> ₹2,60,944.
    const result = within(screen.getByRole('region', { name: 'Your estimate' }))
    expect(result.getByText('Cost of steel', { selector: 'dt' }).nextSibling).toHaveTextContent(
      '₹77,801',
    )
    expect(result.getByText('Total cost', { selector: 'dt' }).nextSibling).toHaveTextContent(
      '₹2,60,944',
    )
    expect(result.getByText('Rates as of 1 Dec 2026')).toBeInTheDocument()
    expect(estimateSent()).toContain('Rates as of 1 Dec 2026')
  })
})

describe('Roof calculator: a material with no price typed', () => {
  it('says what the usual price adds, and takes it only when the visitor asks', async () => {
    const page = renderCalculator(
      RoofCalculator,
      'length=40&width=30&roofType=flat&material=asphalt&wastage=15',
    )
    // The roof: 40 × 30 ft flat, asphalt, no price. As specified, labour alone:
    // 1,200 / 100 × ₹150 = ₹1,800. With wastage 1,380 sq ft / 33.3 = 41.4 -> 42 bundles; at the
    // engine's usual ₹3,000 a bundle: 42 × 3,000 = ₹1,26,000, ₹1,27,800 in all.
    const result = within(page.result())
    expect(result.getByText('Total cost', { selector: 'dt' }).nextSibling).toHaveTextContent(
      '₹1,800',
    )
    expect(result.getByText('Material cost', { selector: 'dt' }).nextSibling).toHaveTextContent(
      '₹0',
    )
    expect(
      result.getByText(
        'No price was typed, so the material is not counted. At the usual ₹3,000 a bundle it adds ₹1,26,000: ₹1,27,800 in all.',
      ),
    ).toBeInTheDocument()
    expect(estimateSent()).toContain('No material price typed (usual: ₹3,000 a bundle)')

    await page.user.click(
      screen.getByRole('button', { name: 'Use the usual price, ₹3,000 a bundle' }),
    )
    expect(screen.getByLabelText(/^Price per bundle/)).toHaveValue(3000)
    expect(screen.queryByRole('button', { name: /Use the usual price/ })).not.toBeInTheDocument()
    await page.calculate()
    const priced = within(page.result())
    expect(priced.getByText('Total cost', { selector: 'dt' }).nextSibling).toHaveTextContent(
      '₹1,27,800',
    )
    expect(priced.queryByText(/No price was typed/)).not.toBeInTheDocument()
    expect(page.urlValues()).toMatchObject({ pricePerUnit: '3000' })
  })
})
