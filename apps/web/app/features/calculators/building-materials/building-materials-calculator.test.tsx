import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { giveRateCard } from '../../../settings/test-utils'
import { boundsOf, leaveHindiPage, renderCalculator, renderCalculatorInHindi } from '../test-utils'
import BuildingMaterialsCalculator from './building-materials-calculator'

afterEach(leaveHindiPage)

/** The message sent with "Send this estimate" (`name`: the link's name in the page's language). */
function estimateSent(name: string): string[] {
  const link = screen.getByRole('link', { name })
  const href = new URL(link.getAttribute('href') ?? '', 'https://example.test')
  return (href.searchParams.get('estimate') ?? '').split('\n')
}

// The wall of every cost below: 15 × 10 ft less 30 sq ft of openings, 9 in thick, mortar 1:5.
// As worked out in 'works out bricks, cement, sand and water': 1,408 bricks, 3 bags of cement,
// 15 cu ft of sand.
const wall = 'wallLength=15&wallHeight=10&openingsArea=30&mortarRatio=5'

describe('Building materials calculator', () => {
  it('offers the wall thicknesses, mortar mixes and brick sizes of the specification', () => {
    renderCalculator(BuildingMaterialsCalculator)
    expect(screen.getByLabelText(/Wall length/)).toHaveAttribute('min', '1')
    expect(screen.getByLabelText(/Wall height/)).toBeRequired()
    expect(screen.getByLabelText(/Doors and windows/)).toHaveAttribute('min', '0')
    // Each below the engine's sane maximum: a wall of 1,000 × 100 ft, openings no larger than it.
    expect(boundsOf(/Wall length/)).toEqual({ min: '1', max: '1000', step: 'any' })
    expect(boundsOf(/Wall height/)).toEqual({ min: '1', max: '100', step: 'any' })
    expect(boundsOf(/Doors and windows/)).toEqual({ min: '0', max: '100000', step: 'any' })
    const thickness = screen.getByLabelText(/Wall thickness/)
    expect(
      within(thickness)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['4.5 in (half brick)', '9 in (one brick)', '13.5 in (one and a half bricks)'])
    expect(thickness).toHaveValue('9')
    const mortar = screen.getByLabelText(/Mortar mix/)
    expect(
      within(mortar)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1:4', '1:5', '1:6'])
    expect(screen.getByRole('option', { name: 'Modular (7.625 × 3.625 × 2.25 in)' })).toBeVisible()
  })

  it('works out bricks, cement, sand and water for a 15 × 10 ft wall with openings', async () => {
    const page = renderCalculator(BuildingMaterialsCalculator)
    await page.type(/Wall length/, '15')
    await page.type(/Wall height/, '10')
    await page.type(/Doors and windows/, '30')
    await page.choose(/Mortar mix/, '1:5')
    await page.calculate()

    // Wall 15 × 10 − 30 = 120 sq ft; 9 in thick: 120 × 9 / 12 = 90 cu ft.
    // Standard brick 9 × 4.5 × 3 = 121.5 cu in = 0.0703125 cu ft: 90 / 0.0703125 = 1280, +10% = 1408.
    // Mortar 90 × 0.2 = 18 cu ft; cement 18 / (1 + 5) = 3 cu ft -> 3 / 1.25 = 2.4 -> 3 bags (150 kg);
    // sand 18 × 5 / 6 = 15 cu ft; water 3 × 80 = 240 litres.
    const result = within(page.result())
    expect(result.getByText('1,408 bricks')).toBeInTheDocument()
    expect(result.getByText('3 bags of 50 kg (150 kg)')).toBeInTheDocument()
    expect(result.getByText('15 cu ft')).toBeInTheDocument()
    expect(result.getByText('240 litres')).toBeInTheDocument()
    expect(result.getByText('120 sq ft')).toBeInTheDocument()
    expect(result.getByText('90 cu ft')).toBeInTheDocument()
    expect(result.getByText('18 cu ft')).toBeInTheDocument()
    expect(page.urlValues()).toEqual({
      wallLength: '15',
      wallHeight: '10',
      thickness: '9',
      openingsArea: '30',
      mortarRatio: '5',
      brickType: 'standard',
    })
  })

  it('opens a shared link for a half-brick wall of modular bricks', () => {
    renderCalculator(
      BuildingMaterialsCalculator,
      'wallLength=10&wallHeight=10&thickness=4.5&mortarRatio=4&brickType=modular',
    )
    expect(screen.getByLabelText(/Wall thickness/)).toHaveValue('4.5')
    expect(screen.getByLabelText(/Brick size/)).toHaveValue('modular')
    // 100 sq ft × 4.5 / 12 = 37.5 cu ft = 64,800 cu in. Modular brick 7.625 × 3.625 × 2.25 =
    // 62.19140625 cu in: 64,800 / 62.1914 = 1041.95 bricks, +10% = 1146.14 -> 1147.
    // Mortar 7.5 cu ft; cement 7.5 / 5 = 1.5 cu ft -> 1.2 bags -> 2 bags (100 kg); sand 7.5 × 4 / 5 = 6 cu ft.
    const result = within(screen.getByRole('region', { name: 'Your estimate' }))
    expect(result.getByText('1,147 bricks')).toBeInTheDocument()
    expect(result.getByText('2 bags of 50 kg (100 kg)')).toBeInTheDocument()
    expect(result.getByText('6 cu ft')).toBeInTheDocument()
    expect(result.getByText('160 litres')).toBeInTheDocument()
  })

  it('prices the bricks, cement and sand at the engine’s Patna prices without a rate card', () => {
    renderCalculator(BuildingMaterialsCalculator, wall)
    // Bricks 1,408 × ₹13 = ₹18,304; cement 3 × ₹430 = ₹1,290; sand 15 × ₹60 = ₹900;
    // total 18,304 + 1,290 + 900 = ₹20,494.
    const result = within(screen.getByRole('region', { name: 'Your estimate' }))
    const cost = within(result.getByText('Estimated material cost').closest('dl') as HTMLElement)
    expect(cost.getByText('₹20,494')).toBeInTheDocument()
    expect(cost.getByText('Cost of bricks').nextSibling).toHaveTextContent('₹18,304')
    expect(cost.getByText('Cost of cement').nextSibling).toHaveTextContent('₹1,290')
    expect(cost.getByText('Cost of sand').nextSibling).toHaveTextContent('₹900')
    expect(result.getByText(/water and labour are not included/)).toBeInTheDocument()
    expect(result.getByText('Cost of materials')).toBeInTheDocument()
    expect(
      result.getByText('1,408 × ₹13 + 3 × ₹430 + 15 × ₹60 = ₹18,304 + ₹1,290 + ₹900 = ₹20,494'),
    ).toBeInTheDocument()
    expect(result.queryByText(/Rates as of/)).not.toBeInTheDocument()
    expect(estimateSent('Send this estimate with a quote request')).toContain(
      'Estimated material cost: ₹20,494 (bricks ₹18,304, cement ₹1,290, sand ₹900)',
    )
  })

  it('prices them at the owner’s rate card and names its day', () => {
    giveRateCard(
      { buildingMaterials: { prices: { brick: 12, cementBag: 400, sandPerCubicFoot: 55 } } },
      '2026-12-01',
    )
    renderCalculator(BuildingMaterialsCalculator, wall)
    // Bricks 1,408 × ₹12 = ₹16,896; cement 3 × ₹400 = ₹1,200; sand 15 × ₹55 = ₹825;
    // total 16,896 + 1,200 + 825 = ₹18,921. The quantities do not change.
    const result = within(screen.getByRole('region', { name: 'Your estimate' }))
    expect(result.getByText('1,408 bricks')).toBeInTheDocument()
    const cost = within(result.getByText('Estimated material cost').closest('dl') as HTMLElement)
    expect(cost.getByText('₹18,921')).toBeInTheDocument()
    expect(cost.getByText('Cost of bricks').nextSibling).toHaveTextContent('₹16,896')
    expect(cost.getByText('Cost of cement').nextSibling).toHaveTextContent('₹1,200')
    expect(cost.getByText('Cost of sand').nextSibling).toHaveTextContent('₹825')
    expect(
      result.getByText('1,408 × ₹12 + 3 × ₹400 + 15 × ₹55 = ₹16,896 + ₹1,200 + ₹825 = ₹18,921'),
    ).toBeInTheDocument()
    expect(result.getByText('Rates as of 1 Dec 2026')).toBeInTheDocument()
    const message = estimateSent('Send this estimate with a quote request')
    expect(message).toContain(
      'Estimated material cost: ₹18,921 (bricks ₹16,896, cement ₹1,200, sand ₹825)',
    )
    expect(message).toContain('Rates as of 1 Dec 2026')
  })

  it('says the cost and its working in Hindi', async () => {
    giveRateCard(
      { buildingMaterials: { prices: { brick: 12, cementBag: 400, sandPerCubicFoot: 55 } } },
      '2026-12-01',
    )
    await renderCalculatorInHindi('materials-calculator', BuildingMaterialsCalculator, wall)
    // The figures above: ₹18,921 = ₹16,896 + ₹1,200 + ₹825.
    const result = within(screen.getByRole('region', { name: 'आपका अनुमान' }))
    const cost = within(result.getByText('सामान की अनुमानित लागत').closest('dl') as HTMLElement)
    expect(cost.getByText('₹18,921')).toBeInTheDocument()
    expect(cost.getByText('ईंटों का ख़र्च').nextSibling).toHaveTextContent('₹16,896')
    expect(result.getByText('सामान की लागत')).toBeInTheDocument()
    expect(result.getByText('दरें 1 दिसंबर 2026 के अनुसार')).toBeInTheDocument()
    expect(estimateSent('यह अनुमान कोटेशन अनुरोध के साथ भेजें')).toContain(
      'सामान की अनुमानित लागत: ₹18,921 (ईंटें ₹16,896, सीमेंट ₹1,200, बालू ₹825)',
    )
  })
})
