import { expect, type Locator, type Page, type Response, test } from '@playwright/test'
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './page-checks'
import { sharp } from './sharp'
import { logIn } from './sign-in'

// A client project's records kept from the dashboard, end to end on the real server (see
// playwright.config.ts), at desktop width and on a 360 px phone: the site engineer marks two
// stages done and one delayed (the overview's progress follows), the owner records two receipts
// (the balance follows) and undoes one, an update with two photos from a phone is published and
// another left as a draft, and documents are uploaded for the client and for staff only, a
// file that is not a document refused by its name. Axe on every new screen.

/** Two photos as a cheap phone gives them: a grainy landscape JPEG and a portrait one. */
async function makeSitePhotos() {
  const slab = await sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: { r: 150, g: 150, b: 145 },
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer()
  const column = await sharp({
    create: { width: 900, height: 1200, channels: 3, background: { r: 120, g: 90, b: 60 } },
  })
    .jpeg({ quality: 80 })
    .toBuffer()
  return [
    { name: 'IMG_20260307_roof-slab.jpg', mimeType: 'image/jpeg', buffer: slab },
    { name: 'IMG_20260307_column.jpg', mimeType: 'image/jpeg', buffer: column },
  ]
}

/** A small but real PDF: the server keeps a file starting with `%PDF-` as it is. */
const pdf = (text: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  )

const dayMs = 24 * 60 * 60 * 1000
/** The company's day (Patna, UTC+5:30) `offset` days from today: `YYYY-MM-DD`. */
const companyDay = (offset = 0) =>
  new Date(Date.now() + 5.5 * 60 * 60 * 1000 + offset * dayMs).toISOString().slice(0, 10)
