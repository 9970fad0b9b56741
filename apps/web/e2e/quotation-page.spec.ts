import { readFile } from 'node:fs/promises'
import { clientQuotationMessages } from '@nirman/contract'
import { rupeesInWords } from '@nirman/contract/rupees-in-words'
import type { Page, TestInfo } from '@playwright/test'
import { quotationPageCopy as hindiCopy } from '../app/content/hi/quotation'
import { quotationPageCopy as englishCopy, quotationShellCopy } from '../app/content/quotation'
import { formatDate } from '../app/i18n/dates'
import { expect, seriousAxeViolations, test } from './fixtures'
import { mailboxOf } from './mailbox'
import { sendQuotation, withdrawLink } from './sent-quotation'

// A client's quotation page end to end, on the real server with a real SMTP server (see
// apps/api/scripts/start-e2e-server.mjs): staff send a quotation through their API
// (sent-quotation.ts, where its figures are worked out: ₹27,61,200); the client opens the link,
// downloads the PDF, asks for a code, reads it in their e-mail, types a wrong one and then the
// right one, and sees the quotation accepted (in English); a quotation sent in Hindi reads in
// Hindi and is declined with a reason; a withdrawn link and a link never sent open nothing. On a
// laptop and on a 360 px phone; axe on each state.

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Axe finds nothing serious; on the phone, nothing reaches past the 360 px screen. */
async function checkScreen(page: Page, phone: boolean) {
  expect(await seriousAxeViolations(page)).toEqual([])
  if (phone) {
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBe(0)
  }
}

/** The whole page as a picture, kept with the test's results for a reviewer. */
async function keepPicture(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true })
}

/** The bytes of what the link `name` downloads. */
async function downloaded(page: Page, name: string): Promise<Buffer> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name }).click(),
  ])
  return readFile(await download.path())
}

