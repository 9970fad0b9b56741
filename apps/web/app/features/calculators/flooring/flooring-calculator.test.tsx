import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { boundsOf, renderCalculator } from '../test-utils'
import FlooringCalculator from './flooring-calculator'

const sizeFields = () =>
  ['Tile length', 'Tile width', 'Plank length', 'Plank width'].filter(
    (name) => screen.queryByLabelText(new RegExp(`^${name}`)) !== null,
  )

describe('Flooring calculator', () => {
  it('shows tile sizes for tile, plank sizes for wood, laminate and vinyl, none for carpet', async () => {
    const page = renderCalculator(FlooringCalculator)
    expect(sizeFields()).toEqual(['Tile length', 'Tile width'])
    expect(screen.getByLabelText(/^Tile length/)).toHaveValue(12)
    expect(screen.getByLabelText(/Laying pattern/)).toBeInTheDocument()
    for (const type of ['hardwood', 'laminate', 'vinyl']) {
      await page.choose(/Flooring type/, type)
      expect(sizeFields()).toEqual(['Plank length', 'Plank width'])
    }
    expect(screen.getByLabelText(/^Plank length/)).toHaveValue(48)
    expect(screen.getByLabelText(/^Plank width/)).toHaveValue(6)
    expect(screen.getByLabelText(/^Price per box/)).toBeInTheDocument()
    for (const type of ['carpet', 'other']) {
      await page.choose(/Flooring type/, type)
      expect(sizeFields()).toEqual([])
    }
    expect(screen.queryByLabelText(/Laying pattern/)).not.toBeInTheDocument()
    expect(screen.getByLabelText(/^Price per sq ft/)).toBeInTheDocument()
  })

  it('bounds the inputs as the specification says, each below a sane maximum', async () => {
    const page = renderCalculator(FlooringCalculator)
    // The specification's minimums and wastage 0-25%; the engine's maximums: a room of 1,000 ft,
    // a tile or plank of 120 in, ₹1,00,000 a sq ft or a box.
    expect(boundsOf(/^Room length/)).toEqual({ min: '0.1', max: '1000', step: 'any' })
    expect(boundsOf(/^Room width/)).toEqual({ min: '0.1', max: '1000', step: 'any' })
    expect(boundsOf(/^Tile length/)).toEqual({ min: '1', max: '120', step: 'any' })
    expect(boundsOf(/^Tile width/)).toEqual({ min: '1', max: '120', step: 'any' })
    expect(boundsOf(/^Wastage/)).toEqual({ min: '0', max: '25', step: 'any' })
    expect(boundsOf(/^Price per box/)).toEqual({ min: '0', max: '100000', step: 'any' })
    await page.choose(/Flooring type/, 'laminate')
    expect(boundsOf(/^Plank length/)).toEqual({ min: '1', max: '120', step: 'any' })
    expect(boundsOf(/^Plank width/)).toEqual({ min: '1', max: '120', step: 'any' })
    await page.choose(/Flooring type/, 'carpet')
    expect(boundsOf(/^Price per sq ft/)).toEqual({ min: '0', max: '100000', step: 'any' })
  })

  it('works out laminate planks and boxes for a 14 × 10 ft room', async () => {
    const page = renderCalculator(FlooringCalculator)
    await page.type(/Room length/, '14')
    await page.type(/Room width/, '10')
    await page.choose(/Flooring type/, 'laminate')
    await page.type(/^Plank width/, '8')
    await page.type(/Wastage/, '5')
    await page.type(/^Price per box/, '1500')
    await page.calculate()

    // 14 × 10 = 140 sq ft; +5% = 147 sq ft. Plank 48 × 8 in = 384 / 144 = 2.667 sq ft:
    // 147 / 2.667 = 55.1 -> 56 planks. Laminate boxes cover 25 sq ft: 147 / 25 = 5.88 -> 6 boxes.
    // Material 6 × ₹1,500 = ₹9,000; labour 140 × ₹5 = ₹700; total ₹9,700.
    const result = within(page.result())
    expect(result.getByText('₹9,700')).toBeInTheDocument()
    expect(result.getByText('140 sq ft')).toBeInTheDocument()
    expect(result.getByText('147 sq ft')).toBeInTheDocument()
    expect(result.getByText('56 planks')).toBeInTheDocument()
    expect(result.getByText('6 boxes of 25 sq ft')).toBeInTheDocument()
    expect(result.getByText('₹9,000')).toBeInTheDocument()
    expect(result.getByText('₹700')).toBeInTheDocument()
    expect(page.urlValues()).toMatchObject({
      length: '14',
      width: '10',
      type: 'laminate',
      plankLength: '48',
      plankWidth: '8',
      wastage: '5',
      price: '1500',
    })
  })

  it('opens a shared link for 24 in tiles laid in herringbone', () => {
    renderCalculator(
      FlooringCalculator,
      'length=10&width=8&type=tile&tileLength=24&tileWidth=24&pattern=herringbone&price=800',
    )
    expect(screen.getByLabelText(/Laying pattern/)).toHaveValue('herringbone')
    // 80 sq ft, +10% = 88 sq ft. Tile 2 × 2 ft = 4 sq ft; herringbone 1.2: 88 × 1.2 / 4 = 26.4 -> 27.
    // Boxes of 10 sq ft: 8.8 -> 9; material 9 × ₹800 = ₹7,200; labour 80 × ₹6 = ₹480; total ₹7,680.
    const result = within(screen.getByRole('region', { name: 'Your estimate' }))
    expect(result.getByText('27 tiles')).toBeInTheDocument()
    expect(result.getByText('9 boxes of 10 sq ft')).toBeInTheDocument()
    expect(result.getByText('₹7,680')).toBeInTheDocument()
  })

  it('prices carpet per sq ft in rolls, without a piece count', () => {
    renderCalculator(FlooringCalculator, 'length=12&width=10&type=carpet&wastage=0&price=90')
    // 120 sq ft, no wastage: rolls of 100 sq ft -> 2; material 120 × ₹90 = ₹10,800;
    // labour 120 × ₹3 = ₹360; total ₹11,160.
    const result = within(screen.getByRole('region', { name: 'Your estimate' }))
    expect(result.getByText('2 rolls of 100 sq ft')).toBeInTheDocument()
    expect(result.getByText('₹10,800')).toBeInTheDocument()
    expect(result.getByText('₹11,160')).toBeInTheDocument()
    expect(result.queryByText(/Tiles|Planks/)).not.toBeInTheDocument()
  })
})
