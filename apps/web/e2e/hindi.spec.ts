import { hindiQuoteMessages } from '@nirman/contract/quote-messages-hi'
import type { Locator, Page } from '@playwright/test'
import { defaultCompany as company } from '../app/content/company'
import * as hiCalculators from '../app/content/hi/calculators'
import * as hiQuote from '../app/content/hi/quote'
import { calculatorSlugs, prerenderPaths } from '../app/content/site-map'
import { calculatorPanelHindi } from '../app/features/calculators/calculator-panel-hindi'
import { pathIn } from '../app/i18n/lang'
import { fillLandAreas } from './calculator-helpers'
import {
  dismissQuotePopupWhenShown,
  expect,
  holdCode,
  seriousAxeViolations,
  storedQuoteRequests,
  test,
  uniqueName,
} from './fixtures'
import { englishIn } from './hindi-kept-english'

// The website in Hindi (/hi/...) beside the English one: every page in both languages with its
// language, alternates and canonical link; every Hindi page's heading, title, axe check, clean
// hydration and no sideways scrolling at 360 px; the language switch; the quote forms' messages in
// Hindi and the language a request arrives with; every calculator computing in Hindi.

const devanagari = /[\u0900-\u097F]/
const hindiName = 'निर्माण कंस्ट्रक्शन्स'
const url = (path: string) => `${company.siteUrl}${path}`

/** Closes the Hindi quote popup whenever it shows in a test that is not about it. */
async function dismissHindiPopupWhenShown(page: Page) {
  await page.addLocatorHandler(
    page.getByRole('dialog', { name: hiQuote.quotePopupCopy.title }),
    async (popup) => {
      await popup.getByRole('button', { name: hiQuote.quotePopupCopy.closeLabel }).first().click()
    },
  )
}

/** Fills a full quote form (home, contact, popup) by its Hindi labels. */
async function fillHindiFullForm(scope: Locator, name: string) {
  await scope.getByLabel(/^पूरा नाम/).fill(name)
  await scope.getByLabel(/फ़ोन/).fill('+91 98765 43210')
  await scope.getByLabel(/^शहर/).fill('पटना')
  await scope.getByLabel(/ज़मीन का साइज़/).fill('1200')
  for (const side of ['उत्तर', 'दक्षिण', 'पूरब', 'पश्चिम']) {
    await scope
      .getByRole('group', { name: new RegExp(side) })
      .getByLabel(/फ़ीट/)
      .fill('30')
  }
  await scope.getByLabel(/मुख/).selectOption('North-East')
  await scope.getByLabel(/प्रोजेक्ट का प्रकार/).selectOption('Residential Construction')
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

test.describe('every page in both languages', () => {
  for (const path of prerenderPaths()) {
    const hindi = pathIn('hi', path)

    test(`${path} and ${hindi}: language, hreflang alternates and canonical links`, async ({
      request,
    }) => {
      for (const [address, lang] of [
        [path, 'en-IN'],
        [hindi, 'hi-IN'],
      ] as const) {
        const response = await request.get(address)
        expect(response.status(), address).toBe(200)
        const html = await response.text()
        expect(html, address).toContain(`<html lang="${lang}"`)
        expect(html, address).toContain(`<link rel="canonical" href="${url(address)}"/>`)
        expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${url(path)}"/>`)
        expect(html).toContain(`<link rel="alternate" hrefLang="hi" href="${url(hindi)}"/>`)
        expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${url(path)}"/>`)
      }
    })

    test(`${hindi}: Hindi heading and title, no English beyond the reviewed words, axe, clean hydration, nothing wider than 360 px`, async ({
      page,
    }) => {
      await dismissHindiPopupWhenShown(page)
      const problems: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text())
      })
      page.on('pageerror', (error) => problems.push(error.message))

      await page.setViewportSize({ width: 360, height: 780 })
      expect((await page.goto(hindi))?.status()).toBe(200)
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
      const h1 = page.getByRole('heading', { level: 1 })
      await expect(h1).toHaveCount(1)
      await expect(h1).toHaveText(devanagari)
      await expect(page).toHaveTitle(new RegExp(hindiName))
      const description = await page.locator('meta[name="description"]').getAttribute('content')
      expect(description).toMatch(devanagari)
      await expect(page.getByRole('status', { name: /लोड/ })).toHaveCount(0)
      expect(await overflow(page)).toBe(0)
      // Every word in Latin letters is one kept in English by choice (hindi-kept-english.ts).
      expect(await englishIn(page)).toEqual([])

      expect(await seriousAxeViolations(page)).toEqual([])
      expect(problems.filter((text) => !text.includes('Failed to load resource'))).toEqual([])
    })
  }

  test('an unknown Hindi address answers 404 with the Hindi not-found card', async ({ page }) => {
    for (const [address, heading] of [
      ['/hi/no/such/page', '404 पेज नहीं मिला'],
      ['/hi/services/demolition', undefined],
    ] as const) {
      expect((await page.goto(address))?.status(), address).toBe(404)
      const h1 = page.getByRole('heading', { level: 1 })
      if (heading) await expect(h1).toHaveText(heading)
      else await expect(h1).toHaveText(devanagari)
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
    }
  })

  test('sitemap.xml lists every page in both languages with its alternates', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    for (const path of prerenderPaths()) {
      expect(sitemap).toContain(`<loc>${url(path)}</loc>`)
      expect(sitemap).toContain(`<loc>${url(pathIn('hi', path))}</loc>`)
    }
    expect(sitemap).toContain(
      `<xhtml:link rel="alternate" hreflang="hi" href="${url('/hi/resources/loan-calculator')}"/>`,
    )
  })
})

