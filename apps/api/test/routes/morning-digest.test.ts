import {
  companyDate,
  companyDayStart,
  defaultSalesDeskSettings,
  type LeadDetail,
  type QuoteReceipt,
  type SalesDeskSettings,
  type SiteSettingsVersion,
} from '@nirman/contract'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ContactSubmissionEntity, StaffDigestEntity } from '../../src/db/entities'
import { digestDay } from '../../src/leads/morning-digest'
import { testAlerts } from '../helpers/alert-settings'
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink'
import { addAccount, type SignedInStaff } from '../helpers/staff-accounts'
import { createTestContext, type TestContext } from '../helpers/test-app'
import { until } from '../helpers/until'

// Issue 27: each morning every member of staff with an address gets one e-mail of their
// follow-ups overdue and due today, once, however many instances run and across a restart.

const HOUR_MS = 60 * 60 * 1000

describe('the morning digest of follow-ups', () => {
  let sink: SmtpSink
  let context: TestContext
  let ownerCookie: string
  let priya: SignedInStaff
  /** Another instance on the same database, its sales-desk clock on. */
  const instanceWithClock = () =>
    context.startSecondInstance({
      contactRateLimit: 0,
      ...testAlerts(
        { smtpUrl: sink.url },
        {},
        { pollIntervalMs: 50 },
        { deskClock: { intervalMs: 50 } },
      ),
    })

  const digestsTo = (address: string) =>
    sink.received.filter(
      (mail) =>
        mail.recipients.includes(address) && mail.parsed.subject?.startsWith('Your follow-ups'),
    )

  /** A request assigned to `staffId` with its follow-up at `followUpAt`, in `stage`. */
  const lead = async (
    name: string,
    staffId: number,
    followUpAt: Date,
    stage: LeadDetail['stage'] = 'contacted',
  ) => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name,
        phone: '9876543210',
        email: 'family@example.in',
        projectType: 'Residential Construction',
        message: '',
        source: { form: 'hero' },
      },
    })
    expect(response.statusCode, response.body).toBe(201)
    const id = response.json<QuoteReceipt>().id
    await context.dataSource
      .getRepository(ContactSubmissionEntity)
      .update({ id }, { assigneeId: staffId, followUpAt, stage, firstContactAt: new Date() })
    return id
  }

  beforeAll(async () => {
    sink = await startSmtpSink()
    // The first instance has no clock: the leads are set up before any digest can be made.
    context = await createTestContext({
      contactRateLimit: 0,
      ...testAlerts({ smtpUrl: sink.url }, {}, { pollIntervalMs: 50 }),
    })
    ownerCookie = await context.login()
    // A desk that works every day, all day, so the digest is due whenever the test runs.
    const current = await context.app.inject({
      method: 'GET',
      url: '/api/admin/settings',
      headers: { cookie: ownerCookie },
    })
    const salesDesk: SalesDeskSettings = {
      ...defaultSalesDeskSettings,
      hours: {
        days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
        opens: '00:00',
        closes: '23:59',
      },
    }
    const saved = await context.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/sales-desk',
      headers: { cookie: ownerCookie },
      payload: { salesDesk, version: current.json<SiteSettingsVersion>().version },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    priya = await addAccount(context.app, ownerCookie, {
      name: 'Priya Sharma',
      username: 'priya',
      email: 'priya@nirman.example',
    })
  })
  afterAll(async () => {
    await context?.close()
    await sink?.close()
  })

  it('waits for the desk to open on a working day, and sends nothing on a day off', () => {
    // Monday 30 Nov 2026: 8:59 IST (03:29 UTC) is before the built-in 9:00; 9:00 IST is 03:30 UTC.
    expect(digestDay(new Date('2026-11-30T03:29:00Z'), defaultSalesDeskSettings)).toBeNull()
    expect(digestDay(new Date('2026-11-30T03:30:00Z'), defaultSalesDeskSettings)).toBe('2026-11-30')
    // Sunday 29 Nov at noon IST: the built-in desk is closed on Sundays.
    expect(digestDay(new Date('2026-11-29T06:30:00Z'), defaultSalesDeskSettings)).toBeNull()
    // A holiday Monday.
    const holiday = { ...defaultSalesDeskSettings, holidays: ['2026-11-30'] }
    expect(digestDay(new Date('2026-11-30T06:30:00Z'), holiday)).toBeNull()
  })

  it('sends each member of staff one digest a day across two instances and a restart', async () => {
    const today = companyDayStart(companyDate(new Date()))
    const overdue = await lead('Rajesh Kumar', priya.id, new Date(today.getTime() - 20 * HOUR_MS))
    const dueToday = await lead('Meena Kumari', priya.id, new Date(today.getTime() + 11 * HOUR_MS))
    const tomorrow = await lead('Sanjay Prasad', priya.id, new Date(today.getTime() + 35 * HOUR_MS))
    const won = await lead('Asha Devi', priya.id, new Date(today.getTime() - 30 * HOUR_MS), 'won')

    const instances: FastifyInstance[] = [await instanceWithClock(), await instanceWithClock()]
    const [digest] = await until('Priya’s digest', () => {
      const mails = digestsTo('priya@nirman.example')
      return mails.length > 0 ? mails : undefined
    })
    const text = digest?.parsed.text ?? ''
    expect(digest?.parsed.subject).toMatch(/^Your follow-ups for .+: 1 overdue, 1 due today$/)
    expect(text).toContain(`#${overdue} Rajesh Kumar`)
    expect(text).toContain(`#${dueToday} Meena Kumari`)
    // Overdue first, then today's.
    expect(text.indexOf('Overdue (1)')).toBeLessThan(text.indexOf('Due today (1)'))
    expect(text).not.toContain(`#${tomorrow} `)
    expect(text).not.toContain(`#${won} `)

    // A restart: one instance goes, another comes; a colleague with a follow-up due gives an
    // address. Their digest proves the new instance has looked at every account, Priya's included.
    await instances[0]?.close()
    instances.push(await instanceWithClock())
    const ravi = await addAccount(context.app, ownerCookie, {
      name: 'Ravi Kumar',
      username: 'ravi',
    })
    await lead('Geeta Sinha', ravi.id, new Date(today.getTime() + 12 * HOUR_MS))
    const given = await context.app.inject({
      method: 'PATCH',
      url: `/api/admin/accounts/${ravi.id}`,
      headers: { cookie: ownerCookie },
      payload: { email: 'ravi@nirman.example' },
    })
    expect(given.statusCode, given.body).toBe(200)
    await until('Ravi’s digest', () =>
      digestsTo('ravi@nirman.example').length > 0 ? true : undefined,
    )
    for (const instance of instances.slice(1)) await instance.close()

    expect(digestsTo('priya@nirman.example')).toHaveLength(1)
    // The owner has no address: no digest, and the day of each account with one is taken once.
    const days = await context.dataSource.getRepository(StaffDigestEntity).findBy({})
    expect(days.map((row) => Number(row.staffId)).sort()).toEqual([priya.id, ravi.id].sort())
  })
})
