import type { LeadDetail, VisitBookingInput } from '@nirman/contract'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import {
  dismissQuotePopupWhenShown,
  expect,
  seriousAxeViolations,
  storedQuoteRequests,
  test,
  uniqueName,
} from './fixtures'
import { linkIn, mailboxOf } from './mailbox'
import { answer } from './staff-api'

// A free site visit booked by a visitor, end to end on the real server with a real SMTP server
// (apps/api/scripts/start-e2e-server.mjs): a quote request sent from /contact, then "Book a free
// site visit" with the name and phone kept; a day and a time; the confirmation e-mail; the visit
// moved from the e-mail's link, and the old link out of date; the lead moved to "Site visit
// scheduled" with the visit on its timeline. In Hindi from the phone's contact bar, then
// cancelled; a time taken by others while the visitor typed, and the next free time taken
// instead. The device is set to London: the page shows and books Patna's times all the same.
// On a laptop and on a 360 px phone, axe on each screen.
//
// The owner's availability is the default (Monday to Saturday, 10:00 to 17:00 IST, visits of 60
// minutes, 2 at once, 12 hours' notice): a day's times are 10:00 am ... 4:00 pm, and every day but
// the first offered has them all (12 hours' notice never reaches into the second day). Each test
// takes its own day (by its place in the list) so that tests running at once never fill a time
// another one needs.

test.use({ timezoneId: 'Europe/London' })

/** The days this test may use: the laptop's first three from the second day, the phone's next three. */
function dayOf(projectName: string, test: 0 | 1 | 2): number {
  return 1 + (projectName === 'phone' ? 3 : 0) + test
}

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

/** Taps the `index`th day offered (0 is the first), as a visitor taps its button. */
async function chooseDay(page: Page, dayLegend: string, index: number): Promise<string> {
  const days = page.getByRole('group', { name: dayLegend })
  await days.locator('label').nth(index).click()
  const radio = days.getByRole('radio').nth(index)
  await expect(radio).toBeChecked()
  return radio.inputValue()
}

/** The chosen day's times (the group whose legend starts with `timeLegend`). */
function timesOf(page: Page, timeLegend: string): Locator {
  return page.getByRole('group', { name: new RegExp(`^${timeLegend}`) })
}

/** Taps the time `label` ("11:00 am", "सुबह 11:00") of the chosen day: its instant. */
async function chooseTime(page: Page, timeLegend: string, label: string): Promise<string> {
  const times = timesOf(page, timeLegend)
  await times
    .locator('label')
    .filter({ hasText: new RegExp(`^${label}`) })
    .click()
  const radio = times.getByRole('radio', { name: new RegExp(`^${label}`) })
  await expect(radio).toBeChecked()
  return radio.inputValue()
}

async function fillContactForm(form: Locator, name: string, email: string) {
  await form.getByLabel(/^Full Name|^Name/).fill(name)
  await form.getByLabel(/Phone/).fill('+91 98765 43210')
  await form.getByLabel(/Email/).fill(email)
  await form.getByLabel(/City/).fill('Patna')
  await form.getByLabel(/Land Size/i).fill('1200')
  for (const side of ['North', 'South', 'East', 'West']) {
    await form
      .getByRole('group', { name: new RegExp(side) })
      .getByLabel(/Feet/i)
      .fill('30')
  }
  await form.getByLabel(/Facing/i).selectOption('North-East')
  await form.getByLabel(/Project Type/i).selectOption('Residential Construction')
}

/** The lead of the quote request sent as `name`, as staff read it. */
async function leadOf(request: APIRequestContext, name: string): Promise<LeadDetail> {
  const stored = (await storedQuoteRequests(request)).find((row) => row.name === name)
  expect(stored, `the quote request of ${name}`).toBeDefined()
  return answer<LeadDetail>(await request.get(`/api/admin/dashboard/leads/${stored?.id}`), 200)
}

