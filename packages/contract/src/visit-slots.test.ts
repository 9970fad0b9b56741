import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { defaultSiteVisitSettings, type SiteVisitSettings } from './site-settings'
import {
  bookableDates,
  bookableRange,
  nextFreeSlots,
  slotRefusal,
  slotStartsOfDay,
  visitDays,
} from './visit-slots'

// The built-in availability: Monday to Saturday, 10:00 to 17:00 IST, visits of 60 minutes, two at
// once, 12 hours' notice, 21 days to choose from. IST is UTC+5:30: 10:00 IST is 04:30 UTC.
const settings: SiteVisitSettings = defaultSiteVisitSettings
const withSettings = (change: Partial<SiteVisitSettings>): SiteVisitSettings => ({
  ...settings,
  ...change,
})
const iso = (dates: Date[]) => dates.map((date) => date.toISOString())
const patnaClock = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso))

// Monday 30 November 2026, 20:00 IST = 14:30 UTC.
const mondayEvening = new Date('2026-11-30T14:30:00.000Z')

describe('the start times of a day', () => {
  it('given a Tuesday of 10:00 to 17:00 in hours, offers 10:00 to 16:00 IST, the last ending at 17:00', () => {
    // 10, 11, 12, 13, 14, 15, 16: seven starts; 16:00 + 60 min = 17:00 still fits.
    expect(iso(slotStartsOfDay('2026-12-01', settings))).toEqual([
      '2026-12-01T04:30:00.000Z',
      '2026-12-01T05:30:00.000Z',
      '2026-12-01T06:30:00.000Z',
      '2026-12-01T07:30:00.000Z',
      '2026-12-01T08:30:00.000Z',
      '2026-12-01T09:30:00.000Z',
      '2026-12-01T10:30:00.000Z',
    ])
  })

  it('given visits of 90 minutes, keeps only the starts whose visit ends by 17:00', () => {
    // 10:00, 11:30, 13:00, 14:30 (ends 16:00); 16:00 would end at 17:30.
    const starts = slotStartsOfDay('2026-12-01', withSettings({ slotMinutes: 90 }))
    expect(starts.map((start) => patnaClock(start.toISOString()))).toEqual([
      '10:00',
      '11:30',
      '13:00',
      '14:30',
    ])
  })

  it('offers nothing on a Sunday or on a holiday', () => {
    expect(slotStartsOfDay('2026-11-29', settings)).toEqual([])
    expect(slotStartsOfDay('2026-12-01', withSettings({ holidays: ['2026-12-01'] }))).toEqual([])
  })
})

describe('a time that cannot be booked', () => {
  it('given Monday 20:00 IST and 12 hours of notice, Tuesday 10:00 IST can be booked', () => {
    // 20:00 + 12 h = Tuesday 08:00, before 10:00.
    expect(slotRefusal(new Date('2026-12-01T04:30:00.000Z'), mondayEvening, settings)).toBeNull()
  })

  it('given 16 hours of notice, refuses Tuesday 10:00 and 11:00 but takes 12:00', () => {
    // 20:00 + 16 h = Tuesday 12:00 IST = 06:30 UTC: a start at exactly that instant is allowed.
    const notice = withSettings({ noticeHours: 16 })
    expect(slotRefusal(new Date('2026-12-01T04:30:00.000Z'), mondayEvening, notice)).toBe('notice')
    expect(slotRefusal(new Date('2026-12-01T05:30:00.000Z'), mondayEvening, notice)).toBe('notice')
    expect(slotRefusal(new Date('2026-12-01T06:30:00.000Z'), mondayEvening, notice)).toBeNull()
  })

  it('refuses a time already passed, a Sunday, a holiday, a time between slots and one too far ahead', () => {
    // Monday 10:00 IST, that morning.
    expect(slotRefusal(new Date('2026-11-30T04:30:00.000Z'), mondayEvening, settings)).toBe('past')
    // Sunday 6 December, 10:00 IST.
    expect(slotRefusal(new Date('2026-12-06T04:30:00.000Z'), mondayEvening, settings)).toBe(
      'day_off',
    )
    // Wednesday 2 December, 10:00 IST, made a holiday.
    const holiday = withSettings({ holidays: ['2026-12-02'] })
    expect(slotRefusal(new Date('2026-12-02T04:30:00.000Z'), mondayEvening, holiday)).toBe(
      'holiday',
    )
    // Tuesday 10:15 IST, and 17:00 IST (its visit would end at 18:00).
    expect(slotRefusal(new Date('2026-12-01T04:45:00.000Z'), mondayEvening, settings)).toBe(
      'not_a_slot',
    )
    expect(slotRefusal(new Date('2026-12-01T11:30:00.000Z'), mondayEvening, settings)).toBe(
      'not_a_slot',
    )
    // 21 days from Monday 30 November: 30 Nov to 20 Dec. Saturday 19 Dec yes, Monday 21 Dec no.
    expect(slotRefusal(new Date('2026-12-19T04:30:00.000Z'), mondayEvening, settings)).toBeNull()
    expect(slotRefusal(new Date('2026-12-21T04:30:00.000Z'), mondayEvening, settings)).toBe(
      'too_far',
    )
  })
})

