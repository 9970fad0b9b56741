import { expect, type Page } from '@playwright/test'

/** The owner's account of the server the tests run against (apps/api/scripts/start-e2e-server.mjs). */
export const ownerAccount = { username: 'e2e-staff', password: 'e2e correct horse battery' }

/** Signs `account` in from the log-in page and waits for the dashboard's To do list. */
export async function logIn(
  page: Page,
  account: { username: string; password: string } = ownerAccount,
) {
  await page.goto('/admin/login')
  await page.getByLabel('Username').fill(account.username)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(
    page.getByRole('heading', { name: 'To do: new leads and follow-ups due' }),
  ).toBeVisible()
}