test.describe('a free site visit booked by the visitor', () => {
  test.beforeEach(async ({ page, isMobile }) => {
    if (isMobile) await page.setViewportSize({ width: 360, height: 780 })
    await dismissQuotePopupWhenShown(page)
  })

  test('after a quote request: booked in three taps, confirmed by e-mail, moved from the link', async ({
    page,
    request,
    baseURL,
    isMobile,
  }, testInfo) => {
    const name = uniqueName('Visit Visitor')
    const email = `visit.${Date.now().toString(36)}@example.in`
    const mailbox = mailboxOf(baseURL)

    await page.goto('/contact')
    const form = page.locator('#quote-form form')
    await fillContactForm(form, name, email)
    await form.getByRole('button', { name: /Submit|Send/ }).click()
    await expect(page.getByText('Message Sent Successfully!')).toBeVisible()

    // Tap 1: on to the booking, with the name, phone and e-mail just typed.
    await page
      .getByRole('region', { name: 'Request a Free Quote' })
      .getByRole('link', { name: 'Book a free site visit' })
      .click()
    await expect(page).toHaveURL(/\/site-visit$/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Book a Free Site Visit' }),
    ).toBeVisible()
    await expect(page.getByLabel(/^Your name/)).toHaveValue(name)
    await expect(page.getByLabel(/^Phone number/)).toHaveValue('+91 98765 43210')
    await expect(page.getByLabel('E-mail (optional)')).toHaveValue(email)
    // The first free day is chosen already: its times are one tap away.
    await expect(page.getByRole('group', { name: 'Day' }).getByRole('radio').first()).toBeChecked()
    // In London, where it is 5 h 30 min earlier, the times are still Patna's: 10:00 am first.
    await page
      .getByRole('group', { name: 'Day' })
      .locator('label')
      .nth(dayOf(testInfo.project.name, 0))
      .click()
    await expect(timesOf(page, 'Time').getByRole('radio').first()).toHaveAccessibleName(/^10:00 am/)
    await expect(page.getByText('Your device is set to Europe/London')).toBeVisible()
    await checkScreen(page, isMobile)

    // Tap 2: the time (the day is this test's own). Then the address, typed.
    const day = await chooseDay(page, 'Day', dayOf(testInfo.project.name, 0))
    const startsAt = await chooseTime(page, 'Time', '11:00 am')
    // 11:00 IST is 05:30 UTC of the same day.
    expect(startsAt).toBe(`${day}T05:30:00.000Z`)
    await page.getByLabel('Site address or a landmark').fill('Plot 12, near Shiv Mandir, Danapur')
    await page.getByLabel('Map link (optional)').fill('https://maps.app.goo.gl/abc123')
    await expect(page.getByText(/^Your visit: .+, 11:00 am IST$/)).toBeVisible()

    // Tap 3: booked. The visit's own page is the one to keep.
    await page.getByRole('button', { name: 'Book the visit' }).click()
    await expect(page).toHaveURL(/\/site-visit\/\d+\.[\w-]{32}$/)
    const firstLink = new URL(page.url()).pathname
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your site visit is booked' }),
    ).toBeVisible()
    await expect(page.getByText('Booked. We will call you to confirm.')).toBeVisible()
    await expect(page.getByText(/, 11:00 am IST$/)).toBeVisible()
    await expect(page.getByText('Plot 12, near Shiv Mandir, Danapur')).toBeVisible()
    await expect(page.getByText(`We have sent the confirmation to ${email}.`)).toBeVisible()
    await checkScreen(page, isMobile)

    // The confirmation, at the real SMTP server, links to the same page.
    const confirmation = await mailbox.waitFor(email, /^Your free site visit: /)
    expect(confirmation.subject).toContain('11:00 am')
    const link = linkIn(confirmation, '/site-visit/')
    expect(link.pathname).toBe(firstLink)

    // The lead: its stage, and the visit on its timeline.
    const lead = await leadOf(request, name)
    expect(lead.stage).toBe('site_visit_scheduled')
    expect(lead.timeline).toContainEqual(
      expect.objectContaining({
        kind: 'visit',
        visit: expect.objectContaining({ change: 'booked', startsAt }),
      }),
    )

    // Moved from the e-mail's link: 11:00 to 2:00 pm the same day.
    await page.goto(link.pathname)
    await page.getByRole('button', { name: 'Change the time' }).click()
    await chooseDay(page, 'Day', dayOf(testInfo.project.name, 0))
    await chooseTime(page, 'Time', '2:00 pm')
    await page.getByRole('button', { name: 'Move the visit' }).click()
    await expect(page.getByText(/^Your visit is moved to .+, 2:00 pm IST\./)).toBeVisible()
    expect(new URL(page.url()).pathname).not.toBe(firstLink)
    await mailbox.waitFor(email, /^Your site visit is now on .*2:00 pm/)
    await checkScreen(page, isMobile)

    // The first link now opens nothing that could change the visit.
    await page.goto(firstLink)
    await expect(page.getByRole('heading', { name: 'This link is out of date' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Change the time' })).toHaveCount(0)
  })

  test('in Hindi: booked without a quote request, then cancelled', async ({
    page,
    isMobile,
  }, testInfo) => {
    if (isMobile) {
      // From the phone's contact bar.
      await page.goto('/hi/')
      await page
        .getByRole('navigation', { name: 'हमसे संपर्क करें' })
        .getByRole('link', { name: 'साइट विज़िट' })
        .click()
    } else {
      await page.goto('/hi/site-visit')
    }
    await expect(page).toHaveURL(/\/hi\/site-visit(\?from=whatsapp)?$/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'मुफ़्त साइट विज़िट बुक करें' }),
    ).toBeVisible()
    const day = await chooseDay(page, 'दिन', dayOf(testInfo.project.name, 1))
    // Patna's 10:00 in the morning, said as Patna says it.
    await expect(timesOf(page, 'समय').getByRole('radio').first()).toHaveAccessibleName(/^सुबह 10:00/)
    const startsAt = await chooseTime(page, 'समय', 'सुबह 11:00')
    expect(startsAt).toBe(`${day}T05:30:00.000Z`)

    // A refusal keeps everything typed: the phone is too short.
    await page.getByLabel('साइट का पता या पास की कोई पहचान').fill('बेली रोड, राजा बाज़ार के पास, पटना')
    await page.getByLabel(/^आपका नाम/).fill(uniqueName('Hindi Visitor'))
    await page.getByLabel(/^फ़ोन नंबर/).fill('98765')
    await page.getByRole('button', { name: 'विज़िट बुक करें' }).click()
    await expect(page.getByText('कृपया सही फ़ोन नंबर लिखें')).toBeVisible()
    await expect(page.getByLabel(/^फ़ोन नंबर/)).toBeFocused()
    await expect(page.getByLabel('साइट का पता या पास की कोई पहचान')).toHaveValue(
      'बेली रोड, राजा बाज़ार के पास, पटना',
    )
    await checkScreen(page, isMobile)
    await page.getByLabel(/^फ़ोन नंबर/).fill('98765 43210')
    await page.getByRole('button', { name: 'विज़िट बुक करें' }).click()

    await expect(page).toHaveURL(/\/hi\/site-visit\/\d+\.[\w-]{32}$/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'आपकी साइट विज़िट बुक हो गई' }),
    ).toBeVisible()
    await expect(page.getByText(/, सुबह 11:00 IST$/)).toBeVisible()
    await checkScreen(page, isMobile)

    await page.getByRole('button', { name: 'विज़िट रद्द करें' }).click()
    await page.getByRole('button', { name: 'हाँ, रद्द करें' }).click()
    await expect(page.getByText('आपकी विज़िट रद्द हो गई। उम्मीद है फिर मिलेंगे।')).toBeVisible()
    await expect(page.getByRole('button', { name: 'समय बदलें' })).toHaveCount(0)
    // Read again from its link, it stays cancelled.
    await page.reload()
    await expect(page.getByText('रद्द कर दी गई।')).toBeVisible()
    await checkScreen(page, isMobile)
  })

  test('a time taken by others while the visitor typed: the next free time, taken at once', async ({
    page,
    request,
    isMobile,
  }, testInfo) => {
    await page.goto('/site-visit?from=calculator&calculator=paint-calculator')
    const day = await chooseDay(page, 'Day', dayOf(testInfo.project.name, 2))
    const taken = await chooseTime(page, 'Time', '1:00 pm')
    // Meanwhile two callers book both places of 1:00 pm.
    for (const caller of ['First', 'Second']) {
      const booking: VisitBookingInput = {
        startsAt: taken,
        address: 'Boring Road, Patna',
        name: `${caller} Caller`,
        phone: '9876543210',
      }
      await answer(await request.post('/api/site-visits', { data: booking }), 201)
    }
    await page.getByLabel('Site address or a landmark').fill('Kankarbagh, near the stadium')
    await page.getByLabel(/^Your name/).fill(uniqueName('Late Visitor'))
    await page.getByLabel(/^Phone number/).fill('9876543210')
    await page.getByRole('button', { name: 'Book the visit' }).click()

    const notice = page.getByRole('alert').filter({ hasText: 'that time was just taken' })
    await expect(notice).toContainText(
      'Sorry, that time was just taken. Please choose another: the next free times are shown.',
    )
    await checkScreen(page, isMobile)
    // The next free time of that day: 1:00 pm + 60 minutes = 2:00 pm.
    await notice.getByRole('button', { name: /, 2:00 pm$/ }).click()
    await expect(timesOf(page, 'Time').getByRole('radio', { name: /^2:00 pm/ })).toBeChecked()
    // Nothing typed was lost.
    await expect(page.getByLabel('Site address or a landmark')).toHaveValue(
      'Kankarbagh, near the stadium',
    )
    await page.getByRole('button', { name: 'Book the visit' }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your site visit is booked' }),
    ).toBeVisible()
    // 2:00 pm IST is 08:30 UTC.
    await expect(page.getByText(/, 2:00 pm IST$/)).toBeVisible()
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  test("beside a calculator's result: the way to a visit", async ({ page }) => {
    await page.goto('/resources/paint-calculator?length=12&width=10&height=10&doors=1&windows=2')
    await page.getByRole('link', { name: 'Book a free site visit' }).click()
    await expect(page).toHaveURL(/\/site-visit\?from=calculator&calculator=paint-calculator$/)
    await expect(page.getByRole('group', { name: 'Day' })).toBeVisible()
  })
})
