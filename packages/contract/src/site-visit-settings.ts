// The owner's availability of site visits (issue 28): the days and hours visits are made, the
// length of a slot, how many visits run at once, the notice and how far ahead visitors may book,
// and holidays. Checked here once for the API that refuses settings failing them and the dashboard
// that shows each message beside its field. The built-in ones: `defaultSiteVisitSettings`.
import { z } from 'zod'
import type { SiteVisitSettings } from './site-settings'
import { holidaysSchema, weeklyHoursSchema } from './weekly-hours-schema'

export const siteVisitLimits = {
  holidays: 100,
  slotMinutes: { min: 30, max: 240 },
  visitsAtOnce: { min: 1, max: 20 },
  noticeHours: { min: 0, max: 168 },
  daysAhead: { min: 1, max: 90 },
} as const

const { slotMinutes, visitsAtOnce, noticeHours, daysAhead } = siteVisitLimits

export const siteVisitSettingsMessages = {
  days: 'Please choose the days site visits are made',
  time: 'Please enter a time of day such as 10:00',
  closesAfterOpens: 'The last visit must end after the first starts',
  holiday: 'Please enter each holiday as a date such as 2026-11-14',
  holidays: `Please give at most ${siteVisitLimits.holidays} holidays`,
  slotMinutes: `Please enter the length of a visit in minutes: a multiple of 15 from ${slotMinutes.min} to ${slotMinutes.max}`,
  slotLongerThanDay: 'A visit must fit between the first start and the last end',
  visitsAtOnce: `Please enter how many visits can run at once: a whole number from ${visitsAtOnce.min} to ${visitsAtOnce.max}`,
  noticeHours: `Please enter the notice in hours: a whole number from ${noticeHours.min} to ${noticeHours.max}`,
  daysAhead: `Please enter how many days ahead visits can be booked: a whole number from ${daysAhead.min} to ${daysAhead.max}`,
} as const

function wholeNumber(message: string, range: { min: number; max: number }) {
  return z
    .number({ error: message })
    .int({ error: message })
    .min(range.min, { error: message })
    .max(range.max, { error: message })
}

const minutesOfClock = (clock: string) => {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number)
  return hours * 60 + minutes
}

/** The availability as the owner saves it; holidays sorted, each date once. */
export const siteVisitSettingsSchema = z
  .strictObject({
    hours: weeklyHoursSchema(siteVisitSettingsMessages),
    holidays: holidaysSchema(siteVisitSettingsMessages, siteVisitLimits.holidays),
    slotMinutes: wholeNumber(siteVisitSettingsMessages.slotMinutes, slotMinutes).multipleOf(15, {
      error: siteVisitSettingsMessages.slotMinutes,
    }),
    visitsAtOnce: wholeNumber(siteVisitSettingsMessages.visitsAtOnce, visitsAtOnce),
    noticeHours: wholeNumber(siteVisitSettingsMessages.noticeHours, noticeHours),
    daysAhead: wholeNumber(siteVisitSettingsMessages.daysAhead, daysAhead),
  })
  // A day of 10:00 to 10:30 has no room for a visit of an hour: the owner is told, rather than
  // visitors finding no time at all.
  // Hours the wrong way round have their own message.
  .refine(
    (settings) => {
      const day = minutesOfClock(settings.hours.closes) - minutesOfClock(settings.hours.opens)
      return day <= 0 || day >= settings.slotMinutes
    },
    { error: siteVisitSettingsMessages.slotLongerThanDay, path: ['slotMinutes'] },
  ) satisfies z.ZodType<SiteVisitSettings>

/** `PUT /api/admin/settings/site-visits`: the availability, made on the settings' `version` (409 if stale). */
export const siteVisitSettingsSaveSchema = z.object({
  siteVisits: siteVisitSettingsSchema,
  version: z.number().int().min(0),
})
export type SiteVisitSettingsSave = z.output<typeof siteVisitSettingsSaveSchema>
