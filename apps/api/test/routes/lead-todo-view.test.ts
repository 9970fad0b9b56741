import type { LeadCount, LeadStage, LeadSummary, Page, QuoteReceipt } from '@nirman/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../helpers/test-app'

// "To do" (todo=true), the view staff land on after signing in: new leads nobody has contacted
// yet together with the follow-ups due today or overdue, the most urgent first. Before it, staff
// landed on "Due today", which a new lead (no follow-up date) never enters.

const hour = 60 * 60 * 1000

const quote = (name: string, phone: string) => ({
  name,
  phone,
  email: '',
  city: 'Patna',
  landSize: '1200',
  landDimensionNorthFeet: '30',
  landDimensionSouthFeet: '30',
  landDimensionEastFeet: '40',
  landDimensionWestFeet: '40',
  landFacing: 'East',
  projectType: 'Residential Construction',
  message: '',
})

describe('the To do view of the lead list', () => {
  let context: TestContext
  let cookie: string

  beforeAll(async () => {
    context = await createTestContext({ contactRateLimit: 0 })
    cookie = await context.login()
    const now = Date.now()
    // name, stage, arrived (ms from now), follow-up (ms from now, or none)
    const leads: [string, LeadStage, number, number | null][] = [
      ['Old New', 'new', -72 * hour, null],
      ['Fresh New', 'new', -1 * hour, null],
      ['Overdue Call', 'contacted', -96 * hour, -26 * hour],
      ['Due An Hour Ago', 'quotation_sent', -90 * hour, -1 * hour],
      ['Next Week', 'contacted', -80 * hour, 7 * 24 * hour],
      ['Won Overdue', 'won', -70 * hour, -1 * hour],
      ['New With Due Follow-up', 'new', -60 * hour, -3 * hour],
      ['Contacted No Follow-up', 'contacted', -50 * hour, null],
    ]
    let phone = 7_100_000_000
    for (const [name, stage, arrived, followUp] of leads) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: quote(name, String(phone++)),
      })
      expect(response.statusCode).toBe(201)
      // The state a lead reaches over days of work, written directly: the routes that change a
      // stage or a follow-up are tested in leads.test.ts.
      await context.repositories.contactSubmissions.update(
        { id: response.json<QuoteReceipt>().id },
        {
          stage,
          isProcessed: stage !== 'new',
          createdAt: new Date(now + arrived),
          followUpAt: followUp === null ? null : new Date(now + followUp),
        },
      )
    }
  })
  afterAll(async () => {
    await context?.close()
  })

  const names = async (query: string) => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/admin/dashboard/leads?${query}`,
      headers: { cookie },
    })
    expect(response.statusCode).toBe(200)
    return response.json<Page<LeadSummary>>().items.map((lead) => lead.name)
  }

  it('lists new leads, the newest first, then the follow-ups due, the most overdue first', async () => {
    // New and not due: Fresh New (1 h ago), Old New (72 h ago). Due, the earliest first:
    // Overdue Call (-26 h), New With Due Follow-up (-3 h), Due An Hour Ago (-1 h). Left out: Next
    // Week (not due), Won Overdue (closed), Contacted No Follow-up (neither new nor due).
    expect(await names('todo=true')).toEqual([
      'Fresh New',
      'Old New',
      'Overdue Call',
      'New With Due Follow-up',
      'Due An Hour Ago',
    ])
    const count = await context.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard/leads/count?todo=true',
      headers: { cookie },
    })
    expect(count.json<LeadCount>()).toEqual({ total: 5 })
  })

  it('keeps Due today / overdue as it was, and can page the To do view', async () => {
    expect(await names('due=true')).toEqual([
      'Overdue Call',
      'New With Due Follow-up',
      'Due An Hour Ago',
    ])
    // Pages of two over the five: the 3rd and 4th on page 2.
    expect(await names('todo=true&pageSize=2&page=2')).toEqual([
      'Overdue Call',
      'New With Due Follow-up',
    ])
  })

  it('sorts the whole list by urgency too: the rest follow, the newest first', async () => {
    // After the five of To do: Contacted No Follow-up (-50 h), Won Overdue (-70 h), Next Week (-80 h).
    expect(await names('sort=urgency')).toEqual([
      'Fresh New',
      'Old New',
      'Overdue Call',
      'New With Due Follow-up',
      'Due An Hour Ago',
      'Contacted No Follow-up',
      'Won Overdue',
      'Next Week',
    ])
  })

  it('answers 401 without a session', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard/leads?todo=true',
    })
    expect(response.statusCode).toBe(401)
  })
})
