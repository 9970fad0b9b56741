import { dismissQuotePopupWhenShown, expect, signInToDashboard, test, uniqueName } from './fixtures'

// Where a lead came from, end to end: an advert's address, a few pages, the popup's request, and
// the source as the staff read it in the dashboard.

test('the popup request carries the landing of the visit to the dashboard', async ({ page }) => {
  await page.clock.install()
  await page.goto('/?utm_source=facebook&utm_campaign=diwali')
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })

  // Navigate inside the site with the header's menu (opened first on a phone): the landing stays
  // the first page of the visit.
  const header = page.getByRole('banner')
  const aboutUs = header.getByRole('link', { name: 'About Us', exact: true })
  if (!(await aboutUs.isVisible())) await header.getByLabel('Menu', { exact: true }).click()
  await aboutUs.click()
  await expect(page).toHaveURL(/\/about$/)

  const popup = page.getByRole('dialog', { name: 'Get a Quick Quote' })
  await page.clock.runFor(11_000)
  await expect(popup).toBeVisible()
  const name = uniqueName('Diwali Visitor')
  await popup.getByLabel(/^Full Name|^Name/).fill(name)
  await popup.getByLabel(/Phone/).fill('+91 98765 43210')
  await popup.getByLabel(/City/).fill('Patna')
  await popup.getByLabel(/Land Size/i).fill('1200')
  for (const side of ['North', 'South', 'East', 'West']) {
    await popup
      .getByRole('group', { name: new RegExp(side) })
      .getByLabel(/Feet/i)
      .fill('30')
  }
  await popup.getByLabel(/Facing/i).selectOption('North-East')
  await popup.getByLabel(/Project Type/i).selectOption('Residential Construction')
  const sent = page.waitForResponse(
    (response) => response.url().endsWith('/api/contact') && response.request().method() === 'POST',
  )
  await popup.getByRole('button', { name: /Send|Submit/ }).click()
  expect((await sent).status()).toBe(201)
  // Never a cookie: the landing lives in sessionStorage for the visit.
  expect(await page.context().cookies()).toEqual([])

  // The staff find the source on the request in the dashboard.
  await page.clock.resume()
  await dismissQuotePopupWhenShown(page)
  // The dashboard opens on To do, where a new request is: a table row on a laptop and a card on
  // a phone.
  await signInToDashboard(page)
  const entry = page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: name })
  await entry.getByRole('button', { name: 'View Details' }).click()
  const details = page.getByRole('dialog', { name })
  const source = details.getByRole('region', { name: 'Source' })
  const sourceValue = (label: string) =>
    source
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]')
  await expect(sourceValue('Form')).toHaveText('Popup form')
  await expect(sourceValue('Sent from')).toHaveText('/about')
  await expect(sourceValue('Landing page')).toHaveText('/?utm_source=facebook&utm_campaign=diwali')
  await expect(sourceValue('utm_source')).toHaveText('facebook')
  await expect(sourceValue('utm_campaign')).toHaveText('diwali')
})
