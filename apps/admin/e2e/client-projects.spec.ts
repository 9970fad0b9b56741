import {
  expect,
  type Locator,
  type Page,
  request as playwrightRequest,
  test,
} from '@playwright/test'
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './page-checks'
import { logIn } from './sign-in'

// A won request becomes a client project, against the real API on a fresh database (see
// playwright.config.ts): the owner wins the request in its details, creates the project from it
// (its details filled in), finds it in the list, changes its contract value, adds a second client,
// invites both (the link to copy and to send on WhatsApp), revokes the second, and writes on the
// project's timeline. At desktop width and on a 360 px phone, with axe on every screen.
const ownerName = 'Sunita Devi'

async function checkScreen(page: Page, phone: boolean) {
  await expectNoSeriousAxeViolations(page)
  if (phone) await expectNoSidewaysScroll(page)
}

/** The value a figure of the overview shows (the `<dd>` after its `<dt>`). */
const figure = (overview: Locator, label: string) =>
  overview
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]')

const toast = (page: Page, text: string) =>
  page.locator('[data-slot="toast"]').filter({ hasText: text })

const answerOf = (page: Page, method: string, path: RegExp) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === method && path.test(new URL(response.url()).pathname),
  )

test('a won request becomes a client project the client is invited to follow', async ({
  browser,
  page,
  request,
  baseURL,
}, testInfo) => {
  // A dozen screens, each checked with axe: longer than the default 30 s on a busy 2-core machine.
  test.setTimeout(150_000)
  const project = testInfo.project.name
  const phone = project === 'phone'
  const name = `Ravi Shankar ${project}`
  const email = `ravi.${project}@example.in`
  const title = `House of ${name}, Gaya`
  const second = { name: `Meena Shankar ${project}`, email: `meena.${project}@example.in` }
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])

  // The request arrives from the website.
  const sent = await request.post('/api/contact', {
    data: {
      name,
      phone: '+91 98350 24680',
      email,
      city: 'Gaya',
      landSize: '1200',
      landDimensionNorthFeet: '30',
      landDimensionSouthFeet: '30',
      landDimensionEastFeet: '40',
      landDimensionWestFeet: '40',
      landFacing: 'East',
      projectType: 'Residential Construction',
      message: 'G+1 house on our plot near Bodh Gaya road.',
    },
  })
  expect(sent.status(), await sent.text()).toBe(201)
  const leadId = ((await sent.json()) as { id: number }).id

  // The owner opens it from its alert's link and marks it Won.
  await logIn(page)
  await page.goto(`/admin/dashboard?request=${leadId}`)
  const details = page.getByRole('dialog', { name })
  await expect(details.getByRole('region', { name: 'Timeline' })).toBeVisible()
  await expect(details.getByRole('link', { name: 'Create client project' })).toHaveCount(0)
  await details.getByRole('combobox', { name: 'Change stage' }).selectOption({ label: 'Won' })
  await details.getByRole('button', { name: 'Save changes' }).click()
  await expect(details.getByRole('region', { name: 'Timeline' })).toContainText('Stage: New to Won')
  await checkScreen(page, phone)

  // From the request: its details fill the form.
  await details.getByRole('link', { name: 'Create client project' }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/client-projects/new\\?lead=${leadId}$`))
  await expect(page.getByRole('heading', { name: 'New client project', level: 2 })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title)
  await expect(page.getByRole('textbox', { name: 'City', exact: true })).toHaveValue('Gaya')
  await expect(page.getByRole('combobox', { name: 'Project type' })).toHaveValue(
    'Residential Construction',
  )
  await expect(page.getByRole('textbox', { name: 'Client name' })).toHaveValue(name)
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email)
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('+91 98350 24680')
  await expect(page.getByRole('checkbox', { name: `${ownerName} (you)` })).toBeChecked()
  await checkScreen(page, phone)

  // The site address and the contract value are missing: refused beside their fields, the first
  // refused field focused, nothing sent.
  await page.getByRole('button', { name: 'Create client project' }).click()
  await expect(page.getByText('Site address is required')).toBeVisible()
  await expect(
    page.getByText('Contract value must be an amount in rupees, at most ₹100 crore'),
  ).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Site address' })).toBeFocused()
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title)

  await page
    .getByRole('textbox', { name: 'Site address' })
    .fill('Plot 7, Bodh Gaya Road, near Manpur')
  await page.getByRole('textbox', { name: 'Contract value (₹)' }).fill('45 lakh')
  await expect(page.getByText('Reads as ₹45,00,000')).toBeVisible()
  const created = answerOf(page, 'POST', /^\/api\/admin\/client-projects$/)
  await page.getByRole('button', { name: 'Create client project' }).click()
  const createdAnswer = await created
  expect(createdAnswer.status(), await createdAnswer.text()).toBe(201)
  await expect(page).toHaveURL(/\/admin\/client-projects\/\d+$/)
  await expect(toast(page, 'Client project created')).toBeVisible()
  await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible()

  // The overview, worked out by the API from the usual schedule of a G+1 house:
  // contract ₹45,00,000; nothing received, so the balance is the whole ₹45,00,000; the next
  // payment is the booking, 10 % of ₹45,00,000 = ₹4,50,000, due on the start day (today).
  const overview = page.getByRole('region', { name: 'Overview', exact: true })
  await expect(overview.getByRole('progressbar', { name: `Progress of ${title}` })).toHaveAttribute(
    'aria-valuenow',
    '0',
  )
  await expect(figure(overview, 'Current stage')).toHaveText('Site preparation and bhoomi pujan')
  await expect(figure(overview, 'Next stage')).toHaveText('Foundation')
  await expect(figure(overview, 'Contract value')).toHaveText('₹45,00,000')
  await expect(figure(overview, 'Received')).toHaveText('₹0')
  await expect(figure(overview, 'Balance')).toHaveText('₹45,00,000')
  await expect(figure(overview, 'Next payment')).toContainText('₹4,50,000')
  await expect(figure(overview, 'Next payment')).toContainText('Due')
  await expect(figure(overview, 'Next payment')).toContainText('Booking')
  // The in-page index leads to each section.
  const index = page.getByRole('navigation', { name: 'Sections of the project' })
  await index.getByRole('link', { name: 'Clients' }).click()
  await expect(page).toHaveURL(/#clients$/)
  await checkScreen(page, phone)

  // The list shows it.
  await page
    .getByRole('navigation', { name: 'Dashboard sections' })
    .getByRole('link', { name: 'Client projects' })
    .click()
  const entry = page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: title })
  await expect(entry).toBeVisible()
  await expect(entry).toContainText('Gaya')
  await expect(entry).toContainText(name)
  await expect(entry).toContainText(ownerName)
  await expect(entry).toContainText('₹45,00,000')
  await expect(entry.getByRole('progressbar', { name: `Progress of ${title}` })).toHaveAttribute(
    'aria-valuetext',
    '0 %',
  )
  await checkScreen(page, phone)

  // A field changed: the contract value becomes 50 lakh. The booking follows:
  // 10 % of ₹50,00,000 = ₹5,00,000.
  await entry.getByRole('link', { name: title }).click()
  await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible()
  // The details read as a list; Edit details opens them as a form.
  await expect(figure(overview, 'Site address')).toHaveText('Plot 7, Bodh Gaya Road, near Manpur')
  await overview.getByRole('button', { name: 'Edit details' }).click()
  await expect(overview.getByRole('textbox', { name: 'Title', exact: true })).toBeFocused()
  await overview.getByRole('textbox', { name: 'Contract value (₹)' }).fill('50 lakh')
  const saved = answerOf(page, 'PUT', /^\/api\/admin\/client-projects\/\d+$/)
  await overview.getByRole('button', { name: 'Save details' }).click()
  expect((await saved).status()).toBe(200)
  await expect(toast(page, 'Project saved')).toBeVisible()
  await expect(overview.getByRole('button', { name: 'Edit details' })).toBeFocused()
  await expect(figure(overview, 'Contract value')).toHaveText('₹50,00,000')
  await expect(figure(overview, 'Balance')).toHaveText('₹50,00,000')
  await expect(figure(overview, 'Next payment')).toContainText('₹5,00,000')

  // A second client, who reads Hindi.
  const clients = page.getByRole('region', { name: 'Clients', exact: true })
  const addForm = clients.getByRole('region', { name: 'Add a client' })
  await addForm.getByRole('textbox', { name: 'Client name' }).fill(second.name)
  await addForm.getByRole('textbox', { name: 'E-mail' }).fill(second.email)
  await addForm.getByRole('textbox', { name: 'Phone' }).fill('98350 13579')
  await addForm
    .getByLabel('Language of e-mails and the tracker')
    .selectOption({ label: 'Hindi (हिन्दी)' })
  await addForm.getByRole('button', { name: 'Add client' }).click()
  const clientList = clients.getByRole('list', { name: 'Clients of the project' })
  const first = clientList.getByRole('listitem').filter({ hasText: name })
  const other = clientList.getByRole('listitem').filter({ hasText: second.name })
  await expect(other).toBeVisible()
  await expect(other).toContainText('Hindi (हिन्दी)')
  await expect(other).toContainText('Never signed in')
  await expect(addForm.getByRole('textbox', { name: 'Client name' })).toHaveValue('')

  // The first is invited by e-mail: the link shows, to copy and to send on WhatsApp.
  await first.getByRole('button', { name: `Invite ${name} by e-mail` }).click()
  await expect(first.getByRole('status')).toContainText(`Invitation e-mailed to ${email}.`)
  const linkBox = first.getByRole('textbox', { name: `Invitation link for ${name}` })
  await expect(linkBox).toHaveValue(/\/resources\/project-tracker\?invite=[\w-]{43}$/)
  const link = await linkBox.inputValue()
  await first.getByRole('button', { name: 'Copy link' }).click()
  await expect(toast(page, 'Link copied')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)
  const whatsapp = first.getByRole('link', {
    name: `Send the invitation link to ${name} on WhatsApp`,
  })
  const shared = new URL((await whatsapp.getAttribute('href')) ?? '')
  expect(shared.origin + shared.pathname).toBe('https://wa.me/')
  expect(shared.searchParams.get('text')).toContain(link)
  await checkScreen(page, phone)

  // The second gets a link without an e-mail (in Hindi, her language), then loses her access.
  await other
    .getByRole('button', { name: `Make an invitation link for ${second.name} without an e-mail` })
    .click()
  await expect(other.getByRole('status')).toContainText('Invitation link made (no e-mail sent).')
  await expect(
    other.getByRole('textbox', { name: `Invitation link for ${second.name}` }),
  ).toHaveValue(/\/hi\/resources\/project-tracker\?invite=/)
  await other.getByRole('button', { name: `Revoke the access of ${second.name}` }).click()
  await expect(other.getByRole('button', { name: 'Cancel' })).toBeFocused()
  const revoked = answerOf(page, 'POST', /\/clients\/\d+\/revoke$/)
  await other.getByRole('button', { name: 'Yes, revoke' }).click()
  expect((await revoked).status()).toBe(200)
  await expect(other.getByText('Access revoked', { exact: true })).toBeVisible()
  await expect(
    other.getByRole('button', { name: `Revoke the access of ${second.name}` }),
  ).toHaveCount(0)
  await expect(first.getByText('Can sign in', { exact: true })).toBeVisible()

  // The first client opens the link on their phone (staff see when they signed in) and asks a
  // question from the tracker.
  const client = await playwrightRequest.newContext({ baseURL })
  const signedIn = await client.post('/api/client/sign-in/invitation', {
    data: { token: new URL(link).searchParams.get('invite') },
  })
  expect(signedIn.status()).toBe(200)
  const projectId = Number(/\/client-projects\/(\d+)/.exec(page.url())?.[1])
  const asked = await client.post(`/api/client/projects/${projectId}/questions`, {
    data: { body: 'When does the foundation start?' },
  })
  expect(asked.status()).toBe(201)
  await client.dispose()
  await page.reload()
  await expect(first).toContainText('Last signed in')

  // The owner reads it on the project's timeline and answers there.
  const messages = page.getByRole('region', { name: 'Messages', exact: true })
  await expect(
    messages.getByRole('listitem').filter({ hasText: 'When does the foundation start?' }),
  ).toContainText(name)
  await messages
    .getByRole('textbox', { name: 'Message to the client' })
    .fill('The foundation starts next Monday, after the bhoomi pujan. Photos will follow.')
  const answered = answerOf(page, 'POST', /\/messages$/)
  await messages.getByRole('button', { name: 'Send message' }).click()
  expect((await answered).status()).toBe(201)
  await expect(toast(page, 'Message sent')).toBeVisible()
  const timeline = messages.getByRole('list', { name: 'Messages of the project' })
  const answer = timeline.getByRole('listitem').filter({ hasText: 'The foundation starts' })
  await expect(answer).toContainText(ownerName)
  await expect(answer).toContainText('Staff')
  await expect(messages.getByRole('textbox', { name: 'Message to the client' })).toHaveValue('')
  await checkScreen(page, phone)

  // A member of staff not responsible for it reads it all and can change nothing of it.
  const added = await page.request.post('/api/admin/accounts', {
    data: { name: `Amit Kumar ${project}`, username: `amit-cp-${project}` },
  })
  expect(added.status()).toBe(201)
  const reader = await browser.newContext({ baseURL, viewport: page.viewportSize() })
  const readerPage = await reader.newPage()
  await logIn(readerPage, {
    username: `amit-cp-${project}`,
    password: ((await added.json()) as { initialPassword: string }).initialPassword,
  })
  await readerPage.goto('/admin/client-projects')
  const readEntry = readerPage
    .getByRole('row')
    .or(readerPage.getByRole('listitem'))
    .filter({ hasText: title })
  await expect(readEntry.getByText('Read only')).toBeVisible()
  await readEntry.getByRole('link', { name: title }).click()
  const readOverview = readerPage.getByRole('region', { name: 'Overview', exact: true })
  await expect(figure(readOverview, 'Contract value')).toHaveText('₹50,00,000')
  await expect(
    readOverview.getByText('Only the owner and the staff responsible can change these details.'),
  ).toBeVisible()
  await expect(readerPage.getByRole('button', { name: 'Edit details' })).toHaveCount(0)
  await expect(readerPage.getByRole('button', { name: /^Invite / })).toHaveCount(0)
  await expect(readerPage.getByRole('region', { name: 'Add a client' })).toHaveCount(0)
  await expect(
    readerPage.getByRole('listitem').filter({ hasText: 'The foundation starts' }),
  ).toBeVisible()
  await expect(readerPage.getByRole('textbox', { name: 'Message to the client' })).toHaveCount(0)
  await expect(readerPage.getByRole('button', { name: /^Delete / })).toHaveCount(0)
  await checkScreen(readerPage, phone)
  await reader.close()
})
