import type {
  ContactSubmission,
  LeadDetail,
  LeadSummary,
  Page,
  QuoteReceipt,
} from '@nirman/contract'
import Papa from 'papaparse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testAlerts } from '../helpers/alert-settings'
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink'
import { createTestContext, type TestContext } from '../helpers/test-app'

// A land size typed in the units Bihar buys land in (issue 25): stored as the visitor typed it,
// its square feet beside it read with the company's katha, and both shown to staff in the lead
// list, a lead's page, the specification's list, the CSV and the alert e-mail.
//
// The figures, worked by hand: Patna's katha is 1,361.25 sq ft, so 2 katha = 2 x 1,361.25 =
// 2,722.5 sq ft; with the owner's katha of 1,500 sq ft, 2 katha = 2 x 1,500 = 3,000 sq ft.

const contactForm = (landSize: string, name: string) => ({
  name,
  phone: '+91 98765 43210',
  email: 'meera@example.in',
  city: 'Patna',
  landSize,
  landDimensionNorthFeet: '45',
  landDimensionSouthFeet: '45',
  landDimensionEastFeet: '60',
  landDimensionWestFeet: '60',
  landFacing: 'East',
  projectType: 'Residential Construction',
  message: '',
  source: { form: 'contact' },
})

describe('a land size typed in katha', () => {
  let sink: SmtpSink
  let context: TestContext
  let owner: string
  let twoKatha: { statusCode: number; id: number }

  const post = (body: object) =>
    context.app.inject({ method: 'POST', url: '/api/contact', payload: body })
  const get = (url: string) =>
    context.app.inject({ method: 'GET', url, headers: { cookie: owner } })

  beforeAll(async () => {
    sink = await startSmtpSink()
    context = await createTestContext({ contactRateLimit: 0, ...testAlerts({ smtpUrl: sink.url }) })
    owner = await context.login()
    const response = await post(contactForm('2 katha', 'Meera Devi'))
    twoKatha = { statusCode: response.statusCode, id: response.json<QuoteReceipt>().id }
  })
  afterAll(async () => {
    await context.close()
    await sink.close()
  })

  it('is stored as typed, "2 katha", with its 2,722.5 sq ft by Patna’s katha (none saved), answered 201', async () => {
    expect(twoKatha.statusCode).toBe(201)
    const row = await context.repositories.contactSubmissions.findOneByOrFail({ id: twoKatha.id })
    expect(row.landSize).toBe('2 katha')
    expect(row.landSizeSqFt).toBe(2722.5)
  })

  it('comes with its square feet in the lead list, the lead’s page and the list of contact forms', async () => {
    const list = (await get('/api/admin/dashboard/leads')).json<Page<LeadSummary>>()
    expect(list.items.find((lead) => lead.id === twoKatha.id)).toMatchObject({
      landSize: '2 katha',
      landSizeSqFt: 2722.5,
    })
    const detail = (await get(`/api/admin/dashboard/leads/${twoKatha.id}`)).json<LeadDetail>()
    expect(detail).toMatchObject({ landSize: '2 katha', landSizeSqFt: 2722.5 })
    const forms = (await get('/api/admin/dashboard/contact-forms')).json<ContactSubmission[]>()
    expect(forms.find((form) => form.id === twoKatha.id)).toMatchObject({
      landSize: '2 katha',
      landSizeSqFt: 2722.5,
    })
  })

  it('is exported as typed under Land Size and as 2722.5 under Land Size (sq ft), the last column', async () => {
    const response = await get('/api/admin/dashboard/leads/export.csv')
    expect(response.statusCode).toBe(200)
    const [header, ...rows] = Papa.parse<string[]>(response.body.replace(/^\uFEFF/, ''), {
      skipEmptyLines: true,
    }).data
    expect(header?.at(-1)).toBe('Land Size (sq ft)')
    const row = rows.find((cells) => cells[0] === String(twoKatha.id)) ?? []
    expect(row[header?.indexOf('Land Size') ?? -1]).toBe('2 katha')
    // Plain digits with a point, which a spreadsheet reads as a number: no "2,722.5".
    expect(row[header?.indexOf('Land Size (sq ft)') ?? -1]).toBe('2722.5')
  })

  it('reads "Land Size: 2 katha (2,722.5 sq ft)" in the alert e-mail', async () => {
    const [mail] = await sink.waitForMessages(1)
    expect(mail?.parsed.text).toContain('Land Size: 2 katha (2,722.5 sq ft)')
    expect(mail?.parsed.html).toContain('2 katha (2,722.5 sq ft)')
  })

  it('is read with the owner’s katha once saved: at 1,500 sq ft a katha, "2 katha" is 3,000 sq ft', async () => {
    const saved = await context.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/rate-card',
      headers: { cookie: owner },
      payload: { rateCard: {}, asOf: '2026-12-01', landUnits: { kathaSqFt: 1500 }, version: 0 },
    })
    expect(saved.statusCode).toBe(200)

    const response = await post(contactForm('2 katha', 'Arun Prasad'))
    expect(response.statusCode).toBe(201)
    const row = await context.repositories.contactSubmissions.findOneByOrFail({
      id: response.json<QuoteReceipt>().id,
    })
    expect(row).toMatchObject({ landSize: '2 katha', landSizeSqFt: 3000 })
    // The request stored before keeps the square feet it was read with.
    const before = await context.repositories.contactSubmissions.findOneByOrFail({
      id: twoKatha.id,
    })
    expect(before.landSizeSqFt).toBe(2722.5)
  })
})
