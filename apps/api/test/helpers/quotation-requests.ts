import type { QuotationDetail, QuotationRevision, QuoteReceipt } from '@nirman/contract'
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import type { AlertSettings } from '../../src/alerts/alert-settings'
import type { AppOptions } from '../../src/app'
import { testAlerts } from './alert-settings'
import { addAccount, type SignedInStaff } from './staff-accounts'
import { createTestContext, type TestContext } from './test-app'

// What the quotations' route tests share: the app they boot with Ravi Kumar signed in, the quote
// request a quotation starts from, and the bodies and answers they read.

/** The cost estimator's link as the website puts it in a request's message (estimate-link.ts). */
export const costEstimate =
  'Estimate from the Cost Estimator:\nEstimated cost: ₹23,40,000\n\nMy inputs: https://nirman.example/resources/cost-estimator?area=1200&propertyType=residential&location=patna&finish=premium'

/** A start from the rate card: 1,200 sq ft of a house in the premium finish, at ₹1,950 a sq ft. */
export const premiumHouseFromRateCard = {
  from: 'rate_card',
  builtUpSqFt: 1200,
  propertyType: 'residential',
  finish: 'premium',
} as const

/**
 * The real app for a test file of quotations (beforeAll; close it in afterAll): no limit on the
 * contact form, mail kept in the outbox (no worker sends it), and Ravi Kumar, a member of staff,
 * added by the owner and signed in.
 */
export async function createQuotationTestContext(
  overrides: Partial<AppOptions> = {},
  alerts: Partial<Omit<AlertSettings, 'webhook'>> = {},
): Promise<{ context: TestContext; owner: string; ravi: SignedInStaff }> {
  const context = await createTestContext({
    contactRateLimit: 0,
    ...testAlerts({ emlFolder: `/nonexistent-${process.pid}` }, alerts, {}, { worker: false }),
    ...overrides,
  })
  const owner = await context.login()
  const ravi = await addAccount(context.app, owner, { name: 'Ravi Kumar', username: 'ravi' })
  return { context, owner, ravi }
}

/**
 * Anita Sharma's quote request from the website's contact form, `fields` changed: the new lead's
 * id (the test fails unless it is taken).
 */
export async function submitQuoteRequest(
  app: FastifyInstance,
  fields: object = {},
): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: {
      name: 'Anita Sharma',
      phone: '9876543210',
      email: 'anita@example.com',
      city: 'Danapur, Patna',
      landSize: '2 katha',
      landDimensionNorthFeet: '30',
      landDimensionSouthFeet: '30',
      landDimensionEastFeet: '60',
      landDimensionWestFeet: '60',
      landFacing: 'East',
      projectType: 'Residential Construction',
      message: '',
      source: { form: 'contact' },
      ...fields,
    },
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<QuoteReceipt>().id
}

/** The quotation's latest revision: its draft, or the one sent last. */
export function latestRevision(detail: QuotationDetail): QuotationRevision {
  const latest = detail.revisions.at(-1)
  if (!latest) throw new Error('a quotation without revisions')
  return latest
}
