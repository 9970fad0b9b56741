import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { boundsOf, renderCalculator } from '../test-utils'
import StaircaseCalculator from './staircase-calculator'

describe('Staircase calculator', () => {
  it('bounds the inputs in inches as the specification says', () => {
    renderCalculator(StaircaseCalculator)
    const floor = screen.getByLabelText(/Floor-to-floor height/)
    expect(floor).toHaveAttribute('min', '24')
    expect(floor).toHaveAttribute('max', '200')
    expect(floor).toBeRequired()
    expect(screen.getByLabelText(/Space length/)).toHaveAttribute('min', '24')
    expect(screen.getByLabelText(/Stair width/)).toHaveAttribute('max', '72')
    expect(screen.getByLabelText(/Maximum riser height/)).toHaveValue(7)
    expect(screen.getByLabelText(/Tread depth/)).toHaveAttribute('min', '9')
    // With the specification's ranges, and the engine's maximum of the space: 2,400 in (200 ft).
    expect(boundsOf(/Floor-to-floor height/)).toEqual({ min: '24', max: '200', step: 'any' })
    expect(boundsOf(/Space length/)).toEqual({ min: '24', max: '2400', step: 'any' })
    expect(boundsOf(/Space width/)).toEqual({ min: '24', max: '2400', step: 'any' })
    expect(boundsOf(/Stair width/)).toEqual({ min: '24', max: '72', step: 'any' })
    expect(boundsOf(/Maximum riser height/)).toEqual({ min: '4', max: '8', step: 'any' })
    expect(boundsOf(/Tread depth/)).toEqual({ min: '9', max: '14', step: 'any' })
    expect(
      within(screen.getByLabelText(/Staircase type/))
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['straight', 'l-shaped', 'u-shaped', 'spiral'])
  })

  it('plans a compliant straight concrete stair and keeps the inputs in the URL', async () => {
    const page = renderCalculator(StaircaseCalculator)
    await page.type(/Floor-to-floor height/, '120')
    await page.type(/Space length/, '200')
    await page.type(/Space width/, '48')
    await page.type(/Stair width/, '40')
    await page.type(/Maximum riser height/, '7.5')
    await page.type(/Tread depth/, '10')
    await page.choose(/Material/, 'concrete')
    await page.calculate()

    // 120 / 7.5 = 16 risers of 7.5 in, 15 treads × 10 in = 150 in run; footprint 150 × 40 in fits.
    // Angle atan(120 / 150) = 38.66°; headroom 80 + 12 × cos 38.66° = 80 + 12 × 0.7809 = 89.37 in.
    // Handrail sqrt(120² + 150²) = 192.09 in = 16.01 ft; balusters 16.01 × 3 = 48.02 -> 49.
    // Volume: treads 40 × 10 × 1 × 15 = 6,000; risers 40 × 7.5 × 0.75 × 16 = 3,600;
    // stringers 2 × 12 × 1.5 × 192.09 = 6,915.4 cu in; total 16,515.4 / 1,728 = 9.56 cu ft.
    // Cost 9.5575 × ₹1,000 + 16.0078 × ₹1,200 + 49 × ₹500 = 9,557.5 + 19,209.4 + 24,500 = ₹53,267.
    // 2R + T = 15 + 10 = 25 in: compliant, the only note is the comfort reminder.
    const result = within(page.result())
    expect(result.getByText('Compliant')).toBeInTheDocument()
    expect(
      within(result.getByRole('list', { name: 'Notes' })).getAllByRole('listitem'),
    ).toHaveLength(1)
    expect(result.getByText(/2 × riser \+ tread = 25 in/)).toBeInTheDocument()
    expect(result.getByText('₹53,267')).toBeInTheDocument()
    expect(result.getByText('16 of 7.5 in')).toBeInTheDocument()
    expect(result.getByText('15')).toBeInTheDocument()
    expect(result.getByText('150 × 40 in')).toBeInTheDocument()
    expect(result.getByText('38.7°')).toBeInTheDocument()
    expect(result.getByText('89.37 in')).toBeInTheDocument()
    expect(result.getByText('16 ft')).toBeInTheDocument()
    expect(result.getByText('49')).toBeInTheDocument()
    expect(result.getByText('9.56 cu ft')).toBeInTheDocument()
    expect(page.urlValues()).toMatchObject({
      floorHeight: '120',
      spaceLength: '200',
      spaceWidth: '48',
      stairWidth: '40',
      riserHeight: '7.5',
      treadDepth: '10',
      material: 'concrete',
    })
  })

  it('opens a shared link of a stair that fails, with a note for each failed check', () => {
    renderCalculator(
      StaircaseCalculator,
      'floorHeight=108&spaceLength=100&spaceWidth=48&treadDepth=9&stairWidth=30',
    )
    // 108 / 7 = 15.4 -> 16 risers of 6.75 in; 15 treads × 9 in = 135 in, 135 × 30 in in a 100 in space.
    // Failing: space, tread below 10 in, width below 36 in. 2R + T = 13.5 + 9 = 22.5 in.
    const result = within(screen.getByRole('region', { name: 'Your estimate' }))
    expect(result.getByText('Not compliant')).toBeInTheDocument()
    const notes = within(result.getByRole('list', { name: 'Notes' })).getAllByRole('listitem')
    expect(notes).toHaveLength(4)
    expect(notes[0]).toHaveTextContent(/135 × 30 in but the space is 100 × 48 in/)
    expect(notes[1]).toHaveTextContent(/9 in deep, below the 10 in minimum/)
    expect(notes[2]).toHaveTextContent(/30 in wide, below the 36 in minimum/)
    expect(notes[3]).toHaveTextContent(/2 × riser \+ tread = 22.5 in/)
  })
})
