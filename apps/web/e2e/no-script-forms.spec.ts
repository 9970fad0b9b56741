import type { APIRequestContext, Locator, Page, Response } from '@playwright/test'
import { expect, storedQuoteRequests, test, uniqueName } from './fixtures'

// The quote forms without the page's code: JavaScript off, or the page's code failing to load.
// Each form posts as plain HTML to the API (POST /api/contact/form), which answers with a page in
// the form's language: the request sent, or the form again with its messages and every value.
// The expected texts are the website's own (content/quote.ts, content/hi/quote.ts, and the
// contract's quote-messages-hi.ts), written out here.

const phone = { width: 360, height: 780 }
const desktop = { width: 1366, height: 768 }

interface Labels {
  name: RegExp
  phone: RegExp
  email: RegExp
  city: RegExp
  landSize: RegExp
  sides: string[]
  feet: RegExp
  facing: RegExp
  projectType: RegExp
  message: RegExp
}

const english: Labels = {
  name: /^Full Name/,
  phone: /^Phone Number/,
  email: /^Email Address/,
  city: /^City/,
  landSize: /^Land Size/,
  sides: ['North Side', 'South Side', 'East Side', 'West Side'],
  feet: /^Feet/,
  facing: /^Land Facing/,
  projectType: /^Project Type/,
  message: /^Message/,
}

const hindi: Labels = {
  name: /^पूरा नाम/,
  phone: /^फ़ोन नंबर/,
  email: /^ईमेल पता/,
  city: /^शहर/,
  landSize: /^ज़मीन का साइज़/,
  sides: ['उत्तर की तरफ़', 'दक्षिण की तरफ़', 'पूरब की तरफ़', 'पश्चिम की तरफ़'],
  feet: /^फ़ीट/,
  facing: /^प्लॉट का मुख/,
  projectType: /^प्रोजेक्ट का प्रकार/,
  message: /^संदेश/,
}

/** Fills a full quote form (the website's, or the API's page of it) but the fields in `skip`. */
async function fillFullForm(
  scope: Locator,
  labels: Labels,
  name: string,
  skip: (keyof Labels)[] = [],
) {
  const fill = async (field: keyof Labels, value: string) => {
    if (!skip.includes(field)) await scope.getByLabel(labels[field] as RegExp).fill(value)
  }
  await fill('name', name)
  await fill('phone', '+91 98765 43210')
  await fill('email', 'no-script@example.in')
  await fill('city', 'Patna')
  await fill('landSize', '30x40')
  for (const side of labels.sides) {
    await scope.getByRole('group', { name: side }).getByLabel(labels.feet).fill('40')
  }
  await scope.getByLabel(labels.facing).selectOption('North-East')
  await scope.getByLabel(labels.projectType).selectOption('Residential Construction')
  await fill('message', 'Two floors, <b>four</b> rooms')
}

/** The answer to the form's post, waited for from the moment before the press. */
function formAnswer(page: Page): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      response.url().includes('/api/contact/form') && response.request().method() === 'POST',
  )
}

/** The requests stored with `name`: the test's own. */
async function storedWithName(request: APIRequestContext, name: string) {
  return (await storedQuoteRequests(request)).filter((row) => row.name === name)
}

