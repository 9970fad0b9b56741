import type { Page } from '@playwright/test'
import { dismissQuotePopupWhenShown, expect, test } from './fixtures'

// The header menu (a drawer on a phone) and a project's page, on both projects.

/**
 * Opens the phone's menu and waits for it. The quote popup comes up 10 s after the page loads: on
 * a busy machine that can be the moment of the tap on Menu, and the popup's opening closes the
 * menu again (the popup is closed by the fixture's handler). The tap is then made again.
 */
async function openMenu(page: Page) {
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  await expect(async () => {
    if (!(await menu.isVisible())) {
      await page.getByRole('banner').getByLabel('Menu', { exact: true }).click()
    }
    await expect(menu).toBeVisible()
  }).toPass()
}

test.describe('navigation', () => {
  test('the header menu opens, leads to a page and closes', async ({ page, isMobile }) => {
    await dismissQuotePopupWhenShown(page)
    await page.goto('/')
    if (isMobile) {
      await openMenu(page)
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Projects' })
        .click()
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden()
    } else {
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Projects' })
        .click()
    }
    await expect(page).toHaveURL(/\/projects$/)
    // The current page is marked in the navigation.
    if (isMobile) await openMenu(page)
    const navigation = page.getByRole('navigation', { name: isMobile ? 'Main menu' : 'Main' })
    await expect(navigation.getByRole('link', { name: 'Projects' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(navigation.getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
      'page',
    )
  })
})

test.describe('a project page', () => {
  test.beforeEach(async ({ page }) => {
    await dismissQuotePopupWhenShown(page)
  })

  test("is titled with the project's name", async ({ page }) => {
    await page.goto('/projects/1')
    const name = await page.getByRole('heading', { level: 1 }).textContent()
    await expect(page).toHaveTitle(`${name} | Nirman Constructions`)
  })

  test('says when the API is down, and loads the project on Try Again', async ({ page }) => {
    await page.route('**/api/projects/1', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Down"}' }),
    )
    await page.goto('/projects/1')
    await expect(page.getByRole('heading', { level: 1, name: 'Project Not Found' })).toBeVisible()
    await expect(page.getByText(/our server did not answer/)).toBeVisible()

    await page.unroute('**/api/projects/1')
    await page.getByRole('button', { name: 'Try Again' }).click()
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Project Not Found')
    await expect(page.getByRole('region', { name: 'Project Gallery' })).toBeVisible()
  })
})
