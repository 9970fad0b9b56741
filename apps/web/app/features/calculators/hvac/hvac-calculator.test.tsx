import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { CalculatorHostContext } from '../calculator-host'
import { boundsOf, renderCalculator } from '../test-utils'
import HvacCalculator from './hvac-calculator'

// An office of 1500 sq ft with 8 ft ceilings, 5 people, extreme climate, good insulation, many
// windows and high appliance heat.
const officeLink =
  'floorArea=1500&ceilingHeight=8&occupants=5&buildingType=office&climate=extreme&insulation=good&windows=extensive&appliances=high'

describe('HVAC sizing calculator', () => {
  it('bounds the inputs as the specification says, each below a sane maximum', () => {
    renderCalculator(HvacCalculator)
    // The specification's floor area from 100 sq ft, ceilings of 7-20 ft, at least one person; the
    // engine's maximums: 5,00,000 sq ft and 10,000 people, whole ones.
    expect(boundsOf(/Floor area/)).toEqual({ min: '100', max: '500000', step: 'any' })
    expect(boundsOf(/Ceiling height/)).toEqual({ min: '7', max: '20', step: 'any' })
    expect(boundsOf(/People usually inside/)).toEqual({ min: '1', max: '10000', step: '1' })
  })

  it('sizes an office, and the result replaces the form', async () => {
    const page = renderCalculator(HvacCalculator)
    expect(screen.getByLabelText(/Climate/)).toHaveValue('hot')
    await page.type(/Floor area/, '1500')
    await page.type(/Ceiling height/, '8')
    await page.type(/People usually inside/, '5')
    await page.choose(/Building type/, 'office')
    await page.choose(/Climate/, 'extreme')
    await page.choose(/Insulation/, 'good')
    await page.choose(/Windows/, 'extensive')
    await page.choose(/Appliance heat/, 'high')
    await page.calculate()

    // 1500 × 30 = 45,000 × office 1.1 × extreme 1.4 × good 0.8 × extensive 1.2 × 8 / 8 = 66,528;
    // + 5 × 400 + high 6000 = 74,528 BTU/h; / 12,000 = 6.21 tons: below 10, "Split System or
    // Packaged Unit". Supply duct ceil(6.21 × 1.5 = 9.3) + 10 = 20 sq in; return ceil(24) = 24;
    // vents ceil(1500 / 150) = 10. Month: 74,528 / 14 × 8 h × 30 / 1000 = 1277.6 kWh × 0.14 =
    // ₹178.9. Equipment 6.2107 × 1500 = 9316, installation 70% = 6521.2, ducts 10 × 250 = 2500;
    // total 18,337.2.
    const result = within(page.result())
    expect(result.getByText('6.21 tons (74,528 BTU/h)')).toBeInTheDocument()
    expect(result.getByText('Split System or Packaged Unit')).toBeInTheDocument()
    expect(result.getByText('20 sq in')).toBeInTheDocument()
    expect(result.getByText('24 sq in')).toBeInTheDocument()
    expect(result.getByText('10')).toBeInTheDocument()
    expect(result.getByText('1,278 kWh')).toBeInTheDocument()
    expect(result.getByText('₹179')).toBeInTheDocument()
    expect(result.getByText('₹9,316')).toBeInTheDocument()
    expect(result.getByText('₹6,521')).toBeInTheDocument()
    expect(result.getByText('₹2,500')).toBeInTheDocument()
    expect(result.getByText('₹18,337')).toBeInTheDocument()
    // The six tips (the result also holds the list of "How we worked this out").
    expect(
      within(result.getByRole('list', { name: 'Maintenance tips' })).getAllByRole('listitem'),
    ).toHaveLength(6)

    expect(screen.queryByRole('button', { name: 'Calculate' })).not.toBeInTheDocument()
    expect(screen.queryByLabelText(/Floor area/)).not.toBeInTheDocument()
    expect(page.urlValues()).toEqual(Object.fromEntries(new URLSearchParams(officeLink)))
  })

  it('goes back to an empty form with "Calculate Again"', async () => {
    const page = renderCalculator(HvacCalculator, officeLink)
    expect(within(page.result()).getByText('₹18,337')).toBeInTheDocument()
    await page.user.click(screen.getByRole('button', { name: 'Calculate Again' }))

    expect(screen.queryByRole('region', { name: 'Your estimate' })).not.toBeInTheDocument()
    expect(screen.getByLabelText(/Floor area/)).toHaveValue(null)
    expect(screen.getByLabelText(/Building type/)).toHaveValue('residential')
    expect(screen.getByRole('button', { name: 'Calculate' })).toBeInTheDocument()
    expect(page.urlValues()).toEqual({})
  })

  it('closes its modal with "Close"', async () => {
    const close = vi.fn()
    function InModal() {
      return (
        <CalculatorHostContext value={{ kind: 'modal', close }}>
          <HvacCalculator />
        </CalculatorHostContext>
      )
    }
    const page = renderCalculator(InModal, officeLink)
    await page.user.click(screen.getByRole('button', { name: 'Close' }))
    expect(close).toHaveBeenCalledOnce()
  })

  it('summarises the sizing for a quote request', () => {
    renderCalculator(HvacCalculator, officeLink)
    const link = screen.getByRole('link', { name: 'Send this estimate with a quote request' })
    const message =
      new URL(link.getAttribute('href') ?? '', 'https://example.test').searchParams.get(
        'estimate',
      ) ?? ''
    expect(message).toContain('Cooling capacity: 6.21 tons (74,528 BTU/h)')
    expect(message).toContain('Installed cost: ₹18,337')
  })
})
