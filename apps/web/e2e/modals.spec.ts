import type { Page } from '@playwright/test'
import { calculatorCopy } from '../app/content/calculators'
import { resourcesPageCopy } from '../app/content/resources'
import { dismissQuotePopupWhenShown, expect, test } from './fixtures'

// WCAG 2.4.3: when a modal closes, the focus goes back to the control that opened it (for the
// quote popup, which opens by itself, to wherever the focus was), whichever way it is closed.
const closeWays = [
  {
    name: 'its close button',
    close: (page: Page, dialogName: string) =>
      page
        .getByRole('dialog', { name: dialogName })
        .getByRole('button', { name: 'Close' })
        .last()
        .click(),
  },
  { name: 'Escape', close: (page: Page) => page.keyboard.press('Escape') },
]

test.describe('a calculator modal on /resources gives the focus back to its card', () => {
  test.beforeEach(async ({ page }) => {
    await dismissQuotePopupWhenShown(page)
  })

  // The modal lives in the address (?calculator=...), so the browser's Back closes it too.
  const back = { name: 'Back', close: (page: Page) => page.goBack().then(() => undefined) }
  for (const { name, close } of [...closeWays, back]) {
    test(`when closed with ${name}`, async ({ page }) => {
      const title = calculatorCopy['paint-calculator'].title
      await page.goto('/resources')
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
      const opener = page.getByRole('link', {
        name: `${resourcesPageCopy.tools.openLabel}: ${title}`,
      })
      // From the keyboard, as a keyboard user meets the problem.
      await opener.focus()
      await page.keyboard.press('Enter')
      const modal = page.getByRole('dialog', { name: title })
      await expect(modal).toBeVisible()
      await expect(modal.getByRole('button', { name: 'Calculate' })).toBeVisible()
      await close(page, title)
      await expect(modal).toBeHidden()
      await expect(opener).toBeFocused()
    })
  }
})

test.describe('the quote popup gives the focus back to where it was', () => {
  for (const { name, close } of closeWays) {
    test(`when closed with ${name}`, async ({ page }) => {
      await page.clock.install({ time: 0 })
      await page.clock.pauseAt(1000)
      await page.goto('/about')
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
      // The visitor was on the footer's "Contact Us" link when the popup came up.
      const link = page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' })
      await link.focus()
      await page.clock.runFor(9_500)
      await page.clock.resume()
      const popup = page.getByRole('dialog', { name: 'Get a Quick Quote' })
      await expect(popup).toBeVisible()
      await expect(popup).toBeFocused()
      await close(page, 'Get a Quick Quote')
      await expect(popup).toBeHidden()
      await expect(link).toBeFocused()
    })
  }
})
