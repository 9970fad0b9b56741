import { once } from 'node:events'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { QuoteReceipt } from '@nirman/contract'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { webhookSignature } from '../../src/alerts/webhook'
import { LeadAlertEntity } from '../../src/db/entities'
import { testAlerts } from '../helpers/alert-settings'
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink'
import { createTestContext, type TestContext } from '../helpers/test-app'
import { until } from '../helpers/until'

// The other ways a lead goes out: the signed webhook, the visitor's acknowledgement, and the .eml
// files written when no SMTP server is configured.

const SECRET = 'a-webhook-secret-of-some-length'

const quote = {
  name: 'Priya Singh',
  phone: '+91 91234 56789',
  email: 'priya@example.in',
  projectType: 'Interior Design',
  message: 'Two rooms',
  source: { form: 'hero', utmSource: 'google', gclid: 'Cj0KCQ' },
}

interface Delivery {
  headers: IncomingMessage['headers']
  body: string
}

describe('the lead webhook and the acknowledgement', () => {
  let sink: SmtpSink
  let receiver: Server
  const deliveries: Delivery[] = []
  const answers: number[] = []
  let context: TestContext

  beforeAll(async () => {
    sink = await startSmtpSink()
    // A local receiver: answers each POST with the next status of `answers` (200 when none left).
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        deliveries.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') })
        response.statusCode = answers.shift() ?? 200
        response.end()
        receiver.emit('delivery')
      })
    })
    receiver.listen(0, '127.0.0.1')
    await once(receiver, 'listening')
    const { port } = receiver.address() as AddressInfo
    context = await createTestContext({
      contactRateLimit: 0,
      ...testAlerts(
        { smtpUrl: sink.url },
        { acknowledge: true, webhook: { url: `http://127.0.0.1:${port}/leads`, secret: SECRET } },
      ),
    })
  })
  afterAll(async () => {
    await context.close()
    await sink.close()
    await new Promise((resolve) => receiver.close(resolve))
  })

  const waitForDeliveries = async (count: number) => {
    while (deliveries.length < count) await once(receiver, 'delivery')
    return deliveries
  }

  it('posts a signed JSON payload, retries on 500, and sends the visitor an acknowledgement', async () => {
    // The owner's phone is the one the acknowledgement gives (a site without one gives none).
    await context.app.siteSettings.save(
      { company: { phones: ['+91 94310 12345'] }, rateCard: {} },
      'Sunita Devi',
    )
    answers.push(500)
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: quote,
    })
    expect(response.statusCode).toBe(201)
    const { id } = response.json<QuoteReceipt>()

    const [refused, delivered] = await waitForDeliveries(2)
    // The same delivery id both times, so a receiver can drop a repeat.
    expect(delivered?.headers['x-nirman-delivery']).toBe(refused?.headers['x-nirman-delivery'])
    const timestamp = String(delivered?.headers['x-nirman-timestamp'])
    // Verified as a receiver would: HMAC-SHA256 over "<timestamp>.<raw body>" with the secret.
    expect(delivered?.headers['x-nirman-signature']).toBe(
      webhookSignature(SECRET, timestamp, delivered?.body ?? ''),
    )
    expect(webhookSignature('another-secret-entirely', timestamp, delivered?.body ?? '')).not.toBe(
      delivered?.headers['x-nirman-signature'],
    )
    expect(JSON.parse(delivered?.body ?? '{}')).toMatchObject({
      event: 'quote_request.created',
      request: {
        id,
        name: 'Priya Singh',
        phone: '+91 91234 56789',
        projectType: 'Interior Design',
        // The hero form asks no land size: none typed, no square feet.
        landSize: '',
        landSizeSqFt: null,
        dashboardUrl: `https://nirman.example/admin/dashboard?request=${id}`,
        source: { form: 'hero', utmSource: 'google', gclid: 'Cj0KCQ' },
      },
    })

    const mails = await sink.waitForMessages(2)
    const acknowledgement = mails.find((mail) => mail.recipients.includes('priya@example.in'))
    expect(acknowledgement?.recipients).toEqual(['priya@example.in'])
    expect(acknowledgement?.parsed.subject).toBe('Your quote request to Nirman Constructions')
    expect(acknowledgement?.parsed.text).toContain('Hello,')
    expect(acknowledgement?.parsed.text).toContain(`Your request number is ${id}.`)
    expect(acknowledgement?.parsed.text).toContain('call +91 94310 12345 (Monday to Saturday')
    // The company's words only: the visitor's name and message are not in it.
    expect(acknowledgement?.raw).not.toContain('Priya')
    expect(acknowledgement?.raw).not.toContain('Two rooms')
    expect(acknowledgement?.parsed.headers.get('auto-submitted')).toBe('auto-replied')
    const alerts = await until('three alerts sent', async () => {
      const rows = await context.dataSource
        .getRepository(LeadAlertEntity)
        .findBy({ submissionId: id })
      return rows.every((row) => row.status === 'sent') ? rows : undefined
    })
    expect(alerts.map((alert) => [alert.channel, alert.attempts]).sort()).toEqual([
      ['acknowledgement', 1],
      ['email', 1],
      ['webhook', 2],
    ])
  })

  it('acknowledges a Hindi request in Hindi, with none of the visitor’s words in it', async () => {
    sink.received.length = 0
    // What someone abusing the form would send: their own words as the name and the message,
    // to a stranger's address.
    const visitorWords = ['रमेश', 'Buy cheap watches', 'http://spam.example', 'सस्ती घड़ियाँ']
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        ...quote,
        name: 'रमेश Buy cheap watches http://spam.example',
        email: 'stranger@example.in',
        message: 'सस्ती घड़ियाँ http://spam.example',
        language: 'hi',
      },
    })
    expect(response.statusCode).toBe(201)
    const { id } = response.json<QuoteReceipt>()

    const mails = await until('the acknowledgement', () => {
      const found = sink.received.find((mail) => mail.recipients.includes('stranger@example.in'))
      return found ? [found] : undefined
    })
    const [acknowledgement] = mails
    expect(acknowledgement?.parsed.subject).toBe(
      'आपका कोटेशन अनुरोध हमें मिल गया है | Your quote request to Nirman Constructions',
    )
    const text = acknowledgement?.parsed.text ?? ''
    for (const sentence of [
      'नमस्ते,',
      'निर्माण कंस्ट्रक्शन्स को कोटेशन अनुरोध भेजने के लिए धन्यवाद। आपका अनुरोध हमें मिल गया है, और हम 24-48 कार्य-घंटों के भीतर आपसे संपर्क करेंगे।',
      `आपके अनुरोध का नंबर ${id} है।`,
      'अगर यह अनुरोध आपने नहीं भेजा है, तो इस ईमेल को अनदेखा कर दें।',
    ]) {
      expect(text).toContain(sentence)
      expect(acknowledgement?.parsed.html).toContain(sentence)
    }
    // Nothing the visitor typed, in either part or any header.
    const decoded = `${acknowledgement?.parsed.subject}\n${text}\n${acknowledgement?.parsed.html}`
    for (const word of visitorWords) {
      expect(decoded).not.toContain(word)
      expect(acknowledgement?.raw).not.toContain(word)
    }
    // The staff alert still has every word of the request.
    const alert = await until('the staff alert', () =>
      sink.received.find((mail) => mail.parsed.subject?.startsWith('New quote request')),
    )
    expect(alert.parsed.text).toContain('Message: सस्ती घड़ियाँ http://spam.example')
    expect(alert.parsed.text).toContain('Language: Hindi')
  })

  it('sends no acknowledgement to a visitor who gave no e-mail', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        ...quote,
        email: '',
        city: 'Patna',
        landSize: '1200',
        landDimensionNorthFeet: '30',
        landDimensionSouthFeet: '30',
        landDimensionEastFeet: '40',
        landDimensionWestFeet: '40',
        landFacing: 'East',
        source: { form: 'contact' },
      },
    })
    expect(response.statusCode).toBe(201)
    const { id } = response.json<QuoteReceipt>()
    const rows = await context.dataSource
      .getRepository(LeadAlertEntity)
      .findBy({ submissionId: id })
    expect(rows.map((row) => row.channel).sort()).toEqual(['email', 'webhook'])
  })
})

describe('without SMTP_URL', () => {
  let context: TestContext
  let folder: string

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'nirman-outbox-'))
    context = await createTestContext({
      contactRateLimit: 0,
      ...testAlerts({ emlFolder: join(folder, 'outbox') }),
    })
  })
  afterAll(async () => {
    await context.close()
    rmSync(folder, { recursive: true, force: true })
  })

  it('writes each alert as an .eml file in the outbox folder', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...quote, name: 'अमित कुमार' },
    })
    expect(response.statusCode).toBe(201)
    const { id } = response.json<QuoteReceipt>()
    await until('the alert marked sent', async () => {
      const [alert] = await context.dataSource
        .getRepository(LeadAlertEntity)
        .findBy({ submissionId: id })
      return alert?.status === 'sent' ? alert : undefined
    })
    const files = readdirSync(join(folder, 'outbox'))
    expect(files).toEqual([expect.stringMatching(new RegExp(`-request-${id}-email\\.eml$`))])
    const parsed = await simpleParser(readFileSync(join(folder, 'outbox', files[0] ?? '')))
    expect(parsed.subject).toBe('New quote request: अमित कुमार, Interior Design')
    expect(parsed.text).toContain('utm_source: google')
  })
})
