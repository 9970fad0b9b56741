import { expect, type Locator, type Page, test } from '@playwright/test'
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './page-checks'
import { logIn, ownerAccount } from './sign-in'

// A lead's whole life on the sales desk, against the real API on a fresh database (see
// playwright.config.ts): it arrives, the owner adds a member of staff and assigns it to them,
// notes it, plans a follow-up, schedules a site visit and wins it; the member of staff then finds
// it under My leads. At desktop width and on a 360 px phone, with axe on every screen.

const leadEntry = (page: Page, name: string) =>
  page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: name })

async function openDetails(page: Page, name: string): Promise<Locator> {
  await leadEntry(page, name).getByRole('button', { name: 'View Details' }).click()
  const dialog = page.getByRole('dialog', { name })
  await expect(dialog.getByRole('region', { name: 'Timeline' })).toBeVisible()
  return dialog
}

/** `minutes` from now as a datetime-local value in India's time (UTC+5:30, no daylight saving). */
const indiaInput = (minutes: number) =>
  new Date(Date.now() + (5.5 * 60 + minutes) * 60_000).toISOString().slice(0, 16)

test('a lead from arrival to won: assigned, noted, followed up, visited', async ({
  page,
  request,
}, testInfo) => {
  // A whole journey of a dozen screens, each checked with axe: longer than the default 30 s on a
  // busy 2-core machine.
  test.setTimeout(120_000)
  const project = testInfo.project.name
  const name = `Pooja Kumari ${project}`
  const colleague = { name: `Amit Raj ${project}`, username: `amit-${project}` }

  // It arrives from the website.
  const sent = await request.post('/api/contact', {
    data: {
      name,
      phone: '+91 98765 12345',
      email: 'pooja@example.in',
      city: 'Gaya',
      landSize: '1500',
      landDimensionNorthFeet: '30',
      landDimensionSouthFeet: '30',
      landDimensionEastFeet: '50',
      landDimensionWestFeet: '50',
      landFacing: 'North',
      projectType: 'Residential Construction',
      message: 'Ground floor first, first floor next year.',
    },
  })
  expect(sent.status()).toBe(201)

  // The owner signs in: the first screen is To do, new leads and what is due.
  await logIn(page, ownerAccount)
  await expectNoSeriousAxeViolations(page)

  // The owner adds a member of staff; the initial password is shown once.
  await page
    .getByRole('navigation', { name: 'Dashboard sections' })
    .getByRole('link', { name: 'Accounts' })
    .click()
  await page.getByRole('textbox', { name: /Name/ }).fill(colleague.name)
  await page.getByRole('textbox', { name: /Username/ }).fill(colleague.username)
  await page.getByRole('button', { name: 'Add account' }).click()
  const initial = page.getByRole('status', { name: 'Initial password' })
  await expect(initial).toBeVisible()
  const colleaguePassword = (await initial.textContent())?.trim() ?? ''
  expect(colleaguePassword.length).toBeGreaterThanOrEqual(10)
  await expectNoSeriousAxeViolations(page)
  if (project === 'phone') await expectNoSidewaysScroll(page)

  // Back to the leads: find it by the end of its phone number.
  await page.getByRole('link', { name: 'Leads' }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await page.getByRole('searchbox').fill('12345')
  await expect(page).toHaveURL(/q=12345/)
  await expect(leadEntry(page, name)).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  if (project === 'phone') await expectNoSidewaysScroll(page)

  // Call and WhatsApp are links built from the number; WhatsApp starts with a greeting.
  let details = await openDetails(page, name)
  await expect(details.getByRole('link', { name: `Call ${name}` })).toHaveAttribute(
    'href',
    'tel:+919876512345',
  )
  await expect(details.getByRole('link', { name: `WhatsApp ${name}` })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/919876512345\?text=Namaste%20/,
  )

  // Mark Processed from the dialog: the toast shows above the dialog's overlay, and Escape
  // closes the dialog, not the toast.
  await details.getByRole('button', { name: 'Mark Processed' }).click()
  // While a dialog is open the page behind it is aria-hidden (Radix announces the toast through a
  // live region of its own), so the toast is found by its slot rather than by role.
  const marked = page
    .locator('[data-slot="toast"]')
    .filter({ hasText: 'Contact form marked as processed.' })
  await expect(marked).toBeVisible()
  const onTop = await marked.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return top !== null && element.contains(top)
  })
  expect(onTop).toBe(true)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(marked).toBeVisible()
  await expect(leadEntry(page, name).getByText('Contacted')).toBeVisible()

  // Assigned, noted, a follow-up an hour ago (so it is overdue now): one save.
  details = await openDetails(page, name)
  await details
    .getByRole('combobox', { name: 'Assigned to' })
    .selectOption({ label: colleague.name })
  await details.getByRole('textbox', { name: 'Add a note' }).fill('Called her: site visit wanted.')
  await details.getByLabel('Follow-up date and time (India time)').fill(indiaInput(-60))
  await details.getByRole('button', { name: 'Save changes' }).click()
  const timeline = details.getByRole('region', { name: 'Timeline' })
  await expect(timeline).toContainText(`Assigned to ${colleague.name}`)
  await expect(timeline).toContainText('Called her: site visit wanted.')
  await expect(timeline).toContainText('Follow-up set for')
  await expect(details.getByRole('textbox', { name: 'Add a note' })).toHaveValue('')
  await expect(details.getByRole('button', { name: 'Save changes' })).toBeDisabled()
  await expectNoSeriousAxeViolations(page)
  if (project === 'phone') await expectNoSidewaysScroll(page)
  await details.getByRole('button', { name: 'Close' }).first().click()

  // It is due: the Due today / overdue view lists it as overdue.
  await page.getByRole('button', { name: 'Due today / overdue' }).click()
  await expect(page).toHaveURL(/due=true/)
  await expect(leadEntry(page, name).getByText('Overdue')).toBeVisible()

  // Site visit, then won: each stage change on the timeline.
  details = await openDetails(page, name)
  const stage = details.getByRole('combobox', { name: 'Change stage' })
  await stage.selectOption({ label: 'Site visit scheduled' })
  await details.getByRole('button', { name: 'Save changes' }).click()
  await expect(details.getByRole('region', { name: 'Timeline' })).toContainText(
    'Stage: Contacted to Site visit scheduled',
  )
  await stage.selectOption({ label: 'Won' })
  await details.getByRole('button', { name: 'Save changes' }).click()
  await expect(details.getByRole('region', { name: 'Timeline' })).toContainText(
    'Stage: Site visit scheduled to Won',
  )
  if (project === 'phone') await expectNoSidewaysScroll(page)
  await page.keyboard.press('Escape')

  // A won lead has nothing due: it left the view.
  await expect(leadEntry(page, name)).toHaveCount(0)

  // The member of staff signs in and finds it under My leads; the owner's sections are not theirs.
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/logout-success/)
  await logIn(page, { username: colleague.username, password: colleaguePassword })
  const sections = page.getByRole('navigation', { name: 'Dashboard sections' })
  await expect(sections.getByRole('link', { name: 'My password' })).toBeVisible()
  await expect(sections.getByRole('link', { name: 'Accounts' })).toHaveCount(0)
  // Out of To do (a won lead is not in it), into every lead.
  await page.getByRole('button', { name: /^To do/ }).click()
  await page.getByRole('button', { name: 'My leads' }).click()
  await expect(page).toHaveURL(/assignee=me/)
  await expect(leadEntry(page, name).getByText('Won')).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  if (project === 'phone') await expectNoSidewaysScroll(page)
})
