import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MailOutboxEntity } from '../../src/db/entities'
import { testAlerts } from '../helpers/alert-settings'
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink'
import { createTestContext, type TestContext } from '../helpers/test-app'
import { until } from '../helpers/until'

// The mail service (app.mail): a message to a visitor or client is written into the mail outbox in
// the transaction of what it tells, and sent once through a real SMTP server after the commit, in
// the language asked, however often the server refuses first; never when the transaction fails.

describe('the mail outbox', () => {
  let sink: SmtpSink
  let context: TestContext

  beforeAll(async () => {
    sink = await startSmtpSink()
    context = await createTestContext(testAlerts({ smtpUrl: sink.url }))
    await context.app.ready()
  })
  afterAll(async () => {
    await context?.close()
    await sink?.close()
  })

  const outbox = () => context.dataSource.getRepository(MailOutboxEntity)
  const sentTo = (address: string) =>
    sink.received.filter((mail) => mail.recipients.includes(address))

  /** Queues the acknowledgement of request `reference` to `to`, committed. */
  const queueAcknowledgement = async (to: string, reference: number, language: 'en' | 'hi') => {
    const id = await context.dataSource.transaction((manager) =>
      context.app.mail.queue(manager, {
        template: 'quote-acknowledgement',
        language,
        to,
        data: { reference },
      }),
    )
    context.app.mail.committed()
    return id
  }

  it('sends a committed message once, in the language asked, from MAIL_FROM', async () => {
    const id = await queueAcknowledgement('meera@example.in', 314, 'hi')
    await until('the message is accepted', () => sentTo('meera@example.in')[0])
    const [mail] = sentTo('meera@example.in')
    // The Hindi acknowledgement (mail/templates/quote-acknowledgement.ts), number filled in.
    expect(mail?.parsed.subject).toBe(
      'आपका कोटेशन अनुरोध हमें मिल गया है | Your quote request to Nirman Constructions',
    )
    expect(mail?.parsed.text).toContain('आपके अनुरोध का नंबर 314 है।')
    expect(mail?.parsed.from?.value).toEqual([
      { name: 'Nirman Alerts', address: 'alerts@nirman.example' },
    ])
    expect(mail?.parsed.messageId).toBe(`<mail-${id}-quote-acknowledgement@nirman.mail>`)
    const row = await until('the row is marked sent', async () => {
      const found = await outbox().findOneByOrFail({ id })
      return found.status === 'sent' ? found : undefined
    })
    expect(row.attempts).toBe(1)
    expect(row.sentAt).not.toBeNull()
  })

  it('never sends a message whose transaction was rolled back', async () => {
    const refused = new Error('the quotation could not be stored')
    await expect(
      context.dataSource.transaction(async (manager) => {
        await context.app.mail.queue(manager, {
          template: 'quote-acknowledgement',
          language: 'en',
          to: 'rolled-back@example.in',
          data: { reference: 1 },
        })
        throw refused
      }),
    ).rejects.toBe(refused)
    context.app.mail.committed()
    // A message committed after it is sent; the worker takes the outbox in order, so by then the
    // rolled-back one would have gone before it, had it been stored.
    await queueAcknowledgement('after-rollback@example.in', 2, 'en')
    await until('the later message is accepted', () => sentTo('after-rollback@example.in')[0])
    expect(sentTo('rolled-back@example.in')).toEqual([])
    expect(await outbox().countBy({ recipient: 'rolled-back@example.in' })).toBe(0)
  })

  it('refuses a recipient that is not an e-mail address, failing the transaction it is in', async () => {
    await expect(
      context.dataSource.transaction((manager) =>
        context.app.mail.queue(manager, {
          template: 'quote-acknowledgement',
          language: 'en',
          to: 'ravi@example.in\r\nBcc: everyone@example.in',
          data: { reference: 3 },
        }),
      ),
    ).rejects.toThrow('Not an e-mail address')
    expect(
      await outbox().countBy({ recipient: 'ravi@example.in\r\nBcc: everyone@example.in' }),
    ).toBe(0)
  })

  it("takes a development setup's staff address on this machine, staff@localhost", async () => {
    // The staff's address when alerts are .eml files (LEAD_ALERT_TO unset): a client's question
    // alerted there must not fail the transaction that keeps the question.
    await queueAcknowledgement('staff@localhost', 5, 'en')
    await until('the message is accepted', () => sentTo('staff@localhost')[0])
    for (const refused of ['staff@localhost\r\nBcc: x@example.in', 'staff@localhost.']) {
      await expect(
        context.dataSource.transaction((manager) =>
          context.app.mail.queue(manager, {
            template: 'quote-acknowledgement',
            language: 'en',
            to: refused,
            data: { reference: 6 },
          }),
        ),
      ).rejects.toThrow('Not an e-mail address')
    }
  })

  it('sends again after the mail server refused, and only once it accepted', async () => {
    // The next two deliveries are answered 451 (a temporary failure); the third attempt goes out.
    sink.refuseNext(2)
    const refusalsBefore = sink.refusals()
    const id = await queueAcknowledgement('retry@example.in', 7, 'en')
    await until('the message is accepted', () => sentTo('retry@example.in')[0])
    const row = await until('the row is marked sent', async () => {
      const found = await outbox().findOneByOrFail({ id })
      return found.status === 'sent' ? found : undefined
    })
    expect(sink.refusals() - refusalsBefore).toBe(2)
    expect(row.attempts).toBe(3)
    const received = sentTo('retry@example.in')
    expect(received).toHaveLength(1)
    expect(received[0]?.parsed.subject).toBe('Your quote request to Nirman Constructions')
    expect(received[0]?.parsed.text).toContain('Your request number is 7.')
  })

  it('sends each message once when two instances share the outbox', async () => {
    const second = await context.startSecondInstance(testAlerts({ smtpUrl: sink.url }))
    await second.ready()
    // 12 messages, committed on one instance or the other: both workers look at once.
    const addresses = Array.from({ length: 12 }, (_, index) => `pair-${index}@example.in`)
    await Promise.all(
      addresses.map(async (to, index) => {
        const app = index % 2 === 0 ? context.app : second
        await context.dataSource.transaction((manager) =>
          app.mail.queue(manager, {
            template: 'quote-acknowledgement',
            language: 'en',
            to,
            data: { reference: 100 + index },
          }),
        )
        app.mail.committed()
      }),
    )
    await until('every message is accepted', () =>
      addresses.every((address) => sentTo(address).length > 0) ? true : undefined,
    )
    // Once more every row is marked sent: no worker is still on its way with one of them.
    await until('every row is marked sent', async () =>
      (await outbox().countBy({ status: 'sent' })) === (await outbox().count()) ? true : undefined,
    )
    expect(addresses.map((address) => sentTo(address).length)).toEqual(addresses.map(() => 1))
    expect(sentTo('pair-5@example.in')[0]?.parsed.text).toContain('Your request number is 105.')
  })
})
