import { createHmac } from 'node:crypto'
import { once } from 'node:events'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { SiteVisitSettings, VisitBooked } from '@nirman/contract'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SiteVisitEntity } from '../../src/db/visit-entities'
import type { VisitReminderPayload } from '../../src/site-visits/visit-webhook'
import { testAlerts } from '../helpers/alert-settings'
import { patnaDate, patnaTime, saveAvailability } from '../helpers/site-visits'
import { type ReceivedMail, type SmtpSink, startSmtpSink } from '../helpers/smtp-sink'
import { createTestContext, type TestContext } from '../helpers/test-app'
import { until } from '../helpers/until'

// Issue 28: a visitor who gives an e-mail address gets the booking's confirmation with a calendar
// entry, reminders 24 hours and 2 hours before, and a word when the visit moves or is cancelled;
// each through the mail outbox, each reminder once whatever the instances, and across a restart.

const HOUR_MS = 60 * 60 * 1000

// Every day, 10:00 to 17:00, hour-long visits, two at once, no notice, 14 days to choose from.
const availability: SiteVisitSettings = {
  hours: {
    days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
    opens: '10:00',
    closes: '17:00',
  },
  holidays: [],
  slotMinutes: 60,
  visitsAtOnce: 2,
  noticeHours: 0,
  daysAhead: 14,
}
const laterDay = patnaDate(4)
const SECRET = 'a-webhook-secret-of-some-length'

