import { calculatorText } from '../app/content/calculators'
import { dismissQuotePopupWhenShown, expect, test } from './fixtures'

// Every field of a calculator has a sane maximum (issue 25, item 6): a slip of the finger is refused
// by the browser with our words, naming the unit, and the result of the earlier values no longer
// stands beside the changed field. Runs at 1366 px and 360 px (the desktop and phone projects).

test('a length above 1,000 ft is refused in words, and the earlier result goes', async ({
  page,
}) => {
  await dismissQuotePopupWhenShown(page)
  await page.goto('/resources/paint-calculator')
  // The form once the calculator's code has taken over the prerendered one (field-checks.ts).
  const form = page.locator('main form[data-field-checks="page"]')
  const length = form.getByRole('spinbutton', { name: /^Room length/ })
  const width = form.getByRole('spinbutton', { name: /^Room width/ })
  const height = form.getByRole('spinbutton', { name: /^Wall height/ })
  const calculate = form.getByRole('button', { name: calculatorText.calculate })
  const result = page.getByRole('region', { name: calculatorText.resultHeading })

  await length.fill('12')
  await width.fill('10')
  await height.fill('10')
  await calculate.click()
  await expect(result).toBeVisible()

  await length.fill('99999999999')
  await calculate.click()
  await expect(result).toBeHidden()
  await expect(length).toBeFocused()
  await expect
    .poll(() => length.evaluate((input: HTMLInputElement) => input.validationMessage))
    .toBe('Enter at most 1,000 ft.')
  // The form keeps every value as typed; the link no longer names a result.
  await expect(length).toHaveValue('99999999999')
  await expect(width).toHaveValue('10')
  await expect(height).toHaveValue('10')
  await expect(form.getByRole('spinbutton', { name: 'Doors' })).toHaveValue('1')
  expect(new URL(page.url()).search).toBe('')
})
