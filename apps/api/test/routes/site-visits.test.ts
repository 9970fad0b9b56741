import {
  type ApiError,
  type LeadDetail,
  type QuoteReceipt,
  type SiteVisitSettings,
  siteVisitSettingsMessages,
  type VisitAvailability,
  type VisitBooked,
  type VisitorVisit,
  visitBookingMessages,
} from '@nirman/contract'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SiteVisitEntity } from '../../src/db/visit-entities'
import { patnaDate, patnaTime, saveAvailability } from '../helpers/site-visits'
import { createTestContext, type TestContext } from '../helpers/test-app'

// Issue 28: visitors book a free site visit from the free slots, in Patna's time; a slot's places
// go to as many bookings as the owner allows, however many arrive at once; the visitor's link
// moves or cancels the visit, once per change.

// Every day, 10:00 to 17:00, visits of an hour, two at once, 12 hours' notice, 14 days to choose
// from. The tests book from the day after tomorrow (at least 34 hours away whenever they run:
// 10:00 two days on, less 23:59 today), with the day after it a holiday.
const firstDay = patnaDate(2)
const holiday = patnaDate(3)
const laterDay = patnaDate(4)
const availability: SiteVisitSettings = {
  hours: {
    days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
    opens: '10:00',
    closes: '17:00',
  },
  holidays: [holiday],
  slotMinutes: 60,
  visitsAtOnce: 2,
  noticeHours: 12,
  daysAhead: 14,
}

const visitor = {
  address: 'Plot 12, near Hanuman Mandir, Rukanpura, Patna',
  mapLink: 'https://maps.app.goo.gl/abc123',
  name: 'Anil Kumar',
  phone: '9876543210',
  email: '',
  language: 'en',
  from: 'calculator',
  calculator: 'Construction cost',
}

