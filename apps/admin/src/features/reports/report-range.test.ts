import { describe, expect, it } from 'vitest'
import { quickRangeDates, reportQueryOf, shiftDay } from './report-range'

describe('the dates of a report', () => {
  it('counts days across months, years and a leap day', () => {
    expect(shiftDay('2028-03-01', -1)).toBe('2028-02-29')
    expect(shiftDay('2026-01-01', -1)).toBe('2025-12-31')
    expect(shiftDay('2026-11-30', -83)).toBe('2026-09-08')
  })

  it('ends every quick range today', () => {
    // 28 days (today and the 27 before), 84 days, and from the 1st of January.
    expect(quickRangeDates('lastFourWeeks', '2026-11-30')).toEqual({
      from: '2026-11-03',
      to: '2026-11-30',
    })
    expect(quickRangeDates('lastTwelveWeeks', '2026-11-30')).toEqual({
      from: '2026-09-08',
      to: '2026-11-30',
    })
    expect(quickRangeDates('thisYear', '2026-11-30')).toEqual({
      from: '2026-01-01',
      to: '2026-11-30',
    })
  })

  it('reads the address, the defaults filling what it leaves out', () => {
    expect(reportQueryOf(new URLSearchParams(''), '2026-11-30')).toEqual({
      from: '2026-09-08',
      to: '2026-11-30',
      by: 'channel',
    })
    expect(
      reportQueryOf(new URLSearchParams('from=2026-10-01&by=calculator'), '2026-11-30'),
    ).toEqual({ from: '2026-10-01', to: '2026-11-30', by: 'calculator' })
    // An unknown grouping is the default's; a date goes to the API as written, to be refused there.
    expect(
      reportQueryOf(new URLSearchParams('from=2026-13-01&to=x&by=colour'), '2026-11-30'),
    ).toEqual({ from: '2026-13-01', to: 'x', by: 'channel' })
  })
})
