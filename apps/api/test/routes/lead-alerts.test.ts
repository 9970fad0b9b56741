import {
  type ApiError,
  type ContactSubmission,
  type QuoteReceipt,
  singleLineMessage,
} from '@nirman/contract'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { LeadAlertEntity } from '../../src/db/entities'
import { STAFF, testAlerts } from '../helpers/alert-settings'
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink'
import { createTestContext, type TestContext } from '../helpers/test-app'
import { until } from '../helpers/until'

// Alerts sent through a real SMTP server (smtp-server on a random port): their content, UTF-8,
// header and HTML injection, retries after the server refuses, and none for dropped requests.

const hindiQuote = {
  name: 'राजेश कुमार',
  phone: '+91 98765 43210',
  email: 'rajesh@example.in',
  city: 'पटना',
  landSize: '1800',
  landDimensionNorthFeet: '40',
  landDimensionNorthInches: '6',
  landDimensionSouthFeet: '40',
  landDimensionSouthInches: '0',
  landDimensionEastFeet: '45',
  landDimensionEastInches: '0',
  landDimensionWestFeet: '45',
  landDimensionWestInches: '0',
  landFacing: 'North-East',
  projectType: 'Residential Construction',
  message: 'दो मंज़िला घर 🏠 — बजट ₹40 लाख',
  source: {
    form: 'popup',
    page: '/services',
    landingPage: '/?utm_source=facebook&utm_campaign=diwali',
    referrer: 'https://m.facebook.com/',
    utmSource: 'facebook',
    utmCampaign: 'diwali',
  },
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
/**
 * An instant as staff in Patna read it, worked out by hand rather than with Intl: IST is UTC + 5:30
 * all year, so "2026-11-26T19:26:52.935Z" is 00:56 on 27 Nov, "27 Nov 2026, 12:56 am IST".
 */
function patnaTime(iso: string): string {
  const local = new Date(Date.parse(iso) + 330 * 60_000)
  const hours = local.getUTCHours()
  const minutes = String(local.getUTCMinutes()).padStart(2, '0')
  return `${local.getUTCDate()} ${months[local.getUTCMonth()]} ${local.getUTCFullYear()}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'} IST`
}

/** The href of every link in an HTML part. */
const hrefsOf = (html: string | false | undefined) =>
  [...String(html).matchAll(/<a href="([^"]*)"/g)].map((match) => match[1])

describe('lead alerts by e-mail', () => {
  let sink: SmtpSink
  let context: TestContext
  let cookie: string

  beforeAll(async () => {
    sink = await startSmtpSink()
    context = await createTestContext({
      contactRateLimit: 2,
      ...testAlerts({ smtpUrl: sink.url }),
    })
    cookie = await context.login()
  })
  afterAll(async () => {
    await context.close()
    await sink.close()
  })
  beforeEach(() => {
    sink.received.length = 0
  })

  // The limit is 2 a minute per address: each request comes from its own unless a test says.
  let nextHost = 10
  const submit = async (body: object, remoteAddress = `198.51.100.${nextHost++}`) => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: body,
      remoteAddress,
    })
    return response
  }
  const alertsOf = (submissionId: number) =>
    context.dataSource.getRepository(LeadAlertEntity).findBy({ submissionId })
  const listed = async (id: number) => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard/contact-forms',
      headers: { cookie },
    })
    return response.json<ContactSubmission[]>().find((submission) => submission.id === id)
  }

  it('e-mails the staff every field, the source and a link, in UTF-8 text and HTML', async () => {
    const response = await submit(hindiQuote)
    expect(response.statusCode).toBe(201)
    const { id } = response.json<QuoteReceipt>()

    const [mail] = await sink.waitForMessages(1)
    expect(mail?.parsed.subject).toBe('New quote request: राजेश कुमार, Residential Construction')
    expect(mail?.recipients.sort()).toEqual([...STAFF].sort())
    expect(mail?.parsed.replyTo?.text).toBe('rajesh@example.in')
    const text = mail?.parsed.text ?? ''
    // The time staff read in Patna, not the server's UTC.
    const { createdAt } = response.json<QuoteReceipt>()
    expect(text).toContain(`New quote request #${id} (${patnaTime(createdAt)})`)
    expect(text).not.toContain(createdAt)
    // One tap calls the visitor or opens WhatsApp with them.
    expect(hrefsOf(mail?.parsed.html)).toEqual([
      'tel:+919876543210',
      'https://wa.me/919876543210',
      `https://nirman.example/admin/dashboard?request=${id}`,
    ])
    for (const line of [
      'Name: राजेश कुमार',
      'Phone: +91 98765 43210',
      'City: पटना',
      // Typed in sq ft: shown once, grouped as staff read numbers (landSizeForStaff).
      'Land Size: 1,800 sq ft',
      'North side: 40 ft 6 in',
      'Facing: North-East',
      'Message: दो मंज़िला घर 🏠 — बजट ₹40 लाख',
      'Form: popup',
      'Sent from page: /services',
      'Landing page: /?utm_source=facebook&utm_campaign=diwali',
      'Referrer: https://m.facebook.com/',
      'utm_source: facebook',
      'utm_campaign: diwali',
      `Open it in the dashboard: https://nirman.example/admin/dashboard?request=${id}`,
    ]) {
      expect(text).toContain(line)
    }
    expect(mail?.parsed.html).toContain('राजेश कुमार')
    expect(mail?.parsed.html).toContain(`https://nirman.example/admin/dashboard?request=${id}`)

    // Marked sent in the outbox, and shown so on the request's details.
    await until('the alert marked sent', async () => {
      const [alert] = await alertsOf(id)
      return alert?.status === 'sent' ? alert : undefined
    })
    expect((await listed(id))?.alerts).toEqual([
      expect.objectContaining({ channel: 'email', status: 'sent', attempts: 1, lastError: null }),
    ])
  })

  it('refuses a name with CR/LF (forged "Bcc:" and "Phone:" lines): 400, nothing stored, no alert', async () => {
    const alertsBefore = await context.dataSource.getRepository(LeadAlertEntity).count()
    const response = await submit({
      ...hindiQuote,
      name: 'Mallory\r\nBcc: victim@example.com\r\nPhone: 9999999999',
      email: 'mallory@example.in',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json<ApiError>().issues).toContainEqual({
      path: 'name',
      message: singleLineMessage('Name'),
    })
    expect(await context.dataSource.getRepository(LeadAlertEntity).count()).toBe(alertsBefore)

    // A request after it is e-mailed alone: nothing of Mallory's went out before or with it.
    const next = await submit({ ...hindiQuote, name: 'After Mallory' })
    expect(next.statusCode).toBe(201)
    const [mail] = await sink.waitForMessages(1)
    expect(mail?.parsed.subject).toBe('New quote request: After Mallory, Residential Construction')
    expect(mail?.raw).not.toContain('victim@example.com')
    expect(mail?.raw).not.toContain('9999999999')
  })

  it('lets no field add a header, a field line or HTML to the alert', async () => {
    const response = await submit({
      ...hindiQuote,
      email: 'mallory@example.in',
      city: '<img src=x onerror=alert(1)>',
      // The message keeps its line breaks, but its lines cannot pass for the alert's own.
      message:
        'Hello\nPhone: 9999999999\nBcc: victim@example.com\n</td></tr></table><script>alert("owned")</script><a href="https://evil.example">win</a>',
    })
    expect(response.statusCode).toBe(201)

    const [mail] = await sink.waitForMessages(1)
    // Only the staff got it.
    expect(mail?.recipients.sort()).toEqual([...STAFF].sort())
    expect(mail?.parsed.headers.has('bcc')).toBe(false)
    const lines = (mail?.parsed.text ?? '').split('\n')
    expect(lines.filter((line) => line.startsWith('Phone: '))).toEqual(['Phone: +91 98765 43210'])
    expect(lines.some((line) => line.startsWith('Bcc: '))).toBe(false)
    expect(lines).toContain('Message: Hello')
    expect(lines).toContain('    Phone: 9999999999')
    const html = String(mail?.parsed.html)
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<img')
    expect(html).not.toContain('href="https://evil.example"')
    expect(html).toContain('&lt;script&gt;alert(&quot;owned&quot;)&lt;/script&gt;')
  })

  it('reads a number typed with a leading 0 as +91, with tel: and WhatsApp links', async () => {
    const response = await submit({ ...hindiQuote, name: 'Zero Prefix', phone: '09431099999' })
    expect(response.statusCode).toBe(201)
    const [mail] = await sink.waitForMessages(1)
    expect(mail?.parsed.text).toContain('Phone: +91 94310 99999')
    expect(hrefsOf(mail?.parsed.html)).toEqual(
      expect.arrayContaining(['tel:+919431099999', 'https://wa.me/919431099999']),
    )
  })

  it('flags a repeat: "this number wrote before on" the earlier request’s time in Patna', async () => {
    const phone = '70041 23456'
    const first = await submit({ ...hindiQuote, name: 'First Time', phone })
    expect(first.statusCode).toBe(201)
    const [firstMail] = await sink.waitForMessages(1)
    expect(firstMail?.parsed.text).not.toContain('Repeat request')

    // The same number, written differently: its last ten digits are the same.
    const second = await submit({ ...hindiQuote, name: 'Second Time', phone: '+91 7004123456' })
    expect(second.statusCode).toBe(201)
    const mails = await sink.waitForMessages(2)
    const secondMail = mails.find((mail) => mail.parsed.subject?.includes('Second Time'))
    const earlier = first.json<QuoteReceipt>()
    const line = `Repeat request: this number wrote before on ${patnaTime(earlier.createdAt)} (request #${earlier.id})`
    // Right under the heading, where staff look first, in both parts.
    expect(secondMail?.parsed.text?.split('\n')[1]).toBe(line)
    expect(secondMail?.parsed.html).toContain(`<strong>${line}</strong>`)
  })

  it('answers 201 while the server refuses, shows retrying with the error, then sends once', async () => {
    // Refused until the test has seen the dashboard say so.
    sink.refuseNext(Number.POSITIVE_INFINITY)
    const response = await submit({ ...hindiQuote, name: 'Sunil Yadav' })
    expect(response.statusCode).toBe(201)
    const { id } = response.json<QuoteReceipt>()

    // After the first refusal: retrying, with the server's answer as the last error.
    const retrying = await until('the first refusal recorded', async () =>
      (await listed(id))?.alerts.find((alert) => alert.status === 'retrying'),
    )
    expect(retrying.lastError).toContain('451')
    expect(retrying.nextAttemptAt).not.toBeNull()
    sink.refuseNext(0)

    const [mail] = await sink.waitForMessages(1)
    expect(mail?.parsed.subject).toBe('New quote request: Sunil Yadav, Residential Construction')
    const [alert] = await until('the alert marked sent', async () => {
      const alerts = await alertsOf(id)
      return alerts[0]?.status === 'sent' ? alerts : undefined
    })
    // Every refusal was an attempt, then one more went through.
    expect(sink.refusals()).toBeGreaterThanOrEqual(1)
    expect(alert?.attempts).toBe(sink.refusals() + 1)
    expect(sink.received).toHaveLength(1)
  })

  it('promises no alert for a request with the honeypot filled in or over the rate limit', async () => {
    const before = await context.dataSource.getRepository(LeadAlertEntity).count()
    const bot = await submit({ ...hindiQuote, website: 'https://spam.example' }, '198.51.100.9')
    expect(bot.statusCode).toBe(202)
    // The limit is 2 a minute: the third from one address is refused and stores nothing.
    const statuses = []
    for (let attempt = 0; attempt < 3; attempt += 1) {
      statuses.push(
        (await submit({ ...hindiQuote, name: 'Flood Test' }, '198.51.100.7')).statusCode,
      )
    }
    expect(statuses).toEqual([201, 201, 429])
    // The two stored requests are e-mailed (alone or together, as they wait), the refused one not.
    await until('both stored requests e-mailed', () => {
      const blocks = sink.received.flatMap(
        (mail) => mail.parsed.text?.match(/^Name: Flood Test$/gm) ?? [],
      )
      return blocks.length >= 2 ? blocks : undefined
    })
    expect(await context.dataSource.getRepository(LeadAlertEntity).count()).toBe(before + 2)
  })
})

