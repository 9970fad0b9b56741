import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type SiteVisitSettings, weekdays } from './site-settings'
import { siteVisitSettingsSchema } from './site-visit-settings'
import { bookableDates, slotRefusal, slotStartsOfDay, visitDays } from './visit-slots'

// The times the booking page offers and the times the API accepts are worked out by two paths
// (visitDays for the page, slotRefusal for every booking): they must agree, for any availability
// the owner can save and any instant.

const clock = fc
  .record({ hour: fc.integer({ min: 0, max: 23 }), quarter: fc.integer({ min: 0, max: 3 }) })
  .map(
    ({ hour, quarter }) =>
      `${String(hour).padStart(2, '0')}:${String(quarter * 15).padStart(2, '0')}`,
  )

const availability: fc.Arbitrary<SiteVisitSettings> = fc
  .record({
    days: fc.subarray([...weekdays], { minLength: 1 }),
    opens: clock,
    closes: clock,
    slotMinutes: fc.integer({ min: 2, max: 16 }).map((quarters) => quarters * 15),
    visitsAtOnce: fc.integer({ min: 1, max: 20 }),
    noticeHours: fc.integer({ min: 0, max: 168 }),
    daysAhead: fc.integer({ min: 1, max: 30 }),
    holidayOffsets: fc.array(fc.integer({ min: 0, max: 30 }), { maxLength: 5 }),
  })
  .map(({ days, opens, closes, holidayOffsets, ...rest }) => ({
    hours: { days, opens, closes },
    // Holidays among the days offered (counted from 1 Jan 2027, the first instant drawn).
    holidays: holidayOffsets.map((offset) =>
      new Date(Date.UTC(2027, 0, 1 + offset)).toISOString().slice(0, 10),
    ),
    ...rest,
  }))
  .filter((settings) => siteVisitSettingsSchema.safeParse(settings).success)

// Any instant of January 2027, to the minute.
const instant = fc
  .integer({ min: 0, max: 31 * 24 * 60 - 1 })
  .map((minutes) => new Date(Date.UTC(2027, 0, 1) + minutes * 60_000))

describe('the times offered and the times accepted', () => {
  it('accepts every time the page offers, and offers every time it accepts among the days shown', () => {
    fc.assert(
      fc.property(availability, instant, (settings, now) => {
        const offered = new Set(
          visitDays(now, settings, new Map()).flatMap((day) =>
            day.slots.map((slot) => slot.startsAt),
          ),
        )
        for (const date of bookableDates(now, settings)) {
          for (const start of slotStartsOfDay(date, settings)) {
            const accepted = slotRefusal(start, now, settings) === null
            expect(offered.has(start.toISOString())).toBe(accepted)
          }
        }
        for (const startsAt of offered)
          expect(slotRefusal(new Date(startsAt), now, settings)).toBeNull()
      }),
      { numRuns: 300 },
    )
  })
})
