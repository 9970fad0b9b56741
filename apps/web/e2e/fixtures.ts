import type { ContactSubmission } from '@nirman/contract'
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test'

export const staff = { username: 'e2e-staff', password: 'e2e correct horse battery' }

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

/** A name no other test uses, to find this test's request among all stored ones. */
export function uniqueName(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
}

export const test = base
export { expect }
