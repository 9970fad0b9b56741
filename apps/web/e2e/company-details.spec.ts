import type { Locator, Page } from '@playwright/test'
import { contactBarCopy } from '../app/content/company'
import { contactPageCopy } from '../app/content/contact'
import * as hiCompany from '../app/content/hi/company'
import * as hiContact from '../app/content/hi/contact'
import { layOver } from '../app/content/hi/lay-over'
import type { Lang } from '../app/i18n/lang'
import {
  asBeforeAnySave,
  e2eCall,
  e2eCompanyDetails,
  e2eWhatsApp,
  saveCompanyDetails,
} from './company-details'
import { expect, screens, seriousAxeViolations, test, waitForItsCode } from './fixtures'

// The company's details as the owner keeps them (issue 25): before the owner saved any, no page
// offers a call or a chat on made-up numbers (the contact bar is Site visit and Get a Quote alone); once the owner
// has saved a phone, a WhatsApp number and an e-mail, the next page load shows them in the footer,
// the contact bar and the contact page, and WhatsApp opens a chat with the new number. The header
// shows no phone. At 360 and 1366 px, in English and in Hindi, with axe. The pages before any save
// are served as the build made them, as the server does then (company-details.ts: other specs save
// the same details meanwhile).

const words = {
  en: { home: '/', contact: '/contact', bar: contactBarCopy, info: contactPageCopy.info.title },
  hi: {
    home: '/hi/',
    contact: '/hi/contact',
    // The bar's words as a Hindi page shows them ('WhatsApp' is kept in English).
    bar: layOver(contactBarCopy, hiCompany.contactBarCopy, hiCompany.keptInEnglish),
    info: hiContact.contactPageCopy.info.title,
  },
} as const

const [phone] = e2eCompanyDetails.phones

/** Errors the page logs (a hydration mismatch prints React error #418 here). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** Opens `path` and waits until the app runs (its first render with the page's settings is done). */
async function open(page: Page, path: string) {
  const response = await page.goto(path)
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
  return response
}

/** The footer once its code has come (until then it is the build's HTML, without settings). */
async function hydratedFooter(page: Page): Promise<Locator> {
  const footer = page.getByRole('contentinfo')
  await footer.scrollIntoViewIfNeeded()
  await waitForItsCode(footer)
  return footer
}

const callLinks = (inside: Page | Locator) => inside.locator('a[href^="tel:"]')
const chatLinks = (inside: Page | Locator) => inside.locator('a[href^="https://wa.me/"]')
const mailLinks = (inside: Page | Locator) => inside.locator('a[href^="mailto:"]')

for (const { name, viewport } of screens) {
  for (const lang of ['en', 'hi'] as const satisfies readonly Lang[]) {
    const { home, contact, bar, info } = words[lang]
    const phoneScreen = viewport.width < 640

    test.describe(`${lang === 'en' ? 'English' : 'Hindi'} pages on ${name}`, () => {
      test.use({ viewport })

      test('offer no call and no chat before the owner saved any detail', async ({ page }) => {
        await asBeforeAnySave(page)
        const errors = consoleErrors(page)
        await open(page, home)
        if (phoneScreen) {
          const contactBar = page.getByRole('navigation', { name: bar.label })
          await expect(contactBar.getByRole('link')).toHaveText([bar.visit, bar.quote])
        } else {
          await expect(page.getByRole('link', { name: bar.whatsappButton })).toHaveCount(0)
        }
        const footer = await hydratedFooter(page)
        await expect(footer).toContainText(
          lang === 'en'
            ? 'Danapur, Patna, Bihar 801503, India'
            : 'दानापुर, पटना, बिहार 801503, भारत',
        )
        await expect(callLinks(page)).toHaveCount(0)
        await expect(chatLinks(page)).toHaveCount(0)
        await expect(mailLinks(page)).toHaveCount(0)
        await expect(page.locator('body')).not.toContainText('98765')
        expect(await seriousAxeViolations(page)).toEqual([])

        await open(page, contact)
        await expect(page.getByRole('region', { name: info })).toBeVisible()
        await expect(callLinks(page)).toHaveCount(0)
        await expect(chatLinks(page)).toHaveCount(0)
        await expect(mailLinks(page)).toHaveCount(0)
        expect(await seriousAxeViolations(page)).toEqual([])
        expect(errors).toEqual([])
      })

      test("show the owner's phone, WhatsApp and e-mail on the next page load", async ({
        page,
        request,
      }) => {
        const saved = await saveCompanyDetails(request)
        expect(saved.settings.company).toMatchObject(e2eCompanyDetails)
        const errors = consoleErrors(page)

        // The page comes with the saved details in its head.
        const response = await open(page, home)
        expect(await response?.text()).toContain(phone)
        // The header shows no phone: nothing to change there.
        await expect(callLinks(page.getByRole('banner'))).toHaveCount(0)

        // WhatsApp opens a chat with the new number, naming the page.
        const chat = phoneScreen
          ? page
              .getByRole('navigation', { name: bar.label })
              .getByRole('link', { name: bar.whatsapp })
          : page.getByRole('link', { name: bar.whatsappButton })
        await expect(chat).toBeVisible()
        const chatAddress = new URL((await chat.getAttribute('href')) ?? '')
        expect(chatAddress.origin + chatAddress.pathname).toBe(e2eWhatsApp)
        expect(chatAddress.searchParams.get('text')).toMatch(lang === 'en' ? /\/$/ : /\/hi\/$/)
        if (phoneScreen) {
          const contactBar = page.getByRole('navigation', { name: bar.label })
          await expect(contactBar.getByRole('link')).toHaveText([
            bar.call,
            bar.whatsapp,
            bar.visit,
            bar.quote,
          ])
          await expect(contactBar.getByRole('link', { name: bar.call })).toHaveAttribute(
            'href',
            e2eCall,
          )
        }

        const footer = await hydratedFooter(page)
        await expect(footer.getByRole('link', { name: phone })).toHaveAttribute('href', e2eCall)
        await expect(footer.getByRole('link', { name: e2eCompanyDetails.email })).toHaveAttribute(
          'href',
          `mailto:${e2eCompanyDetails.email}`,
        )
        expect(await seriousAxeViolations(page)).toEqual([])

        await open(page, contact)
        const details = page.getByRole('region', { name: info })
        await expect(details.getByRole('link', { name: phone })).toHaveAttribute('href', e2eCall)
        await expect(details.getByRole('link', { name: e2eCompanyDetails.email })).toBeVisible()
        expect(await seriousAxeViolations(page)).toEqual([])
        // Hydrated with the build's details, drawn again with the owner's: no mismatch.
        expect(errors).toEqual([])
      })
    })
  }
}
