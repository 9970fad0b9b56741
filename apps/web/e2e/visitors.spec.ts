import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { calculatorCopy } from '../app/content/calculators'
import { faqGroups } from '../app/content/faqs'
import { calculatorSlugs, prerenderPaths } from '../app/content/site-map'
import { fillAndCalculate } from './calculator-helpers'
import { e2eCall, e2eWhatsApp, saveCompanyDetails } from './company-details'
import { dismissQuotePopupWhenShown, expect, test, waitForItsCode } from './fixtures'

// What visitors met on the old site, checked at the narrowest phone we design for (360 x 780).
test.use({ viewport: { width: 360, height: 780 } })
// Run in the desktop project only (playwright.config.ts): they set their own size.
test.beforeEach(async ({ page }) => {
  await dismissQuotePopupWhenShown(page)
})
// The site as its owner has filled it in: the contact bar's call and chat, the footer's phone and
// e-mail (the details every spec saves alike: company-details.ts).
test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  await saveCompanyDetails(request)
  await request.dispose()
})

/** How far the page is wider than the screen (0: no sideways scrolling). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

/** Errors the page logs (a hydration mismatch prints React error #418 here). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

test('no page is wider than a 360 px screen', async ({ page }) => {
  test.setTimeout(180_000)
  const wide: string[] = []
  for (const path of prerenderPaths()) {
    await page.goto(path)
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
    if ((await overflow(page)) > 0) wide.push(`${path}: ${await overflow(page)} px`)
  }
  expect(wide).toEqual([])
})

test('the header and footer fit every screen from a phone to a laptop, in both languages', async ({
  page,
}) => {
  // The widths where the header's and footer's rows change (Tailwind's sm, md, lg, xl) and the
  // phones and laptops between them: the language link once pushed a 412 px phone's page to 467
  // px, and the e-mail address a 1024 px laptop's to 1044.
  const wide: string[] = []
  for (const width of [412, 640, 768, 1024, 1100, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    for (const path of ['/', '/hi/contact']) {
      await page.goto(path)
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
      if ((await overflow(page)) > 0) wide.push(`${path} at ${width}: ${await overflow(page)} px`)
    }
  }
  expect(wide).toEqual([])
})

for (const slug of calculatorSlugs) {
  const title = calculatorCopy[slug].title
  test(`${title}: its result fits 360 px, and a shared link with tracking parameters opens it cleanly`, async ({
    page,
    browser,
  }) => {
    await page.goto(`/resources/${slug}`)
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
    const main = page.locator('main')
    await fillAndCalculate(main)
    await expect(main.getByRole('region', { name: 'Your estimate' })).toBeVisible()
    expect(await overflow(page)).toBe(0)

    // The link as WhatsApp or an ad would pass it on: the calculator's values and their extras.
    const shared = new URL(page.url())
    shared.searchParams.set('utm_source', 'whatsapp')
    shared.searchParams.set('fbclid', 'IwAR0abc')
    shared.searchParams.set('gclid', 'Cj0KCQ')
    const context = await browser.newContext({ viewport: { width: 360, height: 780 } })
    const visitor = await context.newPage()
    await dismissQuotePopupWhenShown(visitor)
    const errors = consoleErrors(visitor)
    await visitor.goto(shared.href)
    await visitor.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
    const result = visitor.locator('main').getByRole('region', { name: 'Your estimate' })
    await expect(result).toBeVisible()
    await expect(visitor.getByText(/outside the calculator's limits/)).toHaveCount(0)
    // The estimate and the quote message carry the calculator's values only.
    const href = await result
      .getByRole('link', { name: 'Send this estimate with a quote request' })
      .getAttribute('href')
    expect(decodeURIComponent(href ?? '')).not.toMatch(/utm_source|fbclid|gclid/)
    expect(errors).toEqual([])
    await context.close()
  })
}

test('a tracking parameter alone shows the empty calculator, not a result', async ({ page }) => {
  const errors = consoleErrors(page)
  await page.goto('/resources/paint-calculator?utm_source=facebook&fbclid=abc')
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
  await expect(page.getByRole('button', { name: 'Calculate' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Your estimate' })).toHaveCount(0)
  expect(errors).toEqual([])
})

test('the header offers Get a Quote on a phone, and Escape closes the menu', async ({ page }) => {
  await page.goto('/about')
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: 'Get a Quote' })).toBeVisible()
  const menuButton = header.getByLabel('Menu', { exact: true })
  await menuButton.click()
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden()
  await expect(menuButton).toBeFocused()

  // A press outside the open menu closes it too.
  await menuButton.click()
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
  await page.getByRole('contentinfo').click({ position: { x: 5, y: 5 } })
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden()

  // A press outside that comes right after the opening (a busy phone, a quick thumb), before the
  // page has done anything else, closes it too: the opening and the press in one go.
  await page.evaluate(() => {
    document.querySelector<HTMLElement>('header summary')?.click()
    document
      .querySelector('footer')
      ?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
  })
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden()
  // And the menu still opens after that.
  await menuButton.click()
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
})

test('without JavaScript the phone menu opens and closes, and FAQ answers can be read', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 360, height: 780 },
  })
  const page = await context.newPage()
  await page.goto('/resources/faqs')
  const menuButton = page.getByRole('banner').getByLabel('Menu', { exact: true })
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  await expect(menu).toBeHidden()
  await menuButton.click()
  await expect(menu.getByRole('link', { name: 'Projects' })).toBeVisible()
  await menuButton.click()
  await expect(menu).toBeHidden()

  const faq = faqGroups[0]?.faqs[0]
  if (!faq) throw new Error('No FAQ in the content module')
  // The answer's first words, enough to find it.
  const answer = page.getByText(faq.answer.slice(0, 40))
  await expect(answer).toBeHidden()
  await page.getByRole('heading', { name: faq.question }).click()
  await expect(answer).toBeVisible()

  // From the keyboard: Tab to the next question, Enter opens it, Space closes it.
  const next = faqGroups[0]?.faqs[1]
  if (!next) throw new Error('Only one FAQ in the first group')
  const nextAnswer = page.getByText(next.answer.slice(0, 40))
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(nextAnswer).toBeVisible()
  await page.keyboard.press('Space')
  await expect(nextAnswer).toBeHidden()
  await context.close()
})

test('a refused quote form shows the reason where the visitor looks: at the first failing field', async ({
  page,
}) => {
  await page.goto('/contact')
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
  const form = page.locator('#quote-form form')
  await form.getByLabel(/^Full Name/).fill('Ravi Kumar')
  await form.getByLabel(/^Phone/).fill('9876543210')
  await form.getByRole('button', { name: /Submit|Send/ }).click()

  // The notice with the spec's words is there, far below on a phone...
  await expect(form.getByText('Validation Error')).toBeAttached()
  // ...and the visitor is taken to City, on screen, its message beside it.
  const city = form.getByRole('textbox', { name: /^City/ })
  await expect(city).toBeFocused()
  await expect(city).toBeInViewport()
  await expect(form.getByText('Please enter your city').first()).toBeInViewport()
  await expect(city).toHaveAccessibleDescription('Please enter your city')
})

test('a link opens the next page at its top with the focus on its heading; Back returns to the old place', async ({
  page,
}) => {
  await page.goto('/about')
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' })
  await footerLink.scrollIntoViewIfNeeded()
  // The footer's code comes when it nears the screen. A tap before it has come is a plain link
  // (a full page load, the browser's own focus); this test is about a move inside the app.
  await waitForItsCode(footerLink)
  const footerScroll = await page.evaluate(() => window.scrollY)
  expect(footerScroll).toBeGreaterThan(500)
  await footerLink.click()
  await expect(page).toHaveURL(/\/contact$/)
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toBeFocused()
  expect(await page.evaluate(() => window.scrollY)).toBe(0)

  await page.goBack()
  await expect(page).toHaveURL(/\/about$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(footerScroll)
})

test('"Learn More" for developers opens /client-solutions at that section', async ({ page }) => {
  await page.goto('/')
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
  const link = page.locator('a[href="/client-solutions#developers"]').first()
  await link.scrollIntoViewIfNeeded()
  await link.click()
  await expect(page).toHaveURL(/\/client-solutions#developers$/)
  // The section's heading comes to sit just below the sticky header (scroll-margin 5rem = 80 px).
  // A tap before the home section has its code is a plain link: the page loads afresh and the
  // browser moves to the section once the page is laid out, so its place is awaited (it is about
  // 1,900 px down the page until then).
  await expect
    .poll(() =>
      page
        .locator('#developers')
        .evaluate((section) => section.getBoundingClientRect().top)
        .then((top) => (top >= 0 && top <= 100 ? 'under the header' : `${top} px from the top`)),
    )
    .toBe('under the header')
})

test('the hero and contact forms never look disabled before the visitor touches them', async ({
  page,
}) => {
  await page.goto('/')
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
  await expect(page.getByRole('button', { name: 'Request My Free Quote' })).toBeEnabled()
  await expect(page.locator('#contact').getByRole('button', { name: /Send|Submit/ })).toBeEnabled()
})

test('a phone has Call, WhatsApp and Get a Quote at the bottom, leaving the page its last lines', async ({
  page,
}) => {
  await page.goto('/services')
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
  const bar = page.getByRole('navigation', { name: 'Contact us' })
  await expect(bar.getByRole('link', { name: 'Call' })).toHaveAttribute('href', e2eCall)
  await expect(bar.getByRole('link', { name: 'Get a Quote' })).toHaveAttribute('href', '/contact')
  const whatsapp = await bar.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')
  const chat = new URL(whatsapp ?? '')
  expect(chat.origin + chat.pathname).toBe(e2eWhatsApp)
  // The message names the page the visitor was reading.
  expect(chat.searchParams.get('text')).toMatch(/\/services$/)

  // At the very bottom, the footer's last line is above the bar, not under it. The footer's code
  // first: it adds the owner's phone and e-mail lines, and the page grows.
  const footer = page.getByRole('contentinfo')
  await footer.scrollIntoViewIfNeeded()
  await waitForItsCode(footer)
  await expect(footer.getByRole('link', { name: '+91 94310 27500' })).toBeVisible()
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const barTop = (await bar.boundingBox())?.y ?? 0
  const footerBottom = await footer.evaluate((element) => element.getBoundingClientRect().bottom)
  expect(footerBottom).toBeLessThanOrEqual(barTop + 1)

  // While the visitor types into a form the bar steps aside, so it never covers a field or a button.
  await page.goto('/contact')
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
  await page.getByRole('textbox', { name: /^Full Name/ }).focus()
  await expect(bar).toBeHidden()
})

test('a laptop has a WhatsApp button and no bottom bar', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto('/about')
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
  const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp' })
  await expect(chat).toBeVisible()
  expect(await chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919431027501\?text=/)
  await expect(page.getByRole('navigation', { name: 'Contact us' })).toBeHidden()
  // Everything a screen reader lists is inside a landmark, the floating WhatsApp button too.
  const regions = await new AxeBuilder({ page }).setLegacyMode().withRules(['region']).analyze()
  expect(
    regions.violations.flatMap((violation) => violation.nodes.map((node) => node.html)),
  ).toEqual([])
})

test('a calculator result prints without the header, footer, contact bar or buttons', async ({
  page,
}) => {
  await page.goto('/resources/paint-calculator')
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
  await fillAndCalculate(page.locator('main'))
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('region', { name: 'Your estimate' })).toBeVisible()
  // The links drawn as buttons under the result stay off paper too.
  await expect(
    page.getByRole('link', { name: 'Send this estimate with a quote request' }),
  ).toBeHidden()
  await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toBeHidden()
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByRole('contentinfo')).toBeHidden()
  await expect(page.getByRole('navigation', { name: 'Contact us' })).toBeHidden()
  for (const button of await page.locator('main button').all()) await expect(button).toBeHidden()
})

test('an article prints without the header, footer, contact bar or buttons', async ({ page }) => {
  await page.goto('/resources/articles/monsoon-proofing-your-home')
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByRole('contentinfo')).toBeHidden()
  await expect(page.getByRole('navigation', { name: 'Contact us' })).toBeHidden()
  for (const button of await page.locator('main button').all()) await expect(button).toBeHidden()
})
