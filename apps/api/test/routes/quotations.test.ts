import {
  type ApiError,
  type AuditEntry,
  type LeadDetail,
  type Page,
  type QuotationContent,
  type QuotationDetail,
  type QuotationSummary,
  quotationMessages,
  quotationPaths,
} from '@nirman/contract'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  costEstimate,
  createQuotationTestContext,
  latestRevision,
  premiumHouseFromRateCard,
  submitQuoteRequest,
} from '../helpers/quotation-requests'
import { addAccount, type SignedInStaff } from '../helpers/staff-accounts'
import type { TestContext } from '../helpers/test-app'

// Quotations as staff make them, through the real app on SQLite and MariaDB: started blank, from
// the rate card or from the estimate a visitor attached to the request; drafts saved with their
// totals in paise, stale edits refused, bad items named beside their fields; the lead's timeline
// and the audit log. The money is worked out by hand in the comments.

describe('quotations in the staff dashboard', () => {
  let context: TestContext
  let owner: string
  let ravi: SignedInStaff
  let meena: SignedInStaff

  const request = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    cookie?: string,
    payload?: object,
  ) =>
    context.app.inject({
      method,
      url,
      ...(cookie ? { headers: { cookie } } : {}),
      ...(payload ? { payload } : {}),
    })
  const error = (response: LightMyRequestResponse) => response.json<ApiError>()
  const submitRequest = (fields: object = {}) => submitQuoteRequest(context.app, fields)
  const start = async (leadId: number, body: object, cookie = ravi.cookie) => {
    const response = await request('POST', quotationPaths.ofLead(leadId), cookie, body)
    expect(response.statusCode, response.body).toBe(201)
    return response.json<QuotationDetail>()
  }
  const draftOf = (detail: QuotationDetail): QuotationContent => latestRevision(detail).content
  const saveDraft = (detail: QuotationDetail, content: object, cookie = ravi.cookie) =>
    request('PUT', quotationPaths.draft(detail.id), cookie, { content, version: detail.version })

  beforeAll(async () => {
    ;({ context, owner, ravi } = await createQuotationTestContext())
    meena = await addAccount(context.app, owner, { name: 'Meena Kumari', username: 'meena' })
  })
  afterAll(async () => {
    await context.close()
  })

  it('answers 401 without a signed-in session', async () => {
    expect((await request('GET', quotationPaths.ofLead(1))).statusCode).toBe(401)
    expect(
      (await request('POST', quotationPaths.ofLead(1), undefined, { from: 'blank' })).statusCode,
    ).toBe(401)
    expect((await request('GET', quotationPaths.one(1))).statusCode).toBe(401)
    expect((await request('PUT', quotationPaths.draft(1), undefined, {})).statusCode).toBe(401)
  })

  it('starts a blank quotation for the request’s client, on its timeline and in the audit log', async () => {
    const leadId = await submitRequest()
    const created = await start(leadId, { from: 'blank' })
    expect(created.number).toBe(`Q-${created.id}`)
    expect(created.leadId).toBe(leadId)
    expect(created.revisions).toHaveLength(1)
    const [first] = created.revisions
    expect(first?.status).toBe('draft')
    expect(first?.createdBy).toEqual({ id: ravi.id, name: 'Ravi Kumar' })
    expect(first?.content).toMatchObject({
      language: 'en',
      clientName: 'Anita Sharma',
      clientPhone: '9876543210',
      clientEmail: 'anita@example.com',
      siteAddress: 'Danapur, Patna',
      groups: [],
    })
    expect(first?.totals.totalPaise).toBe(0)

    const lead = (
      await request('GET', `/api/admin/dashboard/leads/${leadId}`, ravi.cookie)
    ).json<LeadDetail>()
    expect(lead.timeline.filter((entry) => entry.kind === 'quotation')).toEqual([
      expect.objectContaining({
        actor: { id: ravi.id, name: 'Ravi Kumar' },
        quotation: { id: created.id, number: created.number, revision: 1, status: 'draft' },
      }),
    ])
    const audit = (
      await request(
        'GET',
        `/api/admin/audit-log?targetType=quotation&targetId=${created.id}`,
        owner,
      )
    ).json<Page<AuditEntry>>().items
    expect(audit.map((entry) => [entry.action, entry.details])).toEqual([
      ['quotation.create', { lead: leadId, from: 'blank' }],
    ])
  })

  it('starts from the rate card: the built-up area at the rate of its finish, with GST and the usual schedule', async () => {
    const created = await start(await submitRequest(), premiumHouseFromRateCard)
    const draft = draftOf(created)
    // The specification's ₹1,500 per sq ft for a house, x 1.3 for a premium finish: ₹1,950.
    expect(draft.groups.flatMap((group) => group.items)).toEqual([
      expect.objectContaining({ quantityMilli: 1_200_000, ratePaise: 195_000, optional: false }),
    ])
    const totals = created.revisions[0]?.totals
    // 1,200 x ₹1,950 = ₹23,40,000; CGST and SGST at 9 %: ₹2,10,600 each; ₹27,61,200 in all.
    expect(totals?.subtotalPaise).toBe(234_000_000)
    expect(totals?.taxes.map((tax) => [tax.label, tax.amountPaise])).toEqual([
      ['CGST', 21_060_000],
      ['SGST', 21_060_000],
    ])
    expect(totals?.totalPaise).toBe(276_120_000)
    const shares = draft.schedule.reduce((sum, stage) => sum + stage.percentBasisPoints, 0)
    expect(shares).toBe(10_000)
  })

  it('starts from the calculator estimate the visitor attached to the request', async () => {
    const created = await start(await submitRequest({ message: costEstimate }), {
      from: 'estimate',
    })
    // The estimate's inputs: 1,200 sq ft, a house in Patna (x 1), premium finish: ₹1,950 per sq ft.
    expect(created.revisions[0]?.totals.subtotalPaise).toBe(234_000_000)
  })

  it('refuses to start from an estimate when the request has none, and says why', async () => {
    const leadId = await submitRequest({ message: 'Please call me in the evening.' })
    const response = await request('POST', quotationPaths.ofLead(leadId), ravi.cookie, {
      from: 'estimate',
    })
    expect(response.statusCode).toBe(400)
    expect(error(response).message).toBe(quotationMessages.noEstimate)
    expect(
      (await request('GET', quotationPaths.ofLead(leadId), ravi.cookie)).json<QuotationSummary[]>(),
    ).toEqual([])
  })

  it('saves a draft and answers its totals, worked out in paise', async () => {
    const created = await start(await submitRequest(), { from: 'blank' })
    const content = {
      ...draftOf(created),
      groups: [
        {
          title: 'Foundation',
          items: [
            // 12.5 cu m of M20 concrete at ₹6,850.50: ₹85,631.25.
            {
              description: 'M20 concrete',
              quantityMilli: 12_500,
              unit: 'cu m',
              ratePaise: 685_050,
            },
            // 40 bags of waterproofing at ₹450, optional: ₹18,000 beside the total.
            {
              description: 'Waterproofing compound',
              quantityMilli: 40_000,
              unit: 'bag',
              ratePaise: 45_000,
              optional: true,
            },
          ],
        },
      ],
      // ₹631.25 off: ₹85,000 taxable.
      discountPaise: 63_125,
      schedule: [
        { label: 'Booking', percentBasisPoints: 2500 },
        { label: 'Foundation', percentBasisPoints: 7500 },
      ],
    }
    const response = await saveDraft(created, content)
    expect(response.statusCode, response.body).toBe(200)
    const saved = response.json<QuotationDetail>()
    expect(saved.version).toBe(created.version + 1)
    const totals = saved.revisions[0]?.totals
    expect(totals?.subtotalPaise).toBe(8_563_125)
    expect(totals?.optionalPaise).toBe(1_800_000)
    // 9 % of ₹85,000 = ₹7,650 each: ₹1,00,300 in all; 25 % = ₹25,075 and 75 % = ₹75,225.
    expect(totals?.totalPaise).toBe(10_030_000)
    expect(totals?.schedule.map((stage) => stage.amountPaise)).toEqual([2_507_500, 7_522_500])

    const list = (await request('GET', quotationPaths.ofLead(saved.leadId), meena.cookie)).json<
      QuotationSummary[]
    >()
    expect(list).toEqual([
      expect.objectContaining({
        id: saved.id,
        revision: 1,
        status: 'draft',
        totalPaise: 10_030_000,
      }),
    ])
  })

  it('names a bad item and a schedule over 100 % beside their fields, and keeps the draft', async () => {
    const created = await start(await submitRequest(), { from: 'blank' })
    const response = await saveDraft(created, {
      ...draftOf(created),
      groups: [
        {
          title: 'Walls',
          items: [{ description: '', quantityMilli: 0, unit: 'sq ft', ratePaise: -5 }],
        },
      ],
      schedule: [
        { label: 'Booking', percentBasisPoints: 6000 },
        { label: 'Handover', percentBasisPoints: 5000 },
      ],
    })
    expect(response.statusCode).toBe(400)
    const issues = error(response).issues?.map((issue) => [issue.path, issue.message])
    expect(issues).toEqual(
      expect.arrayContaining([
        ['content.groups.0.items.0.description', quotationMessages.description],
        ['content.groups.0.items.0.quantityMilli', quotationMessages.quantity],
        ['content.groups.0.items.0.ratePaise', quotationMessages.rate],
        ['content.schedule', quotationMessages.scheduleOver],
      ]),
    )
    const after = (
      await request('GET', quotationPaths.one(created.id), ravi.cookie)
    ).json<QuotationDetail>()
    expect(after.version).toBe(created.version)
  })

  it('refuses a draft saved on a version someone else changed, and one of two saves at once', async () => {
    const created = await start(await submitRequest(), { from: 'blank' })
    const first = await saveDraft(created, { ...draftOf(created), title: 'Ravi’s title' })
    expect(first.statusCode).toBe(200)
    const stale = await saveDraft(
      created,
      { ...draftOf(created), title: 'Meena’s title' },
      meena.cookie,
    )
    expect(stale.statusCode).toBe(409)
    expect(error(stale).message).toBe(quotationMessages.stale)

    const current = first.json<QuotationDetail>()
    const both = await Promise.all([
      saveDraft(current, { ...draftOf(current), title: 'One' }),
      saveDraft(current, { ...draftOf(current), title: 'Two' }, meena.cookie),
    ])
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409])
    const after = (
      await request('GET', quotationPaths.one(created.id), ravi.cookie)
    ).json<QuotationDetail>()
    const winner = both.find((response) => response.statusCode === 200)?.json<QuotationDetail>()
    expect(draftOf(after).title).toBe(winner ? draftOf(winner).title : 'none')
    expect(after.version).toBe(current.version + 1)
  })

  it('deletes a request’s quotations with the request, when the owner deletes it for good', async () => {
    const leadId = await submitRequest()
    const created = await start(leadId, { from: 'blank' })
    const deleted = await context.app.inject({
      method: 'DELETE',
      url: `/api/admin/dashboard/contact-forms/${leadId}`,
      headers: { cookie: owner },
    })
    expect(deleted.statusCode, deleted.body).toBe(204)
    expect((await request('GET', quotationPaths.one(created.id), ravi.cookie)).statusCode).toBe(404)
  })

  it('answers 404 for a request or a quotation that does not exist', async () => {
    const missingLead = await request('POST', quotationPaths.ofLead(999_999), ravi.cookie, {
      from: 'blank',
    })
    expect(missingLead.statusCode).toBe(404)
    expect(error(missingLead).message).toBe(quotationMessages.leadNotFound)
    expect((await request('GET', quotationPaths.ofLead(999_999), ravi.cookie)).statusCode).toBe(404)
    const missing = await request('GET', quotationPaths.one(999_999), ravi.cookie)
    expect(missing.statusCode).toBe(404)
    expect(error(missing).message).toBe(quotationMessages.notFound)
    const draft = await request('PUT', quotationPaths.draft(999_999), ravi.cookie, {
      version: 1,
      content: { clientName: 'x', validUntil: '2026-12-31' },
    })
    expect(draft.statusCode).toBe(404)
  })
})
