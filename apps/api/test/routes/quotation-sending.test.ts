import { createHash } from 'node:crypto'
import {
  type ApiError,
  type AuditEntry,
  type LeadDetail,
  type Page,
  type QuotationContent,
  type QuotationDetail,
  quotationMessages,
  quotationPaths,
} from '@nirman/contract'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MailOutboxEntity } from '../../src/db/entities'
import {
  createQuotationTestContext,
  latestRevision,
  premiumHouseFromRateCard,
  submitQuoteRequest,
} from '../helpers/quotation-requests'
import type { SignedInStaff } from '../helpers/staff-accounts'
import type { TestContext } from '../helpers/test-app'

// Sending a quotation, through the real app on SQLite and MariaDB: what stops a draft from being
// sent (beside its fields), the PDF made and kept with its SHA-256, the client's link and e-mail,
// the lead moved to "Quotation sent", a sent revision frozen and the next one started from it,
// the link withdrawn.

describe('sending a quotation', () => {
  let context: TestContext
  let ravi: SignedInStaff

  const request = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    context.app.inject({
      method,
      url,
      headers: { cookie: ravi.cookie },
      ...(payload ? { payload } : {}),
    })
  const error = (response: LightMyRequestResponse) => response.json<ApiError>()
  const ok = (response: LightMyRequestResponse, status = 200) => {
    expect(response.statusCode, response.body).toBe(status)
    return response.json<QuotationDetail>()
  }
  const submitRequest = (fields: object = {}) =>
    submitQuoteRequest(context.app, { phone: '98765 43210', ...fields })
  /** A quotation from the rate card: 1,200 sq ft at ₹1,950, GST, the usual schedule (100 %). */
  const readyQuotation = async (leadId?: number) =>
    ok(
      await request(
        'POST',
        quotationPaths.ofLead(leadId ?? (await submitRequest())),
        premiumHouseFromRateCard,
      ),
      201,
    )
  const latest = latestRevision
  const send = (detail: QuotationDetail) =>
    request('POST', quotationPaths.send(detail.id), { version: detail.version })
  const leadOf = async (leadId: number) =>
    (await request('GET', `/api/admin/dashboard/leads/${leadId}`)).json<LeadDetail>()
  const mailsTo = (recipient: string) =>
    context.dataSource.manager.find(MailOutboxEntity, {
      where: { recipient, template: 'quotation-sent' },
      order: { id: 'ASC' },
    })

  beforeAll(async () => {
    ;({ context, ravi } = await createQuotationTestContext())
  })
  afterAll(async () => {
    await context.close()
  })

  it('sends a draft: the PDF kept with its SHA-256, the link, the e-mail, the lead moved on', async () => {
    const leadId = await submitRequest({ email: 'anita.sends@example.com' })
    const ready = await readyQuotation(leadId)
    const sent = ok(await send(ready))
    const revision = latest(sent)
    expect(revision.status).toBe('sent')
    expect(revision.sentAt).not.toBeNull()
    expect(revision.emailedTo).toBe('anita.sends@example.com')

    const pdf = await request('GET', quotationPaths.pdf(sent.id, 1))
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.headers['content-disposition']).toContain(`Quotation ${sent.number}.pdf`)
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    expect(revision.pdfSha256).toBe(createHash('sha256').update(pdf.rawPayload).digest('hex'))

    // The link: the website's page of the quotation, by a token of 32 random bytes (43 letters).
    expect(sent.link?.url).toMatch(/\/q\/[A-Za-z0-9_-]{43}$/)
    // WhatsApp to the lead's phone, 98765 43210 with India's 91 before it.
    expect(sent.link?.whatsappUrl).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/)
    const message = new URL(sent.link?.whatsappUrl ?? 'https://wa.me/').searchParams.get('text')
    expect(message).toContain(sent.link?.url)

    const [mail, ...more] = await mailsTo('anita.sends@example.com')
    expect(more).toEqual([])
    expect(JSON.parse(mail?.data ?? '{}')).toMatchObject({
      name: 'Anita Sharma',
      number: sent.number,
      revision: 1,
      // ₹23,40,000 and 18 % GST: ₹27,61,200.
      total: '₹27,61,200',
      link: sent.link?.url,
    })

    const lead = await leadOf(leadId)
    expect(lead.stage).toBe('quotation_sent')
    const kinds = lead.timeline.map((entry) =>
      entry.kind === 'quotation'
        ? `quotation ${entry.quotation.status}`
        : entry.kind === 'stage'
          ? `stage ${entry.from} -> ${entry.to}`
          : entry.kind,
    )
    expect(kinds.filter((kind) => kind !== 'alert')).toEqual([
      'created',
      // Given to whoever's turn it was as it arrived (issue 27).
      'assignment',
      'quotation draft',
      'quotation sent',
      'stage new -> quotation_sent',
    ])
    const owner = await context.login()
    const audit = (
      await context.app.inject({
        method: 'GET',
        url: `/api/admin/audit-log?targetType=quotation&targetId=${sent.id}`,
        headers: { cookie: owner },
      })
    ).json<Page<AuditEntry>>().items
    expect(audit[0]).toMatchObject({
      action: 'quotation.send',
      details: {
        revision: 1,
        totalPaise: 276_120_000,
        emailed: true,
        pdfSha256: revision.pdfSha256,
      },
    })
  })

  it('names what stops a draft from being sent, beside its fields, and sends nothing', async () => {
    const ready = await readyQuotation()
    const content: QuotationContent = {
      ...latest(ready).content,
      schedule: [{ label: 'Booking', percentBasisPoints: 1000 }],
      validUntil: '2020-01-31',
    }
    const saved = ok(
      await request('PUT', quotationPaths.draft(ready.id), { content, version: ready.version }),
    )
    const refused = await send(saved)
    expect(refused.statusCode).toBe(400)
    expect(error(refused).issues).toEqual([
      { path: 'content.schedule', message: quotationMessages.scheduleNot100 },
      { path: 'content.validUntil', message: quotationMessages.expired },
    ])
    const after = ok(await request('GET', quotationPaths.one(ready.id)))
    expect(latest(after).status).toBe('draft')
    expect(after.link).toBeNull()
    expect((await request('GET', quotationPaths.pdf(ready.id, 1))).statusCode).toBe(404)
  })

  it('freezes a sent revision; the next one starts from it and keeps the client’s link', async () => {
    const leadId = await submitRequest({ email: 'anita.revises@example.com' })
    const sent = ok(await send(await readyQuotation(leadId)))
    const frozen = await request('PUT', quotationPaths.draft(sent.id), {
      content: latest(sent).content,
      version: sent.version,
    })
    expect(frozen.statusCode).toBe(409)
    expect(error(frozen).message).toBe(quotationMessages.noDraft)

    const revised = ok(
      await request('POST', quotationPaths.revisions(sent.id), { version: sent.version }),
      201,
    )
    expect(revised.revisions.map((revision) => [revision.revision, revision.status])).toEqual([
      [1, 'sent'],
      [2, 'draft'],
    ])
    expect(latest(revised).content).toEqual(latest(sent).content)
    const twice = await request('POST', quotationPaths.revisions(sent.id), {
      version: revised.version,
    })
    expect(twice.statusCode).toBe(409)
    expect(error(twice).message).toBe(quotationMessages.draftExists)

    // Revision 2 gives a discount of ₹61,200.
    const content = { ...latest(revised).content, discountPaise: 6_120_000 }
    const changed = ok(
      await request('PUT', quotationPaths.draft(sent.id), { content, version: revised.version }),
    )
    const again = ok(await send(changed))
    expect(again.link?.url).toBe(sent.link?.url)
    expect(latest(again).pdfSha256).not.toBe(latest(sent).pdfSha256)
    // ₹23,40,000 - ₹61,200 = ₹22,78,800; with 18 %: ₹26,88,984.
    const mails = await mailsTo('anita.revises@example.com')
    expect(mails.map((mail) => JSON.parse(mail.data).total)).toEqual(['₹27,61,200', '₹26,88,984'])
    // The lead moved once.
    const stages = (await leadOf(leadId)).timeline.filter((entry) => entry.kind === 'stage')
    expect(stages).toHaveLength(1)
  })

  it('withdraws the client’s link; the next send makes a new one', async () => {
    const sent = ok(await send(await readyQuotation()))
    const withdrawn = ok(
      await request('POST', quotationPaths.withdrawLink(sent.id), { version: sent.version }),
    )
    expect(withdrawn.link).toBeNull()
    const revised = ok(
      await request('POST', quotationPaths.revisions(sent.id), { version: withdrawn.version }),
      201,
    )
    const again = ok(await send(revised))
    expect(again.link?.url).toMatch(/\/q\/[A-Za-z0-9_-]{43}$/)
    expect(again.link?.url).not.toBe(sent.link?.url)
  })

  it('leaves a Won lead where it is, and sends no e-mail to a client without an address', async () => {
    const leadId = await submitRequest({ email: '' })
    const won = await request('PATCH', `/api/admin/dashboard/leads/${leadId}`, {
      version: 1,
      stage: 'won',
    })
    expect(won.statusCode, won.body).toBe(200)
    const sent = ok(await send(await readyQuotation(leadId)))
    expect(latest(sent).emailedTo).toBeNull()
    expect((await leadOf(leadId)).stage).toBe('won')
  })

  it('refuses a send made on an older version, and one of two sends at once', async () => {
    const ready = await readyQuotation()
    const both = await Promise.all([send(ready), send(ready)])
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409])
    const after = ok(await request('GET', quotationPaths.one(ready.id)))
    expect(after.revisions).toHaveLength(1)
    expect(latest(after).status).toBe('sent')
  })
})