test.describe('the language switch', () => {
  test('keeps the visitor on the same page and section', async ({ page }) => {
    await dismissQuotePopupWhenShown(page)
    await dismissHindiPopupWhenShown(page)
    await page.goto('/about')
    await page.getByRole('link', { name: 'हिन्दी में पढ़ें' }).click()
    await expect(page).toHaveURL(/\/hi\/about$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(devanagari)
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
    // Links inside the Hindi page stay Hindi.
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
    await page.getByRole('banner').getByRole('link', { name: 'कोटेशन पाएँ' }).click()
    await expect(page).toHaveURL(/\/hi\/contact$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(devanagari)

    await page.goto('/hi/client-solutions#developers')
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
    await page.getByRole('link', { name: 'Read in English' }).click()
    await expect(page).toHaveURL(/\/client-solutions#developers$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Solutions Tailored to You')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
  })
})

test.describe('the quote forms in Hindi', () => {
  test.beforeEach(async ({ page }) => {
    await dismissHindiPopupWhenShown(page)
  })

  test('the contact form refuses in Hindi, then sends, says so in Hindi, and the request arrives with its language', async ({
    page,
    request,
  }) => {
    await page.goto('/hi/contact')
    const form = page.locator('#quote-form form')
    await form.getByRole('button', { name: hiQuote.fullQuoteFormCopy.contact.submitLabel }).click()
    const notice = form.getByRole('alert')
    await expect(notice).toContainText(hiQuote.validationNoticeCopy.title)
    await expect(notice).toContainText(hindiQuoteMessages.name({ id: 'name' }))

    const name = uniqueName('हिन्दी Visitor')
    await fillHindiFullForm(form, name)
    await form.getByRole('button', { name: hiQuote.fullQuoteFormCopy.contact.submitLabel }).click()
    await expect(page.getByText(hiQuote.contactResultCopy.success.title)).toBeVisible()

    const stored = (await storedQuoteRequests(request)).find((row) => row.name === name)
    expect(stored).toMatchObject({ city: 'पटना', projectType: 'Residential Construction' })
    // Stored and shown to the staff once the API keeps `language` (the integrator's part of the
    // issue): the website sends it with every request.
    expect(stored).toMatchObject({ language: 'hi' })
  })

  test('a press of the button while the page waits for its Hindi texts is acted on once the form is live', async ({
    page,
  }) => {
    // A Hindi page hydrates once its texts have come (entry.client.tsx): until then the form is the
    // prerendered HTML, and a press of its button did nothing (a fresh CI run lost one so).
    const texts = await holdCode(page, /\/hindi-forms-[\w-]{8}\.js$/)
    await page.goto('/hi/contact', { waitUntil: 'commit' })
    await texts.requested
    const form = page.locator('#quote-form form')
    await form.getByLabel(/^पूरा नाम/).fill('सुनीता')
    await form.getByRole('button', { name: hiQuote.fullQuoteFormCopy.contact.submitLabel }).click()
    texts.release()
    const notice = form.getByRole('alert')
    await expect(notice).toContainText(hiQuote.validationNoticeCopy.title)
    await expect(notice).toContainText(hindiQuoteMessages.phone({ id: 'phone' }))
    await expect(form.getByLabel(/^पूरा नाम/)).toHaveValue('सुनीता')
    expect(new URL(page.url()).search).toBe('')
  })

  test('the hero quick form refuses and confirms in Hindi', async ({ page }) => {
    await page.goto('/hi/')
    const form = page.locator('#home form')
    await form.getByLabel(/^पूरा नाम/).fill('सु')
    await form.getByRole('button', { name: hiQuote.heroQuoteFormCopy.submitLabel }).click()
    await expect(page.getByText(hindiQuoteMessages.name({ id: 'name' })).first()).toBeVisible()

    await form.getByLabel(/^पूरा नाम/).fill(uniqueName('Hero हिन्दी'))
    await form.getByLabel(/फ़ोन/).fill('9876543210')
    await form.getByLabel(/ईमेल/).fill('hero-hi@example.com')
    await form.getByLabel(/प्रोजेक्ट का प्रकार/).selectOption('Interior Design')
    await form.getByRole('button', { name: hiQuote.heroQuoteFormCopy.submitLabel }).click()
    // The success toast, in the toasts' landmark named in Hindi, its close button too.
    const toasts = page.getByRole('region', { name: 'सूचनाएँ (F8)' })
    await expect(toasts.getByText(hiQuote.heroQuoteFormCopy.success.description)).toBeVisible()
    await expect(toasts.getByRole('button', { name: 'बंद करें' })).toBeAttached()
    await expect(page.getByRole('region', { name: /Notifications/ })).toHaveCount(0)
  })

  test('a page with a form reached inside the app from /hi/ draws it in Hindi', async ({
    page,
  }) => {
    await dismissHindiPopupWhenShown(page)
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    // The Hindi home page's first load has no form texts (its forms draw later): the contact
    // page's clientLoader fetches them before it draws.
    const formTexts: string[] = []
    page.on('request', (request) => {
      if (/\/hindi-forms-[\w-]{8}\.js$/.test(request.url())) formTexts.push(request.url())
    })
    await page.goto('/hi/')
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
    await page.locator('a[href="/hi/contact"]:visible').first().click()
    await expect(page).toHaveURL(/\/hi\/contact$/)
    const form = page.locator(`#quote-form form`)
    await expect(form.getByLabel(/^पूरा नाम/)).toBeVisible()
    await expect(
      form.getByRole('button', { name: hiQuote.fullQuoteFormCopy.contact.submitLabel }),
    ).toBeVisible()
    expect(formTexts).toHaveLength(1)
    expect(errors).toEqual([])
  })

  test('the home page form refuses and confirms in Hindi', async ({ page }) => {
    await page.goto('/hi/')
    const form = page.locator('#contact form')
    const submit = form.getByRole('button', { name: hiQuote.fullQuoteFormCopy.home.submitLabel })
    await fillHindiFullForm(form, 'सु')
    await submit.click()
    await expect(page.getByText(hindiQuoteMessages.name({ id: 'name' })).first()).toBeVisible()
    await form.getByLabel(/^पूरा नाम/).fill(uniqueName('Home हिन्दी'))
    await form.getByLabel(/ज़मीन का साइज़/).fill('30x40')
    // The land size read back in Hindi: 30 x 40 = 1,200 sq ft.
    await expect(form.getByText(/30 फ़ीट x 40 फ़ीट = 1,200 sq ft/)).toBeVisible()
    await submit.click()
    await expect(page.getByText(hiQuote.homeResultCopy.success.description).first()).toBeVisible()
  })
})

// The popup's own test: no handler closing it.
test.describe('the quote popup in Hindi', () => {
  test('the popup opens in Hindi, refuses and confirms in Hindi', async ({ page }) => {
    await page.clock.install()
    await page.goto('/hi/about')
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
    await page.clock.runFor(11_000)
    const popup = page.getByRole('dialog', { name: hiQuote.quotePopupCopy.title })
    await expect(popup).toBeVisible()
    const submit = popup.getByRole('button', { name: hiQuote.fullQuoteFormCopy.popup.submitLabel })
    await submit.click()
    await expect(popup.getByText(hindiQuoteMessages.name({ id: 'name' })).first()).toBeVisible()
    await fillHindiFullForm(popup, uniqueName('Popup हिन्दी'))
    await submit.click()
    await expect(page.getByText(hiQuote.popupResultCopy.success.title).first()).toBeVisible()
  })
})

/**
 * Fills every empty required number field with a value inside its bounds (10, or the bound that
 * 10 breaks) and every land area with 2 कट्ठा, as a visitor would, then presses the Hindi
 * Calculate and waits for the result (as calculator-helpers.ts does on an English page).
 */
async function fillAndCalculateInHindi(scope: Locator) {
  const calculate = scope.getByRole('button', { name: hiCalculators.calculatorText.calculate })
  // The calculator's code and its Hindi arrive on demand: wait for its form.
  await expect(calculate).toBeVisible()
  const inputs = scope.locator('input[type="number"][required]')
  for (const input of await inputs.all()) {
    if (!(await input.isVisible()) || (await input.inputValue()) !== '') continue
    const min = Number((await input.getAttribute('min')) ?? Number.NEGATIVE_INFINITY)
    const max = Number((await input.getAttribute('max')) ?? Number.POSITIVE_INFINITY)
    await input.fill(String(Math.min(Math.max(10, min), max)))
  }
  await fillLandAreas(scope, '2 कट्ठा')
  await calculate.click()
}

test.describe('every calculator in Hindi', () => {
  for (const slug of calculatorSlugs) {
    test(`/hi/resources/${slug} asks and answers in Hindi, nothing wider than 360 px`, async ({
      page,
    }) => {
      await dismissHindiPopupWhenShown(page)
      await page.setViewportSize({ width: 360, height: 780 })
      await page.goto(`/hi/resources/${slug}`)
      const main = page.locator('main')
      const form = main.locator('form')
      await expect(
        form.getByRole('button', { name: hiCalculators.calculatorText.calculate }),
      ).toBeVisible()
      // Its fields, choices and hints, in Hindi.
      for (const label of await form.locator('label').allTextContents()) {
        expect(label).toMatch(devanagari)
      }
      expect(await englishIn(form)).toEqual([])

      await fillAndCalculateInHindi(main)
      const result = main.getByRole('region', { name: hiCalculators.calculatorText.resultHeading })
      await expect(result).toBeVisible()
      await expect(
        result.getByRole('link', { name: hiCalculators.calculatorText.sendEstimate }),
      ).toBeVisible()
      for (const label of await result.locator('dt').allTextContents()) {
        expect(label).toMatch(devanagari)
      }
      // The result, its notes and tables, and "How we worked this out" (collapsed: in the page
      // all the same), in Hindi.
      await expect(result.getByText(calculatorPanelHindi.workedStepsTitle)).toBeVisible()
      expect(await englishIn(result)).toEqual([])
      expect(new URL(page.url()).searchParams.size).toBeGreaterThan(0)
      expect(await overflow(page)).toBe(0)
    })
  }

  test('the electrical estimate reaches the Hindi quote form whole: monthly use, solar and the link', async ({
    page,
  }) => {
    await dismissHindiPopupWhenShown(page)
    await page.goto('/hi/resources/electrical-calculator')
    const main = page.locator('main')
    await fillAndCalculateInHindi(main)
    const result = main.getByRole('region', { name: hiCalculators.calculatorText.resultHeading })
    await result.getByRole('link', { name: hiCalculators.calculatorText.sendEstimate }).click()
    await expect(page).toHaveURL(/\/hi\/contact\?estimate=/)
    // The estimate in the address fills the message once the page is live.
    const textarea = page.locator('#quote-form textarea')
    await expect(textarea).toHaveValue(/बिजली लोड कैलकुलेटर/)
    const message = await textarea.inputValue()
    // Every line of the estimate, none cut short ("…"), and the link back to the calculator's
    // inputs, its Hindi load names readable (not nine characters each).
    expect(message).toMatch(/\nमहीने की खपत: [\d,]+ यूनिट, बिल लगभग ₹[\d,]+\n/)
    expect(message).toMatch(/\nसोलर सिस्टम: [\d.]+ kW\n/)
    expect(message).not.toContain('…')
    expect(message).toMatch(/https?:\/\/\S+\/hi\/resources\/electrical-calculator\?\S*छत\+का\+पंखा/)
  })

  test('a calculator opened over /hi/resources speaks Hindi too', async ({ page }) => {
    await dismissHindiPopupWhenShown(page)
    await page.goto('/hi/resources?calculator=roof-calculator')
    const modal = page.getByRole('dialog', {
      name: hiCalculators.calculatorCopy['roof-calculator'].title,
    })
    await expect(modal.getByRole('spinbutton', { name: /^इमारत की लंबाई/ })).toBeVisible()
    await fillAndCalculateInHindi(modal)
    const result = modal.getByRole('region', { name: hiCalculators.calculatorText.resultHeading })
    await expect(result).toBeVisible()
    expect(await englishIn(result)).toEqual([])
  })

  test('a refused field says why in Hindi', async ({ page }) => {
    await dismissHindiPopupWhenShown(page)
    await page.goto('/hi/resources/paint-calculator')
    // The prerendered form is the browser's until the app takes it over and gives it the Hindi.
    const form = page.locator('main form[data-field-checks="page"]')
    await form.getByRole('button', { name: hiCalculators.calculatorText.calculate }).click()
    const length = form.getByRole('spinbutton', { name: /^कमरे की लंबाई/ })
    await expect(length).toBeFocused()
    expect(await length.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe(
      calculatorPanelHindi.fieldChecks.required,
    )
    await expect(
      page.getByRole('region', { name: hiCalculators.calculatorText.resultHeading }),
    ).toHaveCount(0)
  })
})
