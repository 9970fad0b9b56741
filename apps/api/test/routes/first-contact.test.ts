import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  type ContactAttemptAnswer,
  contactMessages,
  type LeadDetail,
  type QuoteReceipt,
} from '@nirman/contract'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AuditLogEntity, ContactSubmissionEntity, LeadAlertEntity } from '../../src/db/entities'
import { STAFF, testAlerts } from '../helpers/alert-settings'
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink'
import { createTestContext, TEST_ADMIN, type TestContext } from '../helpers/test-app'
import { until } from '../helpers/until'

// Issue 27, the first-contact clock: staff record each attempt to reach a lead (and what came of
// it), which stops the clock; a lead nobody tried within the desk's working minutes is escalated to
// the owner (e-mail and webhook) through the outbox, once, whatever the number of instances and
// across a restart.

const SECRET = 'a-webhook-secret-of-some-length'
const DAY_MS = 24 * 60 * 60 * 1000

const quote = (name: string) => ({
  name,
  phone: '9876543210',
  email: 'family@example.in',
  projectType: 'Residential Construction',
  message: '',
  source: { form: 'hero' },
})

describe('the first-contact clock', () => {
  let sink: SmtpSink
  let receiver: Server
  const deliveries: { event: string; request: { id: number }; escalation?: unknown }[] = []
  let context: TestContext
  let cookie: string
  let alertOptions: ReturnType<typeof testAlerts>

  const send = async (app: FastifyInstance, name: string) => {
    const response = await app.inject({ method: 'POST', url: '/api/contact', payload: quote(name) })
    expect(response.statusCode, response.body).toBe(201)
    return response.json<QuoteReceipt>().id
  }
  const detail = async (id: number) => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/admin/dashboard/leads/${id}`,
      headers: { cookie },
    })
    expect(response.statusCode).toBe(200)
    return response.json<LeadDetail>()
  }
  const attempt = (id: number, payload: Record<string, unknown>) =>
    context.app.inject({
      method: 'POST',
      url: `/api/admin/dashboard/leads/${id}/contacts`,
      headers: { cookie },
      payload,
    })
  const outcome = (id: number, attemptId: number, payload: Record<string, unknown>) =>
    context.app.inject({
      method: 'PATCH',
      url: `/api/admin/dashboard/leads/${id}/contacts/${attemptId}`,
      headers: { cookie },
      payload,
    })
  /** Moves requests' arrival back: two days always hold more than 15 of the desk's minutes. */
  const ageTwoDays = (ids: number[]) =>
    context.dataSource
      .createQueryBuilder()
      .update(ContactSubmissionEntity)
      .set({ createdAt: new Date(Date.now() - 2 * DAY_MS) })
      .where('id IN (:...ids)', { ids })
      .execute()
  const escalationMails = (id: number) =>
    sink.received.filter((mail) => mail.parsed.subject?.startsWith(`Lead #${id} waited`))

  beforeAll(async () => {
    sink = await startSmtpSink()
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        deliveries.push(JSON.parse(Buffer.concat(chunks).toString('utf8')))
        response.end()
        receiver.emit('delivery')
      })
    })
    receiver.listen(0, '127.0.0.1')
    await once(receiver, 'listening')
    const { port } = receiver.address() as AddressInfo
    alertOptions = testAlerts(
      { smtpUrl: sink.url },
      { webhook: { url: `http://127.0.0.1:${port}/leads`, secret: SECRET } },
      { pollIntervalMs: 50 },
      { deskClock: { intervalMs: 50 } },
    )
    context = await createTestContext({ contactRateLimit: 0, ...alertOptions })
    cookie = await context.login()
  })
  afterAll(async () => {
    await context?.close()
    await sink?.close()
    await new Promise((resolve) => receiver?.close(resolve))
  })

  it('records a tap on Call with its outcome later: the clock stops, Reached moves the lead to Contacted', async () => {
    const id = await send(context.app, 'Meena Kumari')
    const before = await detail(id)
    expect(before.firstContactAt).toBeNull()
    expect(before.contactDueAt).not.toBeNull()

    const tapped = await attempt(id, { channel: 'call' })
    expect(tapped.statusCode, tapped.body).toBe(201)
    const { attemptId, lead } = tapped.json<ContactAttemptAnswer>()
    expect(lead.firstContactAt).not.toBeNull()
    expect(lead.contactDueAt).toBeNull()
    // An attempt changes no stage: a colleague's form open on the lead is not made stale.
    expect(lead.version).toBe(before.version)
    expect(lead.stage).toBe('new')
    const entry = lead.timeline.find((each) => each.kind === 'contact')
    expect(entry).toMatchObject({
      kind: 'contact',
      attemptId,
      channel: 'call',
      outcome: null,
      actor: { name: TEST_ADMIN.name },
    })

    const noAnswer = await outcome(id, attemptId, { outcome: 'no_answer' })
    expect(noAnswer.statusCode, noAnswer.body).toBe(200)
    expect(noAnswer.json<LeadDetail>().stage).toBe('new')

    // A second try on WhatsApp reaches them: the lead is Contacted, its version one up.
    const again = await attempt(id, { channel: 'whatsapp', outcome: 'reached' })
    expect(again.statusCode, again.body).toBe(201)
    const reached = again.json<ContactAttemptAnswer>().lead
    expect(reached.stage).toBe('contacted')
    expect(reached.version).toBe(before.version + 1)
    // The clock stopped at the first tap, not the second.
    expect(reached.firstContactAt).toBe(lead.firstContactAt)
    const contacts = reached.timeline.filter((each) => each.kind === 'contact')
    expect(contacts.map((each) => each.kind === 'contact' && [each.channel, each.outcome])).toEqual(
      [
        ['call', 'no_answer'],
        ['whatsapp', 'reached'],
      ],
    )
    expect(reached.timeline.some((each) => each.kind === 'stage' && each.to === 'contacted')).toBe(
      true,
    )
    const audit = await context.dataSource.getRepository(AuditLogEntity).findBy({
      action: 'lead.contact',
      targetId: id,
    })
    expect(audit).toHaveLength(3)
  })

  it('refuses an unknown channel or outcome beside the field, and an attempt of another lead', async () => {
    const first = await send(context.app, 'Asha Devi')
    const second = await send(context.app, 'Kiran Devi')
    const badChannel = await attempt(first, { channel: 'telegram' })
    expect(badChannel.statusCode).toBe(400)
    expect(badChannel.body).toContain(contactMessages.channel)
    const { attemptId } = (await attempt(first, { channel: 'email' })).json<ContactAttemptAnswer>()
    const badOutcome = await outcome(first, attemptId, { outcome: 'maybe' })
    expect(badOutcome.statusCode).toBe(400)
    expect(badOutcome.body).toContain(contactMessages.outcome)
    const elsewhere = await outcome(second, attemptId, { outcome: 'reached' })
    expect(elsewhere.statusCode).toBe(404)
    expect(elsewhere.json<{ message: string }>().message).toBe(contactMessages.attemptNotFound)
    expect((await detail(second)).firstContactAt).toBeNull()
  })

  it('gives a lead that arrived at 18:55 on Saturday until 9:10 on Monday', async () => {
    const id = await send(context.app, 'Sanjay Prasad')
    await context.dataSource
      .createQueryBuilder()
      .update(ContactSubmissionEntity)
      .set({ createdAt: new Date('2026-11-28T13:25:00Z') })
      .where('id = :id', { id })
      .execute()
    // Built-in desk, Mon-Sat 9:00-19:00 IST, 15 minutes: 18:55-19:00 on Saturday is 5, Sunday is
    // off, 9:00-9:10 on Monday 30 Nov is the other 10. 9:10 IST is 3:40 UTC.
    expect((await detail(id)).contactDueAt).toBe('2026-11-30T03:40:00.000Z')
  })

  it('escalates a lead nobody tried, once, across two instances and a restart', async () => {
    const second = await context.startSecondInstance({ contactRateLimit: 0, ...alertOptions })
    const waiting = await send(context.app, 'Rajesh Kumar')
    const tried = await send(second, 'Sunil Singh')
    const fresh = await send(second, 'Geeta Sinha')
    await attempt(tried, { channel: 'call' })
    // No owner has an address yet: the alert goes to the staff alert's (LEAD_ALERT_TO).
    await ageTwoDays([waiting, tried])
    const [mail] = await until('the escalation e-mail', () => {
      const mails = escalationMails(waiting)
      return mails.length > 0 ? mails : undefined
    })
    expect(mail?.recipients.sort()).toEqual([...STAFF].sort())
    expect(mail?.parsed.subject).toBe(
      `Lead #${waiting} waited past its 15 minutes: Rajesh Kumar, Residential Construction`,
    )
    expect(mail?.parsed.text).toContain(
      'nobody has tried to reach them within 15 minutes of working time',
    )
    expect(mail?.parsed.text).toContain('+91 98765 43210')
    while (!deliveries.some((each) => each.event === 'quote_request.escalated')) {
      await once(receiver, 'delivery')
    }
    const hook = deliveries.find((each) => each.event === 'quote_request.escalated')
    expect(hook?.request.id).toBe(waiting)
    expect(hook?.escalation).toMatchObject({ firstContactMinutes: 15 })

    // A restart: the second instance goes, a third comes on the same database; the owner now has
    // an address. A newer waiting lead is escalated to it, and the first is not escalated again.
    await second.close()
    const third = await context.startSecondInstance({ contactRateLimit: 0, ...alertOptions })
    const changed = await context.app.inject({
      method: 'PATCH',
      url: `/api/admin/accounts/${(await context.repositories.adminUsers.findOneByOrFail({ username: TEST_ADMIN.username })).id}`,
      headers: { cookie },
      payload: { email: 'Owner@Patna.Example' },
    })
    expect(changed.statusCode, changed.body).toBe(200)
    const later = await send(third, 'Pooja Kumari')
    await ageTwoDays([later])
    const [ownerMail] = await until('the owner’s e-mail', () => {
      const mails = escalationMails(later)
      return mails.length > 0 ? mails : undefined
    })
    expect(ownerMail?.recipients).toEqual(['owner@patna.example'])
    await third.close()

    expect(escalationMails(waiting)).toHaveLength(1)
    expect(escalationMails(tried)).toHaveLength(0)
    expect(escalationMails(fresh)).toHaveLength(0)
    const rows = await context.dataSource.getRepository(LeadAlertEntity).findBy({
      submissionId: waiting,
    })
    expect(rows.map((row) => row.channel).sort()).toEqual([
      'email',
      'escalation',
      'escalation_webhook',
      'webhook',
    ])
    const escalated = await detail(waiting)
    expect(escalated.escalatedAt).not.toBeNull()
    expect(
      escalated.timeline.some(
        (each) =>
          each.kind === 'alert' &&
          each.alert.channel === 'escalation' &&
          each.alert.status === 'sent',
      ),
    ).toBe(true)
    expect((await detail(tried)).escalatedAt).toBeNull()
    expect((await detail(fresh)).escalatedAt).toBeNull()
  })
})
