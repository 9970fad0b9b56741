import AxeBuilder from '@axe-core/playwright'
import type { ContactSubmission } from '@nirman/contract'
import {
  type APIRequestContext,
  test as base,
  expect,
  type Locator,
  type Page,
} from '@playwright/test'

export const staff = { username: 'e2e-staff', password: 'e2e correct horse battery' }

/** The two screens a page is checked at when a test sets its own: a phone and a laptop. */
export const screens = [
  { name: 'a phone', viewport: { width: 360, height: 780 } },
  { name: 'a laptop', viewport: { width: 1366, height: 768 } },
] as const

/** Signs the staff in on the dashboard's page and waits for their To do list. */
export async function signInToDashboard(page: Page) {
  await page.goto('/admin/login')
  await page.getByLabel('Username').fill(staff.username)
  await page.getByLabel('Password').fill(staff.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(
    page.getByRole('heading', { name: 'To do: new leads and follow-ups due' }),
  ).toBeVisible()
}

/**
 * Closes the quote popup whenever it gets in the way of a test that is not about it (on a busy
 * machine a test can take longer than the popup's 10 s).
 */
export async function dismissQuotePopupWhenShown(page: Page) {
  await page.addLocatorHandler(
    page.getByRole('dialog', { name: 'Get a Quick Quote' }),
    async (popup) => {
      await popup.getByRole('button', { name: 'Close' }).first().click()
    },
  )
}

/** The quote requests the staff see in their dashboard (read through the admin API). */
export async function storedQuoteRequests(
  request: APIRequestContext,
): Promise<ContactSubmission[]> {
  const login = await request.post('/api/admin/login', { data: staff })
  expect(login.ok(), await login.text()).toBe(true)
  const list = await request.get('/api/admin/dashboard/contact-forms')
  expect(list.ok()).toBe(true)
  return (await list.json()) as ContactSubmission[]
}

/**
 * Waits until the part of the page holding `inside` (a home page section, the footer, the
 * testimonials carousel) has its code. Until then it is the prerendered HTML: a tap on one of its
 * buttons is lost, and one on a link is a plain link (a full page load, not a move inside the app).
 */
export async function waitForItsCode(inside: Locator) {
  await expect(inside.locator('xpath=ancestor::*[@data-deferred-section][1]')).toHaveAttribute(
    'data-hydrated',
    '',
  )
}

/**
 * The page's serious and critical axe violations as it is now, each as "rule: elements" (an empty
 * list when it passes). Axe runs inside the page's own frames (legacy mode): the default opens a
 * blank page of its own to gather the results of cross-origin frames, about a fifth of each
 * check's time, and the site's only cross-origin frame (the map) is never loaded in the tests.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    )
}

/** A name no other test uses, to find this test's request among all stored ones. */
export function uniqueName(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
}

/** Holds the script files matching `file` until `release()`; `requested` settles at the first. */
export async function holdCode(page: Page, file: RegExp) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  let markRequested = () => {}
  const requested = new Promise<void>((resolve) => {
    markRequested = resolve
  })
  await page.route(file, async (route) => {
    markRequested()
    await released
    await route.continue()
  })
  return { requested, release }
}

export const test = base
export { expect }
