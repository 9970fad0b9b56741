import type { AlertStatus, QuoteReceipt } from '@nirman/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LeadAlertEntity, type LeadAlertRow } from '../../src/db/entities'
import { defaultOutboxTiming } from '../../src/outbox/outbox-timing'
import { testAlerts } from '../helpers/alert-settings'
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink'
import { addAccount } from '../helpers/staff-accounts'
import { createTestContext, type TestContext } from '../helpers/test-app'
import { until } from '../helpers/until'

// GET /api/admin/dashboard/alert-status: the list warns staff when lead alerts are not being
// delivered. The alerts here fail for real: a real SMTP server (smtp-server) answers every
// message 451, and the app's own outbox worker records the failures.

const quote = (name: string, phone: string) => ({
  name,
  phone,
  email: 'family@example.in',
  projectType: 'Interior Design',
  message: '',
  source: { form: 'hero' },
})

const minute = 60_000
const day = 24 * 60 * minute

describe('the alert status for staff', () => {
  let sink: SmtpSink
  let context: TestContext
  let owner: string
  let staff: string

  beforeAll(async () => {
    sink = await startSmtpSink()
    // The server's own retry timing (the status works back the time of a failure from it), with a
    // worker that looks for due alerts every 100 ms.
    context = await createTestContext({
      contactRateLimit: 0,
      ...testAlerts({ smtpUrl: sink.url }, {}, { ...defaultOutboxTiming, pollIntervalMs: 100 }),
    })
    owner = await context.login()
    staff = (await addAccount(context.app, owner, { name: 'Amit Raj', username: 'amit' })).cookie
  })
  afterAll(async () => {
    await context?.close()
    await sink?.close()
  })

  const alerts = () => context.dataSource.getRepository(LeadAlertEntity)
  const status = async (cookie = staff) => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard/alert-status',
      headers: { cookie },
    })
    expect(response.statusCode).toBe(200)
    return response.json<AlertStatus>()
  }
  const submit = async (name: string, phone: string) => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: quote(name, phone),
    })
    expect(response.statusCode, response.body).toBe(201)
    return response.json<QuoteReceipt>().id
  }
  /** The request's one alert (e-mail to staff) once the worker has recorded a failed attempt. */
  const failedAttempt = (submissionId: number, status: LeadAlertRow['status'], attempts: number) =>
    until(`alert of request ${submissionId} ${status} after ${attempts} attempt(s)`, async () => {
      const alert = await alerts().findOneBy({ submissionId })
      return alert?.status === status && alert.attempts >= attempts ? alert : undefined
    })

  it('answers 401 without a session', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard/alert-status',
    })
    expect(response.statusCode).toBe(401)
  })

  it('says nothing is waiting while alerts are delivered', async () => {
    const id = await submit('Delivered Family', '9876500001')
    await sink.waitForMessages(1)
    expect((await alerts().findOneByOrFail({ submissionId: id })).status).toBe('sent')
    expect(await status()).toEqual({
      waiting: 0,
      waitingSince: null,
      failed: 0,
      lastErrorAt: null,
      lastError: null,
    })
  })

  it('counts alerts refused for over a minute and given up, with the time of the last error', async () => {
    // From here the mail server refuses every message (451).
    sink.refuseNext(1_000_000)
    const beforeFirst = Date.now()
    const waitingId = await submit('Waiting Family', '9876500002')
    await failedAttempt(waitingId, 'retrying', 1)

    // Refused once, seconds ago: an alert can take a few seconds, so this is not a warning yet.
    const fresh = await status()
    expect(fresh.waiting).toBe(0)
    expect(fresh.failed).toBe(0)

    // The same alert, written 5 minutes ago and still unsent: 1 waiting since then.
    const fiveMinutesAgo = new Date(Date.now() - 5 * minute)
    await alerts().update({ submissionId: waitingId }, { createdAt: fiveMinutesAgo })
    const waiting = await status()
    // The worker retries it every few seconds meanwhile: the last error is between the first
    // attempt and this answer.
    const firstReadAt = Date.now()
    expect(waiting).toMatchObject({
      waiting: 1,
      waitingSince: fiveMinutesAgo.toISOString(),
      failed: 0,
    })
    const firstErrorAt = Date.parse(waiting.lastErrorAt ?? '')
    expect(firstErrorAt).toBeGreaterThanOrEqual(beforeFirst)
    expect(firstErrorAt).toBeLessThanOrEqual(firstReadAt)
    expect(waiting.lastError).toContain('Mailbox busy, try again later')

    // Another request refused, its alert 27 hours old when its next attempt comes: the worker
    // gives it up (failed) after a day of retries.
    const givenUpId = await submit('Given Up Family', '9876500003')
    await failedAttempt(givenUpId, 'retrying', 1)
    const beforeGivingUp = Date.now()
    await alerts().update(
      { submissionId: givenUpId },
      { createdAt: new Date(Date.now() - 27 * 60 * minute), nextAttemptAt: new Date() },
    )
    await failedAttempt(givenUpId, 'failed', 2)

    // Waiting: the 5-minute-old one (the given-up one no longer waits). Failed: 1. The last error
    // is the give-up, after the first one.
    const after = await status(owner)
    const secondReadAt = Date.now()
    expect(after).toMatchObject({
      waiting: 1,
      waitingSince: fiveMinutesAgo.toISOString(),
      failed: 1,
    })
    const lastErrorAt = Date.parse(after.lastErrorAt ?? '')
    expect(lastErrorAt).toBeGreaterThanOrEqual(beforeGivingUp)
    expect(lastErrorAt).toBeLessThanOrEqual(secondReadAt)

    // A failure of last month is history, not a warning: given up 8 days ago counts no more.
    await alerts().update(
      { submissionId: givenUpId },
      { createdAt: new Date(Date.now() - 8 * day) },
    )
    expect((await status()).failed).toBe(0)
  })
})
