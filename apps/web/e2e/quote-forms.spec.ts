import type { Locator, Page } from '@playwright/test'

/** The toast viewport (a toast's text is also repeated for screen readers, outside it). */
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ })

import {
  dismissQuotePopupWhenShown,
  expect,
  holdCode,
  storedQuoteRequests,
  test,
  uniqueName,
} from './fixtures'

/** Fills the full quote form inside `scope` (a form or dialog locator's page part). */
async function fillFullForm(scope: Locator, name: string) {
  await scope.getByLabel(/^Full Name|^Name/).fill(name)
  await scope.getByLabel(/Phone/).fill('+91 98765 43210')
  await scope.getByLabel(/Email/).fill('e2e@example.com')
  await scope.getByLabel(/City/).fill('Patna')
  await scope.getByLabel(/Land Size/i).fill('1200')
  for (const side of ['North', 'South', 'East', 'West']) {
    await scope
      .getByRole('group', { name: new RegExp(side) })
      .getByLabel(/Feet/i)
      .fill('30')
  }
  await scope.getByLabel(/Facing/i).selectOption('North-East')
  await scope.getByLabel(/Project Type/i).selectOption('Residential Construction')
}

test.describe('quote requests reach the staff', () => {
  test.beforeEach(async ({ page }) => {
    await dismissQuotePopupWhenShown(page)
  })

  test('from the hero quick form on the home page', async ({ page, request }) => {
    const name = uniqueName('Hero Visitor')
    await page.goto('/')
    const form = page.locator('#home form')
    await form.getByLabel(/Name/).fill(name)
    await form.getByLabel(/Phone/).fill('9876543210')
    await form.getByLabel(/Email/).fill('hero@example.com')
    await form.getByLabel(/Project Type/i).selectOption('Interior Design')
    await form.getByRole('button', { name: /Get|Submit|Request/ }).click()
    await expect(
      toasts(page).getByText("Your quote request has been submitted. We'll contact you shortly."),
    ).toBeVisible()
    await expect(form.getByLabel(/Name/)).toHaveValue('')

    const stored = (await storedQuoteRequests(request)).find((row) => row.name === name)
    expect(stored).toMatchObject({
      phone: '9876543210',
      email: 'hero@example.com',
      projectType: 'Interior Design',
      message: '',
    })
  })

  test('from the full form on the home page', async ({ page, request }) => {
    const name = uniqueName('Home Visitor')
    await page.goto('/')
    const form = page.locator('#contact form')
    await fillFullForm(form, name)
    await form.getByRole('button', { name: /Submit|Send/ }).click()
    await expect(
      toasts(page).getByText("Your message has been sent. We'll contact you shortly."),
    ).toBeVisible()
    await expect(form.getByLabel(/City/)).toHaveValue('')

    const stored = (await storedQuoteRequests(request)).find((row) => row.name === name)
    expect(stored).toMatchObject({
      city: 'Patna',
      landSize: '1200',
      landDimensionNorthFeet: '30',
      landDimensionNorthInches: '0',
      landFacing: 'North-East',
      projectType: 'Residential Construction',
    })
  })

  test('from the contact page, with an estimate from a calculator in the message', async ({
    page,
    request,
  }) => {
    const name = uniqueName('Contact Visitor')
    await page.goto('/resources/paint-calculator?length=12&width=10&height=10&doors=1&windows=2')
    await page.getByRole('link', { name: 'Send this estimate with a quote request' }).click()
    await expect(page).toHaveURL(/\/contact\?estimate=/)
    const form = page.locator('#quote-form form')
    await expect(form.getByLabel(/Message/)).toHaveValue(/Paint Calculator/)
    await fillFullForm(form, name)
    await form.getByRole('button', { name: /Submit|Send/ }).click()
    await expect(page.getByText('Message Sent Successfully!')).toBeVisible()

    const stored = (await storedQuoteRequests(request)).find((row) => row.name === name)
    expect(stored?.message).toContain('Paint Calculator')
    expect(stored?.landFacing).toBe('North-East')
  })

  test('a failed submission keeps every value and says so', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"message":"Service Unavailable"}',
      }),
    )
    await page.goto('/contact')
    const form = page.locator('#quote-form form')
    await fillFullForm(form, 'Kept Values')
    await form.getByLabel(/Message/).fill('Two floors, east facing')
    await form.getByRole('button', { name: /Submit|Send/ }).click()
    await expect(page.getByText('Error submitting form')).toBeVisible()
    await expect(form.getByLabel(/^Full Name|^Name/)).toHaveValue('Kept Values')
    await expect(form.getByLabel(/City/)).toHaveValue('Patna')
    await expect(form.getByLabel(/Facing/i)).toHaveValue('North-East')
    await expect(form.getByLabel(/Message/)).toHaveValue('Two floors, east facing')
  })

  test('a submission with missing fields shows the first message and sends nothing', async ({
    page,
  }) => {
    let sent = false
    await page.route('**/api/contact', (route) => {
      sent = true
      return route.continue()
    })
    await page.goto('/contact')
    await page
      .locator('#quote-form form')
      .getByRole('button', { name: /Submit|Send/ })
      .click()
    const notice = page.locator('#quote-form form').getByRole('alert')
    await expect(notice).toContainText('Validation Error')
    await expect(notice).toContainText('Name must be at least 3 characters')
    // The same message beside the first failing field, which has the focus.
    const name = page.locator('#quote-form form').getByLabel(/^Full Name/)
    await expect(name).toBeFocused()
    await expect(name).toHaveAccessibleDescription('Name must be at least 3 characters')
    expect(sent).toBe(false)
  })
})

