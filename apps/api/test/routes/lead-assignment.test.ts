import {
  type AccountChangeAnswer,
  defaultSalesDeskSettings,
  type LeadDetail,
  type QuoteReceipt,
  type SalesDeskSettings,
  type SiteSettingsVersion,
  salesDeskMessages,
} from '@nirman/contract'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AuditLogEntity, ContactSubmissionEntity } from '../../src/db/entities'
import { testAlerts } from '../helpers/alert-settings'
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink'
import { addAccount, type SignedInStaff } from '../helpers/staff-accounts'
import { createTestContext, TEST_ADMIN, type TestContext } from '../helpers/test-app'
import { until } from '../helpers/until'

// Issue 27: every new lead has an owner at once. The owner's rules (everyone on duty by default,
// round robin; a project type's own staff; the owner when nobody is on duty) give each request its
// assignee in the transaction that stores it; the staff alert names them; an account disabled
// gives its open leads to the others; a fault of the assignment never costs the request.

const quote = (name: string, projectType = 'Residential Construction') => ({
  name,
  phone: '9876543210',
  email: 'family@example.in',
  projectType,
  message: '',
  source: { form: 'hero' },
})

describe('assigning new leads by the owner’s rules', () => {
  let sink: SmtpSink
  let context: TestContext
  let ownerCookie: string
  let owner: { id: number; name: string }
  let priya: SignedInStaff
  let ravi: SignedInStaff

  const send = async (app: FastifyInstance, payload: ReturnType<typeof quote>) => {
    const response = await app.inject({ method: 'POST', url: '/api/contact', payload })
    expect(response.statusCode, response.body).toBe(201)
    return response.json<QuoteReceipt>().id
  }
  const detail = async (id: number) => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/admin/dashboard/leads/${id}`,
      headers: { cookie: ownerCookie },
    })
    expect(response.statusCode).toBe(200)
    return response.json<LeadDetail>()
  }
  const saveDesk = async (salesDesk: unknown) => {
    const current = await context.app.inject({
      method: 'GET',
      url: '/api/admin/settings',
      headers: { cookie: ownerCookie },
    })
    return context.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/sales-desk',
      headers: { cookie: ownerCookie },
      payload: { salesDesk, version: current.json<SiteSettingsVersion>().version },
    })
  }
  const desk = (change: Partial<SalesDeskSettings>): SalesDeskSettings => ({
    ...defaultSalesDeskSettings,
    ...change,
  })

  beforeAll(async () => {
    sink = await startSmtpSink()
    context = await createTestContext({
      contactRateLimit: 0,
      ...testAlerts({ smtpUrl: sink.url }, {}, { pollIntervalMs: 50 }),
    })
    ownerCookie = await context.login()
    const row = await context.repositories.adminUsers.findOneByOrFail({
      username: TEST_ADMIN.username,
    })
    owner = { id: Number(row.id), name: row.name }
    priya = await addAccount(context.app, ownerCookie, { name: 'Priya Sharma', username: 'priya' })
    ravi = await addAccount(context.app, ownerCookie, { name: 'Ravi Kumar', username: 'ravi' })
  })
  afterAll(async () => {
    await context?.close()
    await sink?.close()
  })

  it('shares 50 requests sent at once through two instances evenly among the three on duty', async () => {
    const second = await context.startSecondInstance({ contactRateLimit: 0 })
    const instances = [context.app, second]
    const ids = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        send(instances[index % 2] as FastifyInstance, quote(`Family ${index}`)),
      ),
    )
    await second.close()
    const rows = await context.repositories.contactSubmissions.findBy({})
    const counts = new Map<number | null, number>()
    for (const row of rows.filter((each) => ids.includes(Number(each.id)))) {
      const id = row.assigneeId === null ? null : Number(row.assigneeId)
      counts.set(id, (counts.get(id) ?? 0) + 1)
    }
    // Everyone is on duty by default: 50 leads in turn among 3 people are 17, 17 and 16.
    expect(counts.has(null)).toBe(false)
    expect([...counts.values()].sort()).toEqual([16, 17, 17])
    expect([...counts.keys()].sort()).toEqual([owner.id, priya.id, ravi.id].sort())
  })

  it('says on the timeline that the rules gave the lead, and the staff alert names the assignee', async () => {
    sink.received.length = 0
    const id = await send(context.app, quote('Meena Gupta'))
    const lead = await detail(id)
    expect(lead.assignee).not.toBeNull()
    const entry = lead.timeline.find((each) => each.kind === 'assignment')
    expect(entry).toMatchObject({ actor: null, assignee: lead.assignee, rule: 'round_robin' })
    const mail = await until('the staff alert of the request', () =>
      sink.received.find((each) => each.parsed.subject?.includes('Meena Gupta')),
    )
    expect(mail.parsed.text).toContain(`Assigned to: ${lead.assignee?.name}`)
  })

  it('gives a project type to its own staff and leaves out those off duty', async () => {
    const saved = await saveDesk(
      desk({
        offDuty: [owner.id],
        byProjectType: [{ projectType: 'Interior Design', staffIds: [ravi.id] }],
      }),
    )
    expect(saved.statusCode).toBe(200)
    const interiors = await Promise.all(
      ['A', 'B', 'C'].map((name) =>
        send(context.app, quote(`Interior ${name}`, 'Interior Design')),
      ),
    )
    for (const id of interiors) {
      const lead = await detail(id)
      expect(lead.assignee).toEqual({ id: ravi.id, name: 'Ravi Kumar' })
      expect(lead.timeline.find((each) => each.kind === 'assignment')).toMatchObject({
        rule: 'project_type',
      })
    }
    // Other types go round the two on duty (the owner is off): two in a row go to both.
    const others = await Promise.all(
      ['Deepak', 'Esha'].map((name) => send(context.app, quote(name))),
    )
    const assignees = await Promise.all(others.map(async (id) => (await detail(id)).assignee?.id))
    expect(assignees.sort()).toEqual([priya.id, ravi.id].sort())
  })

  it('falls back to the owner when nobody is on duty, and says so', async () => {
    expect((await saveDesk(desk({ offDuty: [owner.id, priya.id, ravi.id] }))).statusCode).toBe(200)
    const lead = await detail(await send(context.app, quote('Late Evening')))
    expect(lead.assignee).toEqual(owner)
    expect(lead.timeline.find((each) => each.kind === 'assignment')).toMatchObject({
      rule: 'owner_fallback',
    })
    expect((await saveDesk(defaultSalesDeskSettings)).statusCode).toBe(200)
  })

  it('refuses settings beside their fields: a day ending before it starts, an unknown account', async () => {
    const backwards = await saveDesk(
      desk({ hours: { days: ['mon'], opens: '19:00', closes: '09:00' } }),
    )
    expect(backwards.statusCode).toBe(400)
    expect(backwards.json().issues).toContainEqual({
      path: 'salesDesk.hours.closes',
      message: salesDeskMessages.closesAfterOpens,
    })
    const unknown = await saveDesk(
      desk({ byProjectType: [{ projectType: 'Other', staffIds: [priya.id, 9999] }] }),
    )
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().issues).toEqual([
      { path: 'salesDesk.byProjectType.0.staffIds', message: salesDeskMessages.staffUnknown },
    ])
    const audit = await context.dataSource
      .getRepository(AuditLogEntity)
      .countBy({ action: 'settings.sales_desk' })
    // The three saves of the tests above, none of the refused ones.
    expect(audit).toBe(3)
  })

  it('gives the open leads of a disabled account to the others, recorded, and keeps its closed ones', async () => {
    const open = await Promise.all(
      ['F', 'G', 'H', 'I'].map((name) => send(context.app, quote(`Open ${name}`))),
    )
    // Whatever the rules gave, the owner gives all four to Priya, and one of them is won.
    for (const id of open) {
      const { version } = await detail(id)
      const moved = await context.app.inject({
        method: 'PATCH',
        url: `/api/admin/dashboard/leads/${id}`,
        headers: { cookie: ownerCookie },
        payload: { version, assigneeId: priya.id },
      })
      expect(moved.statusCode).toBe(200)
    }
    const won = open[3] as number
    const wonVersion = (await detail(won)).version
    await context.app.inject({
      method: 'PATCH',
      url: `/api/admin/dashboard/leads/${won}`,
      headers: { cookie: ownerCookie },
      payload: { version: wonVersion, stage: 'won' },
    })
    const before = await detail(open[0] as number)
    // Priya's open leads: those the rules gave her above, and three of these four.
    const priyasOpen = (
      await context.repositories.contactSubmissions.findBy({ assigneeId: priya.id })
    ).filter((row) => row.stage !== 'won' && row.stage !== 'lost')
    expect(priyasOpen.length).toBeGreaterThanOrEqual(3)

    const disabled = await context.app.inject({
      method: 'PATCH',
      url: `/api/admin/accounts/${priya.id}`,
      headers: { cookie: ownerCookie },
      payload: { disabled: true },
    })
    expect(disabled.statusCode).toBe(200)
    expect(disabled.json<AccountChangeAnswer>().reassignedLeads).toBe(priyasOpen.length)
    const left = await context.repositories.contactSubmissions.findBy({ assigneeId: priya.id })
    expect(left.map((row) => Number(row.id))).toEqual([won])

    for (const id of open.slice(0, 3)) {
      const lead = await detail(id)
      // Everyone else is on duty: the owner and Ravi.
      expect([owner.id, ravi.id]).toContain(lead.assignee?.id)
      expect(lead.timeline.at(-1)).toMatchObject({
        kind: 'assignment',
        actor: owner,
        replacing: { id: priya.id, name: 'Priya Sharma' },
      })
    }
    // A change made on the version read before the move is stale now.
    expect((await detail(open[0] as number)).version).toBe(before.version + 1)
    expect((await detail(won)).assignee?.id).toBe(priya.id)
    const audit = await context.dataSource
      .getRepository(AuditLogEntity)
      .findBy({ action: 'lead.assign', actorId: owner.id })
    expect(audit.filter((entry) => entry.details.includes(`"replacing":${priya.id}`))).toHaveLength(
      priyasOpen.length,
    )
  })

  it('makes the counter of a pool that has none yet (a project type added after the migration)', async () => {
    await context.dataSource.query("DELETE FROM lead_assignment_turns WHERE pool = 'all'")
    const lead = await detail(await send(context.app, quote('Counter Anew')))
    expect(lead.assignee).not.toBeNull()
    const [row] = await context.dataSource.query(
      "SELECT turn FROM lead_assignment_turns WHERE pool = 'all'",
    )
    // Made at 0, then this lead's one turn taken.
    expect(Number(row?.turn)).toBe(1)
  })

  it('stores a request unassigned when the assignment fails, and answers 201 all the same', async () => {
    // The turn counters gone (a fault of the assignment's own statements).
    await context.dataSource.query('DROP TABLE lead_assignment_turns')
    const id = await send(context.app, quote('Fault Tolerant'))
    const row = await context.dataSource
      .getRepository(ContactSubmissionEntity)
      .findOneByOrFail({ id })
    expect(row.name).toBe('Fault Tolerant')
    expect(row.assigneeId).toBeNull()
    const lead = await detail(id)
    expect(lead.assignee).toBeNull()
    expect(lead.timeline.some((each) => each.kind === 'assignment')).toBe(false)
  })
})
