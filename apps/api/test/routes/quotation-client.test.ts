import { createHash } from 'node:crypto'
import {
  type ApiError,
  type ClientQuotation,
  clientQuotationMessages,
  clientQuotationPaths,
  type LeadDetail,
  type QuotationCodeSent,
  type QuotationDetail,
  quotationPaths,
} from '@nirman/contract'
import type { LightMyRequestResponse } from 'fastify'
import * as mupdf from 'mupdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MailOutboxEntity } from '../../src/db/entities'
import { QuotationAcceptanceEntity } from '../../src/db/quotation-entities'
import { createClientProject } from '../helpers/client-projects'
import {
  createQuotationTestContext,
  premiumHouseFromRateCard,
  submitQuoteRequest,
} from '../helpers/quotation-requests'
import type { SignedInStaff } from '../helpers/staff-accounts'
import type { TestContext } from '../helpers/test-app'

// A quotation as its client reaches it by the link, through the real app on SQLite and MariaDB:
// reading it (viewed for staff), its PDF, a code by e-mail, accepting with the name typed and the
// code (once, whatever the taps), the PDF with its certificate, the lead Won and the staff told;
// declining; wrong, used and too many codes; a newer revision, an expired or withdrawn link.

const STAFF_ALERTS = 'sales@nirman.example'