describe('the days a visitor chooses from', () => {
  const threeDays = withSettings({ daysAhead: 3 })

  it('lists today and the days after it, each with its free slots and the places they have left', () => {
    // 10:00 Tuesday is full (2 of 2), 11:00 has one of its two places taken.
    const booked = new Map([
      [Date.parse('2026-12-01T04:30:00.000Z'), 2],
      [Date.parse('2026-12-01T05:30:00.000Z'), 1],
    ])
    const days = visitDays(mondayEvening, threeDays, booked)
    expect(days.map((day) => [day.date, day.weekday, day.slots.length])).toEqual([
      // Monday's slots have all passed; Tuesday 11:00 to 16:00 (six); Wednesday all seven.
      ['2026-11-30', 'mon', 0],
      ['2026-12-01', 'tue', 6],
      ['2026-12-02', 'wed', 7],
    ])
    expect(days[1]?.slots.slice(0, 2)).toEqual([
      {
        startsAt: '2026-12-01T05:30:00.000Z',
        endsAt: '2026-12-01T06:30:00.000Z',
        placesLeft: 1,
      },
      {
        startsAt: '2026-12-01T06:30:00.000Z',
        endsAt: '2026-12-01T07:30:00.000Z',
        placesLeft: 2,
      },
    ])
  })

  it('offers the next free times after a full slot, on the next day when the day is full', () => {
    // Tuesday 14:00, 15:00 and 16:00 IST full: after 13:00 the next free are Wednesday 10, 11, 12.
    const booked = new Map(
      ['2026-12-01T08:30:00.000Z', '2026-12-01T09:30:00.000Z', '2026-12-01T10:30:00.000Z'].map(
        (start) => [Date.parse(start), 2] as const,
      ),
    )
    const next = nextFreeSlots(
      new Date('2026-12-01T07:30:00.000Z'),
      mondayEvening,
      threeDays,
      booked,
      3,
    )
    expect(next.map((slot) => slot.startsAt)).toEqual([
      '2026-12-02T04:30:00.000Z',
      '2026-12-02T05:30:00.000Z',
      '2026-12-02T06:30:00.000Z',
    ])
  })

  it('counts what is booked from Patna midnight of the first day to Patna midnight after the last', () => {
    // 30 Nov 00:00 IST = 29 Nov 18:30 UTC; after 2 Dec: 3 Dec 00:00 IST = 2 Dec 18:30 UTC.
    const range = bookableRange(mondayEvening, threeDays)
    expect(range.from.toISOString()).toBe('2026-11-29T18:30:00.000Z')
    expect(range.to.toISOString()).toBe('2026-12-02T18:30:00.000Z')
  })
})

describe('a visitor whose device is set to London', () => {
  let zone: string | undefined
  beforeEach(() => {
    zone = process.env.TZ
    process.env.TZ = 'Europe/London'
  })
  afterEach(() => {
    process.env.TZ = zone
  })

  it('sees Patna times, and Patna’s Tuesday as today at 19:00 on Monday in London', () => {
    // 19:00 GMT on Monday 30 Nov is 00:30 IST on Tuesday 1 Dec.
    const londonEvening = new Date('2026-11-30T19:00:00.000Z')
    // The process really is in London: noon UTC on 1 June is 13:00 British Summer Time.
    expect(new Date('2026-06-01T12:00:00.000Z').getHours()).toBe(13)
    expect(bookableDates(londonEvening, settings)[0]).toBe('2026-12-01')
    const tuesday = visitDays(londonEvening, withSettings({ noticeHours: 0 }), new Map())[0]
    expect(tuesday?.slots.map((slot) => patnaClock(slot.startsAt))).toEqual([
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
    ])
    expect(tuesday?.slots[0]?.startsAt).toBe('2026-12-01T04:30:00.000Z')
  })
})
