import { type AdminClientProject, projectTrackerPage } from '@nirman/contract'
import { clientSignInMessages } from '@nirman/contract/client-sign-in-messages'
import { hindiClientSignInMessages } from '@nirman/contract/client-sign-in-messages-hi'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { projectTrackerCopy as pageHindi } from '../app/content/hi/project-tracker'
import { quotePopupCopy as hindiPopup } from '../app/content/hi/quote'
import { signInCopy as signInHindi, trackerCopy as trackerHindi } from '../app/content/hi/tracker'
import { projectTrackerCopy as pageEnglish } from '../app/content/project-tracker'
import { quotePopupCopy as englishPopup } from '../app/content/quote'
import { signInCopy as signInEnglish, trackerCopy as trackerEnglish } from '../app/content/tracker'
import { formatDate } from '../app/i18n/dates'
import { dismissQuotePopupWhenShown, expect, seriousAxeViolations, test } from './fixtures'
import { linkIn, type Mailbox, mailboxOf } from './mailbox'
import { companyDay, setUpTrackerProject, type TrackerProject } from './tracker-project'

// The client's project tracker end to end, on the real server with a real SMTP server (see
// apps/api/scripts/start-e2e-server.mjs): staff make a won quote request a client project through
// their API and invite the client by e-mail (tracker-project.ts, where the figures are worked out);
// the client gets in from the e-mail: with the invitation link (in English), or with their address
// and the six-digit code sent to it (in Hindi); they see the overview, the published site visit
// with its photos (the larger view by keyboard) but not the draft, the stages, the payments and the
// balance, the document; they ask about the visit, which reaches staff as an e-mail and on the
// project's timeline; they sign out. Desktop, and a phone at 360 px; axe on each state.

const staffAlerts = 'staff@nirman.example'

/** The words the client reads on each language's page: the page's own content modules. */
const words = {
  en: {
    page: pageEnglish,
    signIn: signInEnglish,
    tracker: trackerEnglish,
    messages: clientSignInMessages,
    // The usual schedule's names (apps/api usual-schedule.ts), English on an English page.
    stages: {
      foundation: 'Foundation',
      plinth: 'Plinth',
      groundSlab: 'Ground-floor roof slab',
    },
  },
  hi: {
    page: pageHindi,
    signIn: signInHindi,
    tracker: trackerHindi,
    messages: hindiClientSignInMessages,
    // …and their Hindi names (`nameHi`) on a Hindi page.
    stages: { foundation: 'नींव', plinth: 'प्लिंथ', groundSlab: 'भूतल की छत की ढलाई' },
  },
} as const
type Lang = keyof typeof words

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

/** The answer of the API to `method` on a path matching `path`, once it comes. */
const answerTo = (page: Page, method: string, path: RegExp) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === method && path.test(new URL(response.url()).pathname),
  )

/** A part of the signed-in page (Overview, Site updates...), named by its heading. */
const part = (scope: Page | Locator, name: string) =>
  scope.getByRole('region', { name, exact: true })

/** A figure of a description list ("Balance" and its amount) inside `scope`. */
const figure = (scope: Locator, label: string) =>
  scope.locator('dl > div').filter({ has: scope.page().getByText(label, { exact: true }) })

/**
 * The site's quote popup shows on every page 10 s after it loads (unless the visitor is in a form
 * or a dialog, when it waits), to a visitor of the tracker's page too (never over a signed-in
 * client's project). Closed once, it never comes back until the page is loaded again. The visitor
 * closes it when it shows: waited for, so that it never takes the focus in the middle of a step
 * whose focus the test checks.
 */
async function closeQuotePopup(page: Page, lang: Lang) {
  const copy = lang === 'hi' ? hindiPopup : englishPopup
  const popup = page.getByRole('dialog', { name: copy.title })
  await expect(popup).toBeVisible({ timeout: 30_000 })
  await popup.getByRole('button', { name: copy.closeLabel }).first().click()
  await expect(popup).toBeHidden()
}

