import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { boundsOf, renderCalculator } from '../test-utils'
import PaintCalculator from './paint-calculator'

describe('Paint calculator', () => {
  it('shows no result until Calculate is pressed', () => {
    renderCalculator(PaintCalculator)
    expect(screen.queryByRole('region', { name: 'Your estimate' })).not.toBeInTheDocument()
    expect(screen.getByText(/Results are estimates/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Contact our experts' })).toHaveAttribute(
      'href',
      '/contact',
    )
  })

  it('bounds the inputs as the specification says, each below a sane maximum', () => {
    renderCalculator(PaintCalculator)
    // The specification's minimums and ranges (doors 0-5, windows 0-6, whole numbers), the
    // engine's maximums of a room (1,000 ft long and wide, 100 ft high).
    expect(boundsOf(/Room length/)).toEqual({ min: '1', max: '1000', step: 'any' })
    expect(boundsOf(/Room width/)).toEqual({ min: '1', max: '1000', step: 'any' })
    expect(boundsOf(/Wall height/)).toEqual({ min: '1', max: '100', step: 'any' })
    expect(boundsOf('Doors')).toEqual({ min: '0', max: '5', step: '1' })
    expect(boundsOf('Windows')).toEqual({ min: '0', max: '6', step: '1' })
    expect(screen.getByLabelText(/Room length/)).toBeRequired()
  })

  it('refuses a length above 1,000 ft in words, and takes the result beside it away', async () => {
    const page = renderCalculator(PaintCalculator)
    await page.type(/Room length/, '12')
    await page.type(/Room width/, '10')
    await page.type(/Wall height/, '10')
    await page.choose(/Paint quality/, 'premium')
    await page.calculate()
    expect(page.result()).toBeInTheDocument()

    // A slip of the finger: the browser refuses it, with the maximum and its unit.
    await page.type(/Room length/, '99999999999')
    await page.calculate()
    const length = screen.getByLabelText(/Room length/)
    expect(length).toBeInvalid()
    expect(length).toHaveProperty('validationMessage', 'Enter at most 1,000 ft.')
    // The result of 12 ft no longer stands beside it; the form keeps everything as typed.
    expect(screen.queryByRole('region', { name: 'Your estimate' })).not.toBeInTheDocument()
    expect(page.urlValues()).toEqual({})
    expect(length).toHaveValue(99999999999)
    expect(screen.getByLabelText(/Room width/)).toHaveValue(10)
    expect(screen.getByLabelText(/Wall height/)).toHaveValue(10)
    expect(screen.getByLabelText('Doors')).toHaveValue(1)
    expect(screen.getByLabelText(/Paint quality/)).toHaveValue('premium')

    // Put right, the message goes and the form calculates again.
    await page.type(/Room length/, '12')
    expect(length).toBeValid()
    await page.calculate()
    expect(page.result()).toBeInTheDocument()
    expect(page.urlValues()).toMatchObject({ length: '12', quality: 'premium' })
  })

  it('leaves any other refusal to the browser’s own words', async () => {
    const page = renderCalculator(PaintCalculator)
    await page.type('Doors', '1.5')
    await page.calculate()
    // jsdom's own message, as a browser would give its own ("Please fill in this field").
    expect(screen.getByLabelText(/Room length/)).toHaveProperty(
      'validationMessage',
      'Constraints not satisfied',
    )
    expect(screen.getByLabelText('Doors')).toHaveProperty('validity.customError', false)
    expect(page.urlValues()).toEqual({})
  })

  it('computes litres, cans and cost for a 12 x 10 x 10 ft room and puts the inputs in the URL', async () => {
    const page = renderCalculator(PaintCalculator)
    await page.type(/Room length/, '12')
    await page.type(/Room width/, '10')
    await page.type(/Wall height/, '10')
    await page.type('Windows', '2')
    await page.calculate()

    // Walls 2 × (12 + 10) × 10 = 440 sq ft; less 1 door (21) and 2 windows (2 × 15) = 389 sq ft.
    // Standard paint covers 125 sq ft per litre, 2 coats: 389 / 125 × 2 = 6.224 litres -> "6.2".
    // 7 whole litres: one 4 L can and three 1 L cans. Cost 6.224 × ₹350 = ₹2,178.4 -> "₹2,178".
    const result = within(page.result())
    expect(result.getByText('6.2 litres')).toBeInTheDocument()
    expect(result.getByText('389 sq ft')).toBeInTheDocument()
    expect(result.getByText('1 × 4 L, 3 × 1 L')).toBeInTheDocument()
    expect(result.getByText('₹2,178')).toBeInTheDocument()
    expect(page.urlValues()).toMatchObject({
      length: '12',
      width: '10',
      height: '10',
      windows: '2',
    })
  })

  it('shows how the result was worked out under it, collapsed until opened', async () => {
    const page = renderCalculator(
      PaintCalculator,
      'length=12&width=10&height=10&doors=1&windows=2&quality=standard&coats=2',
    )
    const result = within(page.result())
    const summary = result.getByText('How we worked this out')
    const details = summary.closest('details')
    expect(details).not.toHaveAttribute('open')
    // 2 x (12 + 10) x 10 = 440; 389 / 125 x 2 = 6.224 L, shown to two decimals
    const wallArea = result.getByText('2 × (12 + 10) × 10 = 440 sq ft')
    expect(wallArea).not.toBeVisible()
    await page.user.click(summary)
    expect(details).toHaveAttribute('open')
    expect(wallArea).toBeVisible()
    expect(result.getByText('389 ÷ 125 × 2 = 6.22 litres')).toBeVisible()
  })

  it('opens a shared link with the form filled in and the result shown', () => {
    renderCalculator(
      PaintCalculator,
      'length=10&width=10&height=10&doors=0&windows=0&quality=premium&coats=1',
    )
    // 400 sq ft, premium covers 150 per litre, 1 coat: 2.666... litres -> 3 one-litre cans; ₹500 × 2.667 = ₹1,333.
    expect(screen.getByLabelText(/Room length/)).toHaveValue(10)
    const result = within(screen.getByRole('region', { name: 'Your estimate' }))
    expect(result.getByText('2.7 litres')).toBeInTheDocument()
    expect(result.getByText('3 × 1 L')).toBeInTheDocument()
    expect(result.getByText('₹1,333')).toBeInTheDocument()
  })

  it('offers to send the estimate with a quote request, summarised in the message', async () => {
    renderCalculator(
      PaintCalculator,
      'length=10&width=10&height=10&doors=0&windows=0&quality=premium&coats=1',
    )
    const link = screen.getByRole('link', { name: 'Send this estimate with a quote request' })
    const href = new URL(link.getAttribute('href') ?? '', 'https://example.test')
    expect(href.pathname).toBe('/contact')
    const message = href.searchParams.get('estimate') ?? ''
    expect(message).toContain('Paint Calculator')
    expect(message).toContain('2.7 litres')
    expect(message).toContain('/resources/paint-calculator?length=10')
  })

  it('explains a link whose values are out of bounds instead of failing', () => {
    renderCalculator(PaintCalculator, 'length=0&width=10&height=10')
    expect(screen.getByText(/outside the calculator’s limits/)).toBeInTheDocument()
  })
})