test.describe('quote forms with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('the hero quick form on the home page sends its request (360 px)', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(phone)
    await page.goto('/')
    const form = page.locator('#home form')
    const name = uniqueName('No Script Hero')
    await form.getByLabel(english.name).fill(name)
    await form.getByLabel(english.phone).fill('9876543210')
    await form.getByLabel(english.email).fill('hero@example.in')
    await form.getByLabel(english.projectType).selectOption('Interior Design')
    const answer = formAnswer(page)
    await form.getByRole('button', { name: 'Request My Free Quote' }).click()

    expect((await answer).status()).toBe(201)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
    await expect(page.getByRole('status')).toContainText(
      "Your quote request has been submitted. We'll contact you shortly.",
    )
    const stored = await storedWithName(request, name)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      email: 'hero@example.in',
      projectType: 'Interior Design',
      language: 'en',
      source: { form: 'hero', page: '/' },
    })
    // The way back fits the phone's screen and leads to the home page.
    const back = page.getByRole('link', { name: 'Back to the page' })
    const box = await back.boundingBox()
    expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(360)
    await back.click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('the full form on the home page sends its request (1366 px)', async ({ page, request }) => {
    await page.setViewportSize(desktop)
    await page.goto('/')
    const form = page.locator('#contact form')
    const name = uniqueName('No Script Home')
    await fillFullForm(form, english, name)
    const answer = formAnswer(page)
    await form.getByRole('button', { name: 'Send Message' }).click()

    expect((await answer).status()).toBe(201)
    await expect(page.getByRole('status')).toContainText(
      "Your message has been sent. We'll contact you shortly.",
    )
    const stored = await storedWithName(request, name)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      city: 'Patna',
      // Kept as typed, with its square feet: 30 x 40 = 1,200.
      landSize: '30x40',
      landSizeSqFt: 1200,
      landDimensionWestFeet: '40',
      landFacing: 'North-East',
      message: 'Two floors, <b>four</b> rooms',
      source: { form: 'home' },
    })
  })

  test('the contact page’s form sends its request (1366 px)', async ({ page, request }) => {
    await page.setViewportSize(desktop)
    await page.goto('/contact')
    const form = page.locator('#quote-form form')
    const name = uniqueName('No Script Contact')
    await fillFullForm(form, english, name)
    const answer = formAnswer(page)
    await form.getByRole('button', { name: 'Submit Request' }).click()

    expect((await answer).status()).toBe(201)
    await expect(page.getByRole('status')).toContainText('Message Sent Successfully!')
    expect(await storedWithName(request, name)).toHaveLength(1)
    await page.getByRole('link', { name: 'Back to the page' }).click()
    await expect(page).toHaveURL(/\/contact$/)
  })

  test('the Hindi contact page’s form is refused with the message beside the field, every value kept, then sent in Hindi (360 px)', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(phone)
    await page.goto('/hi/contact')
    const name = uniqueName('बिना स्क्रिप्ट')
    await fillFullForm(page.locator('#quote-form form'), hindi, name, ['city'])
    const refusal = formAnswer(page)
    await page.getByRole('button', { name: 'अनुरोध भेजें' }).click()

    expect((await refusal).status()).toBe(400)
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
    await expect(page.getByRole('alert')).toContainText('जानकारी में गलती')
    const city = page.getByLabel(hindi.city)
    await expect(city).toHaveAttribute('aria-invalid', 'true')
    await expect(city).toHaveAccessibleDescription('कृपया अपना शहर लिखें')
    // Every value typed is kept.
    await expect(page.getByLabel(hindi.name)).toHaveValue(name)
    await expect(page.getByLabel(hindi.phone)).toHaveValue('+91 98765 43210')
    await expect(page.getByLabel(hindi.email)).toHaveValue('no-script@example.in')
    await expect(page.getByLabel(hindi.landSize)).toHaveValue('30x40')
    for (const side of hindi.sides) {
      await expect(page.getByRole('group', { name: side }).getByLabel(hindi.feet)).toHaveValue('40')
    }
    await expect(page.getByLabel(hindi.facing)).toHaveValue('North-East')
    await expect(page.getByLabel(hindi.projectType)).toHaveValue('Residential Construction')
    await expect(page.getByLabel(hindi.message)).toHaveValue('Two floors, <b>four</b> rooms')
    expect(await storedWithName(request, name)).toHaveLength(0)
    // The form fits the phone's screen.
    const send = page.getByRole('button', { name: 'अनुरोध भेजें' })
    const box = await send.boundingBox()
    expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(360)

    await city.fill('पटना')
    const sent = formAnswer(page)
    await send.click()

    expect((await sent).status()).toBe(201)
    await expect(page.getByRole('status')).toContainText('संदेश सफलतापूर्वक भेज दिया गया!')
    const stored = await storedWithName(request, name)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      city: 'पटना',
      language: 'hi',
      source: { form: 'contact', page: '/hi/contact' },
    })
  })
})

test.describe('quote forms whose page’s code fails to load', () => {
  // Every script of the site but the page's small boot files (early-presses.ts's among them).
  const siteCode = /\/assets\/(?!boot-)[^/]+\.js$/

  test('a press made while the code was coming is sent as plain HTML once the code fails', async ({
    page,
    request,
  }) => {
    let fail = () => {}
    const failed = new Promise<void>((resolve) => {
      fail = resolve
    })
    let markRequested = () => {}
    const requested = new Promise<void>((resolve) => {
      markRequested = resolve
    })
    await page.route(siteCode, async (route) => {
      markRequested()
      await failed
      await route.abort('connectionreset')
    })
    await page.setViewportSize(desktop)
    await page.goto('/contact', { waitUntil: 'commit' })
    await requested
    const form = page.locator('#quote-form form')
    const name = uniqueName('Code Failed')
    await fillFullForm(form, english, name)
    await form.getByRole('button', { name: 'Submit Request' }).click()
    // The press is held for the page's code (the body's first script keeps it): nothing is posted.
    expect(
      await page.evaluate(() => (window as { __earlyPresses?: unknown[] }).__earlyPresses?.length),
    ).toBe(1)
    expect(new URL(page.url()).pathname).toBe('/contact')

    const answer = formAnswer(page)
    fail()

    expect((await answer).status()).toBe(201)
    await expect(page.getByRole('status')).toContainText('Message Sent Successfully!')
    expect(await storedWithName(request, name)).toHaveLength(1)
  })

  test('on a Hindi page, a press after the code failed posts at once (hero form)', async ({
    page,
    request,
  }) => {
    await page.route(siteCode, (route) => route.abort('connectionreset'))
    await page.setViewportSize(phone)
    await page.goto('/hi/')
    const form = page.locator('#home form')
    const name = uniqueName('हीरो बिना कोड')
    await form.getByLabel(hindi.name).fill(name)
    await form.getByLabel(hindi.phone).fill('9876543210')
    await form.getByLabel(hindi.email).fill('hero-hi@example.in')
    await form.getByLabel(hindi.projectType).selectOption('Interior Design')
    const answer = formAnswer(page)
    await form.getByRole('button', { name: 'मेरा मुफ़्त कोटेशन मँगवाएँ' }).click()

    expect((await answer).status()).toBe(201)
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
    await expect(page.getByRole('status')).toContainText(
      'आपका कोटेशन अनुरोध जमा हो गया है। हम जल्द ही आपसे संपर्क करेंगे।',
    )
    const stored = await storedWithName(request, name)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ language: 'hi', source: { form: 'hero', page: '/hi/' } })
  })
})