/** From now on (after a reload, in another browser), a quote popup is closed whenever it shows. */
async function closeQuotePopupsWhenShown(page: Page) {
  await dismissQuotePopupWhenShown(page)
  await page.addLocatorHandler(
    page.getByRole('dialog', { name: hindiPopup.title }),
    async (popup) => {
      await popup.getByRole('button', { name: hindiPopup.closeLabel }).first().click()
    },
  )
}

/**
 * What the signed-in client reads of their project, section by section, in `lang`; then a
 * question about the site visit, which reaches staff.
 */
async function followTheProject(
  page: Page,
  staffApi: APIRequestContext,
  mailbox: Mailbox,
  project: TrackerProject,
  lang: Lang,
  phone: boolean,
) {
  const { tracker: t, stages } = words[lang]
  const day = (date: string) => formatDate(lang, date)
  // The client's part of the page is fetched on demand: its first file can be slow on a busy phone.
  await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible({
    timeout: 20_000,
  })
  await expect(page.getByText(t.signedInAs(project.client.name))).toBeVisible()
  await checkScreen(page, phone)

  // The overview (figures in tracker-project.ts): 17 %, the plinth delayed and why, the slab
  // next, the visit of 3 days ago with its first photo, the foundation's ₹4,00,000 due, and
  // ₹4,00,000 received of ₹40,00,000: ₹36,00,000 to pay.
  const overview = part(page, t.sections.overview)
  await expect(overview.getByRole('progressbar', { name: t.overview.progress })).toHaveAttribute(
    'aria-valuenow',
    '17',
  )
  await expect(part(overview, t.overview.progress)).toContainText('17 %')
  const stageNow = part(overview, t.overview.stageNow)
  await expect(stageNow).toContainText(stages.plinth)
  await expect(stageNow).toContainText(t.stageStates.delayed)
  await expect(stageNow).toContainText(project.delayReason)
  await expect(part(overview, t.overview.nextStage)).toContainText(stages.groundSlab)
  const latest = part(overview, t.overview.latestUpdate)
  await expect(latest).toContainText(t.updates.visit(day(project.published.visitDate)))
  await expect(latest.getByRole('img', { name: project.published.captions[0] })).toBeVisible()
  const nextPayment = part(overview, t.overview.nextPayment)
  await expect(nextPayment).toContainText('Foundation')
  await expect(nextPayment).toContainText('₹4,00,000')
  await expect(nextPayment).toContainText(t.payments.statuses.due)
  const money = part(overview, t.overview.money)
  await expect(figure(money, t.payments.contractValue)).toContainText('₹40,00,000')
  await expect(figure(money, t.payments.received)).toContainText('₹4,00,000')
  await expect(figure(money, t.payments.balance)).toContainText('₹36,00,000')

  // The site updates: the published visit only, never the draft.
  const updates = part(page, t.sections.updates)
  await expect(updates.getByRole('article')).toHaveCount(1)
  const visit = updates.getByRole('article', {
    name: t.updates.visit(day(project.published.visitDate)),
  })
  await expect(visit).toContainText(project.published.body)
  await expect(visit).toContainText(`${t.updates.stage}: ${stages.foundation}`)
  await expect(page.getByText(project.draftBody)).toHaveCount(0)
  const [firstCaption = '', secondCaption = ''] = project.published.captions
  const photo = (caption: string) =>
    visit.getByRole('button', { name: `${caption} ${t.updates.viewLarger}` })
  await expect(photo(firstCaption)).toBeVisible()
  await expect(photo(secondCaption)).toBeVisible()
  // Drawn only as they near the screen, at their size (nothing moves as they arrive).
  for (const image of await visit.getByRole('img').all()) {
    await expect(image).toHaveAttribute('loading', 'lazy')
    await expect(image).toHaveAttribute('width', /^\d+$/)
    await expect(image).toHaveAttribute('height', /^\d+$/)
  }

  // The larger view, by keyboard: Enter opens it, the arrow keys and the buttons step through the
  // visit's photos, Escape closes it and the focus is back on the photo.
  await photo(firstCaption).press('Enter')
  let viewer = page.getByRole('dialog', { name: firstCaption })
  // The viewer's code comes when a photo is first opened.
  await expect(viewer).toBeVisible({ timeout: 20_000 })
  await expect(viewer).toContainText(t.updates.photoPosition(1, 2))
  // The photo itself comes through the client's session (the API checks it, never /uploads/).
  await expect
    .poll(() =>
      viewer
        .getByRole('img', { name: firstCaption })
        .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
    )
    .toBe(true)
  await page.keyboard.press('ArrowRight')
  viewer = page.getByRole('dialog', { name: secondCaption })
  await expect(viewer).toContainText(t.updates.photoPosition(2, 2))
  await page.keyboard.press('ArrowLeft')
  await expect(page.getByRole('dialog', { name: firstCaption })).toBeVisible()
  await page.getByRole('dialog').getByRole('button', { name: t.photoViewer.next }).click()
  await expect(page.getByRole('dialog', { name: secondCaption })).toBeVisible()
  await checkScreen(page, phone)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(photo(firstCaption)).toBeFocused()

  // The stages, planned against actual: a table on a wide screen, a list on a phone.
  const schedule = part(page, t.sections.stages)
  await expect(schedule.getByRole('table')).toHaveCount(phone ? 0 : 1)
  const stage = (name: string) =>
    schedule
      .getByRole('row')
      .or(schedule.getByRole('listitem'))
      .filter({ hasText: new RegExp(`^${escaped(name)}`) })
  await expect(stage(stages.foundation)).toContainText(t.stageStates.done)
  await expect(stage(stages.foundation)).toContainText(
    t.stages.fromTo(day(companyDay(-38)), day(companyDay(-3))),
  )
  await expect(stage(stages.plinth)).toContainText(t.stageStates.delayed)
  await expect(stage(stages.plinth)).toContainText(t.stages.delayReason(project.delayReason))
  await expect(stage(stages.groundSlab)).toContainText(t.stageStates.not_started)

  // The payments: the booking received (₹4,00,000 by UPI), the foundation's due within the week
  // after its end (3 days ago + 7 = in 4 days); the totals as on the overview.
  const payments = part(page, t.sections.payments)
  const instalment = (label: string) =>
    payments.getByRole('listitem').filter({ hasText: new RegExp(`^${label}`) })
  await expect(instalment('Booking')).toContainText(t.payments.statuses.received)
  await expect(instalment('Booking')).toContainText('₹4,00,000')
  await expect(instalment('Booking')).toContainText(
    t.payments.receivedOn(day(companyDay(-44)), t.payments.modes.upi),
  )
  await expect(instalment('Foundation')).toContainText(t.payments.statuses.due)
  await expect(instalment('Foundation')).toContainText(t.payments.dueOn(day(companyDay(4))))
  const totals = part(payments, t.payments.totals)
  await expect(figure(totals, t.payments.received)).toContainText('₹4,00,000')
  await expect(figure(totals, t.payments.balance)).toContainText('₹36,00,000')

  // The drawing published to the client, downloadable; the staff's cost sheet is not there.
  const documents = part(page, t.sections.documents)
  await expect(documents).toContainText(project.clientDocument)
  await expect(documents).toContainText(t.documents.kinds.drawing)
  await expect(page.getByText(project.internalDocument)).toHaveCount(0)
  const download = documents.getByRole('link', {
    name: `${t.documents.download} ${project.clientDocument}`,
  })
  const file = await page.request.get((await download.getAttribute('href')) ?? '')
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toContain('application/pdf')
  await checkScreen(page, phone)

  // A question about the visit: the form has it chosen and the focus; sent, it is on the
  // timeline, in the staff's inbox and on the project's page in the dashboard.
  const question = `${lang === 'hi' ? 'क्या प्लिंथ बीम की तराई शुरू हो गई है?' : 'Has the curing of the plinth beam started?'} (${project.client.name})`
  await visit.getByRole('link', { name: t.updates.ask }).click()
  const questions = part(page, t.sections.questions)
  const field = questions.getByRole('textbox', { name: t.questions.question })
  await expect(field).toBeFocused()
  await expect(
    questions.getByRole('combobox', { name: t.questions.about }).locator('option:checked'),
  ).toHaveText(t.questions.aboutVisit(day(project.published.visitDate)))
  await field.fill(question)
  const asked = answerTo(page, 'POST', /^\/api\/client\/projects\/\d+\/questions$/)
  await questions.getByRole('button', { name: t.questions.send }).click()
  expect((await asked).status()).toBe(201)
  await expect(questions.getByText(t.questions.sent)).toBeVisible()
  const asking = questions.getByRole('listitem').filter({ hasText: question })
  await expect(asking).toContainText(project.client.name)
  await expect(asking).toContainText(t.questions.aboutUpdate(day(project.published.visitDate)))
  await checkScreen(page, phone)

  const alert = await mailbox.waitFor(
    staffAlerts,
    new RegExp(`^Question from ${escaped(project.client.name)} on ${escaped(project.title)}$`),
  )
  expect(alert.text).toContain(question)
  expect(alert.text).toContain(`about the update of ${project.published.visitDate}`)
  const seen = await staffApi.get(`/api/admin/client-projects/${project.id}`)
  expect(seen.status()).toBe(200)
  expect(((await seen.json()) as AdminClientProject).messages).toEqual([
    expect.objectContaining({
      author: { kind: 'client', name: project.client.name },
      body: question,
      updateId: project.published.id,
    }),
  ])
}