describe('a quotation’s client, by the link', () => {
  let context: TestContext
  let ravi: SignedInStaff

  const staff = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    context.app.inject({
      method,
      url,
      headers: { cookie: ravi.cookie },
      ...(payload ? { payload } : {}),
    })
  const client = (method: 'GET' | 'POST', url: string, payload?: object) =>
    context.app.inject({
      method,
      url,
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 13) Chrome/120 Mobile' },
      ...(payload ? { payload } : {}),
    })
  const json = <T>(response: LightMyRequestResponse, status = 200) => {
    expect(response.statusCode, response.body).toBe(status)
    return response.json<T>()
  }
  const error = (response: LightMyRequestResponse) => response.json<ApiError>()

  /** A lead, its quotation from the rate card (₹27,61,200), sent: its id, token and detail. */
  const sentQuotation = async (fields: object = {}, change: object = {}) => {
    const leadId = await submitQuoteRequest(context.app, fields)
    let detail = json<QuotationDetail>(
      await staff('POST', quotationPaths.ofLead(leadId), premiumHouseFromRateCard),
      201,
    )
    if (Object.keys(change).length > 0) {
      const content = { ...detail.revisions[0]?.content, ...change }
      detail = json(
        await staff('PUT', quotationPaths.draft(detail.id), { content, version: detail.version }),
      )
    }
    detail = json(await staff('POST', quotationPaths.send(detail.id), { version: detail.version }))
    const token = new URL(detail.link?.url ?? 'http://x/q/none').pathname.slice(3)
    return { leadId, id: detail.id, token, detail }
  }
  const view = async (token: string) =>
    json<ClientQuotation>(await client('GET', clientQuotationPaths.view(token)))
  /** The code of the latest code e-mail to `to`, as the outbox keeps it to send. */
  const lastCodeTo = async (to: string) => {
    const [mail] = await context.dataSource.manager.find(MailOutboxEntity, {
      where: { recipient: to, template: 'quotation-code' },
      order: { id: 'DESC' },
      take: 1,
    })
    return String(JSON.parse(mail?.data ?? '{}').code)
  }
  const askCode = async (token: string, revision = 1) =>
    json<QuotationCodeSent>(await client('POST', clientQuotationPaths.code(token), { revision }))
  const accept = (token: string, code: string, name = 'Anita Sharma', revision = 1) =>
    client('POST', clientQuotationPaths.accept(token), { revision, name, code })
  const pdfOf = async (token: string) => {
    const response = await client('GET', clientQuotationPaths.pdf(token))
    expect(response.statusCode).toBe(200)
    return response.rawPayload
  }
  const lastPageText = (pdf: Buffer) => {
    const document = mupdf.Document.openDocument(pdf, 'application/pdf')
    const last = document.loadPage(document.countPages() - 1)
    return last.toStructuredText('preserve-whitespace').asText().replace(/\s+/g, ' ')
  }

  beforeAll(async () => {
    ;({ context, ravi } = await createQuotationTestContext({}, { to: [STAFF_ALERTS] }))
  })
  afterAll(async () => {
    await context.close()
  })

  it('shows the quotation sent, and tells staff it was viewed, once', async () => {
    const { id, token, leadId } = await sentQuotation()
    const read = await view(token)
    expect(read).toMatchObject({
      number: `Q-${id}`,
      revision: 1,
      status: 'open',
      codeTo: 'an•••@example.com',
      accepted: null,
      declined: null,
    })
    // 1,200 sq ft at ₹1,950 with CGST and SGST at 9 %: ₹27,61,200.
    expect(read.totals.totalPaise).toBe(276_120_000)
    await view(token)
    const detail = json<QuotationDetail>(await staff('GET', quotationPaths.one(id)))
    expect(detail.revisions[0]?.status).toBe('viewed')
    const lead = json<LeadDetail>(await staff('GET', `/api/admin/dashboard/leads/${leadId}`))
    const viewed = lead.timeline.filter(
      (entry) => entry.kind === 'quotation' && entry.quotation.status === 'viewed',
    )
    expect(viewed).toHaveLength(1)
    const pdf = await pdfOf(token)
    expect(createHash('sha256').update(pdf).digest('hex')).toBe(read.pdfSha256)
  })

  it('opens by each link its own quotation only, and takes no code of another', async () => {
    const first = await sentQuotation({ email: 'first@example.com', name: 'First Client' })
    const second = await sentQuotation({ email: 'second@example.com', name: 'Second Client' })
    expect(first.token).not.toBe(second.token)
    const [readFirst, readSecond] = [await view(first.token), await view(second.token)]
    expect([readFirst.number, readFirst.content.clientName]).toEqual([
      `Q-${first.id}`,
      'First Client',
    ])
    expect([readSecond.number, readSecond.content.clientName]).toEqual([
      `Q-${second.id}`,
      'Second Client',
    ])
    // The first quotation's code does not accept the second one.
    await askCode(first.token)
    await askCode(second.token)
    const firstCode = await lastCodeTo('first@example.com')
    const secondCode = await lastCodeTo('second@example.com')
    if (firstCode !== secondCode) {
      const crossed = await accept(second.token, firstCode)
      expect(crossed.statusCode).toBe(401)
      expect((await view(second.token)).status).toBe('open')
    }
    expect(json<ClientQuotation>(await accept(second.token, secondCode)).status).toBe('accepted')
    expect((await view(first.token)).status).toBe('open')
  })

  it('answers a link that opens nothing with 404, withdrawn links too', async () => {
    const unknown = await client('GET', clientQuotationPaths.view('A'.repeat(43)))
    expect(unknown.statusCode).toBe(404)
    expect(error(unknown).message).toBe(clientQuotationMessages.en.notFound)
    const { id, token } = await sentQuotation()
    const detail = json<QuotationDetail>(await staff('GET', quotationPaths.one(id)))
    json(await staff('POST', quotationPaths.withdrawLink(id), { version: detail.version }))
    expect((await client('GET', clientQuotationPaths.view(token))).statusCode).toBe(404)
    expect((await client('GET', clientQuotationPaths.pdf(token))).statusCode).toBe(404)
  })

  it('accepts with the name typed and the code e-mailed: recorded, certified, Won, staff told', async () => {
    const email = 'anita.accepts@example.com'
    const { id, token, leadId } = await sentQuotation({ email })
    const sentPdf = await pdfOf(token)
    expect(await askCode(token)).toEqual({ codeTo: 'an•••@example.com', minutes: 15 })
    const code = await lastCodeTo(email)
    expect(code).toMatch(/^\d{6}$/)

    // A wrong code first: refused in the quotation's language, nothing recorded.
    const wrong = await accept(token, code === '000000' ? '111111' : '000000')
    expect(wrong.statusCode).toBe(401)
    expect(error(wrong).message).toBe(clientQuotationMessages.en.wrongCode)

    const accepted = json<ClientQuotation>(await accept(token, code, '  Anita Kumari Sharma '))
    expect(accepted.status).toBe('accepted')
    expect(accepted.accepted?.name).toBe('Anita Kumari Sharma')

    const [record, ...more] = await context.dataSource.manager.find(QuotationAcceptanceEntity, {
      where: { quotationId: id },
    })
    expect(more).toEqual([])
    expect(record).toMatchObject({
      revision: 1,
      name: 'Anita Kumari Sharma',
      userAgent: 'Mozilla/5.0 (Linux; Android 13) Chrome/120 Mobile',
      pdfSha256: createHash('sha256').update(sentPdf).digest('hex'),
    })
    expect(record?.ipAddress).not.toBe('')

    // The PDF now ends with the certificate: the name, the PDF accepted by its SHA-256.
    const certified = await pdfOf(token)
    expect(createHash('sha256').update(certified).digest('hex')).toBe(record?.certifiedPdfSha256)
    const certificate = lastPageText(certified)
    expect(certificate).toContain('Certificate of acceptance')
    expect(certificate).toContain('Anita Kumari Sharma')
    expect(certificate).toContain(record?.pdfSha256)

    const lead = json<LeadDetail>(await staff('GET', `/api/admin/dashboard/leads/${leadId}`))
    expect(lead.stage).toBe('won')
    const detail = json<QuotationDetail>(await staff('GET', quotationPaths.one(id)))
    expect(detail.revisions[0]?.status).toBe('accepted')
    expect(detail.acceptance).toMatchObject({
      revision: 1,
      name: 'Anita Kumari Sharma',
      pdfSha256: record?.pdfSha256,
      certifiedPdfSha256: record?.certifiedPdfSha256,
    })
    const staffCopy = await staff('GET', quotationPaths.acceptedPdf(id))
    expect(staffCopy.statusCode).toBe(200)
    expect(createHash('sha256').update(staffCopy.rawPayload).digest('hex')).toBe(
      record?.certifiedPdfSha256,
    )
    const alerts = await context.dataSource.manager.find(MailOutboxEntity, {
      where: { recipient: STAFF_ALERTS, template: 'quotation-decision' },
    })
    // One alert of this quotation (other tests' quotations have theirs).
    const alertsOfThis = alerts
      .map((mail) => JSON.parse(mail.data))
      .filter((data) => data.number === `Q-${id}`)
    expect(alertsOfThis).toEqual([
      expect.objectContaining({
        number: `Q-${id}`,
        decision: 'accepted',
        typedName: 'Anita Kumari Sharma',
      }),
    ])
    // Accepted, it can no longer be revised.
    const revise = await staff('POST', quotationPaths.revisions(id), { version: detail.version })
    expect(revise.statusCode).toBe(409)
  })

  it('makes the accepted schedule the instalments of the client project of the Won request', async () => {
    const email = 'anita.builds@example.com'
    const { token, leadId } = await sentQuotation({ email })
    await askCode(token)
    json(await accept(token, await lastCodeTo(email)))
    // The contract value is the quotation's total: ₹27,61,200.
    const project = await createClientProject(context.app, ravi.cookie, {
      staffIds: [ravi.id],
      leadId,
      contractValuePaise: 276_120_000,
      startDate: '2026-12-01',
      floors: 2,
    })
    const stageOf = (id: number | null) => project.stages.find((stage) => stage.id === id)?.name
    expect(
      project.payments.map((payment) => [
        payment.label,
        payment.percentBasisPoints,
        payment.dueDate ?? stageOf(payment.stageId),
      ]),
    ).toEqual([
      // The quotation's usual schedule; the booking on the start day, the rest at their stages.
      ['Booking', 1000, '2026-12-01'],
      ['Foundation', 1000, 'Foundation'],
      ['Ground-floor roof slab', 1500, 'Ground-floor roof slab'],
      ['Brickwork and lintel', 1000, 'Brickwork and lintel'],
      ['First-floor roof slab', 1500, 'First-floor roof slab'],
      ['Plaster and internal work', 1000, 'Plaster'],
      ['Flooring and woodwork', 1000, 'Flooring and tiles'],
      ['Painting', 1000, 'Painting'],
      ['Handover', 1000, 'Handover'],
    ])
    // 10 % of ₹27,61,200 is ₹2,76,120; 15 % is ₹4,14,180.
    expect(project.payments.slice(0, 3).map((payment) => payment.amountPaise)).toEqual([
      27_612_000, 27_612_000, 41_418_000,
    ])
  })

  it('records one acceptance of two taps at once, and answers both', async () => {
    const email = 'anita.taps@example.com'
    const { id, token } = await sentQuotation({ email })
    await askCode(token)
    const code = await lastCodeTo(email)
    const both = await Promise.all([accept(token, code), accept(token, code)])
    expect(both.map((response) => response.statusCode)).toEqual([200, 200])
    expect(both.map((response) => response.json<ClientQuotation>().status)).toEqual([
      'accepted',
      'accepted',
    ])
    expect(
      await context.dataSource.manager.countBy(QuotationAcceptanceEntity, { quotationId: id }),
    ).toBe(1)
    // A third tap later: the same answer.
    expect(json<ClientQuotation>(await accept(token, code)).status).toBe('accepted')
    // The staff are told once.
    const alerts = await context.dataSource.manager.find(MailOutboxEntity, {
      where: { recipient: STAFF_ALERTS, template: 'quotation-decision' },
    })
    expect(alerts.filter((mail) => JSON.parse(mail.data).number === `Q-${id}`)).toHaveLength(1)
  })

  it('limits codes: three an hour, five tries of one', async () => {
    const email = 'anita.limits@example.com'
    const { token } = await sentQuotation({ email })
    await askCode(token)
    const code = await lastCodeTo(email)
    const wrongCode = code === '123456' ? '654321' : '123456'
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await accept(token, wrongCode)).statusCode).toBe(401)
    }
    const blocked = await accept(token, code)
    expect(blocked.statusCode).toBe(401)
    expect(error(blocked).message).toBe(clientQuotationMessages.en.tooManyTries)
    await askCode(token)
    await askCode(token)
    const fourth = await client('POST', clientQuotationPaths.code(token), { revision: 1 })
    expect(fourth.statusCode).toBe(429)
    expect(error(fourth).message).toBe(clientQuotationMessages.en.tooManyCodes)
  })

  it('declines with a reason, in Hindi for a Hindi quotation, and refuses to accept afterwards', async () => {
    const email = 'ramesh@example.com'
    const { id, token } = await sentQuotation({ email, name: 'Ramesh Prasad' }, { language: 'hi' })
    const declined = json<ClientQuotation>(
      await client('POST', clientQuotationPaths.decline(token), {
        revision: 1,
        reason: 'बजट से ज़्यादा है',
      }),
    )
    expect(declined.status).toBe('declined')
    expect(declined.declined?.reason).toBe('बजट से ज़्यादा है')
    const code = await client('POST', clientQuotationPaths.code(token), { revision: 1 })
    expect(code.statusCode).toBe(409)
    expect(error(code).message).toBe(clientQuotationMessages.hi.decided)
    const detail = json<QuotationDetail>(await staff('GET', quotationPaths.one(id)))
    expect(detail.revisions[0]).toMatchObject({
      status: 'declined',
      declineReason: 'बजट से ज़्यादा है',
    })
    // Staff may answer a decline with a new revision.
    expect(
      (await staff('POST', quotationPaths.revisions(id), { version: detail.version })).statusCode,
    ).toBe(201)
  })

  it('refuses an older revision once a newer one is sent, and a quotation without an e-mail', async () => {
    const { id, token } = await sentQuotation({ email: '' })
    const noEmail = await client('POST', clientQuotationPaths.code(token), { revision: 1 })
    expect(noEmail.statusCode).toBe(409)
    expect(error(noEmail).message).toBe(clientQuotationMessages.en.noEmail)
    let detail = json<QuotationDetail>(await staff('GET', quotationPaths.one(id)))
    detail = json(
      await staff('POST', quotationPaths.revisions(id), { version: detail.version }),
      201,
    )
    detail = json(await staff('POST', quotationPaths.send(id), { version: detail.version }))
    expect((await view(token)).revision).toBe(2)
    const older = await client('POST', clientQuotationPaths.decline(token), {
      revision: 1,
      reason: 'x',
    })
    expect(older.statusCode).toBe(409)
    expect(error(older).message).toBe(clientQuotationMessages.en.changed)
  })

  it('shows an expired quotation as expired and refuses to accept it', async () => {
    const { id, token } = await sentQuotation({ email: 'anita.late@example.com' })
    // The validity passes after sending: the revision's day set back as time would.
    await context.dataSource.query(
      'UPDATE quotation_revisions SET content = REPLACE(content, ?, \'"validUntil":"2020-01-31"\') WHERE quotationId = ?',
      [`"validUntil":"${(await view(token)).content.validUntil}"`, id],
    )
    expect((await view(token)).status).toBe('expired')
    const detail = json<QuotationDetail>(await staff('GET', quotationPaths.one(id)))
    expect(detail.revisions[0]?.status).toBe('expired')
    const late = await client('POST', clientQuotationPaths.code(token), { revision: 1 })
    expect(late.statusCode).toBe(409)
    expect(error(late).message).toBe(clientQuotationMessages.en.expired)
  })
})