test.describe('the quote popup', () => {
  test('opens 10 seconds after the page loads, and its request reaches the staff', async ({
    page,
    request,
  }) => {
    // The page's clock stands still until the test moves it, however long loading takes here.
    await page.clock.install({ time: 0 })
    await page.clock.pauseAt(1000)
    await page.goto('/about')
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
    const popup = page.getByRole('dialog', { name: 'Get a Quick Quote' })
    await page.clock.runFor(9_000)
    await expect(popup).toBeHidden()
    await page.clock.runFor(1_500)
    // Due now: let time flow again for the dialog's own work (its animation, focus, the send).
    await page.clock.resume()
    await expect(popup).toBeVisible()
    await expect(
      popup.getByText("Fill out this quick form and we'll contact you shortly!"),
    ).toBeVisible()

    const name = uniqueName('Popup Visitor')
    await fillFullForm(popup, name)
    await popup.getByRole('button', { name: /Send|Submit/ }).click()
    await expect(toasts(page).getByText('Message Sent!')).toBeVisible()
    await expect(popup).toBeHidden()

    const stored = (await storedQuoteRequests(request)).find((row) => row.name === name)
    expect(stored?.projectType).toBe('Residential Construction')
  })

  test('a failed send shows its toast above the popup; touching it keeps the popup and what was typed', async ({
    page,
  }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Down"}' }),
    )
    await page.clock.install({ time: 0 })
    await page.clock.pauseAt(1000)
    await page.goto('/about')
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
    await page.clock.runFor(9_500)
    await page.clock.resume()
    const popup = page.getByRole('dialog', { name: 'Get a Quick Quote' })
    await expect(popup).toBeVisible()
    await fillFullForm(popup, 'Toast Visitor')
    await popup.getByRole('button', { name: /Send|Submit/ }).click()

    const toast = toasts(page).getByText('Failed to send your message. Please try again.')
    await expect(toast).toBeVisible()
    // On top: a tap at the toast's centre reaches the toast, not the dialog or its backdrop.
    const box = await toast.boundingBox()
    if (!box) throw new Error('The toast has no box')
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.closest('[data-slot="toast-viewport"]') !== null,
      [box.x + box.width / 2, box.y + box.height / 2] as const,
    )
    expect(onTop).toBe(true)
    await toast.click()
    await expect(popup).toBeVisible()
    await expect(popup.getByLabel(/^Full Name|^Name/)).toHaveValue('Toast Visitor')
  })

  test('never comes back once closed', async ({ page }) => {
    await page.clock.install({ time: 0 })
    await page.clock.pauseAt(1000)
    await page.goto('/services')
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
    const popup = page.getByRole('dialog', { name: 'Get a Quick Quote' })
    await page.clock.runFor(10_500)
    await page.clock.resume()
    await expect(popup).toBeVisible()
    await popup.getByRole('button', { name: 'Close' }).first().click()
    await expect(popup).toBeHidden()
    await page.clock.runFor(61_000)
    await expect(popup).toBeHidden()
  })
})

