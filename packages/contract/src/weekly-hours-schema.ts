// The days, hours and holidays the owner sets for the sales desk (issue 27) and for site visits
// (issue 28): the same checks, each part with its own words.
import { z } from 'zod'
import { weekdays } from './site-settings'

/** The words of one part's hours and holidays. */
export interface WeeklyHoursMessages {
  days: string
  time: string
  closesAfterOpens: string
  holiday: string
  holidays: string
}

const clockPattern = /^(?:[01]\d|2[0-3]):[0-5]\d$/

/**
 * The days and the hours of each ("HH:MM", 24-hour), days in the week's order; the end must come
 * after the start, compared only when both are times of day (a time not given is its own message).
 */
export function weeklyHoursSchema(messages: WeeklyHoursMessages) {
  const clock = z.string({ error: messages.time }).regex(clockPattern, { error: messages.time })
  return z
    .strictObject({
      days: z
        .array(z.enum(weekdays, { error: messages.days }), { error: messages.days })
        .min(1, { error: messages.days })
        .transform((days) => weekdays.filter((day) => days.includes(day))),
      opens: clock,
      closes: clock,
    })
    .refine(
      (hours) =>
        !clockPattern.test(hours.opens) ||
        !clockPattern.test(hours.closes) ||
        hours.closes > hours.opens,
      { error: messages.closesAfterOpens, path: ['closes'] },
    )
}

/** Holidays as real calendar dates "YYYY-MM-DD" (not 2026-02-30), at most `most`, sorted, each once. */
export function holidaysSchema(messages: WeeklyHoursMessages, most: number) {
  const calendarDate = z
    .string({ error: messages.holiday })
    .trim()
    .refine(
      (value) =>
        /^\d{4}-\d{2}-\d{2}$/.test(value) &&
        new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value,
      { error: messages.holiday },
    )
  return z
    .array(calendarDate, { error: messages.holiday })
    .max(most, { error: messages.holidays })
    .transform((dates) => [...new Set(dates)].sort())
}
