import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './page-checks'
import { logIn } from './sign-in'

// What the quotations' specs share: a request from the website with the cost estimator's estimate
// attached, staff opening it on the dashboard and starting its quotation from the estimate, and
// the small looks at the page they both take.

/** The cost estimator's link as the website puts it in a request's message (estimate-link.ts). */
const costEstimate =
  'Estimate from the Cost Estimator:\nEstimated cost: ₹23,40,000\n\nMy inputs: https://nirman.example/resources/cost-estimator?area=1200&propertyType=residential&location=patna&finish=premium'

/** Axe on the screen as it is; on the phone, nothing scrolling sideways too. */
export async function checkScreen(page: Page, phone: boolean) {
  await expectNoSeriousAxeViolations(page)
  if (phone) await expectNoSidewaysScroll(page)
}

/** The answer to the page's next `method` request to a path matching `path`. */
export const answerOf = (page: Page, method: string, path: RegExp) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === method && path.test(new URL(response.url()).pathname),
  )

export const toast = (page: Page, text: string) =>
  page.locator('[data-slot="toast"]').filter({ hasText: text })

export const box = (scope: Page | Locator, name: string) =>
  scope.getByRole('textbox', { name, exact: true })

/**
 * A request from `name` at `email` arriving from the website with the visitor's estimate of a
 * 1,200 sq ft house in Patna with a premium finish: its id.
 */
export async function sendEstimateRequest(
  request: APIRequestContext,
  { name, email }: { name: string; email: string },
): Promise<number> {
  const sent = await request.post('/api/contact', {
    data: {
      name,
      phone: '9876543210',
      email,
      city: 'Danapur, Patna',
      landSize: '2 katha',
      landDimensionNorthFeet: '30',
      landDimensionSouthFeet: '30',
      landDimensionEastFeet: '40',
      landDimensionWestFeet: '40',
      landFacing: 'East',
      projectType: 'Residential Construction',
      message: costEstimate,
    },
  })
  expect(sent.status(), await sent.text()).toBe(201)
  return ((await sent.json()) as { id: number }).id
}

/** Staff log in and open the request from `name`: the Quotations region of its details. */
export async function openRequestQuotations(
  page: Page,
  leadId: number,
  name: string,
): Promise<Locator> {
  await logIn(page)
  await page.goto(`/admin/dashboard?request=${leadId}`)
  return page.getByRole('dialog', { name }).getByRole('region', { name: 'Quotations' })
}

/**
 * Starts the request's quotation from its attached estimate, in its Quotations region: the
 * quotation's id and number, as the API answered.
 */
export async function startFromEstimate(
  page: Page,
  quotations: Locator,
): Promise<{ id: number; number: string }> {
  await quotations.getByRole('radio', { name: 'From the attached estimate' }).check()
  const started = answerOf(page, 'POST', /\/leads\/\d+\/quotations$/)
  await quotations.getByRole('button', { name: 'Start the quotation' }).click()
  const startedAnswer = await started
  expect(startedAnswer.status(), await startedAnswer.text()).toBe(201)
  return (await startedAnswer.json()) as { id: number; number: string }
}