describe('booking a site visit', () => {
  let context: TestContext
  let owner: string
  let app: FastifyInstance

  beforeAll(async () => {
    context = await createTestContext({ contactRateLimit: 0 })
    app = context.app
    owner = await context.login()
    await saveAvailability(app, owner, availability)
  })
  afterAll(async () => {
    await context.close()
  })

  const book = (payload: object, instance = app) =>
    instance.inject({ method: 'POST', url: '/api/site-visits', payload })
  const slots = async () => {
    const response = await app.inject({ method: 'GET', url: '/api/site-visits/slots' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    return response.json<VisitAvailability>()
  }
  const dayOf = async (date: string) => (await slots()).days.find((day) => day.date === date)
  const lead = async (id: number) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/dashboard/leads/${id}`,
      headers: { cookie: owner },
    })
    expect(response.statusCode).toBe(200)
    return response.json<LeadDetail>()
  }
  const visitRow = (token: string) =>
    context.dataSource
      .getRepository(SiteVisitEntity)
      .findOneByOrFail({ id: Number(token.split('.')[0]) })

  it('lists the free slots in Patna time: seven a day from 10:00, none on a holiday', async () => {
    const first = await dayOf(firstDay)
    expect(first?.slots.map((slot) => slot.startsAt)).toEqual(
      ['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'].map((clock) =>
        patnaTime(firstDay, clock),
      ),
    )
    expect(first?.slots[0]).toMatchObject({ endsAt: patnaTime(firstDay, '11:00'), placesLeft: 2 })
    expect((await dayOf(holiday))?.slots).toEqual([])
    // Today is always there, and the 14th day is the last.
    const { days, timeZone } = await slots()
    expect(timeZone).toBe('Asia/Kolkata')
    expect(days.map((day) => day.date)).toEqual(
      Array.from({ length: 14 }, (_, index) => patnaDate(index)),
    )
  })

  it('books a slot for a visitor who sent no request: the visit becomes a lead at "Site visit scheduled", still to be called', async () => {
    const response = await book({ ...visitor, startsAt: patnaTime(firstDay, '10:00') })
    expect(response.statusCode, response.body).toBe(201)
    const { visit, token } = response.json<VisitBooked>()
    expect(visit).toMatchObject({
      startsAt: patnaTime(firstDay, '10:00'),
      endsAt: patnaTime(firstDay, '11:00'),
      status: 'requested',
      address: visitor.address,
      mapLink: visitor.mapLink,
      changeable: true,
    })
    expect((await dayOf(firstDay))?.slots[0]).toMatchObject({ placesLeft: 1 })

    const row = await visitRow(token)
    expect(row.leadId).not.toBeNull()
    const detail = await lead(Number(row.leadId))
    expect(detail).toMatchObject({
      name: 'Anil Kumar',
      stage: 'site_visit_scheduled',
      firstContactAt: null,
    })
    expect(detail.message).toContain(
      'Booked a free site visit (from the Construction cost calculator)',
    )
    expect(detail.timeline.find((entry) => entry.kind === 'visit')).toMatchObject({
      actor: null,
      visit: { change: 'booked', startsAt: patnaTime(firstDay, '10:00'), address: visitor.address },
    })
  })

  it('joins the visit to the quote request just sent, by the key its receipt gave, and to no other', async () => {
    const sent = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Rekha Sinha',
        phone: '9123456780',
        email: 'rekha@example.in',
        projectType: 'Residential Construction',
        message: '',
        source: { form: 'hero' },
      },
    })
    expect(sent.statusCode).toBe(201)
    const receipt = sent.json<QuoteReceipt>()
    const leadsBefore = await context.repositories.contactSubmissions.count()

    const forged = await book({
      ...visitor,
      startsAt: patnaTime(firstDay, '12:00'),
      lead: { id: receipt.id, key: 'x'.repeat(22) },
    })
    expect(forged.statusCode).toBe(400)
    expect(forged.json<ApiError>().issues).toEqual([
      { path: 'lead', message: visitBookingMessages.lead },
    ])

    const joined = await book({
      ...visitor,
      name: 'Rekha Sinha',
      startsAt: patnaTime(firstDay, '12:00'),
      lead: { id: receipt.id, key: receipt.visitKey },
    })
    expect(joined.statusCode, joined.body).toBe(201)
    expect((await visitRow(joined.json<VisitBooked>().token)).leadId).toBe(receipt.id)
    expect(await context.repositories.contactSubmissions.count()).toBe(leadsBefore)
    expect((await lead(receipt.id)).stage).toBe('site_visit_scheduled')

    // The request deleted meanwhile (by staff, for good): a visit booked by its key then becomes a
    // lead of its own.
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/admin/dashboard/contact-forms/${receipt.id}`,
      headers: { cookie: owner },
    })
    expect(deleted.statusCode).toBe(204)
    // Its visit went with it, and gave its place back.
    expect(
      await context.dataSource.getRepository(SiteVisitEntity).countBy({ leadId: receipt.id }),
    ).toBe(0)
    expect(
      (await dayOf(firstDay))?.slots.find((slot) => slot.startsAt === patnaTime(firstDay, '12:00'))
        ?.placesLeft,
    ).toBe(2)
    const alone = await book({
      ...visitor,
      name: 'Rekha Sinha',
      startsAt: patnaTime(firstDay, '13:00'),
      lead: { id: receipt.id, key: receipt.visitKey },
    })
    expect(alone.statusCode, alone.body).toBe(201)
    const own = await visitRow(alone.json<VisitBooked>().token)
    expect(own.leadId).not.toBe(receipt.id)
    expect((await lead(Number(own.leadId))).name).toBe('Rekha Sinha')
  })

  it('refuses, whatever the request says, a time past, on a holiday, between slots or too far ahead', async () => {
    const refused = async (startsAt: string) => {
      const response = await book({ ...visitor, startsAt })
      expect(response.statusCode).toBe(400)
      const body = response.json<ApiError>()
      expect(body.issues?.[0]?.path).toBe('startsAt')
      return [body.code, body.message]
    }
    expect(await refused(patnaTime(patnaDate(-1), '10:00'))).toEqual([
      'past',
      'That time has passed. Please choose a later one.',
    ])
    expect(await refused(patnaTime(holiday, '10:00'))).toEqual([
      'holiday',
      'That day is a holiday. Please choose another day.',
    ])
    expect(await refused(patnaTime(firstDay, '10:15'))).toEqual([
      'not_a_slot',
      'Please choose one of the times shown.',
    ])
    // 10:00 plus an hour ends at 17:00: a start at 17:00 would end after closing.
    expect((await refused(patnaTime(firstDay, '17:00')))[0]).toBe('not_a_slot')
    // Fourteen days from today: the 14th after today is one too many.
    expect(await refused(patnaTime(patnaDate(14), '10:00'))).toEqual([
      'too_far',
      'Visits can be booked up to 14 days ahead. Please choose an earlier day.',
    ])
    const unreadable = await book({ ...visitor, startsAt: 'tomorrow morning' })
    expect(unreadable.statusCode).toBe(400)
    expect(unreadable.json<ApiError>().issues?.[0]).toEqual({
      path: 'startsAt',
      message: visitBookingMessages.startsAt,
    })
  })

  it('gives the two places of a slot to two of 50 simultaneous bookings on two instances, and offers the others the next free times', async () => {
    const second = await context.startSecondInstance({ contactRateLimit: 0 })
    const startsAt = patnaTime(laterDay, '11:00')
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        book(
          {
            ...visitor,
            name: `Visitor ${index + 1}`,
            phone: `98765${String(index).padStart(5, '0')}`,
            startsAt,
          },
          index % 2 ? second : app,
        ),
      ),
    )
    const statuses = answers.map((answer) => answer.statusCode)
    expect(statuses.filter((status) => status === 201)).toHaveLength(2)
    expect(statuses.filter((status) => status === 409)).toHaveLength(48)
    const full = answers.find((answer) => answer.statusCode === 409)?.json<ApiError>()
    expect(full).toMatchObject({ code: 'slot_full', message: visitBookingMessages.full })
    // After 11:00 on that day: 12:00, 13:00 and 14:00, all still free.
    expect(full?.nextFree?.map((slot) => slot.startsAt)).toEqual(
      ['12:00', '13:00', '14:00'].map((clock) => patnaTime(laterDay, clock)),
    )
    const booked = await context.dataSource
      .getRepository(SiteVisitEntity)
      .countBy({ startsAt: new Date(startsAt) })
    expect(booked).toBe(2)
    expect((await dayOf(laterDay))?.slots[0]?.startsAt).toBe(patnaTime(laterDay, '10:00'))
    expect((await dayOf(laterDay))?.slots[1]?.startsAt).toBe(patnaTime(laterDay, '12:00'))
  })

  it('books once for a double tap: the same key answers the first booking', async () => {
    const payload = {
      ...visitor,
      startsAt: patnaTime(laterDay, '15:00'),
      idempotencyKey: 'a-double-tap-0000001',
    }
    const [first, again] = await Promise.all([book(payload), book(payload)])
    expect([first.statusCode, again.statusCode]).toEqual([201, 201])
    expect(first.json<VisitBooked>().token).toBe(again.json<VisitBooked>().token)
    expect(
      (await dayOf(laterDay))?.slots.find((slot) => slot.startsAt === payload.startsAt)?.placesLeft,
    ).toBe(1)
  })

  it('moves the visit by its link: the new time takes a place, the old one gets it back, and the old link works no more', async () => {
    const booked = (
      await book({ ...visitor, startsAt: patnaTime(laterDay, '13:00') })
    ).json<VisitBooked>()
    const moved = await app.inject({
      method: 'POST',
      url: `/api/site-visits/${booked.token}/move`,
      payload: { startsAt: patnaTime(laterDay, '16:00') },
    })
    expect(moved.statusCode, moved.body).toBe(200)
    const now = moved.json<VisitBooked>()
    expect(now.token).not.toBe(booked.token)
    expect(now.visit).toMatchObject({
      startsAt: patnaTime(laterDay, '16:00'),
      status: 'requested',
      changeable: true,
    })
    const day = await dayOf(laterDay)
    expect(
      day?.slots.find((slot) => slot.startsAt === patnaTime(laterDay, '13:00'))?.placesLeft,
    ).toBe(2)
    expect(
      day?.slots.find((slot) => slot.startsAt === patnaTime(laterDay, '16:00'))?.placesLeft,
    ).toBe(1)

    for (const request of [
      { method: 'GET' as const, url: `/api/site-visits/${booked.token}` },
      {
        method: 'POST' as const,
        url: `/api/site-visits/${booked.token}/move`,
        payload: { startsAt: patnaTime(laterDay, '14:00') },
      },
      { method: 'POST' as const, url: `/api/site-visits/${booked.token}/cancel` },
    ]) {
      const old = await app.inject(request)
      expect(old.statusCode).toBe(410)
      expect(old.json<ApiError>().message).toBe(visitBookingMessages.linkReplaced)
    }
    const seen = await app.inject({ method: 'GET', url: `/api/site-visits/${now.token}` })
    expect(seen.json<VisitorVisit>().startsAt).toBe(patnaTime(laterDay, '16:00'))
    const leadId = Number((await visitRow(now.token)).leadId)
    expect(
      (await lead(leadId)).timeline
        .filter((entry) => entry.kind === 'visit')
        .map((entry) => entry.kind === 'visit' && entry.visit.change),
    ).toEqual(['booked', 'moved'])
  })

  it('cancels the visit by its link: the place comes back, and the link shows it cancelled and books nothing', async () => {
    const booked = (
      await book({ ...visitor, startsAt: patnaTime(laterDay, '14:00') })
    ).json<VisitBooked>()
    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/site-visits/${booked.token}/cancel`,
    })
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json<VisitorVisit>()).toMatchObject({ status: 'cancelled', changeable: false })
    expect(
      (await dayOf(laterDay))?.slots.find((slot) => slot.startsAt === patnaTime(laterDay, '14:00'))
        ?.placesLeft,
    ).toBe(2)
    const again = await app.inject({
      method: 'POST',
      url: `/api/site-visits/${booked.token}/move`,
      payload: { startsAt: patnaTime(laterDay, '15:00') },
    })
    expect(again.statusCode).toBe(409)
    expect(again.json<ApiError>().message).toBe(visitBookingMessages.finished)
    expect(
      (
        await app.inject({ method: 'GET', url: `/api/site-visits/${booked.token}` })
      ).json<VisitorVisit>().status,
    ).toBe('cancelled')
  })

  it("refuses the owner's availability beside its field, and offers a saved change to visitors at once", async () => {
    const save = (siteVisits: object, version: number) =>
      app.inject({
        method: 'PUT',
        url: '/api/admin/settings/site-visits',
        headers: { cookie: owner },
        payload: { siteVisits, version },
      })
    const current = (
      await app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie: owner } })
    ).json<{ version: number }>()
    const refused = await save({ ...availability, slotMinutes: 50 }, current.version)
    expect(refused.statusCode).toBe(400)
    expect(refused.json<ApiError>().issues).toEqual([
      { path: 'siteVisits.slotMinutes', message: siteVisitSettingsMessages.slotMinutes },
    ])
    expect((await save(availability, current.version - 1)).statusCode).toBe(409)

    // Three engineers from now on: a free slot of a later day has three places.
    const saved = await save({ ...availability, visitsAtOnce: 3 }, current.version)
    expect(saved.statusCode, saved.body).toBe(200)
    const later = await dayOf(patnaDate(6))
    expect(later?.slots[0]).toMatchObject({
      startsAt: patnaTime(patnaDate(6), '10:00'),
      placesLeft: 3,
    })
  })

  it('knows no visit by a made-up link', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/site-visits/1.${'A'.repeat(32)}`,
    })
    expect(response.statusCode).toBe(404)
    expect(response.json<ApiError>().message).toBe(visitBookingMessages.notFound)
  })
})
