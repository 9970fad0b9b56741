import type { Locator, Page } from '@playwright/test'
import { calculatorCopy } from '../app/content/calculators'
import { calculatorSlugs } from '../app/content/site-map'
import { fillAndCalculate } from './calculator-helpers'
import { dismissQuotePopupWhenShown, expect, test } from './fixtures'

async function expectResult(page: Page, scope: Locator) {
  const result = scope.getByRole('region', { name: 'Your estimate' })
  await expect(result).toBeVisible()
  await expect(
    result.getByRole('link', { name: 'Send this estimate with a quote request' }),
  ).toBeVisible()
  expect(new URL(page.url()).searchParams.size).toBeGreaterThan(0)
}

test.describe('every calculator computes', () => {
  test.beforeEach(async ({ page }) => {
    await dismissQuotePopupWhenShown(page)
  })

  for (const slug of calculatorSlugs) {
    const title = calculatorCopy[slug].title

    test(`${title} in its modal on /resources`, async ({ page }) => {
      await page.goto('/resources')
      await page
        .locator(`a[href="/resources?calculator=${slug}"], a[href="?calculator=${slug}"]`)
        .first()
        .click()
      const modal = page.getByRole('dialog', { name: title })
      await expect(modal).toBeVisible()
      await fillAndCalculate(modal)
      await expectResult(page, modal)
      await modal.getByRole('button', { name: 'Close' }).last().click()
      await expect(modal).toBeHidden()
      expect(new URL(page.url()).search).toBe('')
    })

    test(`${title} on its own page, and again from the link`, async ({ page }) => {
      await page.goto(`/resources/${slug}`)
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      const main = page.locator('main')
      await fillAndCalculate(main)
      await expectResult(page, main)
      // The URL holds the inputs: opening it again shows the same result.
      await page.reload()
      await expect(main.getByRole('region', { name: 'Your estimate' })).toBeVisible()
    })
  }
})

test('a calculator page keeps what the visitor typed before its code arrived', async ({ page }) => {
  await dismissQuotePopupWhenShown(page)
  // A slow network: the calculator's code arrives only when the test lets it, after the visitor
  // has typed into the prerendered form.
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/roof-calculator-[\w-]{8}\.js$/, async (route) => {
    await released
    await route.continue()
  })
  await page.goto('/resources/roof-calculator')
  const length = page.getByRole('spinbutton', { name: /^Building length/ })
  await length.fill('25')
  const code = page.waitForResponse(/\/assets\/roof-calculator-[\w-]{8}\.js$/)
  release()
  await code
  // The other fields, then Calculate: the result is for the 25 ft typed first.
  await fillAndCalculate(page.locator('main'))
  await expect(length).toHaveValue('25')
  expect(new URL(page.url()).searchParams.get('length')).toBe('25')
})

// The Hindi of a calculator (its folder's *-hindi.ts), and the code and words that apply it
// (features/calculators/hindi-calculator.ts, i18n/amounts.ts), come with it on a Hindi page only.
const hindiScripts =
  /\/assets\/(?:hindi-calculator|amounts|(?:cost-estimator|building-materials|paint|concrete|flooring|roof|land-grading|electrical|plumbing|staircase|hvac|renovation|loan)-hindi)-[\w-]{8}\.js$/

test('an English calculator fetches no Hindi; a Hindi one fetches its own', async ({ page }) => {
  await dismissQuotePopupWhenShown(page)
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('.js')) scripts.push(new URL(request.url()).pathname)
  })
  await page.goto('/resources/paint-calculator')
  await fillAndCalculate(page.locator('main'))
  expect(scripts.filter((script) => /\/paint-calculator-/.test(script))).toHaveLength(1)
  expect(scripts.filter((script) => hindiScripts.test(script))).toEqual([])

  scripts.length = 0
  await page.goto('/resources?calculator=roof-calculator')
  await fillAndCalculate(
    page.getByRole('dialog', { name: calculatorCopy['roof-calculator'].title }),
  )
  expect(scripts.filter((script) => hindiScripts.test(script))).toEqual([])

  scripts.length = 0
  // The page's Hindi for the paint calculator, and the code applying it, arrive with the
  // calculator's code after the page's first load.
  const requested = (chunk: RegExp) =>
    page.waitForRequest((request) => chunk.test(new URL(request.url()).pathname))
  const hindiArrived = Promise.all([
    requested(/\/assets\/paint-hindi-[\w-]{8}\.js$/),
    requested(/\/assets\/hindi-calculator-[\w-]{8}\.js$/),
  ])
  await page.goto('/hi/resources/paint-calculator')
  await hindiArrived
  await expect(page.getByRole('button', { name: 'हिसाब लगाएँ' })).toBeVisible()
  const hindi = scripts.filter((script) => hindiScripts.test(script))
  expect(hindi).toContainEqual(expect.stringMatching(/\/hindi-calculator-/))
  expect(hindi).toContainEqual(expect.stringMatching(/\/paint-hindi-/))
  // No other calculator's Hindi.
  expect(hindi.filter((script) => /\/(?!paint-)[\w-]+-hindi-/.test(script))).toEqual([])
})
