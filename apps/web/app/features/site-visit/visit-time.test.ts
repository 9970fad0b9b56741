import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { deviceZoneElsewhere, visitDayLabel, visitTimeLabel, visitWhen } from './visit-time'

// A visit's days and times as a visitor in Patna reads them. Patna is UTC+5:30 all year (no
// summer time), so every expected value below is the UTC instant plus 5 h 30 min, worked by hand.
// The suite runs in Asia/Kolkata (vitest.config.ts); the last block moves the process elsewhere.

const devanagariDigits = /[०-९]/

describe('visitDayLabel', () => {
  it('writes a company date as a short day to pick, in English', () => {
    // 1 December 2026 is a Tuesday; 31 December 2026 a Thursday; 1 January 2027 a Friday.
    expect(visitDayLabel('en', '2026-12-01')).toBe('Tue, 1 Dec')
    expect(visitDayLabel('en', '2026-12-31')).toBe('Thu, 31 Dec')
    expect(visitDayLabel('en', '2027-01-01')).toBe('Fri, 1 Jan')
  })

  it('keeps the whole month name in Hindi, with Latin digits', () => {
    // मंगल is Tuesday's short name, दिसंबर December; गुरु Thursday.
    expect(visitDayLabel('hi', '2026-12-01')).toBe('मंगल, 1 दिसंबर')
    expect(visitDayLabel('hi', '2026-12-31')).toBe('गुरु, 31 दिसंबर')
  })
})

describe('visitTimeLabel', () => {
  it('says the time of day in Patna, in English', () => {
    // 04:30 UTC + 5:30 = 10:00; 07:30 UTC = 13:00; 10:30 UTC = 16:00.
    expect(visitTimeLabel('en', '2026-12-01T04:30:00.000Z')).toBe('10:00 am')
    expect(visitTimeLabel('en', '2026-12-01T07:30:00.000Z')).toBe('1:00 pm')
    expect(visitTimeLabel('en', '2026-12-01T10:30:00.000Z')).toBe('4:00 pm')
  })

  it('says the part of the day in Hindi, as Patna says the time', () => {
    // सुबह (morning) 10:00, दोपहर (afternoon) 1:00, शाम (evening) 4:00.
    expect(visitTimeLabel('hi', '2026-12-01T04:30:00.000Z')).toBe('सुबह 10:00')
    expect(visitTimeLabel('hi', '2026-12-01T07:30:00.000Z')).toBe('दोपहर 1:00')
    expect(visitTimeLabel('hi', '2026-12-01T10:30:00.000Z')).toBe('शाम 4:00')
    expect(visitTimeLabel('hi', '2026-12-01T10:30:00.000Z')).not.toMatch(devanagariDigits)
  })
})

describe('visitWhen', () => {
  it('gives the whole day, the time and the zone', () => {
    expect(visitWhen('en', '2026-12-01T04:30:00.000Z')).toBe(
      'Tuesday, 1 December 2026, 10:00 am IST',
    )
    expect(visitWhen('hi', '2026-12-01T04:30:00.000Z')).toBe('मंगलवार, 1 दिसंबर 2026, सुबह 10:00 IST')
  })

  it('takes the day in Patna, not in UTC, for a time after midnight there', () => {
    // 19:00 UTC on Tuesday 1 December is 00:30 on Wednesday 2 December in Patna.
    expect(visitWhen('en', '2026-12-01T19:00:00Z')).toBe('Wednesday, 2 December 2026, 12:30 am IST')
    // बुधवार is Wednesday; रात (night) 12:30.
    expect(visitWhen('hi', '2026-12-01T19:00:00Z')).toBe('बुधवार, 2 दिसंबर 2026, रात 12:30 IST')
  })
})

describe('deviceZoneElsewhere', () => {
  it('says nothing on a device set to India', () => {
    // The suite runs in Asia/Kolkata.
    expect(deviceZoneElsewhere()).toBeUndefined()
  })
})

describe('a visitor whose device is set to New York', () => {
  let zone: string | undefined
  beforeEach(() => {
    zone = process.env.TZ
    process.env.TZ = 'America/New_York'
  })
  afterEach(() => {
    process.env.TZ = zone
  })

  it('still sees the days, times and zone of Patna', () => {
    // The process really is in New York: noon UTC on 1 December is 7:00 in the morning there
    // (UTC-5 in winter), and UTC midnight of 1 December is still 30 November there.
    expect(new Date('2026-12-01T12:00:00.000Z').getHours()).toBe(7)
    expect(new Date('2026-12-01T00:00:00.000Z').getDate()).toBe(30)

    expect(visitDayLabel('en', '2026-12-01')).toBe('Tue, 1 Dec')
    expect(visitTimeLabel('en', '2026-12-01T04:30:00.000Z')).toBe('10:00 am')
    expect(visitWhen('en', '2026-12-01T19:00:00Z')).toBe('Wednesday, 2 December 2026, 12:30 am IST')
  })

  it("names the device's zone, so the page can say its times are Patna's", () => {
    expect(deviceZoneElsewhere()).toBe('America/New_York')
  })
})