describe('an alert the mail server refuses for longer than the retry window', () => {
  let sink: SmtpSink
  let context: TestContext
  let cookie: string

  beforeAll(async () => {
    sink = await startSmtpSink()
    // 26 hours in production; here the window is 600 ms, with retries 100, 200, 400 ms apart.
    context = await createTestContext({
      ...testAlerts({ smtpUrl: sink.url }, {}, { giveUpAfterMs: 600 }),
    })
    cookie = await context.login()
  })
  afterAll(async () => {
    await context.close()
    await sink.close()
  })

  it('is marked failed with the last error, shown to staff, and no longer tried', async () => {
    sink.refuseNext(Number.POSITIVE_INFINITY)
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...hindiQuote, name: 'Never Delivered' },
    })
    expect(response.statusCode).toBe(201)
    const { id } = response.json<QuoteReceipt>()

    const failed = await until('the alert given up', async () => {
      const [alert] = await context.dataSource
        .getRepository(LeadAlertEntity)
        .findBy({ submissionId: id })
      return alert?.status === 'failed' ? alert : undefined
    })
    // Refused at 0 ms, then retried 100, 200 and 400 ms later: the attempt at or after 600 ms
    // after the request is the last one.
    expect(failed.attempts).toBeGreaterThanOrEqual(2)
    expect(failed.attempts).toBe(sink.refusals())
    expect(failed.lastError).toContain('451')
    expect(failed.sentAt).toBeNull()

    const listed = await context.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard/contact-forms',
      headers: { cookie },
    })
    const shown = listed
      .json<ContactSubmission[]>()
      .find((submission) => submission.id === id)
      ?.alerts.find((alert) => alert.channel === 'email')
    expect(shown).toMatchObject({ status: 'failed', attempts: failed.attempts })
    expect(shown?.lastError).toContain('451')

    // A later request is sent as soon as the server accepts again; the failed one stays failed:
    // once the second is in the inbox, the worker has looked at the outbox since.
    sink.refuseNext(0)
    const later = await context.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...hindiQuote, name: 'Delivered Later' },
    })
    expect(later.statusCode).toBe(201)
    const [mail] = await sink.waitForMessages(1)
    expect(mail?.parsed.subject).toBe(
      'New quote request: Delivered Later, Residential Construction',
    )
    const [after] = await context.dataSource
      .getRepository(LeadAlertEntity)
      .findBy({ submissionId: id })
    expect(after).toMatchObject({ status: 'failed', attempts: failed.attempts })
    expect(sink.refusals()).toBe(failed.attempts)
  })
})
