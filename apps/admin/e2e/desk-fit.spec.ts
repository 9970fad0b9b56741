import { expect, type Page, test } from '@playwright/test'
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './page-checks'
import { logIn } from './sign-in'

// The leads fit the screens staff use (issue 27), against the real API on a fresh database (see
// playwright.config.ts): on a 1366 px laptop the table shows every column of the specification
// without scrolling sideways, and a click on a row opens it; on a 360 x 780 px phone the first
// lead shows on the first screen, and its details keep no more than a row of buttons fixed.

/** A request from the website's contact form, with every field a row shows filled in. */
async function sendRequest(page: Page, name: string, city: string) {
  const sent = await page.request.post('/api/contact', {
    data: {
      name,
      phone: '+91 98765 43210',
      email: 'family@example.in',
      city,
      landSize: '2 katha',
      landDimensionNorthFeet: '40',
      landDimensionNorthInches: '0',
      landDimensionSouthFeet: '40',
      landDimensionSouthInches: '0',
      landDimensionEastFeet: '60',
      landDimensionEastInches: '6',
      landDimensionWestFeet: '60',
      landDimensionWestInches: '6',
      landFacing: 'North-East',
      projectType: 'Residential Construction',
      message: 'A house of two floors for a family of six.',
    },
  })
  expect(sent.status()).toBe(201)
}

test('the leads fit the screen: every column at 1366 px, the first lead on a phone', async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name
  const onPhone = project === 'phone'
  const name = `Sushila Kumari Prasad ${project}`
  const city = `Bihar Sharif ${project}`
  await sendRequest(page, name, city)

  if (!onPhone) await page.setViewportSize({ width: 1366, height: 768 })
  await logIn(page)

  if (!onPhone) {
    const table = page.getByRole('table', { name: 'Contact form submissions' })
    const row = page.getByRole('row').filter({ hasText: name })
    await expect(row).toBeVisible()

    // The table fits its box: nothing to scroll sideways, every header in sight.
    const fit = await table.evaluate((element) => {
      const box = element.parentElement
      return {
        table: element.scrollWidth,
        scroll: box?.scrollWidth ?? Number.POSITIVE_INFINITY,
        box: box?.clientWidth ?? 0,
      }
    })
    testInfo.annotations.push({ type: 'table width at 1366 px', description: JSON.stringify(fit) })
    expect(fit.scroll).toBeLessThanOrEqual(fit.box)
    const boxEdges = await table.evaluate((element) => {
      const box = element.parentElement?.getBoundingClientRect()
      return { left: box?.left ?? 0, right: box?.right ?? 0 }
    })
    const headers = table.getByRole('columnheader')
    await expect(headers).toHaveText([
      'ID',
      'Name',
      'Phone',
      'City',
      'Land Size',
      'Project Type',
      'Date',
      'Status',
      'Assigned To / Follow-up',
      'Actions',
    ])
    for (const header of await headers.all()) {
      await expect(header).toBeInViewport()
      const edges = await header.boundingBox()
      expect(edges?.x ?? -1).toBeGreaterThanOrEqual(boxEdges.left - 1)
      expect((edges?.x ?? 0) + (edges?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(
        Math.min(boxEdges.right, 1366) + 1,
      )
    }
    await expectNoSeriousAxeViolations(page)

    // A click on the row (its city, not a link or a button) opens the lead.
    await row.getByRole('cell', { name: city, exact: true }).click()
    const dialog = page.getByRole('dialog', { name })
    await expect(dialog).toBeVisible()
    await expect(page).toHaveURL(/request=\d+/)
    return
  }

  // On the phone the first lead's card starts on the first screen.
  const cards = page.getByRole('list', { name: 'Contact form submissions' }).getByRole('listitem')
  const card = cards.filter({ hasText: name })
  await expect(card).toBeVisible()
  const first = await cards.first().boundingBox()
  testInfo.annotations.push({ type: 'first card y', description: String(first?.y) })
  expect((first?.y ?? Number.POSITIVE_INFINITY) + 40).toBeLessThan(780)
  await expectNoSeriousAxeViolations(page)
  await expectNoSidewaysScroll(page)

  // The folded filters unfold, in the keyboard's reach.
  const filters = page.getByRole('button', { name: /^Filters/ })
  await expect(filters).toHaveAttribute('aria-expanded', 'false')
  await filters.focus()
  await page.keyboard.press('Enter')
  await expect(filters).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('group', { name: 'Show submissions' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible()
  await expectNoSidewaysScroll(page)
  await filters.click()
  await expect(filters).toHaveAttribute('aria-expanded', 'false')

  // Its details keep one row of buttons fixed under them; the rest scroll with the details.
  await card.getByRole('button', { name: 'View Details' }).click()
  const dialog = page.getByRole('dialog', { name })
  await expect(dialog.getByRole('region', { name: 'Timeline' })).toBeVisible()
  const footer = dialog.locator('[data-slot="modal-footer"]')
  await expect(footer.getByRole('button', { name: 'Close' })).toBeVisible()
  const fixed = await footer.boundingBox()
  testInfo.annotations.push({ type: 'dialog fixed footer', description: String(fixed?.height) })
  expect(fixed?.height ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(80)
  await expect(dialog.getByRole('button', { name: 'Copy details' })).toBeAttached()
  await expectNoSeriousAxeViolations(page)
  await expectNoSidewaysScroll(page)
})
