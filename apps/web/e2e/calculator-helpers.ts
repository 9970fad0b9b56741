import type { Locator } from '@playwright/test'
import { expect } from './fixtures'

/**
 * Fills every empty required number field with a value inside its bounds (10, or the bound that
 * 10 breaks), and every empty land area with 2 katha (see fillLandAreas), as a visitor would, then
 * presses Calculate and waits for the result. The quote popup cannot get in the way: it never
 * opens while the focus is in a form, and one that opened before is closed by the tests' locator
 * handler before the next action.
 */
export async function fillAndCalculate(scope: Locator) {
  // The calculator's code arrives on demand: wait for its form.
  const calculate = scope.getByRole('button', { name: 'Calculate' })
  await expect(calculate).toBeVisible()
  const inputs = scope.locator('input[type="number"][required]')
  for (const input of await inputs.all()) {
    if (!(await input.isVisible()) || (await input.inputValue()) !== '') continue
    const min = Number((await input.getAttribute('min')) ?? Number.NEGATIVE_INFINITY)
    const max = Number((await input.getAttribute('max')) ?? Number.POSITIVE_INFINITY)
    await input.fill(String(Math.min(Math.max(10, min), max)))
  }
  await fillLandAreas(scope, '2 katha')
  await calculate.click()
  await expect(scope.getByRole('region', { name: 'Your estimate' })).toBeVisible()
}

/**
 * Fills every empty required land area of the calculator in `scope` (land-area-field.tsx: a text
 * field, since it takes units) with `area`: 2 katha is 2,722.5 sq ft in Patna, inside the bounds of
 * every calculator that asks for one (the cost estimator's 100 to 20,00,000 sq ft).
 */
export async function fillLandAreas(scope: Locator, area: string) {
  for (const input of await scope.locator('input[type="text"][required]').all()) {
    if (!(await input.isVisible()) || (await input.inputValue()) !== '') continue
    await input.fill(area)
  }
}
