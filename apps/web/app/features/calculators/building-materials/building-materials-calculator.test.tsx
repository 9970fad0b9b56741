import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderCalculator } from '../test-utils'
import BuildingMaterialsCalculator from './building-materials-calculator'

describe('Building materials calculator', () => {
  it('offers the wall thicknesses, mortar mixes and brick sizes of the specification', () => {
    renderCalculator(BuildingMaterialsCalculator)
    expect(screen.getByLabelText(/Wall length/)).toHaveAttribute('min', '1')
    expect(screen.getByLabelText(/Wall height/)).toBeRequired()
    expect(screen.getByLabelText(/Doors and windows/)).toHaveAttribute('min', '0')
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
})
