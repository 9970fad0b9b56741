import {
  type AuditEntry,
  type ContactSubmission,
  defaultSalesDeskSettings,
  type LeadCount,
  type LeadDetail,
  type LeadSummary,
  leadMessages,
  type Page,
  type QuoteReceipt,
} from '@nirman/contract'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testAlerts } from '../helpers/alert-settings'
import { addAccount, type SignedInStaff } from '../helpers/staff-accounts'
import { createTestContext, TEST_ADMIN, type TestContext } from '../helpers/test-app'

// The sales desk's lead routes: the server-side list (filters, search, sort, pages, count), a
// lead's page with its timeline, and every change staff make, with stale updates refused.

const fullForm = (name: string, phone: string, extra: Record<string, unknown> = {}) => ({
  name,
  phone,
  email: '',
  city: 'Patna',
  landSize: '1200',
  landDimensionNorthFeet: '30',
  landDimensionSouthFeet: '30',
  landDimensionEastFeet: '40',
  landDimensionWestFeet: '40',
  landFacing: 'East',
  projectType: 'Residential Construction',
  message: '',
  source: { form: 'popup' },
  ...extra,
})

describe('the lead routes', () => {
  let context: TestContext
  let owner: string
  let staff: SignedInStaff
  let ownerRef: { id: number; name: string }

  beforeAll(async () => {
    context = await createTestContext({
      contactRateLimit: 0,
      // Alerts are written to the outbox (and so to the timeline) but never sent: no worker.
      ...testAlerts({ emlFolder: `/nonexistent-${process.pid}` }, {}, {}, { worker: false }),
    })
    owner = await context.login()
    staff = await addAccount(context.app, owner, { name: 'Ravi Kumar', username: 'ravi' })
    // Ravi is off duty: every new lead of these tests goes to the owner by the rules (issue 27).
    const saved = await context.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/sales-desk',
      headers: { cookie: owner },
      payload: { salesDesk: { ...defaultSalesDeskSettings, offDuty: [staff.id] }, version: 0 },
    })
    if (saved.statusCode !== 200) throw new Error(`sales desk not saved: ${saved.body}`)
    ownerRef = {
      id: Number(
        (await context.repositories.adminUsers.findOneByOrFail({ username: TEST_ADMIN.username }))
          .id,
      ),
      name: TEST_ADMIN.name,
    }
  })
  afterAll(async () => {
    await context.close()
  })

  const submit = async (body: object) => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: body,
    })
    if (response.statusCode !== 201) throw new Error(`submit failed: ${response.body}`)
    return response.json<QuoteReceipt>().id
  }
  const get = (url: string, cookie = owner) =>
    context.app.inject({ method: 'GET', url, headers: { cookie } })
  const list = async (query: string, cookie = owner) => {
    const response = await get(`/api/admin/dashboard/leads?${query}`, cookie)
    expect(response.statusCode).toBe(200)
    return response.json<Page<LeadSummary>>()
  }
  const names = async (query: string) => (await list(query)).items.map((lead) => lead.name)
  const detail = async (id: number) =>
    (await get(`/api/admin/dashboard/leads/${id}`)).json<LeadDetail>()
  /** One save of a lead: `PATCH /leads/:id` with what changed (`leadChangeSchema`). */
  const change = (id: number, payload: object, cookie = owner) =>
    context.app.inject({
      method: 'PATCH',
      url: `/api/admin/dashboard/leads/${id}`,
      headers: { cookie },
      payload,
    })
  const setCreatedAt = (id: number, iso: string) =>
    context.repositories.contactSubmissions.update({ id }, { createdAt: new Date(iso) })
  const message = (response: LightMyRequestResponse) => response.json<{ message: string }>().message

  describe('the list', () => {
    it('answers 401 without a session, and 400 naming a bad parameter', async () => {
      expect(
        (await context.app.inject({ method: 'GET', url: '/api/admin/dashboard/leads' })).statusCode,
      ).toBe(401)
      const tooBig = await get('/api/admin/dashboard/leads?pageSize=500')
      expect(tooBig.statusCode).toBe(400)
      expect(message(tooBig)).toBe('pageSize must be a whole number from 1 to 100')
      const badStage = await get('/api/admin/dashboard/leads?stage=new,booked')
      expect(badStage.statusCode).toBe(400)
      expect(message(badStage)).toContain('stage must be one or more of new, contacted')
    })

    it('starts a new request as New, version 1, given to the one on duty, newest first, in pages with the total', async () => {
      const ids: number[] = []
      for (const n of [1, 2, 3, 4, 5])
        ids.push(await submit(fullForm(`Paging Lead ${n}`, `70000000${n}0`)))

      const first = await list('q=Paging%20Lead&pageSize=2')
      // Five match; two a page: pages of 2, 2 and 1, newest (highest id) first.
      expect(first.total).toBe(5)
      expect(first.items.map((lead) => lead.name)).toEqual(['Paging Lead 5', 'Paging Lead 4'])
      expect(first.items[0]).toMatchObject({
        id: ids[4],
        stage: 'new',
        isProcessed: false,
        version: 1,
        assignee: ownerRef,
        followUpAt: null,
        isRepeat: false,
        city: 'Patna',
        source: expect.objectContaining({ form: 'popup' }),
      })
      expect(
        (await list('q=Paging%20Lead&pageSize=2&page=3')).items.map((lead) => lead.name),
      ).toEqual(['Paging Lead 1'])
      const count = await get('/api/admin/dashboard/leads/count?q=Paging%20Lead')
      expect(count.json<LeadCount>()).toEqual({ total: 5 })
      // Names A to Z.
      expect(await names('q=Paging%20Lead&sort=name&pageSize=3')).toEqual([
        'Paging Lead 1',
        'Paging Lead 2',
        'Paging Lead 3',
      ])
    })

    it('finds a phone by its digits at the start or the end, whatever the spacing or +91', async () => {
      await submit(fullForm('Phone Search Asha', '+91 77865 43210'))
      await submit(fullForm('Phone Search Bina', '77865-43299'))
      await submit(fullForm('Phone Search Chandan', '(0612) 2345678'))

      // The typed number in any spelling finds it: its last ten digits are 7786543210.
      expect(await names('q=%2B91%2077865%2043210')).toEqual(['Phone Search Asha'])
      expect(await names('q=7786543210')).toEqual(['Phone Search Asha'])
      // The end of a number: "43210" ends only Asha's.
      expect(await names('q=43210')).toEqual(['Phone Search Asha'])
      // The start: 77865 begins both Asha's and Bina's national numbers (newest first).
      expect(await names('q=77865')).toEqual(['Phone Search Bina', 'Phone Search Asha'])
      // 06122345678 keeps its last ten digits, 6122345678: "0612 2345678" finds it.
      expect(await names('q=0612%202345678')).toEqual(['Phone Search Chandan'])
    })

    it('searches by the start of words of names, e-mails and cities, ignoring case, with % and _ taken literally', async () => {
      await submit(
        fullForm('Meera Search', '7100000001', { city: 'Gaya', email: 'meera@gaya.example' }),
      )
      await submit(fullForm('Sunil Search', '7100000002', { city: 'Bhagalpur' }))
      expect(await names('q=GAYA')).toEqual(['Meera Search'])
      expect(await names('q=meera%40gaya')).toEqual(['Meera Search'])
      expect(await names('q=bhagal')).toEqual(['Sunil Search'])
      // Every word typed starts a word of the request; a word of the phone number counts too.
      expect(await names('q=search%20meer')).toEqual(['Meera Search'])
      expect(await names('q=sunil%207100')).toEqual(['Sunil Search'])
      expect((await list('q=eera')).total).toBe(0)
      expect((await list('q=%25')).total).toBe(0)
      expect((await list('q=Search_')).total).toBe(0)
    })

    it('finds a request by the words of its message and of its staff notes', async () => {
      await submit(
        fullForm('Message Search Asha', '7100000011', {
          message: 'We want a Duplex house near the river',
        }),
      )
      const noted = await submit(fullForm('Note Search Bina', '7100000012'))
      // "duplex" is a word of Asha's message, and "dupl" and "riv" start two of its words.
      expect(await names('q=duplex')).toEqual(['Message Search Asha'])
      expect(await names('q=dupl%20riv')).toEqual(['Message Search Asha'])
      expect((await list('q=veranda')).total).toBe(0)
      await change(noted, { note: 'Wants a veranda facing east' })
      // The same word in a second note ("Veranda:" is the word veranda) is one term still.
      await change(noted, { note: 'Veranda: ten feet deep' }, staff.cookie)
      expect(await names('q=veranda')).toEqual(['Note Search Bina'])
      expect(await names('q=verand%20dee')).toEqual(['Note Search Bina'])
      const [row] = (await context.dataSource.query(
        'SELECT COUNT(*) AS count FROM lead_search_terms WHERE submissionId = ? AND term = ?',
        [noted, 'veranda'],
      )) as { count: number | string }[]
      expect(Number(row?.count)).toBe(1)
    })

    it("sorts by stage in the pipeline's order, by follow-up with unplanned ones last, and by last change", async () => {
      const won = await submit(fullForm('Sort Won', '7250000001'))
      const fresh = await submit(fullForm('Sort New', '7250000002'))
      const quoted = await submit(fullForm('Sort Quoted', '7250000003'))
      await change(won, { version: 1, stage: 'won' })
      await change(quoted, { version: 1, stage: 'quotation_sent' })
      // New < Quotation sent < Won in the pipeline, though "won" < "quotation_sent" < "new" backwards alphabetically.
      expect(await names('q=Sort%20&sort=stage&order=asc')).toEqual([
        'Sort New',
        'Sort Quoted',
        'Sort Won',
      ])
      await change(quoted, { version: 2, followUpAt: '2026-12-01T05:00:00Z' })
      await change(fresh, { version: 1, followUpAt: '2026-11-30T05:00:00Z' })
      expect(await names('q=Sort%20&sort=followUpAt')).toEqual([
        'Sort New',
        'Sort Quoted',
        'Sort Won',
      ])
      expect(await names('q=Sort%20&sort=followUpAt&order=desc')).toEqual([
        'Sort Quoted',
        'Sort New',
        'Sort Won',
      ])
      // The last change first.
      const changedAt = (id: number, iso: string) =>
        context.repositories.contactSubmissions.update({ id }, { updatedAt: new Date(iso) })
      await changedAt(won, '2026-01-03T00:00:00Z')
      await changedAt(fresh, '2026-01-01T00:00:00Z')
      await changedAt(quoted, '2026-01-02T00:00:00Z')
      expect(await names('q=Sort%20&sort=updatedAt')).toEqual([
        'Sort Won',
        'Sort Quoted',
        'Sort New',
      ])
    })

    it('filters by arrival date in Patna time, form, advert source and repeat', async () => {
      const early = await submit(fullForm('Date Filter Early', '7200000001'))
      const late = await submit(
        fullForm('Date Filter Late', '7200000002', {
          source: { form: 'popup', utmSource: 'facebook' },
        }),
      )
      const hero = await submit({
        name: 'Date Filter Hero',
        phone: '7200000001',
        email: 'hero@example.in',
        projectType: 'Consultancy',
        message: '',
        source: { form: 'hero' },
      })
      // 18:29 UTC on 1 March is 23:59 in Patna (1 March); 18:30 UTC is 00:00 on 2 March there.
      await setCreatedAt(early, '2026-03-01T18:29:00.000Z')
      await setCreatedAt(late, '2026-03-01T18:30:00.000Z')
      await setCreatedAt(hero, '2026-03-05T06:00:00.000Z')

      expect(await names('q=Date%20Filter&from=2026-03-01&to=2026-03-01')).toEqual([
        'Date Filter Early',
      ])
      expect(await names('q=Date%20Filter&from=2026-03-02&to=2026-03-02')).toEqual([
        'Date Filter Late',
      ])
      expect(await names('q=Date%20Filter&form=hero')).toEqual(['Date Filter Hero'])
      expect(await names('q=Date%20Filter&utmSource=facebook')).toEqual(['Date Filter Late'])
      // The hero request came from Early's number (7200000001) after it: a repeat, flagged on arrival.
      expect(await names('q=Date%20Filter&repeat=true')).toEqual(['Date Filter Hero'])
      const backwards = await get('/api/admin/dashboard/leads?from=2026-03-02&to=2026-03-01')
      expect(backwards.statusCode).toBe(400)
      expect(message(backwards)).toBe('The start date must be on or before the end date')
    })
  })

  describe('stages', () => {
    it('moves a lead through the stages, recording who did it on its timeline', async () => {
      const id = await submit(fullForm('Stage Walk', '7300000001'))
      const contacted = await change(id, { version: 1, stage: 'contacted' })
      expect(contacted.statusCode).toBe(200)
      expect(contacted.json<LeadDetail>()).toMatchObject({
        stage: 'contacted',
        isProcessed: true,
        processedAt: expect.any(String),
        version: 2,
      })
      const visit = await change(id, { version: 2, stage: 'site_visit_scheduled' }, staff.cookie)
      expect(visit.statusCode).toBe(200)

      const timeline = (await detail(id)).timeline
      expect(timeline.map((entry) => entry.kind)).toEqual([
        'created',
        'assignment',
        'alert',
        'stage',
        'stage',
      ])
      expect(timeline.filter((entry) => entry.kind === 'stage')).toMatchObject([
        { from: 'new', to: 'contacted', actor: { name: TEST_ADMIN.name } },
        {
          from: 'contacted',
          to: 'site_visit_scheduled',
          actor: { id: staff.id, name: 'Ravi Kumar' },
        },
      ])
      expect((await list('q=Stage%20Walk&stage=site_visit_scheduled')).total).toBe(1)
      expect((await list('q=Stage%20Walk&processed=true')).total).toBe(1)
      expect((await list('q=Stage%20Walk&processed=false')).total).toBe(0)
    })

    it('needs a reason to lose a lead, and moving back to New makes it unprocessed again', async () => {
      const id = await submit(fullForm('Lost Then Back', '7300000002'))
      const noReason = await change(id, { version: 1, stage: 'lost' })
      expect(noReason.statusCode).toBe(400)
      expect(noReason.json()).toEqual({
        message: leadMessages.lostReason,
        issues: [{ path: 'lostReason', message: leadMessages.lostReason }],
      })
      const lost = await change(id, {
        version: 1,
        stage: 'lost',
        lostReason: 'Chose a cheaper builder',
      })
      expect(lost.json<LeadDetail>()).toMatchObject({
        stage: 'lost',
        lostReason: 'Chose a cheaper builder',
      })
      const back = await change(id, {
        version: 2,
        stage: 'new',
        lostReason: 'ignored',
      })
      expect(back.json<LeadDetail>()).toMatchObject({
        stage: 'new',
        lostReason: '',
        isProcessed: false,
        processedAt: null,
        version: 3,
      })
    })

    it('refuses a change made on an old version with 409, keeping the other change', async () => {
      const id = await submit(fullForm('Two Staff', '7300000003'))
      expect((await change(id, { version: 1, stage: 'contacted' })).statusCode).toBe(200)
      const stale = await change(id, { version: 1, stage: 'won' }, staff.cookie)
      expect(stale.statusCode).toBe(409)
      expect(message(stale)).toBe(leadMessages.stale)
      expect((await detail(id)).stage).toBe('contacted')
    })

    it('lets one of two changes sent at the same moment on the same version through', async () => {
      const id = await submit(fullForm('Same Moment', '7300000004'))
      const [a, b] = await Promise.all([
        change(id, { version: 1, stage: 'won' }),
        change(id, { version: 1, stage: 'lost', lostReason: 'Budget' }, staff.cookie),
      ])
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409])
      const lead = await detail(id)
      expect(lead.version).toBe(2)
      expect(lead.timeline.filter((entry) => entry.kind === 'stage')).toHaveLength(1)
    })

    it("keeps Mark Processed: a New request moves to Contacted once, and the specification's list says processed", async () => {
      const id = await submit(fullForm('Mark Processed Lead', '7300000005'))
      const mark = () =>
        context.app.inject({
          method: 'PATCH',
          url: `/api/admin/dashboard/contact-forms/${id}/process`,
          headers: { cookie: staff.cookie },
        })
      const first = (await mark()).json<ContactSubmission>()
      const second = (await mark()).json<ContactSubmission>()
      expect(first.isProcessed).toBe(true)
      expect(second.processedAt).toBe(first.processedAt)
      const lead = await detail(id)
      expect(lead).toMatchObject({ stage: 'contacted', version: 2 })
      expect(lead.timeline.filter((entry) => entry.kind === 'stage')).toMatchObject([
        { from: 'new', to: 'contacted', actor: { id: staff.id } },
      ])
      // The specification's list: same answer shape as before, now processed.
      const all = (await get('/api/admin/dashboard/contact-forms')).json<ContactSubmission[]>()
      const row = all.find((submission) => submission.id === id)
      expect(row?.isProcessed).toBe(true)
      expect(row && 'stage' in row).toBe(false)
    })

    it('answers 404 for a request that does not exist', async () => {
      const missing = await change(999_999, { version: 1, stage: 'won' })
      expect(missing.statusCode).toBe(404)
      expect(message(missing)).toBe(leadMessages.notFound)
      const page = await get('/api/admin/dashboard/leads/999999')
      expect([page.statusCode, message(page)]).toEqual([404, leadMessages.notFound])
      const malformed = await get('/api/admin/dashboard/leads/abc')
      expect([malformed.statusCode, message(malformed)]).toEqual([
        400,
        'id must be a positive whole number',
      ])
    })
  })

  describe('notes, follow-ups and assignment', () => {
    it('adds notes to the timeline in order, refusing a blank one', async () => {
      const id = await submit(fullForm('Noted Lead', '7400000001'))
      // A blank note is no note, and then there is nothing to save.
      const blank = await change(id, { note: '   ' })
      expect(blank.statusCode).toBe(400)
      expect(message(blank)).toBe(leadMessages.nothingToSave)
      expect((await change(id, { note: 'Called, wants a visit on Sunday' })).statusCode).toBe(200)
      const second = await change(id, { note: 'कल फिर फ़ोन करें' }, staff.cookie)
      expect(second.statusCode).toBe(200)
      const notes = second.json<LeadDetail>().timeline.filter((entry) => entry.kind === 'note')
      expect(notes).toMatchObject([
        { text: 'Called, wants a visit on Sunday', actor: { name: TEST_ADMIN.name } },
        { text: 'कल फिर फ़ोन करें', actor: { name: 'Ravi Kumar' } },
      ])
      // A note changes no field, so it bumps no version and never conflicts.
      expect(second.json<LeadDetail>().version).toBe(1)
      expect((await change(999_999, { note: 'x' })).statusCode).toBe(404)
    })

    it('shows follow-ups due by the end of today in Patna, overdue first, without won or lost leads', async () => {
      const now = Date.now()
      const hour = 60 * 60 * 1000
      const overdue = await submit(fullForm('Due Overdue', '7400000002'))
      const later = await submit(fullForm('Due Tomorrow', '7400000003'))
      const won = await submit(fullForm('Due But Won', '7400000004'))
      const set = (id: number, at: number | null, version = 1) =>
        change(id, {
          version,
          followUpAt: at === null ? null : new Date(at).toISOString(),
        })
      expect((await set(overdue, now - 26 * hour)).statusCode).toBe(200)
      // 48 hours ahead is after the end of today wherever today is.
      expect((await set(later, now + 48 * hour)).statusCode).toBe(200)
      expect((await set(won, now - hour)).statusCode).toBe(200)
      await change(won, { version: 2, stage: 'won' })

      expect(await names('q=Due%20&due=true')).toEqual(['Due Overdue'])
      const lead = await detail(overdue)
      expect(lead.followUpAt).toBe(new Date(now - 26 * hour).toISOString())
      expect(lead.timeline.at(-1)).toMatchObject({ kind: 'follow_up', followUpAt: lead.followUpAt })
      // Cleared, it is due no more.
      expect((await set(overdue, null, 2)).json<LeadDetail>().followUpAt).toBeNull()
      expect((await list('q=Due%20&due=true')).total).toBe(0)
      const bad = await change(overdue, { version: 3, followUpAt: 'tomorrow' })
      expect(bad.statusCode).toBe(400)
      expect(message(bad)).toBe('Please enter a follow-up date and time')
    })

    it('assigns a lead to a member of staff, who finds it under "My leads"', async () => {
      const id = await submit(fullForm('Assigned Lead', '7400000005'))
      const assigned = await change(id, { version: 1, assigneeId: staff.id })
      expect(assigned.statusCode).toBe(200)
      expect(assigned.json<LeadDetail>().assignee).toEqual({ id: staff.id, name: 'Ravi Kumar' })
      expect((await list('assignee=me', staff.cookie)).items.map((lead) => lead.id)).toEqual([id])
      const mine = (await list(`assignee=${staff.id}`)).items
      expect(mine.map((lead) => lead.id)).toEqual([id])
      expect(mine[0]?.assignee).toEqual({ id: staff.id, name: 'Ravi Kumar' })
      expect((await list('q=Assigned%20Lead&assignee=none')).total).toBe(0)
      const nobody = await change(id, { version: 2, assigneeId: 999_999 })
      expect(nobody.statusCode).toBe(400)
      expect(nobody.json().issues).toEqual([
        { path: 'assigneeId', message: leadMessages.assigneeUnknown },
      ])
      const unassigned = await change(id, { version: 2, assigneeId: null })
      expect(unassigned.json<LeadDetail>().assignee).toBeNull()
      expect(
        unassigned.json<LeadDetail>().timeline.filter((entry) => entry.kind === 'assignment'),
      ).toMatchObject([
        { assignee: ownerRef, rule: 'round_robin', actor: null },
        { assignee: { id: staff.id, name: 'Ravi Kumar' } },
        { assignee: null },
      ])
      const people = (await get('/api/admin/dashboard/staff', staff.cookie)).json()
      expect(people).toEqual(
        expect.arrayContaining([
          { id: staff.id, name: 'Ravi Kumar' },
          expect.objectContaining({ name: TEST_ADMIN.name }),
        ]),
      )
    })

    it('records spam and restore on the timeline, and checks their version when given', async () => {
      const id = await submit(fullForm('Spam Timeline', '7400000006'))
      const spam = (payload: object) =>
        context.app.inject({
          method: 'PATCH',
          url: `/api/admin/dashboard/contact-forms/${id}/spam`,
          headers: { cookie: staff.cookie },
          payload,
        })
      expect((await spam({ spam: true, version: 1 })).statusCode).toBe(200)
      expect((await list('q=Spam%20Timeline')).total).toBe(0)
      expect((await list('q=Spam%20Timeline&spam=true')).total).toBe(1)
      expect((await spam({ spam: false, version: 1 })).statusCode).toBe(409)
      expect((await spam({ spam: false })).statusCode).toBe(200)
      expect((await detail(id)).timeline.filter((entry) => entry.kind === 'spam')).toMatchObject([
        { spam: true },
        { spam: false },
      ])
    })
  })

  // After the test of Ravi's "My leads": the first save here gives him a lead.
  describe('one save of a lead', () => {
    const timelineTail = async (id: number, count: number) =>
      (await detail(id)).timeline.slice(-count)

    it('saves a stage, a follow-up, an assignee and a note together: one version, four entries in order', async () => {
      const id = await submit(fullForm('One Save Lead', '7600000001'))
      const saved = await change(id, {
        version: 1,
        stage: 'site_visit_scheduled',
        followUpAt: '2026-12-05T10:30:00+05:30',
        assigneeId: staff.id,
        note: 'Site visit fixed; wants a borewell',
      })
      expect(saved.statusCode, saved.body).toBe(200)
      // Three columns changed, one save: version 1 + 1 = 2. 10:30 in Patna (+05:30) is 05:00 UTC.
      expect(saved.json<LeadDetail>()).toMatchObject({
        id,
        version: 2,
        stage: 'site_visit_scheduled',
        isProcessed: true,
        followUpAt: '2026-12-05T05:00:00.000Z',
        assignee: { id: staff.id, name: 'Ravi Kumar' },
      })
      const entries = saved.json<LeadDetail>().timeline.slice(-4)
      expect(entries).toMatchObject([
        { kind: 'stage', from: 'new', to: 'site_visit_scheduled', lostReason: '' },
        { kind: 'follow_up', followUpAt: '2026-12-05T05:00:00.000Z' },
        { kind: 'assignment', assignee: { id: staff.id, name: 'Ravi Kumar' } },
        { kind: 'note', text: 'Site visit fixed; wants a borewell' },
      ])
      // All at the one instant, all by the owner who saved.
      expect(new Set(entries.map((entry) => entry.at)).size).toBe(1)
      expect(entries.map((entry) => entry.actor?.id)).toEqual([
        ownerRef.id,
        ownerRef.id,
        ownerRef.id,
        ownerRef.id,
      ])
      // The audit log, newest first: the note, the assignee, the follow-up, the stage, at the
      // same instant; the note's entry keeps none of its words.
      const audit = await get(`/api/admin/audit-log?targetType=lead&targetId=${id}`)
      const newest = audit.json<Page<AuditEntry>>().items.slice(0, 4)
      expect(newest).toMatchObject([
        { action: 'lead.note', details: {} },
        { action: 'lead.assign', details: { assigneeId: staff.id } },
        { action: 'lead.follow_up', details: { followUpAt: '2026-12-05T05:00:00.000Z' } },
        { action: 'lead.stage', details: { from: 'new', to: 'site_visit_scheduled' } },
      ])
      expect(new Set(newest.map((entry) => entry.at))).toEqual(new Set([entries[0]?.at]))
      expect(JSON.stringify(newest)).not.toContain('borewell')
      expect(await names('q=borewell')).toEqual(['One Save Lead'])
    })

    it('takes a field sent as it is stored as no change: no version, no entry', async () => {
      const id = await submit(fullForm('Unchanged Save', '7600000002'))
      const before = (await detail(id)).timeline.length
      // The lead is New, with no follow-up, given to the owner by the rules: all as sent.
      const same = await change(id, {
        version: 1,
        stage: 'new',
        followUpAt: null,
        assigneeId: ownerRef.id,
      })
      expect(same.statusCode, same.body).toBe(200)
      expect(same.json<LeadDetail>().version).toBe(1)
      expect(same.json<LeadDetail>().timeline).toHaveLength(before)
    })

    it('refuses a save made on an old version with 409, keeping nothing of it, not even its note', async () => {
      const id = await submit(fullForm('Stale Save', '7600000003'))
      // Ravi plans a follow-up first: version 1 becomes 2.
      const first = await change(
        id,
        { version: 1, followUpAt: '2026-12-01T05:00:00Z' },
        staff.cookie,
      )
      expect(first.json<LeadDetail>().version).toBe(2)
      const stale = await change(id, {
        version: 1,
        stage: 'won',
        note: 'Signed for the pergola',
      })
      expect(stale.statusCode).toBe(409)
      expect(message(stale)).toBe(leadMessages.stale)
      const lead = await detail(id)
      expect(lead).toMatchObject({ stage: 'new', version: 2 })
      expect(lead.timeline.filter((entry) => entry.kind === 'note')).toEqual([])
      expect(lead.timeline.filter((entry) => entry.kind === 'stage')).toEqual([])
      expect((await list('q=pergola')).total).toBe(0)
    })

    it('refuses an unknown or disabled assignee at assigneeId, saving nothing else of the change', async () => {
      const id = await submit(fullForm('Unknown Assignee', '7600000004'))
      const gone = await addAccount(context.app, owner, { name: 'Gone Staff', username: 'gone' })
      const disabled = await context.app.inject({
        method: 'PATCH',
        url: `/api/admin/accounts/${gone.id}`,
        headers: { cookie: owner },
        payload: { disabled: true },
      })
      expect(disabled.statusCode, disabled.body).toBe(200)
      for (const assigneeId of [999_999, gone.id]) {
        const refused = await change(id, {
          version: 1,
          stage: 'contacted',
          assigneeId,
          note: 'Handing it over',
        })
        expect(refused.statusCode).toBe(400)
        expect(refused.json()).toEqual({
          message: leadMessages.assigneeUnknown,
          issues: [{ path: 'assigneeId', message: leadMessages.assigneeUnknown }],
        })
      }
      const lead = await detail(id)
      expect(lead).toMatchObject({ stage: 'new', version: 1, assignee: ownerRef })
      expect(lead.timeline.map((entry) => entry.kind)).toEqual(['created', 'assignment', 'alert'])
    })

    it('adds a note sent alone without a version after someone else changed the lead', async () => {
      const id = await submit(fullForm('Note After Change', '7600000005'))
      // Ravi moves it on: version 2.
      expect((await change(id, { version: 1, stage: 'contacted' }, staff.cookie)).statusCode).toBe(
        200,
      )
      const noted = await change(id, { note: 'Asked for the brochure' })
      expect(noted.statusCode, noted.body).toBe(200)
      // A note changes no column: the version stays 2, the stage Ravi's.
      expect(noted.json<LeadDetail>()).toMatchObject({ version: 2, stage: 'contacted' })
      expect((await timelineTail(id, 1))[0]).toMatchObject({
        kind: 'note',
        text: 'Asked for the brochure',
        actor: { id: ownerRef.id },
      })
    })

    it('refuses a save with nothing in it', async () => {
      const id = await submit(fullForm('Empty Save', '7600000006'))
      for (const payload of [{}, { version: 1 }, { version: 1, note: '  ' }]) {
        const empty = await change(id, payload)
        expect(empty.statusCode).toBe(400)
        expect(empty.json()).toEqual({
          message: leadMessages.nothingToSave,
          issues: [{ path: 'note', message: leadMessages.nothingToSave }],
        })
      }
      expect((await detail(id)).version).toBe(1)
    })
  })
})