test.describe('the quote popup never takes the focus from a field being typed in', () => {
  const forms = [
    {
      path: '/resources/paint-calculator',
      field: (page: Page) => page.locator('main form input[type="number"]').first(),
    },
  ]
  for (const { path, field } of forms) {
    test(`on ${path}: it waits while the visitor types, and shows once they leave the form`, async ({
      page,
    }) => {
      await page.clock.install({ time: 0 })
      await page.clock.pauseAt(1000)
      await page.goto(path)
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
      // A second of the page's clock for its own start-up work (with the clock standing still,
      // React shows the calculator's loading state until its timers run); the popup is due at 10 s.
      await page.clock.runFor(1_000)
      const popup = page.getByRole('dialog', { name: 'Get a Quick Quote' })
      const input = field(page)
      await input.click()
      await page.keyboard.type('12')
      // 10 s after load the popup is due, and the visitor is still typing.
      await page.clock.runFor(8_500)
      await page.keyboard.type('34')
      await page.clock.runFor(60_000)
      await page.keyboard.type('56')
      // Every keystroke landed in the field, which still has the focus; no popup.
      await expect(input).toHaveValue(/123456$/)
      await expect(input).toBeFocused()
      await expect(popup).toHaveCount(0)

      // Leaving the form (a press on the page's heading) lets the waiting show happen, once.
      await page.getByRole('heading', { level: 1 }).click()
      await page.clock.resume()
      await expect(popup).toBeVisible()
      await expect(input).toHaveValue(/123456$/)
    })
  }
})

test.describe('the quote popup never opens over a quote form the visitor has started', () => {
  for (const width of [360, 1366]) {
    test(`on /contact at ${width} px: a name typed from 6 s to 16 s, then a tap on the heading: no popup, not at 60 s either`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 780 })
      await page.clock.install({ time: 0 })
      await page.clock.pauseAt(1000)
      await page.goto('/contact')
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
      // The popup's code, fetched ahead of its first show (8 s after load).
      const popupCode = page.waitForResponse(/\/quote-popup-dialog-[\w-]{8}\.js$/)
      await page.clock.runFor(5_000)
      const name = page.locator('#quote-form').getByLabel(/^Full Name/)
      await name.click()
      await page.keyboard.type('Ravi')
      await page.clock.runFor(5_000)
      await page.keyboard.type(' Kumar')
      await page.clock.runFor(5_000)
      // Out of the form: a tap on the heading, and more than a minute of the page's clock.
      await page.getByRole('heading', { level: 1 }).click()
      await page.clock.runFor(60_000)
      await page.clock.resume()
      // Its code is here and two frames have been drawn since: a popup due would be on screen.
      await popupCode
      for (let frame = 0; frame < 2; frame++)
        await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(drawn)))
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(name).toHaveValue('Ravi Kumar')
      expect(await page.evaluate(() => document.querySelector('[data-quote-popup]'))).toBeNull()
    })
  }
})

test.describe('the home page before its code has arrived', () => {
  // The hero form is plain HTML until the visitor's first touch fetches its code
  // (hydrateOnFirstTouch), then a plain form that wakes its live form (react-hook-form, the
  // checks) on a touch. Here one of the two arrives only after the visitor has typed and pressed
  // the button: the press is acted on once the form is live (a field is missing, so the visitor
  // is told), nothing typed is lost, and nothing is sent as a plain HTML form.
  const cases = [
    {
      stage: 'the live form',
      file: /\/assets\/hero-quote-form-[\w-]{8}\.js$/,
      typed: { Name: 'Early Visitor', Phone: '9876543210' },
      message: 'Please enter a valid email',
    },
    {
      stage: 'any code of the form',
      file: /\/assets\/hero-quote-form-on-demand-[\w-]{8}\.js$/,
      typed: { Name: 'Plain Visitor', Email: 'plain@example.com' },
      message: 'Please enter a valid phone number',
    },
  ]
  for (const { stage, file, typed, message } of cases) {
    test(`keeps what was typed and a press of the button made before ${stage} arrived`, async ({
      page,
    }) => {
      await dismissQuotePopupWhenShown(page)
      const code = await holdCode(page, file)
      await page.goto('/')
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
      const form = page.locator('#home form')
      for (const [label, value] of Object.entries(typed)) {
        await form.getByLabel(new RegExp(label)).fill(value)
      }
      await form.getByRole('button', { name: 'Request My Free Quote' }).click()
      await code.requested
      code.release()
      await expect(form.getByRole('alert')).toContainText(message)
      for (const [label, value] of Object.entries(typed)) {
        await expect(form.getByLabel(new RegExp(label))).toHaveValue(value)
      }
      expect(new URL(page.url()).search).toBe('')
    })
  }
})

