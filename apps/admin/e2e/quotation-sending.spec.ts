import { readFile } from 'node:fs/promises'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { mailboxOf } from './mailbox'
import {
  answerOf,
  box,
  checkScreen,
  openRequestQuotations,
  sendEstimateRequest,
  startFromEstimate,
  toast,
} from './quotation-start'

// Sending a quotation, against the real API on a fresh database with a real SMTP server (see
// playwright.config.ts and apps/api/scripts/start-e2e-server.mjs): a visitor sends a request with
// the cost estimator's estimate and an e-mail address; staff start its quotation from the
// estimate and send it (the client's e-mail carries the link), see the link and the WhatsApp link,
// download the PDF, start revision 2, change it and send it, and see both revisions. The client,
// through the public API, opens the link, asks for a code (read from the e-mail) and accepts;
// staff then see "Accepted by …" and download the accepted PDF with its certificate. At desktop
// width and on a 360 px phone, with axe on every new screen.

/** The PDF a plain link of the page leads to, fetched with the staff's session: checked as a PDF. */
async function expectPdfAt(page: Page, link: Locator) {
  const href = await link.getAttribute('href')
  if (!href) throw new Error('The PDF link has no address')
  const response = await page.request.get(href)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/pdf')
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-')
}

test('staff send a quotation, revise it, and see the client accept it', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  // A dozen screens, each checked with axe, and e-mail through the outbox: longer than the
  // default 30 s on a busy 2-core machine.
  test.setTimeout(240_000)
  const project = testInfo.project.name
  const phone = project === 'phone'
  const stamp = `${project}-${Date.now().toString(36)}`
  const name = `Anita Sharma ${stamp}`
  const email = `anita.${stamp}@example.com`
  const mailbox = mailboxOf(baseURL)
  // The specification's desktop: a 1366 px laptop screen.
  if (!phone) await page.setViewportSize({ width: 1366, height: 768 })
  /** On the phone, a picture of the screen (or the whole page) to look at after the run. */
  const shot = async (what: string, fullPage = true) => {
    if (phone) await page.screenshot({ path: testInfo.outputPath(`${what}.png`), fullPage })
  }

  // The request arrives from the website with the visitor's estimate and e-mail address.
  const leadId = await sendEstimateRequest(request, { name, email })

  // Staff start its quotation from the estimate: ₹27,61,200 (see quotations.spec.ts).
  const quotations = await openRequestQuotations(page, leadId, name)
  const { number } = await startFromEstimate(page, quotations)
  await expect(page.getByRole('heading', { name: `Quotation ${number}`, level: 2 })).toBeVisible()
  await expect(box(page, 'Client e-mail')).toHaveValue(email)

  // Nothing stops it: "Send to the client" asks first, saying what sending does.
  const sendSection = page.getByRole('region', { name: 'Send to the client' })
  await expect(sendSection.getByText('Revision 1 is ready')).toBeVisible()
  await checkScreen(page, phone)
  await sendSection.getByRole('button', { name: 'Send to the client' }).click()
  const confirm = page.getByRole('dialog', { name: `Send quotation ${number} to the client?` })
  await expect(confirm.getByText(`The client gets an e-mail at ${email}`)).toBeVisible()
  await expect(confirm.getByText('The request moves from New to Quotation sent.')).toBeVisible()
  await checkScreen(page, phone)
  await shot('1-send-confirmation', false)
  const firstSend = answerOf(page, 'POST', /\/quotations\/\d+\/send$/)
  await confirm.getByRole('button', { name: 'Send the quotation' }).click()
  expect((await firstSend).status()).toBe(200)
  await expect(toast(page, `Quotation ${number} sent`)).toBeVisible()

  // The client's link, with Copy and WhatsApp to the client's phone.
  const linkSection = page.getByRole('region', { name: 'The client’s link' })
  await expect(linkSection.getByRole('heading', { name: 'The client’s link' })).toBeFocused()
  const linkBox = box(linkSection, 'Link to the quotation')
  await expect(linkBox).toHaveValue(/\/q\/[A-Za-z0-9_-]{43}$/)
  const url = await linkBox.inputValue()
  const whatsapp = linkSection.getByRole('link', { name: /^Send on WhatsApp/ })
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/919876543210\?text=/)
  await expect(whatsapp).toHaveAttribute('target', '_blank')
  const whatsappText = new URL((await whatsapp.getAttribute('href')) ?? '').searchParams.get('text')
  expect(whatsappText).toContain(url)
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await linkSection.getByRole('button', { name: 'Copy link' }).click()
  await expect(toast(page, 'Link copied')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url)
  await checkScreen(page, phone)
  await shot('2-sent')

  // The client's e-mail, through the real SMTP server, carries the link.
  const sentMail = await mailbox.waitFor(email, new RegExp(`^Your quotation ${number} from`))
  expect(sentMail.text).toContain(url)

  // The PDF as sent: a download, and a PDF.
  const firstStory = page.getByRole('listitem', { name: 'Revision 1' })
  await expect(firstStory).toContainText(`e-mailed to ${email}`)
  const firstPdf = firstStory.getByRole('link', { name: 'Download PDF of revision 1' })
  const downloading = page.waitForEvent('download')
  await firstPdf.click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`Quotation ${number}.pdf`)
  const downloaded = await download.path()
  expect((await readFile(downloaded)).subarray(0, 5).toString()).toBe('%PDF-')
  await expectPdfAt(page, firstPdf)

  // Revision 2: a copy of the sent one, opened in the editor; 1,500 sq ft instead of 1,200.
  const revised = answerOf(page, 'POST', /\/quotations\/\d+\/revisions$/)
  await page.getByRole('button', { name: 'Start revision 2' }).click()
  expect((await revised).status()).toBe(201)
  await expect(toast(page, 'Revision 2 started')).toBeVisible()
  const quantity = box(page, 'Quantity of item 1 in Construction')
  await expect(quantity).toHaveValue('1,200')
  await quantity.fill('1,500')
  await expect(
    sendSection.getByText('Save the draft before sending: the client gets the draft as saved.'),
  ).toBeVisible()
  await expect(sendSection.getByRole('button', { name: 'Send to the client' })).toBeDisabled()
  await checkScreen(page, phone)
  await shot('3-revision-2-unsaved')
  const saved = answerOf(page, 'PUT', /\/quotations\/\d+\/draft$/)
  await page.getByRole('button', { name: 'Save draft' }).click()
  expect((await saved).status()).toBe(200)
  await sendSection.getByRole('button', { name: 'Send to the client' }).click()
  const confirmSecond = page.getByRole('dialog', { name: `Send quotation ${number}, revision 2?` })
  await expect(confirmSecond.getByText('The client’s link stays the same')).toBeVisible()
  await expect(confirmSecond.getByText('The request stays at Quotation sent.')).toBeVisible()
  const secondSend = answerOf(page, 'POST', /\/quotations\/\d+\/send$/)
  await confirmSecond.getByRole('button', { name: 'Send the quotation' }).click()
  expect((await secondSend).status()).toBe(200)
  await expect(toast(page, `Quotation ${number} sent`)).toBeVisible()

  // Both revisions, each sent with its PDF; the link is the same.
  await expect(box(linkSection, 'Link to the quotation')).toHaveValue(url)
  await expect(page.getByRole('listitem', { name: 'Revision 1' })).toContainText('Sent')
  const secondStory = page.getByRole('listitem', { name: 'Revision 2' })
  await expect(secondStory).toContainText(`e-mailed to ${email}`)
  await expectPdfAt(page, secondStory.getByRole('link', { name: 'Download PDF of revision 2' }))
  const revisions = page.getByRole('navigation', { name: 'Revisions' }).getByRole('link')
  await expect(revisions).toHaveText([/^Revision 1: Sent/, /^Revision 2: Sent/])
  await checkScreen(page, phone)
  await shot('4-two-revisions')
  const secondMail = await mailbox.waitFor(
    email,
    new RegExp(`^Your quotation ${number} \\(revision 2\\)`),
  )
  expect(secondMail.text).toContain(url)

  // The client, by the link, with no staff session: reads revision 2 (viewed for staff) …
  const token = new URL(url).pathname.replace(/^\/q\//, '')
  const read = await request.get(`/api/quotations/${token}`)
  expect(read.status(), await read.text()).toBe(200)
  expect(await read.json()).toMatchObject({ number, revision: 2, status: 'open' })
  await page.reload()
  await expect(page.getByRole('listitem', { name: 'Revision 2' })).toContainText(
    'Viewed by the client',
  )

  // … asks for a code, reads it in the e-mail, and accepts with their name.
  const asked = await request.post(`/api/quotations/${token}/code`, { data: { revision: 2 } })
  expect(asked.status(), await asked.text()).toBe(200)
  const codeMail = await mailbox.waitFor(email, new RegExp(`to accept quotation ${number}$`))
  const code = codeMail.subject.match(/^(\d{6}) /)?.[1]
  expect(code).toMatch(/^\d{6}$/)
  const accepted = await request.post(`/api/quotations/${token}/accept`, {
    data: { revision: 2, name: 'Anita Kumari Sharma', code },
  })
  expect(accepted.status(), await accepted.text()).toBe(200)

  // Staff see the acceptance, its record, and download the accepted PDF with its certificate.
  await page.reload()
  const acceptance = page.getByRole('region', { name: /^Accepted by Anita Kumari Sharma on / })
  await expect(acceptance).toBeVisible()
  await expect(acceptance).toContainText('Revision 2')
  await expect(acceptance).toContainText('SHA-256 of the PDF accepted')
  await expect(page.getByRole('button', { name: /^Start revision/ })).toHaveCount(0)
  await expectPdfAt(
    page,
    acceptance.getByRole('link', { name: 'Download the accepted PDF with its certificate' }),
  )
  await checkScreen(page, phone)
  await shot('5-accepted')

  // On the request, the quotation reads Accepted, and the lead is Won.
  await page.getByRole('link', { name: 'Back to the request' }).click()
  const details = page.getByRole('dialog', { name })
  const entry = details
    .getByRole('list', { name: 'Quotations of this request' })
    .getByRole('listitem')
    .filter({ hasText: number })
  await expect(entry).toContainText('Revision 2')
  await expect(entry).toContainText('Accepted')
  await checkScreen(page, phone)
  await expect(details.getByRole('combobox', { name: 'Change stage' })).toHaveValue('won')
  await entry.scrollIntoViewIfNeeded()
  await shot('6-request-accepted', false)
})