describe('the e-mails of a site visit', () => {
  let sink: SmtpSink
  let context: TestContext
  let app: FastifyInstance
  // The company's webhook (an SMS gateway): every post it receives, with its headers.
  let gateway: Server
  const posts: { headers: IncomingHttpHeaders; body: string }[] = []

  beforeAll(async () => {
    sink = await startSmtpSink()
    gateway = createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        posts.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') })
        response.end()
      })
    })
    gateway.listen(0, '127.0.0.1')
    await once(gateway, 'listening')
    const { port } = gateway.address() as AddressInfo
    context = await createTestContext({
      ...testAlerts(
        { smtpUrl: sink.url },
        { webhook: { url: `http://127.0.0.1:${port}/gateway`, secret: SECRET } },
      ),
      publicUrl: 'https://www.nirman.example',
      contactRateLimit: 0,
      visitReminderLookMs: false,
    })
    app = context.app
    const owner = await context.login()
    await saveAvailability(app, owner, availability)
  })
  afterAll(async () => {
    await context.close()
    await sink.close()
    await new Promise((resolve) => gateway.close(resolve))
  })

  /** The reminders the gateway received for visit `id`. */
  const remindersPosted = (id: number) =>
    posts
      .map((post) => ({ ...post, payload: JSON.parse(post.body) as VisitReminderPayload }))
      .filter(({ payload }) => payload.event === 'site_visit.reminder' && payload.visit.id === id)

  const book = async (email: string, startsAt: string, language = 'en') => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/site-visits',
      headers: { origin: 'https://www.nirman.example' },
      payload: {
        startsAt,
        email,
        language,
        address: 'Plot 12, Rukanpura, Patna',
        name: 'Anil Kumar',
        phone: '9876543210',
      },
    })
    expect(response.statusCode, response.body).toBe(201)
    return response.json<VisitBooked>()
  }
  /** The messages the visitor at `email` received, oldest first. */
  const mailsTo = (email: string) => sink.received.filter((mail) => mail.recipients.includes(email))
  /** Waits for the `count`th message to `email` (the outbox worker sends it after the commit). */
  const arrived = (email: string, count: number) =>
    until(`${count} e-mails to ${email}`, () => (mailsTo(email).length >= count ? true : undefined))
  const subjectsTo = (email: string) => mailsTo(email).map((mail) => mail.parsed.subject)
  const calendarOf = (mail: ReceivedMail | undefined) =>
    mail?.parsed.attachments
      .find((attachment) => attachment.filename === 'site-visit.ics')
      ?.content.toString('utf8') ?? ''

  it('confirms the booking with its time in Patna, its link and a calendar entry', async () => {
    // 10:00 IST is 04:30 UTC.
    const { token } = await book('anil@example.in', patnaTime(laterDay, '10:00'))
    await arrived('anil@example.in', 1)
    const [mail] = mailsTo('anil@example.in')
    expect(mail?.parsed.subject).toMatch(
      /^Your free site visit: \w+day, \d{1,2} \w+ \d{4}, 10:00 am to 11:00 am \(Patna time\)$/,
    )
    expect(mail?.parsed.text).toContain('Plot 12, Rukanpura, Patna')
    expect(mail?.parsed.text).toContain(
      `To move or cancel it, open: https://www.nirman.example/site-visit/${token}`,
    )
    const calendar = calendarOf(mail)
    expect(calendar).toContain('METHOD:PUBLISH')
    expect(calendar).toContain(`DTSTART:${laterDay.replace(/-/g, '')}T043000Z`)
    expect(calendar).toContain('SEQUENCE:1')
  })

  it('writes in Hindi for a visitor who booked in Hindi, with the Hindi page', async () => {
    const { token } = await book('rekha@example.in', patnaTime(laterDay, '11:00'), 'hi')
    await arrived('rekha@example.in', 1)
    const [mail] = mailsTo('rekha@example.in')
    expect(mail?.parsed.subject).toMatch(/^आपकी मुफ़्त साइट विज़िट: /)
    expect(mail?.parsed.text).toContain(`https://www.nirman.example/hi/site-visit/${token}`)
  })

  it('reminds 24 hours and 2 hours before, once each, from two instances at once and after a restart', async () => {
    const start = Date.parse(patnaTime(laterDay, '12:00'))
    const sunil = await book('sunil@example.in', new Date(start).toISOString())
    const id = Number(sunil.token.split('.')[0])
    await arrived('sunil@example.in', 1)
    const second = await context.startSecondInstance({ visitReminderLookMs: false })

    // 23 hours before: the day's reminder is due, on both instances at once. (The earlier visits
    // of the day are due too: each of them is written once.)
    const dayBefore = new Date(start - 23 * HOUR_MS)
    const looks = (
      await Promise.all([app.visitReminders.look(dayBefore), second.visitReminders.look(dayBefore)])
    ).flat()
    expect(looks.filter((reminded) => reminded === id)).toHaveLength(1)
    expect(new Set(looks).size).toBe(looks.length)
    await second.close()
    // A restarted instance looks again: nothing more to write.
    const third = await context.startSecondInstance({ visitReminderLookMs: false })
    expect(await third.visitReminders.look(dayBefore)).toEqual([])
    await arrived('sunil@example.in', 2)

    // 90 minutes before: the reminder of two hours, once.
    const hoursBefore = new Date(start - 1.5 * HOUR_MS)
    const hourLooks = (
      await Promise.all([
        app.visitReminders.look(hoursBefore),
        third.visitReminders.look(hoursBefore),
      ])
    ).flat()
    expect(hourLooks.filter((reminded) => reminded === id)).toHaveLength(1)
    expect(await app.visitReminders.look(hoursBefore)).toEqual([])
    await arrived('sunil@example.in', 3)
    const subjects = subjectsTo('sunil@example.in')
    expect(subjects).toHaveLength(3)
    expect(
      subjects.filter((subject) => subject?.startsWith('Tomorrow: your site visit, ')),
    ).toHaveLength(1)
    const inTwoHours = mailsTo('sunil@example.in').filter((mail) =>
      mail.parsed.subject?.startsWith('In two hours: your site visit, '),
    )
    expect(inTwoHours).toHaveLength(1)
    expect(inTwoHours[0]?.parsed.text).toContain('in about two hours')
    // The gateway got each reminder once too, signed with the shared secret.
    await until('two reminders posted', () => (remindersPosted(id).length >= 2 ? true : undefined))
    const posted = remindersPosted(id)
    expect(posted.map(({ payload }) => payload.hoursBefore).sort()).toEqual([2, 24])
    for (const { headers, body } of posted) {
      const timestamp = String(headers['x-nirman-timestamp'])
      const signature = `sha256=${createHmac('sha256', SECRET).update(`${timestamp}.${body}`).digest('hex')}`
      expect(headers['x-nirman-signature']).toBe(signature)
    }
  })

  it('says when the visit moves (its new link and calendar entry) and reminds of the new time only', async () => {
    const oldStart = patnaTime(laterDay, '13:00')
    const booked = await book('meena@example.in', oldStart)
    const moved = await app.inject({
      method: 'POST',
      url: `/api/site-visits/${booked.token}/move`,
      payload: { startsAt: patnaTime(patnaDate(5), '15:00') },
    })
    expect(moved.statusCode).toBe(200)
    const { token } = moved.json<VisitBooked>()
    await arrived('meena@example.in', 2)
    // The outbox's worker may send the two in either order.
    const mail = mailsTo('meena@example.in').find((each) =>
      each.parsed.subject?.startsWith('Your site visit is now'),
    )
    expect(mail?.parsed.subject).toMatch(
      /^Your site visit is now on .*3:00 pm to 4:00 pm \(Patna time\)$/,
    )
    expect(mail?.parsed.text).toContain(`https://www.nirman.example/site-visit/${token}`)
    expect(calendarOf(mail)).toContain('SEQUENCE:2')
    expect(calendarOf(mail)).toContain('UID:site-visit-')

    // The old time's day before: no reminder of it; the new time's: one.
    const id = Number(token.split('.')[0])
    expect(
      await app.visitReminders.look(new Date(Date.parse(oldStart) - 23 * HOUR_MS)),
    ).not.toContain(id)
    const reminded = await app.visitReminders.look(
      new Date(Date.parse(patnaTime(patnaDate(5), '15:00')) - 23 * HOUR_MS),
    )
    expect(reminded).toContain(id)
    await arrived('meena@example.in', 3)
  })

  it('says when the visit is cancelled, cancels the calendar entry, and reminds of nothing', async () => {
    const start = patnaTime(laterDay, '14:00')
    const booked = await book('kavita@example.in', start)
    await app.inject({ method: 'POST', url: `/api/site-visits/${booked.token}/cancel` })
    await arrived('kavita@example.in', 2)
    const mail = mailsTo('kavita@example.in').find((each) =>
      each.parsed.subject?.endsWith('is cancelled'),
    )
    expect(mail?.parsed.subject).toMatch(/^Your site visit of .* is cancelled$/)
    expect(calendarOf(mail)).toContain('METHOD:CANCEL')
    expect(calendarOf(mail)).toContain('STATUS:CANCELLED')
    expect(await app.visitReminders.look(new Date(Date.parse(start) - 23 * HOUR_MS))).toEqual([])
  })

  it('marks no reminder "tomorrow" for a visit booked within the day, and reminds a visitor without an e-mail through the gateway', async () => {
    const slots = await app.inject({ method: 'GET', url: '/api/site-visits/slots' })
    const first = slots
      .json<{ days: { slots: { startsAt: string }[] }[] }>()
      .days.flatMap((day) => day.slots)[0]
    if (!first) throw new Error('no free slot')
    // With no notice, the first free slot is always within 18 hours (16:00 to the next 10:00).
    const soon = await book('soon@example.in', first.startsAt)
    const row = await context.dataSource
      .getRepository(SiteVisitEntity)
      .findOneByOrFail({ id: Number(soon.token.split('.')[0]) })
    expect(row.dayReminderAt).not.toBeNull()
    expect(row.dayReminderMailId).toBeNull()
    expect(
      await app.visitReminders.look(new Date(Date.parse(first.startsAt) - 23 * HOUR_MS)),
    ).not.toContain(row.id)

    const withoutMail = await app.inject({
      method: 'POST',
      url: '/api/site-visits',
      headers: { origin: 'https://www.nirman.example' },
      payload: {
        startsAt: patnaTime(laterDay, '16:00'),
        address: 'Danapur',
        name: 'Ravi Ranjan',
        phone: '9123456780',
      },
    })
    expect(withoutMail.statusCode).toBe(201)
    const { token } = withoutMail.json<VisitBooked>()
    const id = Number(token.split('.')[0])
    // No e-mail address: the reminder goes to the gateway only, for an SMS to the phone.
    expect(
      await app.visitReminders.look(new Date(Date.parse(patnaTime(laterDay, '16:00')) - HOUR_MS)),
    ).toContain(id)
    await until('the reminder posted', () => (remindersPosted(id).length === 1 ? true : undefined))
    expect(remindersPosted(id)[0]?.payload).toMatchObject({
      hoursBefore: 2,
      visit: {
        phone: '9123456780',
        name: 'Ravi Ranjan',
        link: `https://www.nirman.example/site-visit/${token}`,
      },
    })
    expect(remindersPosted(id)[0]?.payload.text).toMatch(
      /^In two hours: your site visit, .*\. https:\/\/www\.nirman\.example\/site-visit\//,
    )
  })
})
