import { dismissQuotePopupWhenShown, expect, seriousAxeViolations, test } from './fixtures'

// A result a visitor can keep (issue 25, item 5): "Save or print" gives one A4 page with the
// company, the inputs, the result, the working and the link; "Share on WhatsApp" sends the link
// that reopens the same result. Runs at 1366 px and, in the phone project, at a phone's width.
//
// The room: 12 x 10 x 10 ft, 1 door, 2 windows, standard paint, 2 coats. Walls
// 2 × (12 + 10) × 10 = 440 sq ft, less 21 + 2 × 15 = 389 sq ft; 389 ÷ 125 × 2 = 6.224 -> 6.2 litres.
const room = 'length=12&width=10&height=10&doors=1&windows=2&quality=standard&coats=2'

const words = {
  en: {
    path: '/resources/paint-calculator',
    result: 'Your estimate',
    print: 'Save or print',
    share: 'Share on WhatsApp',
    title: 'Paint Calculator',
    inputs: 'Your inputs',
    length: 'Room length (ft)',
    steps: 'How we worked this out',
  },
  hi: {
    path: '/hi/resources/paint-calculator',
    result: 'आपका अनुमान',
    print: 'सेव या प्रिंट करें',
    share: 'WhatsApp पर भेजें',
    title: 'पेंट कैलकुलेटर',
    inputs: 'आपकी भरी हुई जानकारी',
    length: 'कमरे की लंबाई (फ़ीट)',
    steps: 'हमने हिसाब कैसे लगाया',
  },
} as const

/** The pages of a PDF (each page object is `/Type /Page`; the tree of them is `/Type /Pages`). */
function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0
}

for (const lang of ['en', 'hi'] as const) {
  const say = words[lang]
  test(`in ${lang === 'en' ? 'English' : 'Hindi'}, "Save or print" gives one page with the inputs, the working and no button`, async ({
    page,
  }) => {
    await dismissQuotePopupWhenShown(page)
    await page.goto(`${say.path}?${room}`)
    const result = page.locator('main').getByRole('region', { name: say.result })
    // The result is drawn by the calculator's code: the page is hydrated.
    await expect(result.getByText(/^6\.2 /).first()).toBeVisible()
    expect(await seriousAxeViolations(page)).toEqual([])

    // The browser's print dialog is where a test cannot follow: the press is counted instead.
    await page.evaluate(() => {
      const counted = window as unknown as { prints: number }
      counted.prints = 0
      window.print = () => {
        counted.prints += 1
      }
    })
    await result.getByRole('button', { name: say.print }).click()
    expect(await page.evaluate(() => (window as unknown as { prints: number }).prints)).toBe(1)

    await page.emulateMedia({ media: 'print' })
    const sheet = page.locator('[data-print-sheet]')
    await expect(sheet.getByRole('heading', { level: 1, name: say.title })).toBeVisible()
    await expect(sheet.getByRole('heading', { name: say.inputs })).toBeVisible()
    await expect(sheet.getByText(say.length, { exact: true })).toBeVisible()
    await expect(sheet.getByText(say.steps)).toBeVisible()
    // The working is opened: its first line shows.
    await expect(sheet.getByText('2 × (12 + 10) × 10 = 440', { exact: false })).toBeVisible()
    await expect(sheet.getByText(new RegExp(`${say.path}\\?length=12`))).toBeVisible()
    // Nothing of the page around it, and no button, is on paper.
    await expect(page.locator('main')).toBeHidden()
    for (const button of await page.getByRole('button').all()) await expect(button).toBeHidden()
    const pdf = await page.pdf({ format: 'A4' })
    expect(pageCount(pdf)).toBe(1)

    await page.emulateMedia({ media: 'screen' })
    await expect(sheet).toBeHidden()
  })
}

test('"Share on WhatsApp" sends the link that reopens the same result', async ({ page }) => {
  await dismissQuotePopupWhenShown(page)
  await page.goto(`${words.en.path}?${room}`)
  const result = page.locator('main').getByRole('region', { name: words.en.result })
  await expect(result.getByText('6.2 litres')).toBeVisible()
  const share = result.getByRole('link', { name: words.en.share })
  const href = new URL((await share.getAttribute('href')) ?? '')
  expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/')
  const message = href.searchParams.get('text') ?? ''
  expect(message).toMatch(/^Paint Calculator\n/)
  expect(message).toContain('6.2 litres')
  const link = message.match(/Open this estimate: (\S+)$/)?.[1]
  if (!link) throw new Error(`no link in: ${message}`)
  // The shared server has no public address saved: the link names the build's; its path and
  // query open here the same result.
  const shared = new URL(link)
  await page.goto(`${shared.pathname}${shared.search}`)
  await expect(
    page.locator('main').getByRole('region', { name: words.en.result }).getByText('6.2 litres'),
  ).toBeVisible()
})

test('a result in the modal over the resources page prints alone on its page', async ({ page }) => {
  await dismissQuotePopupWhenShown(page)
  await page.goto(`/resources?calculator=paint-calculator&${room}`)
  const modal = page.getByRole('dialog', { name: words.en.title })
  const result = modal.getByRole('region', { name: words.en.result })
  await expect(result.getByText('6.2 litres')).toBeVisible()
  await page.evaluate(() => {
    window.print = () => {}
  })
  await result.getByRole('button', { name: words.en.print }).click()
  await page.emulateMedia({ media: 'print' })
  const sheet = page.locator('[data-print-sheet]')
  await expect(sheet.getByRole('heading', { level: 1, name: words.en.title })).toBeVisible()
  await expect(sheet.getByText('6.2 litres')).toBeVisible()
  // Neither the modal nor the resources page behind it is on paper.
  await expect(modal).toBeHidden()
  await expect(page.locator('main')).toBeHidden()
  expect(pageCount(await page.pdf({ format: 'A4' }))).toBe(1)
})