test.describe("a client's quotation page", () => {
  test.beforeEach(async ({ page, isMobile }) => {
    if (isMobile) await page.setViewportSize({ width: 360, height: 780 })
  })

  test('opened from the link: the PDF, a code by e-mail, a wrong code, then accepted', async ({
    page,
    request,
    baseURL,
    isMobile,
  }, testInfo) => {
    const copy = englishCopy
    const quotation = await sendQuotation(request, testInfo.project.name, 'en')
    const mailbox = mailboxOf(baseURL)

    const response = await page.goto(quotation.path)
    expect(response?.status()).toBe(200)
    await expect(
      page.getByRole('heading', { level: 1, name: `Quotation ${quotation.number}` }),
    ).toBeVisible()
    // Its address, which holds the token, goes nowhere: no referrer, not indexed, no canonical;
    // and no site menu, contact bar or quote popup around it.
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
    await expect(page.getByRole('navigation')).toHaveCount(0)
    await expect(page.getByText('Revision 1', { exact: true })).toBeVisible()
    await expect(
      page.getByText(copy.status.open(formatDate('en', quotation.sent.content.validUntil))),
    ).toBeVisible()
    // 1,200 sq ft × ₹1,950 = ₹23,40,000, and 18 % of GST: ₹27,61,200.
    await expect(page.getByText('1,200 sq ft × ₹1,950')).toBeVisible()
    await expect(
      page.getByText(`${copy.inWords}: ${rupeesInWords(276_120_000, 'en')}`),
    ).toBeVisible()
    await expect(page.getByText(/for a total of ₹27,61,200/)).toBeVisible()
    await checkScreen(page, isMobile)
    await keepPicture(page, testInfo, 'open-en')

    // The PDF, as a download, and as the API sends it.
    expect((await downloaded(page, copy.downloadPdf)).subarray(0, 5).toString('latin1')).toBe(
      '%PDF-',
    )
    const href = await page.getByRole('link', { name: copy.downloadPdf }).getAttribute('href')
    const pdf = await page.request.get(href ?? '')
    expect(pdf.headers()['content-type']).toMatch(/^application\/pdf/)
    const sentPdf = await pdf.body()
    expect(sentPdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')

    // A code by e-mail, to the quotation's address.
    const name = page.getByRole('textbox', { name: copy.answer.nameLabel })
    await name.fill(quotation.client.name)
    await page.getByRole('button', { name: copy.answer.sendCode }).click()
    const codeField = page.getByRole('textbox', { name: copy.answer.codeLabel })
    await expect(codeField).toBeFocused()
    await expect(
      page.getByText(/^We sent a 6-digit code to an•••@example\.in\. It works for 15 minutes\.$/),
    ).toBeVisible()
    const mail = await mailbox.waitFor(quotation.client.email, /your code to accept quotation/)
    const code = /\b(\d{6})\b/.exec(mail.subject)?.[1] ?? ''
    expect(code).toMatch(/^\d{6}$/)

    // A wrong code: said beside its field, everything typed kept.
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    await codeField.fill(wrong)
    await page.getByRole('button', { name: copy.answer.accept }).click()
    await expect(codeField).toHaveAccessibleDescription(clientQuotationMessages.en.wrongCode)
    await expect(codeField).toBeFocused()
    await expect(codeField).toHaveValue(wrong)
    await expect(name).toHaveValue(quotation.client.name)
    await checkScreen(page, isMobile)

    // The right one: accepted, by the name typed, at a time in India.
    await codeField.fill(code)
    await page.getByRole('button', { name: copy.answer.accept }).click()
    await expect(
      page.getByText(
        new RegExp(
          `^Accepted by ${escaped(quotation.client.name)} on .+ at \\d+:\\d\\d [ap]m IST\\.$`,
        ),
      ),
    ).toBeVisible()
    await expect(page.getByRole('region', { name: copy.answer.title })).toHaveCount(0)
    const certified = await downloaded(page, copy.status.acceptedPdf)
    expect(certified.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    // The accepted PDF is the one sent with its certificate of acceptance as a last page.
    expect(certified.length).toBeGreaterThan(sentPdf.length)
    await checkScreen(page, isMobile)
    await keepPicture(page, testInfo, 'accepted-en')

    // Opened again later, it says the same.
    await page.reload()
    await expect(
      page.getByText(new RegExp(`^Accepted by ${escaped(quotation.client.name)}`)),
    ).toBeVisible()
  })

  test('sent in Hindi: reads in Hindi, and is declined with a reason', async ({
    page,
    request,
    isMobile,
  }, testInfo) => {
    const copy = hindiCopy
    const quotation = await sendQuotation(request, testInfo.project.name, 'hi')

    await page.goto(quotation.path)
    const heading = page.getByRole('heading', { level: 1, name: `कोटेशन ${quotation.number}` })
    await expect(heading).toBeVisible()
    await expect(page.locator('[lang="hi-IN"]').filter({ has: heading })).toHaveCount(1)
    await expect(page.getByText('संशोधन 1', { exact: true })).toBeVisible()
    await expect(
      page.getByText(copy.status.open(formatDate('hi', quotation.sent.content.validUntil))),
    ).toBeVisible()
    await expect(
      page.getByText(`${copy.inWords}: ${rupeesInWords(276_120_000, 'hi')}`),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: copy.downloadPdf })).toBeVisible()
    await expect(page.getByRole('button', { name: copy.answer.sendCode })).toBeVisible()
    await checkScreen(page, isMobile)
    await keepPicture(page, testInfo, 'open-hi')

    // Declining: an empty reason is refused beside the field, in Hindi; then the reason given.
    await page.getByText(copy.answer.decline).click()
    const reason = page.getByRole('textbox', { name: copy.answer.reasonLabel })
    await page.getByRole('button', { name: copy.answer.declineButton }).click()
    await expect(reason).toHaveAccessibleDescription(clientQuotationMessages.hi.reason)
    await reason.fill('बजट से ज़्यादा है, अगले साल फिर बात करेंगे।')
    await page.getByRole('button', { name: copy.answer.declineButton }).click()
    await expect(page.getByText(/^आपने यह कोटेशन .+ को अस्वीकार किया।$/)).toBeVisible()
    await expect(page.getByText('बजट से ज़्यादा है, अगले साल फिर बात करेंगे।')).toBeVisible()
    await expect(page.getByRole('region', { name: copy.answer.title })).toHaveCount(0)
    await checkScreen(page, isMobile)
    await keepPicture(page, testInfo, 'declined-hi')
  })

  test('a withdrawn link and one never sent open nothing, said in both languages', async ({
    page,
    request,
    isMobile,
  }, testInfo) => {
    const quotation = await sendQuotation(request, testInfo.project.name, 'en')
    await withdrawLink(request, quotation)
    const neverSent = `/q/${'n0tSent_'.repeat(5)}abc`

    for (const path of [quotation.path, neverSent]) {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(
        page.getByRole('heading', { level: 1, name: new RegExp(quotationShellCopy.notFoundTitle) }),
      ).toBeVisible()
      await expect(page.getByText(clientQuotationMessages.en.notFound)).toBeVisible()
      await expect(page.getByText(clientQuotationMessages.hi.notFound)).toBeVisible()
      await checkScreen(page, isMobile)
    }
    await keepPicture(page, testInfo, 'not-found')

    // An address that is no link's at all: the same words, sent with 404.
    const response = await page.goto('/q/nothing-here')
    expect(response?.status()).toBe(404)
    await expect(page.getByText(clientQuotationMessages.hi.notFound)).toBeVisible()
  })
})