/** A day as the dashboard writes it: "7 Mar 2026". */
const shownDay = (day: string) =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`))

/** Axe on the screen, and on a phone nothing reaching past its edges. */
async function checkScreen(page: Page, project: string) {
  await expectNoSeriousAxeViolations(page)
  if (project === 'phone') await expectNoSidewaysScroll(page)
}

/** The answer of the API to a change: `method` to a path ending with `pathEnd`. */
const answerTo = (page: Page, method: string, pathEnd: RegExp) =>
  page.waitForResponse(
    (response: Response) =>
      response.request().method() === method && pathEnd.test(new URL(response.url()).pathname),
  )

/** A figure of a description list ("Balance" and its amount) inside `scope`. */
const figure = (scope: Locator, label: string) =>
  scope.locator('dl > div').filter({ has: scope.page().getByText(label, { exact: true }) })

test('staff keep a project’s schedule, payments, updates with photos and documents', async ({
  page,
}, testInfo) => {
  // Five sections, two photos processed by the server, axe on each screen: longer than the
  // default 30 s on a busy 2-core machine.
  test.setTimeout(300_000)
  const project = testInfo.project.name
  const stamp = Date.now().toString(36)
  const title = `House of Ravi Kumar ${project} ${stamp}`
  const clientName = `Ravi Kumar ${project}`
  const today = companyDay()
  const start = companyDay(-60)
  const photos = await makeSitePhotos()

  await logIn(page)
  // The project, made as the new-project form makes it: ₹40,00,000 (400000000 paise), a house of
  // two floors started 60 days ago, so it has the usual schedule and instalments.
  const me = (await (await page.request.get('/api/admin/user')).json()) as { id: number }
  const created = await page.request.post('/api/admin/client-projects', {
    data: {
      title,
      siteAddress: 'Plot 14, Ashiana Nagar, near the water tank',
      city: 'Patna',
      projectType: 'Residential',
      contractValuePaise: 400_000_000,
      startDate: start,
      staffIds: [me.id],
      floors: 2,
      clients: [
        {
          name: clientName,
          email: `ravi.${project}.${stamp}@example.com`,
          phone: '9876543210',
          language: 'hi',
        },
      ],
    },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: number }

  await page.goto(`/admin/client-projects/${id}`)
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
  const progress = page.getByRole('progressbar', { name: `Progress of ${title}` })
  await expect(progress).toHaveAttribute('aria-valuenow', '0')
  await checkScreen(page, project)

  // --- Schedule: two stages done with their days, the plinth delayed. -----------------------
  const stages = page.getByRole('list', { name: 'Stages' })
  await page.getByRole('button', { name: 'Edit Site preparation and bhoomi pujan' }).click()
  const sitePreparation = stages.getByRole('listitem', { name: /^1\. Site preparation/ })
  await sitePreparation.getByRole('combobox', { name: /^State/ }).selectOption('Done')
  await sitePreparation.getByLabel('Actual start', { exact: true }).fill(start)
  await sitePreparation.getByLabel('Actual end', { exact: true }).fill(companyDay(-54))

  await page.getByRole('button', { name: 'Edit Foundation' }).click()
  const foundation = stages.getByRole('listitem', { name: '2. Foundation' })
  await foundation.getByRole('combobox', { name: /^State/ }).selectOption('Done')
  await foundation.getByLabel('Actual start', { exact: true }).fill(companyDay(-53))
  await foundation.getByLabel('Actual end', { exact: true }).fill(companyDay(-33))

  await page.getByRole('button', { name: 'Edit Plinth' }).click()
  const plinth = stages.getByRole('listitem', { name: '3. Plinth' })
  await plinth.getByRole('combobox', { name: /^State/ }).selectOption('Delayed')
  await plinth.getByLabel('Actual start', { exact: true }).fill(companyDay(-32))
  // Saved without saying why: refused beside the field, which takes the focus.
  await page.getByRole('button', { name: 'Save the schedule' }).click()
  const reason = plinth.getByRole('textbox', { name: /^Why is it delayed/ })
  await expect(reason).toBeFocused()
  await expect(reason).toHaveAccessibleDescription(/Say why the stage is delayed/)
  await checkScreen(page, project)
  await reason.fill('Waiting for the monsoon water to drain from the plot')

  // Meanwhile someone else renames the last stage: this save, made on the old version, is
  // refused as theirs came first; reloading brings their change in beside what was typed here.
  const theirs = (await (await page.request.get(`/api/admin/client-projects/${id}`)).json()) as {
    version: number
    stages: { name: string }[]
  }
  const renamed = await page.request.put(`/api/admin/client-projects/${id}/stages`, {
    data: {
      version: theirs.version,
      stages: theirs.stages.map((stage) =>
        stage.name === 'Handover' ? { ...stage, name: 'Handover and griha pravesh' } : stage,
      ),
    },
  })
  expect(renamed.status()).toBe(200)
  const stale = answerTo(page, 'PUT', /\/stages$/)
  await page.getByRole('button', { name: 'Save the schedule' }).click()
  expect((await stale).status()).toBe(409)
  await expect(page.getByText('Changed by someone else')).toBeVisible()
  await page.getByRole('button', { name: 'Reload the project' }).click()
  await expect(
    stages.getByRole('listitem', { name: '11. Handover and griha pravesh' }),
  ).toBeVisible()
  await expect(reason).toHaveValue('Waiting for the monsoon water to drain from the plot')
  const stagesSaved = answerTo(page, 'PUT', /\/stages$/)
  await page.getByRole('button', { name: 'Save the schedule' }).click()
  expect((await stagesSaved).status()).toBe(200)
  await expect(
    stages.getByRole('listitem', { name: '11. Handover and griha pravesh' }),
  ).toBeVisible()
  await expect(foundation.getByText('Done', { exact: true })).toBeVisible()
  await expect(plinth.getByText('Delayed: Waiting for the monsoon water')).toBeVisible()
  // Progress weighs each stage by its planned days: 7 + 21 + 14 + 21 + 21 + 30 + 25 + 20 + 20 +
  // 15 + 5 = 199 days for two floors. Done: 7 + 21 = 28; the plinth, delayed after it started,
  // counts half of its 14: 7. (28 + 7) / 199 = 17.59 %, rounded down: 17 %.
  await expect(progress).toHaveAttribute('aria-valuenow', '17')

  // --- Payments: the booking and part of the foundation instalment received. ----------------
  const instalments = page.getByRole('list', { name: 'Instalments' })
  const booking = instalments.getByRole('listitem', { name: 'Booking' })
  const foundationPayment = instalments.getByRole('listitem', { name: 'Foundation' })
  // The booking was due on the start day, 60 days ago; the foundation a week after its stage
  // ended 33 days ago: both overdue.
  await expect(booking.getByText('Overdue', { exact: true })).toBeVisible()
  await expect(foundationPayment.getByText('Overdue', { exact: true })).toBeVisible()
  await expect(booking.getByText('₹4,00,000', { exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Record receipt of Booking' }).click()
  const receipt = page.getByRole('dialog', { name: 'Receipt of Booking' })
  // 10 % of ₹40,00,000 is ₹4,00,000, offered as the amount received.
  await expect(receipt.getByRole('textbox', { name: /^Amount received/ })).toHaveValue('4,00,000')
  await expect(receipt.getByLabel(/^Day received/)).toHaveValue(today)
  await receipt.getByRole('combobox', { name: /^Mode/ }).selectOption('UPI')
  await receipt.getByRole('textbox', { name: 'Reference' }).fill('UPI 4521 8890 1123')
  await checkScreen(page, project)
  const bookingSaved = answerTo(page, 'PUT', /\/receipt$/)
  await receipt.getByRole('button', { name: 'Save receipt' }).click()
  expect((await bookingSaved).status()).toBe(200)
  await expect(receipt).toBeHidden()
  await expect(booking.getByText('Received', { exact: true })).toBeVisible()
  await expect(booking.getByText(`₹4,00,000 received on ${shownDay(today)} by UPI`)).toBeVisible()
  const money = page.getByRole('region', { name: 'Money of the project' })
  const overview = page.getByRole('region', { name: 'Overview' })
  // ₹40,00,000 − ₹4,00,000 received = ₹36,00,000.
  await expect(figure(money, 'Balance')).toContainText('₹36,00,000')
  await expect(figure(overview, 'Balance')).toContainText('₹36,00,000')

  // Part of the foundation's ₹4,00,000, typed as people say it; words are refused first.
  await page.getByRole('button', { name: 'Record receipt of Foundation' }).click()
  const foundationReceipt = page.getByRole('dialog', { name: 'Receipt of Foundation' })
  const amount = foundationReceipt.getByRole('textbox', { name: /^Amount received/ })
  await amount.fill('three lakh')
  await foundationReceipt.getByRole('combobox', { name: /^Mode/ }).selectOption('Cheque')
  await foundationReceipt.getByRole('button', { name: 'Save receipt' }).click()
  await expect(amount).toBeFocused()
  await expect(amount).toHaveAccessibleDescription(
    /Amount received must be in rupees, more than ₹0/,
  )
  await amount.fill('3.5 lakh')
  await foundationReceipt.getByRole('textbox', { name: 'Reference' }).fill('Cheque 004512, SBI')
  const foundationSaved = answerTo(page, 'PUT', /\/receipt$/)
  await foundationReceipt.getByRole('button', { name: 'Save receipt' }).click()
  expect((await foundationSaved).status()).toBe(200)
  await expect(
    foundationPayment.getByText(`₹3,50,000 received on ${shownDay(today)} by Cheque`),
  ).toBeVisible()
  // Received ₹4,00,000 + ₹3,50,000 = ₹7,50,000; balance ₹40,00,000 − ₹7,50,000 = ₹32,50,000.
  await expect(figure(money, 'Received')).toContainText('₹7,50,000')
  await expect(figure(money, 'Balance')).toContainText('₹32,50,000')
  await expect(figure(overview, 'Balance')).toContainText('₹32,50,000')

  // Recorded by mistake: undone, asked first; the balance goes back to ₹36,00,000.
  await page.getByRole('button', { name: 'Undo receipt of Foundation' }).click()
  await expect(foundationPayment.getByText(/Undo the receipt of ₹3,50,000/)).toBeVisible()
  const undone = answerTo(page, 'DELETE', /\/receipt$/)
  await foundationPayment.getByRole('button', { name: 'Yes, undo' }).click()
  expect((await undone).status()).toBe(200)
  await expect(foundationPayment.getByText('Overdue', { exact: true })).toBeVisible()
  await expect(figure(money, 'Balance')).toContainText('₹36,00,000')
  await expect(figure(overview, 'Balance')).toContainText('₹36,00,000')
  await checkScreen(page, project)

  // --- Updates: yesterday's visit with two photos, published; today's left a draft. ----------
  const yesterday = companyDay(-1)
  await page.getByRole('button', { name: 'New update' }).click()
  const newUpdate = page.getByRole('region', { name: 'New update' })
  await newUpdate.getByLabel(/^Visit date/).fill(yesterday)
  // A new update is at the stage the work is at: the plinth, delayed.
  await expect(
    newUpdate.getByRole('combobox', { name: 'Stage' }).locator('option:checked'),
  ).toHaveText('Plinth')
  await newUpdate
    .getByRole('textbox', { name: /^What was done/ })
    .fill('Plinth beams cast; the site is still wet, so the plinth filling waits a few days.')
  const draftSaved = answerTo(page, 'POST', /\/updates$/)
  await newUpdate.getByRole('button', { name: 'Save as draft' }).click()
  expect((await draftSaved).status()).toBe(201)
  const visit = page.getByRole('article', { name: `Visit of ${shownDay(yesterday)}` })
  const visitName = `visit of ${shownDay(yesterday)}`
  await expect(visit.getByText('Draft: the client does not see this')).toBeVisible()

  // Two photos at once, as a phone's gallery gives them; each uploaded in turn.
  await visit.getByLabel(`Add photos to the ${visitName}`).setInputFiles(photos)
  await expect(
    visit.getByRole('list', { name: `Uploads to the ${visitName}` }).getByText('Uploaded'),
  ).toHaveCount(2, { timeout: 90_000 })
  const visitPhotos = visit.getByRole('list', { name: `Photos of the ${visitName}` })
  await expect(visitPhotos.getByRole('listitem')).toHaveCount(2)
  await expect(visit.getByText('2 of 12 photos')).toBeVisible()
  // Served through the session-checked route, and they load.
  const firstPhoto = visitPhotos.getByRole('listitem', { name: 'Photo 1' }).locator('img')
  await firstPhoto.scrollIntoViewIfNeeded()
  await expect(firstPhoto).toHaveJSProperty('complete', true)
  expect(
    await firstPhoto.evaluate((image: HTMLImageElement) => image.naturalWidth),
  ).toBeGreaterThan(0)
  expect(await firstPhoto.evaluate((image: HTMLImageElement) => image.currentSrc)).not.toContain(
    '/uploads/',
  )
  await visit.getByRole('textbox', { name: 'Caption of photo 1' }).fill('Plinth beams, east side')
  const captionSaved = answerTo(page, 'PATCH', /\/photos\/\d+$/)
  await visit.getByRole('button', { name: 'Save caption of photo 1' }).click()
  expect((await captionSaved).status()).toBe(200)
  await expect(visitPhotos.getByRole('img', { name: 'Plinth beams, east side' })).toBeVisible()
  await checkScreen(page, project)

  // Publish asks first, saying who will see it and be e-mailed.
  await visit.getByRole('button', { name: `Publish the ${visitName}` }).click()
  const publish = page.getByRole('dialog', { name: 'Publish this update?' })
  await expect(publish).toContainText(`${clientName} will see it on the project tracker`)
  await checkScreen(page, project)
  const published = answerTo(page, 'POST', /\/publish$/)
  await publish.getByRole('button', { name: 'Yes, publish' }).click()
  expect((await published).status()).toBe(200)
  await expect(publish).toBeHidden()
  await expect(visit.getByText(/^Published /)).toBeVisible()
  await expect(visit.getByText('Draft: the client does not see this')).toBeHidden()
  await expect(visit.getByRole('button', { name: `Publish the ${visitName}` })).toBeHidden()

  // Today's visit written and left a draft: clearly marked, still unpublished.
  await page.getByRole('button', { name: 'New update' }).click()
  await page
    .getByRole('region', { name: 'New update' })
    .getByRole('textbox', { name: /^What was done/ })
    .fill('Shuttering for the ground-floor columns is up.')
  const secondDraft = answerTo(page, 'POST', /\/updates$/)
  await page.getByRole('button', { name: 'Save as draft' }).click()
  expect((await secondDraft).status()).toBe(201)
  const todaysVisit = page.getByRole('article', { name: `Visit of ${shownDay(today)}` })
  await expect(todaysVisit.getByText('Draft: the client does not see this')).toBeVisible()
  await expect(visit.getByText(/^Published /)).toBeVisible()

  // --- Documents: the agreement for the client, a drawing for staff, a refused file. ----------
  const documents = page.getByRole('region', { name: 'Documents' })
  const upload = documents.getByRole('form', { name: 'Add a document' })
  await upload.getByLabel(/^File/).setInputFiles({
    name: 'agreement.pdf',
    mimeType: 'application/pdf',
    buffer: pdf('agreement'),
  })
  // The title is taken from the file's name until one is typed.
  const documentTitle = upload.getByRole('textbox', { name: /^Title/ })
  await expect(documentTitle).toHaveValue('agreement')
  await documentTitle.fill('Construction agreement')
  await upload.getByRole('combobox', { name: /^Kind/ }).selectOption('Agreement')
  await upload.getByRole('radio', { name: 'Client can see' }).check()
  const agreementSaved = answerTo(page, 'POST', /\/documents$/)
  await upload.getByRole('button', { name: 'Upload document' }).click()
  expect((await agreementSaved).status()).toBe(201)
  const documentList = documents.getByRole('list', { name: 'Documents' })
  const agreement = documentList.getByRole('listitem', { name: 'Construction agreement' })
  await expect(agreement.getByText('Client can see')).toBeVisible()
  await expect(agreement.getByText(/^Agreement · PDF, /)).toBeVisible()
  // The form is empty again, staff only by default.
  await expect(documentTitle).toHaveValue('')
  await expect(upload.getByRole('radio', { name: 'Staff only' })).toBeChecked()

  await upload.getByLabel(/^File/).setInputFiles({
    name: 'structural-drawing.pdf',
    mimeType: 'application/pdf',
    buffer: pdf('structural drawing'),
  })
  await documentTitle.fill('Structural drawing')
  await upload.getByRole('combobox', { name: /^Kind/ }).selectOption('Drawing')
  const drawingSaved = answerTo(page, 'POST', /\/documents$/)
  await upload.getByRole('button', { name: 'Upload document' }).click()
  expect((await drawingSaved).status()).toBe(201)
  const drawing = documentList.getByRole('listitem', { name: 'Structural drawing' })
  await expect(drawing.getByText('Staff only')).toBeVisible()

  // Shown to the client for a moment, then staff only again.
  const shown = answerTo(page, 'PATCH', /\/documents\/\d+$/)
  await drawing.getByRole('button', { name: 'Show to the client: Structural drawing' }).click()
  expect((await shown).status()).toBe(200)
  await expect(drawing.getByText('Client can see')).toBeVisible()
  const hidden = answerTo(page, 'PATCH', /\/documents\/\d+$/)
  await drawing.getByRole('button', { name: 'Make staff only: Structural drawing' }).click()
  expect((await hidden).status()).toBe(200)
  await expect(drawing.getByText('Staff only')).toBeVisible()

  // A Word file is not a document the client can open: refused, by its name.
  await upload.getByLabel(/^File/).setInputFiles({
    name: 'estimate.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: Buffer.from('PK\u0003\u0004 not a pdf', 'latin1'),
  })
  const refused = answerTo(page, 'POST', /\/documents$/)
  await upload.getByRole('button', { name: 'Upload document' }).click()
  expect((await refused).status()).toBe(400)
  await expect(upload.getByRole('alert')).toHaveText(
    /^estimate\.docx: This file is not a PDF or a photo/,
  )
  await expect(documentList.getByRole('listitem')).toHaveCount(2)

  // The agreement downloads through the session-checked address, as the PDF it was.
  const href = await agreement
    .getByRole('link', { name: 'Download Construction agreement' })
    .getAttribute('href')
  expect(href).toMatch(/^\/api\/admin\/client-projects\/\d+\/files\//)
  const file = await page.request.get(href ?? '')
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toContain('application/pdf')
  expect((await file.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')
  await checkScreen(page, project)
})
