import { fileURLToPath } from 'node:url'
import type { CompanyDetails, SiteSettingsVersion } from '@nirman/contract'
import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { staff } from './fixtures'

// The company's details as the owner saves them in the e2e runs. The e2e server is one for every
// spec file, run two at a time, and a save changes every page: every spec that needs the owner's
// details saves these same ones (saving them again changes nothing a page shows), so no spec sees
// another's. Only company-details.spec.ts looks at a site where nothing was saved, and it does so
// by serving its pages as the server sends them before any save (`asBeforeAnySave`), not by
// saving.

/** The owner's phone, WhatsApp number and e-mail in the e2e runs. */
export const e2eCompanyDetails = {
  phones: ['+91 94310 27500'],
  whatsapp: '+91 94310 27501',
  email: 'office@nirman-e2e.in',
} satisfies CompanyDetails

/** The tel: address and the wa.me address of `e2eCompanyDetails`, worked out by hand. */
export const e2eCall = 'tel:+919431027500'
export const e2eWhatsApp = 'https://wa.me/919431027501'

/**
 * Saves `details` as the owner does in the dashboard (`PUT /api/admin/settings/company`, made on
 * the version the settings are at): signs `request` in as the e2e owner first. Another spec saving
 * at the same moment makes the version stale (409): read it again and save again.
 */
export async function saveCompanyDetails(
  request: APIRequestContext,
  details: CompanyDetails = e2eCompanyDetails,
): Promise<SiteSettingsVersion> {
  const login = await request.post('/api/admin/login', { data: staff })
  expect(login.ok(), await login.text()).toBe(true)
  for (let attempt = 0; attempt < 5; attempt++) {
    const current = await request.get('/api/admin/settings')
    expect(current.ok(), await current.text()).toBe(true)
    const { version } = (await current.json()) as SiteSettingsVersion
    const saved = await request.put('/api/admin/settings/company', {
      data: { company: details, version },
    })
    if (saved.status() === 409) continue
    expect(saved.status(), await saved.text()).toBe(200)
    const made = (await saved.json()) as SiteSettingsVersion
    expect(made.version).toBeGreaterThan(version)
    return made
  }
  throw new Error('The settings kept changing under five saves in a row')
}

/** The website's build, which the e2e server serves. */
const build = new URL('../dist/client/', import.meta.url)

/**
 * Serves `page` every page as the build made it, without the owner's settings: what the server
 * sends before the owner saved anything (apps/api's pages/filled-pages.ts sends the built page as
 * it is at version 0), whatever another spec saved meanwhile. For the addresses of prerendered
 * pages ('/', '/hi/', '/contact', '/hi/contact').
 */
export async function asBeforeAnySave(page: Page) {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !/\.\w+$/.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback()
      const { pathname } = new URL(route.request().url())
      const file = new URL(`.${pathname.replace(/\/?$/, '/')}index.html`, build)
      await route.fulfill({ path: fileURLToPath(file), contentType: 'text/html; charset=utf-8' })
    },
  )
}
