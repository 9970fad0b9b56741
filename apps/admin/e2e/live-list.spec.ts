import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

// Issue 21, item 5, against the real API on a fresh database (see playwright.config.ts): the link
// of a lead alert survives signing in, and a lead posted while the list is open appears on it
// without pressing Refresh, the staff's scroll kept.
const staff = { username: 'e2e-staff', password: 'e2e correct horse battery' }

const leadEntry = (page: Page, name: string) =>
  page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: name })

/** A quote request as the website's form sends it; returns its id. */
async function sendQuote(request: APIRequestContext, name: string, phone: string) {
  const sent = await request.post('/api/contact', {
    data: {
      name,
      phone,
      email: '',
      city: 'Patna',
      landSize: '1800',
      landDimensionNorthFeet: '40',
      landDimensionSouthFeet: '40',
      landDimensionEastFeet: '45',
      landDimensionWestFeet: '45',
      landFacing: 'North',
      projectType: 'Residential Construction',
      message: '',
    },
  })
  expect(sent.status()).toBe(201)
  return ((await sent.json()) as { id: number }).id
}

test("a lead alert's link opens the lead after signing in, and the list shows new leads by itself", async ({
  page,
  request,
}, testInfo) => {
  const suffix = `${testInfo.project.name} ${Date.now()}`
  const first = `Alert Link ${suffix}`
  const id = await sendQuote(request, first, '+91 94310 99999')
  // Time only runs faster when the test says so (the list's 30-second refresh); otherwise as usual.
  await page.clock.install()

  // The link of the alert e-mail, opened in a browser with no session.
  await page.goto(`/admin/dashboard?request=${id}`)
  await expect(page).toHaveURL(
    new RegExp(`/admin/login\\?next=${encodeURIComponent(`/dashboard?request=${id}`)}$`),
  )
  await page.getByLabel('Username').fill(staff.username)
  await page.getByLabel('Password').fill(staff.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/dashboard\\?request=${id}$`))
  await expect(page.getByRole('dialog', { name: first })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // To do, with the list scrolled down as far as it goes. The list of To do itself, not the
  // previous list it keeps on screen while it loads: a refresh asked while its first load is still
  // on its way waits for that load, which came before the request below.
  const todoLoaded = page.waitForResponse((response) => {
    const url = new URL(response.url())
    return url.pathname === '/api/admin/dashboard/leads' && url.searchParams.get('todo') === 'true'
  })
  await page.getByRole('button', { name: /^To do/ }).click()
  await expect(page).toHaveURL(/todo=true/)
  await todoLoaded
  await expect(leadEntry(page, first)).toBeVisible()
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const scrolledTo = await page.evaluate(() => window.scrollY)
  expect(scrolledTo).toBeGreaterThan(0)

  // A visitor sends a quote request while the list is open: it appears when the list refreshes
  // itself 30 seconds on, with nobody pressing Refresh.
  const second = `While Open ${suffix}`
  await sendQuote(request, second, '+91 94310 88888')
  await page.clock.fastForward('00:31')
  await expect(leadEntry(page, second)).toBeVisible()
  await expect(page.getByText(/1 new lead since you opened the list/)).toBeVisible()
  // The page was not reset to its top: it stays where it was, or lower (a new row above pushes the
  // content down), or at the page's end if the page got a few pixels shorter meanwhile (the browser
  // then scrolls up by as much: a fresh CI run saw 112 after 119).
  const { scrollY, bottom } = await page.evaluate(() => ({
    scrollY: window.scrollY,
    bottom: document.documentElement.scrollHeight - window.innerHeight,
  }))
  expect(scrollY).toBeGreaterThanOrEqual(Math.min(scrolledTo, bottom))
  expect(scrollY).toBeGreaterThan(0)
  await expect(page).toHaveURL(/todo=true/)
})