/** Signs out, and the page is the signed-out one again, after a reload too. */
async function signOut(page: Page, lang: Lang, phone: boolean) {
  const { tracker: t, page: copy, signIn, messages } = words[lang]
  await page.getByRole('button', { name: t.signOut, exact: true }).click()
  const card = part(page, copy.signIn.title)
  await expect(card.getByText(messages.signedOut)).toBeVisible()
  await expect(card.getByRole('textbox', { name: signIn.emailLabel })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.hero.title)
  await checkScreen(page, phone)
  await page.reload()
  await expect(card.getByRole('textbox', { name: signIn.emailLabel })).toBeVisible()
}

test.describe('the client follows their house on the project tracker', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    // The narrowest phone the site is made for.
    if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 360, height: 780 })
  })

  test('in English, signed in by the invitation link from the e-mail', async ({
    page,
    request,
    browser,
    baseURL,
  }, testInfo) => {
    // Two photos processed by the server, ten checks with axe, in two browsers at once: on a
    // 2-core machine busy with other suites a run took over two minutes.
    test.setTimeout(300_000)
    const phone = testInfo.project.name === 'phone'
    const mailbox = mailboxOf(baseURL)
    const project = await setUpTrackerProject(request, testInfo.project.name, 'en')

    // The notice of the published visit (the draft is not in it), and the invitation.
    const notice = await mailbox.waitFor(project.client.email, /^New update on /)
    expect(notice.text).toContain(project.published.body.slice(0, 40))
    expect(notice.text).not.toContain(project.draftBody)
    const invitation = await mailbox.waitFor(
      project.client.email,
      /^Follow the building of your house: /,
    )
    const link = linkIn(invitation, '?invite=')
    expect(link.href).toBe(project.invitation.link)
    expect(link.pathname).toBe(projectTrackerPage.en)

    // The link signs the client in and leaves the address (a shared screenshot holds no token).
    const signedIn = answerTo(page, 'POST', /^\/api\/client\/sign-in\/invitation$/)
    await page.goto(`${link.pathname}${link.search}`)
    expect((await signedIn).status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${escaped(projectTrackerPage.en)}$`))
    // A signed-in client is not offered a quote: the popup gives up its show over the tracker.
    await followTheProject(page, request, mailbox, project, 'en', phone)
    await expect(page.getByRole('dialog', { name: englishPopup.title })).toHaveCount(0)
    await closeQuotePopupsWhenShown(page)
    await signOut(page, 'en', phone)

    // The link works once: opened again elsewhere, it says so beside the sign-in form.
    const elsewhere = await browser.newContext({ baseURL })
    const again = await elsewhere.newPage()
    await closeQuotePopupsWhenShown(again)
    await again.goto(`${link.pathname}${link.search}`)
    const card = part(again, pageEnglish.signIn.title)
    await expect(card.getByText(clientSignInMessages.invitationUsed)).toBeVisible()
    await expect(card.getByRole('textbox', { name: signInEnglish.emailLabel })).toBeVisible()
    await elsewhere.close()
  })

  test('in Hindi, signed in with the six-digit code from the e-mail', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(300_000)
    const phone = testInfo.project.name === 'phone'
    const mailbox = mailboxOf(baseURL)
    const project = await setUpTrackerProject(request, testInfo.project.name, 'hi')
    const { page: copy, signIn, messages } = words.hi

    // A Hindi client is told of the visit, and invited, in Hindi.
    const notice = await mailbox.waitFor(
      project.client.email,
      new RegExp(`^${escaped(project.title)}: नया अपडेट`),
    )
    expect(notice.text).toContain('की साइट से नई जानकारी')
    await mailbox.waitFor(project.client.email, /^अपने घर का निर्माण देखें: /)

    // The visitor's page: the explanation, and the card where clients sign in.
    await page.goto(projectTrackerPage.hi)
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
    const card = part(page, copy.signIn.title)
    const email = card.getByRole('textbox', { name: signIn.emailLabel })
    await expect(email).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: copy.access.title })).toBeVisible()
    await checkScreen(page, phone)
    await closeQuotePopup(page, 'hi')

    // Their address, a code by e-mail (in Hindi), the code typed: signed in.
    await email.fill(project.client.email)
    const codeAsked = answerTo(page, 'POST', /^\/api\/client\/sign-in\/code$/)
    await card.getByRole('button', { name: signIn.sendCode }).click()
    expect((await codeAsked).status()).toBe(202)
    await expect(card.getByText(messages.codeSent)).toBeVisible()
    const codeField = card.getByRole('textbox', { name: signIn.codeLabel })
    await expect(codeField).toBeFocused()
    await expect(codeField).toHaveAttribute('inputmode', 'numeric')
    await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code')
    await checkScreen(page, phone)

    const codeMail = await mailbox.waitFor(
      project.client.email,
      /^\d{6} प्रोजेक्ट ट्रैकर में साइन इन का आपका कोड है/,
    )
    const code = codeMail.subject.slice(0, 6)
    expect(codeMail.text).toContain(`आपका कोड ${code} है`)
    await codeField.fill(code)
    const signedIn = answerTo(page, 'POST', /^\/api\/client\/sign-in$/)
    await card.getByRole('button', { name: signIn.signIn }).click()
    expect((await signedIn).status()).toBe(200)

    // Every part of the project under its Hindi heading, the stages by their Hindi names.
    await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeFocused()
    for (const name of Object.values(words.hi.tracker.sections)) {
      await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible()
    }
    await followTheProject(page, request, mailbox, project, 'hi', phone)

    // The client stays signed in on this phone: the page asks the API, which knows the cookie.
    await closeQuotePopupsWhenShown(page)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible()
    await signOut(page, 'hi', phone)
  })
})
