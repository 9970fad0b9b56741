import { describe, expect, it } from 'vitest'
import { addWorkingMinutes, type WorkingTime, workingMinutesBetween } from './working-time'

// The built-in desk: 9:00-19:00 IST, Monday to Saturday. Saturday 28 Nov 2026 is a Saturday; IST
// is UTC+5:30, so 18:55 IST is 13:25 UTC and 9:10 IST is 03:40 UTC.
const desk: WorkingTime = {
  days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'],
  opens: '09:00',
  closes: '19:00',
  holidays: [],
}
const at = (iso: string) => new Date(iso)

describe('addWorkingMinutes', () => {
  it('escalates a lead of 18:55 on Saturday at 9:10 on Monday (5 minutes + 10, Sunday off)', () => {
    expect(addWorkingMinutes(at('2026-11-28T13:25:00Z'), 15, desk)?.toISOString()).toBe(
      '2026-11-30T03:40:00.000Z',
    )
  })

  it('skips a holiday: with Monday 30 Nov off, the same lead escalates at 9:10 on Tuesday', () => {
    const withHoliday = { ...desk, holidays: ['2026-11-30'] }
    expect(addWorkingMinutes(at('2026-11-28T13:25:00Z'), 15, withHoliday)?.toISOString()).toBe(
      '2026-12-01T03:40:00.000Z',
    )
  })

  it('counts from the opening for a lead that came before it or on a day off', () => {
    // 7:00 IST on Tuesday 1 Dec (01:30 UTC): 9:00 + 15 = 9:15 IST = 03:45 UTC.
    expect(addWorkingMinutes(at('2026-12-01T01:30:00Z'), 15, desk)?.toISOString()).toBe(
      '2026-12-01T03:45:00.000Z',
    )
    // Noon IST on Sunday 29 Nov: Monday 9:15 IST.
    expect(addWorkingMinutes(at('2026-11-29T06:30:00Z'), 15, desk)?.toISOString()).toBe(
      '2026-11-30T03:45:00.000Z',
    )
    // 19:00 IST on Saturday, the closing minute itself: Monday 9:15 IST.
    expect(addWorkingMinutes(at('2026-11-28T13:30:00Z'), 15, desk)?.toISOString()).toBe(
      '2026-11-30T03:45:00.000Z',
    )
  })

  it('counts within the day, up to the closing minute itself', () => {
    // 10:00 IST on Tuesday (04:30 UTC) + 15 = 10:15 IST.
    expect(addWorkingMinutes(at('2026-12-01T04:30:00Z'), 15, desk)?.toISOString()).toBe(
      '2026-12-01T04:45:00.000Z',
    )
    // 18:45 IST on Friday 27 Nov + 15 = 19:00 IST the same day (13:30 UTC).
    expect(addWorkingMinutes(at('2026-11-27T13:15:00Z'), 15, desk)?.toISOString()).toBe(
      '2026-11-27T13:30:00.000Z',
    )
  })

  it('carries whole days: 600 minutes from a Monday opening end at its close, 601 at 9:01 Tuesday', () => {
    // Monday 30 Nov 9:00 IST = 03:30 UTC; 19:00 IST = 13:30 UTC; Tuesday 9:01 IST = 03:31 UTC.
    expect(addWorkingMinutes(at('2026-11-30T03:30:00Z'), 600, desk)?.toISOString()).toBe(
      '2026-11-30T13:30:00.000Z',
    )
    expect(addWorkingMinutes(at('2026-11-30T03:30:00Z'), 601, desk)?.toISOString()).toBe(
      '2026-12-01T03:31:00.000Z',
    )
  })

  it('reads the company day whatever the instant’s UTC date (23:30 UTC Monday is Tuesday 5:00 IST)', () => {
    // 2026-11-30T23:30Z = Tuesday 1 Dec 5:00 IST: before the opening, so 9:15 IST Tuesday.
    expect(addWorkingMinutes(at('2026-11-30T23:30:00Z'), 15, desk)?.toISOString()).toBe(
      '2026-12-01T03:45:00.000Z',
    )
  })

  it('gives no deadline for a desk that never works', () => {
    expect(addWorkingMinutes(at('2026-11-28T13:25:00Z'), 15, { ...desk, days: [] })).toBeNull()
  })
})

describe('workingMinutesBetween', () => {
  it('counts only the desk’s hours: Saturday 18:55 to Monday 9:10 is 15 minutes', () => {
    expect(
      workingMinutesBetween(at('2026-11-28T13:25:00Z'), at('2026-11-30T03:40:00Z'), desk),
    ).toBe(15)
  })

  it('adds the parts of each day, without holidays, and is 0 backwards', () => {
    // Friday 27 Nov 18:00 IST (12:30 UTC) to Saturday 10:00 IST (04:30 UTC): 60 + 60 minutes.
    const from = at('2026-11-27T12:30:00Z')
    const to = at('2026-11-28T04:30:00Z')
    expect(workingMinutesBetween(from, to, desk)).toBe(120)
    expect(workingMinutesBetween(from, to, { ...desk, holidays: ['2026-11-28'] })).toBe(60)
    expect(workingMinutesBetween(to, from, desk)).toBe(0)
  })
})
