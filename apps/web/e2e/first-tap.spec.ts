import type { Locator, Page } from '@playwright/test'
import { quotePopupCopy as hindiPopupCopy } from '../app/content/hi/quote'
import { pathIn } from '../app/i18n/lang'
import { expect, storedQuoteRequests, test, uniqueName } from './fixtures'

// The first tap on a quote form's button sends, whatever the screen: with a finger (touch events,
// Chromium's own tap gesture) on the real layout at 360 and 1366 px, in both languages. On a phone
// the contact bar (Call / WhatsApp / Get a Quote) steps aside while a field has the focus; a tap
// on a button in the bottom 57 px of the screen used to take the focus from the field, bring the
// bar back under the finger, and give the tap to the bar: nothing was sent and nothing said so.

const languages = ['en', 'hi'] as const

interface QuoteForm {
  title: string
  path: string
  form: (page: Page) => Locator
  /** Fills the form's fields as a visitor does: a tap on each, then typing. */
  fill: (page: Page, form: Locator, name: string) => Promise<void>
}

/**
 * A tap on the field named `name` and what a visitor types into it. (The tap scrolls the field
 * into view itself.)
 */
async function tapAndType(page: Page, form: Locator, name: string, text: string) {
  const field = form.locator(`[name="${name}"]`)
  await field.tap()
  await expect(field).toBeFocused()
  await typeOnScreenKeyboard(page, text)
}

/**
 * What a phone's on-screen keyboard sends: its text committed to the focused field (the browser's
 * input method path), not key presses of a hardware keyboard, as on the phones these tests model.
 * (Key presses are checked by quote-forms.spec.ts: when the forms' code replaced the plain fields
 * with new ones, Chromium sometimes dropped the keys typed into the next field; the code now wires
 * the fields on screen, and nothing is replaced.)
 */
async function typeOnScreenKeyboard(page: Page, text: string) {
  await page.keyboard.insertText(text)
}

async function fillFull(page: Page, form: Locator, name: string) {
  await tapAndType(page, form, 'name', name)
  await tapAndType(page, form, 'phone', '9876543210')
  await tapAndType(page, form, 'city', 'Patna')
  await tapAndType(page, form, 'landSize', '1200')
  for (const field of await form.locator('[name$="Feet"]').all()) {
    await field.tap()
    await typeOnScreenKeyboard(page, '30')
  }
  await form.locator('[name="landFacing"]').selectOption('North-East')
  await form.locator('[name="projectType"]').selectOption('Residential Construction')
  // The visitor's last field: the message, typed last, keeps the focus until the tap on Send.
  await tapAndType(page, form, 'message', 'A house of two floors.')
}

const forms: QuoteForm[] = [
  {
    title: 'the hero quick form',
    path: '/',
    form: (page) => page.locator('#home form'),
    fill: async (page, form, name) => {
      await tapAndType(page, form, 'name', name)
      await tapAndType(page, form, 'phone', '9876543210')
      await form.locator('[name="projectType"]').selectOption('Interior Design')
      await tapAndType(page, form, 'email', 'first-tap@example.com')
    },
  },
  {
    title: 'the home page form',
    path: '/',
    form: (page) => page.locator('#contact form'),
    fill: fillFull,
  },
  {
    title: 'the contact page form',
    path: '/contact',
    form: (page) => page.locator('#quote-form form'),
    fill: fillFull,
  },
]

/**
 * Scrolls the page until `button`'s centre is 25 px above the screen's bottom edge; a button too
 * near the page's top for that (the hero's at 1366 px) gets a shorter screen instead, as on a
 * laptop with its browser's bars. Returns the button's box and the screen's height.
 */
async function placeNearBottom(page: Page, button: Locator, width: number) {
  // The page's later parts come as they near the screen: placed once they have, so that nothing
  // moves the button after it was measured.
  await page.waitForLoadState('networkidle')
  let screenHeight = 780
  for (let attempt = 0; attempt < 6; attempt++) {
    const box = await button.boundingBox()
    if (!box) throw new Error('The button has no box')
    const centre = box.y + box.height / 2
    if (centre > screenHeight - 57 && centre < screenHeight) return { ...box, screenHeight }
    const scrollY = await page.evaluate(() => window.scrollY)
    if (scrollY + centre - (screenHeight - 25) >= 0) {
      await page.evaluate(
        (by) => window.scrollBy({ top: by, behavior: 'instant' }),
        centre - (screenHeight - 25),
      )
    } else {
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
      screenHeight = Math.round(centre + scrollY + 25)
      await page.setViewportSize({ width, height: screenHeight })
    }
  }
  const box = await button.boundingBox()
  if (!box) throw new Error('The button has no box')
  return { ...box, screenHeight }
}

/** The POSTs of quote requests the page makes from now on. */
function countSends(page: Page) {
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact')
      sent.push(request.url())
  })
  return sent
}

/** The stored requests of the visitor called `name`. */
async function storedFrom(page: Page, name: string) {
  return (await storedQuoteRequests(page.request)).filter((row) => row.name === name)
}

test.describe('the first tap on a quote form button sends', () => {
  test.use({ hasTouch: true, isMobile: true })
  test.beforeEach(async ({ page }) => {
    // The popup (due 10 s after load on a busy machine) is not what these tests are about.
    for (const [title, close] of [
      ['Get a Quick Quote', 'Close'],
      [hindiPopupCopy.title, hindiPopupCopy.closeLabel],
    ]) {
      await page.addLocatorHandler(page.getByRole('dialog', { name: title }), async (popup) => {
        await popup.getByRole('button', { name: close }).first().click()
      })
    }
  })

  for (const width of [360, 1366]) {
    for (const lang of languages) {
      for (const { title, path, form: formOf, fill } of forms) {
        const address = pathIn(lang, path)
        test(`${title} on ${address} at ${width} px, tapped in the bottom 57 px of the screen while a field has the focus`, async ({
          page,
        }) => {
          await page.setViewportSize({ width, height: 780 })
          await page.goto(address)
          await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
          const form = formOf(page)
          const name = uniqueName('First Tap')
          await fill(page, form, name)
          const sent = countSends(page)

          // The button's centre 25 px above the screen's bottom edge, the focus still in a field.
          const button = form.locator('button[type="submit"], button[data-early-press]').last()
          const onScreen = await placeNearBottom(page, button, width)
          expect(onScreen.y + onScreen.height / 2).toBeGreaterThan(onScreen.screenHeight - 57)
          await expect(form.locator(':focus')).toHaveCount(1)

          await page.touchscreen.tap(
            onScreen.x + onScreen.width / 2,
            onScreen.y + onScreen.height / 2,
          )
          await expect.poll(() => storedFrom(page, name)).toHaveLength(1)
          expect(sent).toHaveLength(1)
        })
      }
    }
  }

  for (const lang of languages) {
    for (const { title, path, form: formOf, fill } of forms) {
      const address = pathIn(lang, path)
      test(`${title} on ${address} at 360 px, in the ordinary sequence: each field, then the button`, async ({
        page,
      }) => {
        await page.setViewportSize({ width: 360, height: 780 })
        await page.goto(address)
        await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
        const form = formOf(page)
        const name = uniqueName('Ordinary Tap')
        await fill(page, form, name)
        const sent = countSends(page)
        await form.locator('button[type="submit"], button[data-early-press]').last().tap()
        await expect.poll(() => storedFrom(page, name)).toHaveLength(1)
        expect(sent).toHaveLength(1)
      })
    }
  }
})