test.describe('the contact page before its code has arrived', () => {
  test.beforeEach(async ({ page }) => {
    await dismissQuotePopupWhenShown(page)
  })

  // The page's route module held back: the form is the prerendered HTML, with no code of the site
  // running but the page's first script (early-presses.ts). The visitor fills it in and presses
  // the button once: the request is sent when the code comes, with everything typed.
  test('sends a request whose button was pressed before any code of the page ran', async ({
    page,
    request,
  }) => {
    const code = await holdCode(page, /\/assets\/contact-[\w-]{8}\.js$/)
    await page.goto('/contact', { waitUntil: 'commit' })
    await code.requested
    const form = page.locator('#quote-form form')
    const name = uniqueName('Early Press')
    await fillFullForm(form, name)
    await form.getByRole('button', { name: /Submit|Send/ }).click()
    expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined()
    code.release()
    await expect(page.getByText('Message Sent Successfully!')).toBeVisible()
    const stored = (await storedQuoteRequests(request)).find((row) => row.name === name)
    expect(stored).toMatchObject({ city: 'Patna', landFacing: 'North-East' })
    expect(new URL(page.url()).search).toBe('')
  })
})

test.describe('a quote form taken over by its code', () => {
  test.beforeEach(async ({ page }) => {
    await dismissQuotePopupWhenShown(page)
  })

  // The form's code (its checks, the sending) comes once the visitor touches the form, and wires
  // the very fields on screen (on-demand-form.tsx) instead of drawing new ones: Chromium could drop
  // the next keys typed on a hardware keyboard into a form whose fields had just been replaced.
  test('keeps the fields on screen, and every key typed on a keyboard while its code arrives', async ({
    page,
    request,
  }) => {
    const code = await holdCode(page, /\/assets\/full-quote-form-[\w-]{8}\.js$/)
    await page.goto('/contact')
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
    const form = page.locator('#quote-form form')
    // The form and each of its fields marked as the page drew them: a replaced one loses its mark.
    await form.evaluate((element: HTMLFormElement) => {
      for (const node of [element, ...element.elements]) (node as HTMLElement).dataset.drawn = 'yes'
    })
    const name = uniqueName('Keyboard Visitor')
    await form.getByLabel(/^Full Name/).click()
    await page.keyboard.type(name.slice(0, 5))
    await code.requested
    code.release()
    // Typing goes on at once, in the moments the code arrives and takes the form over.
    await page.keyboard.type(name.slice(5))
    await form.getByLabel(/Phone/).click()
    await page.keyboard.type('9876543210')
    await form.getByLabel(/Email/).click()
    await page.keyboard.type('keys@example.com')
    await form.getByLabel(/City/).click()
    await page.keyboard.type('Danapur')
    await form.getByLabel(/Land Size/i).click()
    await page.keyboard.type('1200')
    for (const side of ['North', 'South', 'East', 'West']) {
      await form
        .getByRole('group', { name: new RegExp(side) })
        .getByLabel(/Feet/i)
        .click()
      await page.keyboard.type('30')
    }
    await form.getByLabel(/Facing/i).selectOption('North-East')
    await form.getByLabel(/Project Type/i).selectOption('Residential Construction')
    await form.getByRole('button', { name: /Submit|Send/ }).click()

    await expect(page.getByText('Message Sent Successfully!')).toBeVisible()
    const stored = (await storedQuoteRequests(request)).find((row) => row.name === name)
    expect(stored).toMatchObject({
      phone: '9876543210',
      email: 'keys@example.com',
      city: 'Danapur',
      landFacing: 'North-East',
    })
    await expect(form).toHaveAttribute('data-drawn', 'yes')
    await expect(
      form.locator('input:not([data-drawn]), select:not([data-drawn]), textarea:not([data-drawn])'),
    ).toHaveCount(0)
  })
})
