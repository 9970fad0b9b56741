import { dismissQuotePopupWhenShown, expect, test } from './fixtures'

// The home page's JavaScript at startup stays small (the budget) because its sections below the
// hero and the hero's form fetch their code only when the visitor reaches or touches them.
test("the home page fetches an island's code only when the visitor gets to it", async ({
  page,
}) => {
  await dismissQuotePopupWhenShown(page)
  const fetched: string[] = []
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname.split('/').pop() ?? ''
    if (file.endsWith('.js')) fetched.push(file)
  })
  const wasFetched = (name: string) => fetched.some((file) => file.startsWith(`${name}-`))

  await page.goto('/')
  await page.waitForLoadState('networkidle')
  // The hero form until it is touched; the contact form and the call to action far below.
  expect(wasFetched('hero-quote-form')).toBe(false)
  expect(wasFetched('full-quote-form')).toBe(false)
  expect(wasFetched('contact-section')).toBe(false)

  await page.locator('#home form').getByLabel(/Name/).focus()
  await expect.poll(() => wasFetched('hero-quote-form')).toBe(true)

  await page.locator('#contact').scrollIntoViewIfNeeded()
  await expect.poll(() => wasFetched('full-quote-form')).toBe(true)
})
