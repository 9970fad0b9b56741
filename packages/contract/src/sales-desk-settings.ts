// The owner's sales-desk settings (issue 27): the desk's hours and holidays, the first-contact
// minutes and who gets new leads. The checks are here, written once for the API that refuses
// settings that fail them and the dashboard that shows each message beside its field; that the
// staff named exist is the API's to check. The built-in settings: `defaultSalesDeskSettings`.
import { z } from 'zod'
import { quoteProjectTypes } from './quote-fields'
import type { SalesDeskSettings } from './site-settings'
import { weekdays } from './site-settings'

export const salesDeskLimits = {
  holidays: 100,
  firstContactMinutes: { min: 1, max: 480 },
} as const

export const salesDeskMessages = {
  days: 'Please choose the days the sales desk works',
  time: 'Please enter a time of day such as 09:00',
  closesAfterOpens: 'The working day must end after it starts',
  holiday: 'Please enter each holiday as a date such as 2026-11-14',
  holidays: `Please give at most ${salesDeskLimits.holidays} holidays`,
  firstContactMinutes: `Please enter the minutes for a first contact: a whole number from ${salesDeskLimits.firstContactMinutes.min} to ${salesDeskLimits.firstContactMinutes.max}`,
  staff: 'Please choose a member of staff',
  staffUnknown: 'That member of staff does not exist or is disabled',
  projectType: 'Please choose a project type',
  projectTypeTwice: 'This project type has a rule already',
  ruleStaff: 'Please choose who takes these leads',
} as const

const clockPattern = /^(?:[01]\d|2[0-3]):[0-5]\d$/
const clock = z.string({ error: salesDeskMessages.time }).regex(clockPattern, {
  error: salesDeskMessages.time,
})

/** A real calendar date "YYYY-MM-DD" (not 2026-02-30). */
const calendarDate = z
  .string({ error: salesDeskMessages.holiday })
  .trim()
  .refine(
    (value) =>
      /^\d{4}-\d{2}-\d{2}$/.test(value) &&
      new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value,
    { error: salesDeskMessages.holiday },
  )

const staffId = z
  .number({ error: salesDeskMessages.staff })
  .int({ error: salesDeskMessages.staff })
  .positive({ error: salesDeskMessages.staff })

/** Each id once, in the order given. */
const unique = (ids: number[]) => [...new Set(ids)]

/** The sales-desk settings as the owner saves them; holidays sorted, each id and date once. */
export const salesDeskSettingsSchema = z.strictObject({
  hours: z
    .strictObject({
      days: z
        .array(z.enum(weekdays, { error: salesDeskMessages.days }), {
          error: salesDeskMessages.days,
        })
        .min(1, { error: salesDeskMessages.days })
        .transform((days) => weekdays.filter((day) => days.includes(day))),
      opens: clock,
      closes: clock,
    })
    // Compared only when both are times of day: a time not given is its own message.
    .refine(
      (hours) =>
        !clockPattern.test(hours.opens) ||
        !clockPattern.test(hours.closes) ||
        hours.closes > hours.opens,
      {
        error: salesDeskMessages.closesAfterOpens,
        path: ['closes'],
      },
    ),
  holidays: z
    .array(calendarDate, { error: salesDeskMessages.holiday })
    .max(salesDeskLimits.holidays, { error: salesDeskMessages.holidays })
    .transform((dates) => [...new Set(dates)].sort()),
  firstContactMinutes: z
    .number({ error: salesDeskMessages.firstContactMinutes })
    .int({ error: salesDeskMessages.firstContactMinutes })
    .min(salesDeskLimits.firstContactMinutes.min, { error: salesDeskMessages.firstContactMinutes })
    .max(salesDeskLimits.firstContactMinutes.max, {
      error: salesDeskMessages.firstContactMinutes,
    }),
  offDuty: z.array(staffId, { error: salesDeskMessages.staff }).transform(unique),
  byProjectType: z
    .array(
      z.strictObject({
        projectType: z.enum(quoteProjectTypes, { error: salesDeskMessages.projectType }),
        staffIds: z
          .array(staffId, { error: salesDeskMessages.ruleStaff })
          .min(1, { error: salesDeskMessages.ruleStaff })
          .transform(unique),
      }),
      { error: salesDeskMessages.projectType },
    )
    .max(quoteProjectTypes.length, { error: salesDeskMessages.projectTypeTwice })
    .superRefine((rules, context) => {
      rules.forEach((rule, index) => {
        if (rules.findIndex((other) => other.projectType === rule.projectType) < index) {
          context.addIssue({
            code: 'custom',
            path: [index, 'projectType'],
            message: salesDeskMessages.projectTypeTwice,
          })
        }
      })
    }),
}) satisfies z.ZodType<SalesDeskSettings>

/** `PUT /api/admin/settings/sales-desk`: the settings, made on the settings' `version` (409 if stale). */
export const salesDeskSaveSchema = z.object({
  salesDesk: salesDeskSettingsSchema,
  version: z.number().int().min(0),
})
export type SalesDeskSave = z.output<typeof salesDeskSaveSchema>
