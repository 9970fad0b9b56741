import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import type { SiteSettingsVersion } from '@nirman/contract'
import type { Page } from '@playwright/test'
import { quotePopupCopy as hindiQuotePopupCopy } from '../app/content/hi/quote'
import { quotePopupCopy } from '../app/content/quote'
import { expect, screens, seriousAxeViolations, staff, test } from './fixtures'

// The owner's rate card on the website (issue 25): once the owner has saved a card, a new visitor
// of the cost estimator computes with it on their own device (no request to the API while
// computing) and reads which card it was. At 360 and 1366 px, in English and in Hindi, with axe.
//
// A card changes every calculator's figures, and the other spec files, run at the same time on the
// one e2e server of playwright.config.ts, check the specification's figures: this file starts a
// server of its own (the same start-e2e-server.mjs, on a fresh database) on the shared port + 20,
// its SMTP server and mailbox on + 21 and + 22, and stops it at the end. Its tests run one after
// the other in one worker (one server), and only in the desktop project (they set their own
// screen sizes).

const sharedPort = Number(process.env.E2E_PORT ?? 3320)
const port = sharedPort + 20
const origin = `http://127.0.0.1:${port}`

/** The card the owner saves: homes at ₹1,900 per sq ft (the specification's ₹1,500 otherwise). */
const card = { costEstimate: { ratePerSqFt: { residential: 1900 } } }
const asOf = '2026-12-01'

// The specification's words (issue 25), and the calculator's, in each language.
const words = {
  en: {
    path: '/resources/cost-estimator',
    area: /^Built-up area/,
    residential: 'Residential (₹1,900 per sq ft)',
    calculate: 'Calculate',
    result: 'Your estimate',
    total: 'Total estimate',
    ratesAsOf: 'Rates as of 1 Dec 2026',
    popup: quotePopupCopy,
  },
  hi: {
    path: '/hi/resources/cost-estimator',
    area: /^बिल्ट-अप एरिया/,
    residential: 'रिहायशी (₹1,900 प्रति sq ft)',
    calculate: 'हिसाब लगाएँ',
    result: 'आपका अनुमान',
    total: 'कुल अनुमान',
    ratesAsOf: 'दरें 1 दिसंबर 2026 के अनुसार',
    popup: hindiQuotePopupCopy,
  },
} as const

let server: ChildProcess | undefined

/** The status of the server's health check; 0 while it does not answer yet. */
async function health(): Promise<number> {
  try {
    return (await fetch(`${origin}/api/health`)).status
  } catch {
    return 0
  }
}

test.describe.configure({ mode: 'default' })

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(90_000)
  server = spawn(process.execPath, ['../api/scripts/start-e2e-server.mjs'], {
    env: { ...process.env, E2E_PORT: String(port) },
    stdio: 'inherit',
  })
  // The server answers once it has migrated its database: ask until it does.
  await expect.poll(health, { timeout: 60_000 }).toBe(200)

  // The owner signs in and saves the card, as the dashboard does.
  const owner = await playwright.request.newContext({ baseURL: origin })
  const login = await owner.post('/api/admin/login', { data: staff })
  expect(login.ok(), await login.text()).toBe(true)
  const current = await owner.get('/api/admin/settings')
  expect(current.ok(), await current.text()).toBe(true)
  const { version } = (await current.json()) as SiteSettingsVersion
  const saved = await owner.put('/api/admin/settings/rate-card', {
    data: { rateCard: card, asOf, version },
  })
  expect(saved.status(), await saved.text()).toBe(200)
  const made = (await saved.json()) as SiteSettingsVersion
  expect(made.settings.rateCard).toEqual(card)
  expect(made.settings.rateCardAsOf).toBe(asOf)
  await owner.dispose()
})

test.afterAll(async () => {
  if (!server || server.exitCode !== null) return
  const exited = once(server, 'exit')
  server.kill('SIGTERM')
  await exited
})

/** Errors the page logs (a hydration mismatch prints React error #418 here). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

for (const { name, viewport } of screens) {
  for (const lang of ['en', 'hi'] as const) {
    const text = words[lang]

    test(`a new visitor computes with the owner's card on ${name}, in ${lang === 'en' ? 'English' : 'Hindi'}`, async ({
      browser,
    }) => {
      // A visitor who never came before: a context of their own, on this file's server.
      const visitor = await browser.newContext({ baseURL: origin, viewport })
      const page = await visitor.newPage()
      // The quote popup (due at 10 s on a slow run) is not what this test is about.
      await page.addLocatorHandler(
        page.getByRole('dialog', { name: text.popup.title }),
        async (popup) => {
          await popup.getByRole('button', { name: text.popup.closeLabel }).first().click()
        },
      )
      const errors = consoleErrors(page)

      // The page comes with the card in its head, and the app runs.
      const response = await page.goto(text.path)
      expect(await response?.text()).toContain('"rateCardAsOf":"2026-12-01"')
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
      await expect(page.getByRole('option', { name: text.residential })).toBeAttached()

      // Computing: every request the page makes from the first key to the result.
      const requests: string[] = []
      page.on('request', (request) => requests.push(request.url()))
      await page.getByRole('textbox', { name: text.area }).fill('1000')
      await page.getByRole('button', { name: text.calculate }).click()
      const result = page.getByRole('region', { name: text.result })
      // 1,000 sq ft × ₹1,900 (the card) × 1 (Patna) × 1 (standard finish) = ₹19,00,000.
      await expect(result.locator('dl').first()).toContainText(`${text.total}₹19,00,000`)
      await expect(result.getByText(text.ratesAsOf, { exact: true })).toBeVisible()
      expect(requests.filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([])

      // Nothing wider than the screen, and nothing axe calls serious.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)
      expect(await seriousAxeViolations(page)).toEqual([])
      expect(errors).toEqual([])
      await visitor.close()
    })
  }
}
