import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { givePageSettings } from '../../settings/test-utils'
import { LandAreaField } from './land-area-field'
import { renderCalculator } from './test-utils'
import { useCalculatorValues } from './use-calculator-values'

/** A form with one land area field of at least 100 sq ft, as the cost estimator's. */
function AreaForm() {
  const state = useCalculatorValues({ area: '' })
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        state.submit()
      }}
    >
      <LandAreaField
        state={state}
        name="area"
        label="Built-up area"
        unit="sq ft"
        bounds={{ min: 100, max: 2_000_000 }}
        required
        description="At least 100 sq ft."
      />
      <button type="submit">Calculate</button>
    </form>
  )
}

/** A page whose owner set the company's katha to `kathaSqFt` square feet. */
function giveKatha(kathaSqFt: number) {
  givePageSettings({ version: 5, company: {}, rateCard: {}, landUnits: { kathaSqFt } })
}

const area = () => screen.getByRole('textbox', { name: /Built-up area/ })

describe('the land area field', () => {
  it('is a text field, so that a phone offers letters: "2 katha"', () => {
    renderCalculator(AreaForm)
    expect(area()).toHaveAttribute('type', 'text')
    expect(area()).toHaveAttribute('autocomplete', 'off')
    expect(area()).toHaveAttribute('spellcheck', 'false')
    expect(area()).not.toHaveAttribute('inputmode')
    expect(area()).toBeRequired()
    expect(area()).toHaveAccessibleDescription('At least 100 sq ft.')
  })

  it('says what 2 katha is in sq ft while it is typed, with Patna’s katha', async () => {
    const page = renderCalculator(AreaForm)
    await page.type(/Built-up area/, '2 katha')
    // 2 × 1,361.25 = 2,722.5 sq ft
    expect(area()).toHaveAccessibleDescription('At least 100 sq ft. 2 katha = 2,722.5 sq ft')
    expect(screen.getByText('2 katha = 2,722.5 sq ft')).toBeInTheDocument()
    await page.type(/Built-up area/, '1 bigha 5 katha')
    // 20 × 1,361.25 + 5 × 1,361.25 = 27,225 + 6,806.25 = 34,031.25 sq ft
    expect(screen.getByText('1 bigha 5 katha = 34,031.25 sq ft')).toBeInTheDocument()
    await page.calculate()
    expect(page.urlValues()).toEqual({ area: '1 bigha 5 katha' })
  })

  it('works with the company’s katha of 1,500 sq ft: 2 katha is 3,000 sq ft', async () => {
    giveKatha(1500)
    const page = renderCalculator(AreaForm)
    await page.type(/Built-up area/, '2 katha')
    // 2 × 1,500 = 3,000 sq ft; a dhur is a twentieth of the katha: 10 × 75 = 750 sq ft
    expect(screen.getByText('2 katha = 3,000 sq ft')).toBeInTheDocument()
    await page.type(/Built-up area/, '10 dhur')
    expect(screen.getByText('10 dhur = 750 sq ft')).toBeInTheDocument()
    // Units that do not depend on the district stay: 1 gaj = 9 sq ft, 300 gaj = 2,700 sq ft.
    await page.type(/Built-up area/, '300 gaj')
    expect(screen.getByText('300 gaj = 2,700 sq ft')).toBeInTheDocument()
  })

  it('adds nothing to the hint for a number of sq ft', async () => {
    const page = renderCalculator(AreaForm)
    await page.type(/Built-up area/, '1,500')
    expect(area()).toHaveAccessibleDescription('At least 100 sq ft.')
    expect(area()).toHaveProperty('validationMessage', '')
    await page.calculate()
    expect(page.urlValues()).toEqual({ area: '1,500' })
  })

  it('refuses an area it cannot read with the engine’s message, once the visitor moves on', async () => {
    const page = renderCalculator(AreaForm)
    await page.type(/Built-up area/, '2 hectare')
    const message =
      '“hectare” is not a unit we know: use sq ft, sq m, gaj, dhur, katha, decimal, acre or bigha.'
    // Not while typing ("2 k" on its way to "2 katha" is not an error yet)...
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(area()).toHaveProperty('validationMessage', message)
    // ...but once the field is left.
    await page.user.tab()
    expect(screen.getByRole('alert')).toHaveTextContent(message)
    expect(area()).toBeInvalid()
    expect(area()).toHaveAccessibleDescription(`At least 100 sq ft. ${message}`)
    // The form cannot be calculated with it.
    await page.calculate()
    expect(page.urlValues()).toEqual({})
    // Put right, the message goes.
    await page.type(/Built-up area/, '2 katha')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(area()).toHaveProperty('validationMessage', '')
  })

  it('checks the minimum on the square feet, whatever the unit', async () => {
    const page = renderCalculator(AreaForm)
    // 1 dhur = 1,361.25 / 20 = 68.0625 sq ft: below 100.
    await page.type(/Built-up area/, '1 dhur')
    expect(screen.getByText('1 dhur = 68.06 sq ft')).toBeInTheDocument()
    await page.calculate()
    expect(screen.getByRole('alert')).toHaveTextContent('The area must be at least 100 sq ft.')
    expect(area()).toHaveProperty('validationMessage', 'The area must be at least 100 sq ft.')
    expect(page.urlValues()).toEqual({})
    // 2 dhur = 136.125 sq ft is enough.
    await page.type(/Built-up area/, '2 dhur')
    await page.calculate()
    expect(page.urlValues()).toEqual({ area: '2 dhur' })
  })

  it('checks the maximum too: 50 acres is 21,78,000 sq ft', async () => {
    const page = renderCalculator(AreaForm)
    // 50 × 43,560 = 21,78,000 sq ft, above 20,00,000.
    await page.type(/Built-up area/, '50 acre')
    await page.calculate()
    expect(screen.getByRole('alert')).toHaveTextContent('The area must be at most 20,00,000 sq ft.')
    expect(page.urlValues()).toEqual({})
  })

  it('leaves an empty field to the browser’s own "required"', async () => {
    const page = renderCalculator(AreaForm)
    await page.calculate()
    expect(area()).toHaveProperty('validity.valueMissing', true)
    expect(area()).toHaveProperty('validity.customError', false)
    expect(page.urlValues()).toEqual({})
  })
})
