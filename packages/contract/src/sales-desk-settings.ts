// The owner's sales-desk settings (issue 27): the desk's hours and holidays, the first-contact
// minutes and who gets new leads. The checks are here, written once for the API that refuses
// settings that fail them and the dashboard that shows each message beside its field; that the
// staff named exist is the API's to check. The built-in settings: `defaultSalesDeskSettings`.
import { z } from 'zod'
import { quoteProjectTypes } from './quote-fields'
import type { SalesDeskSettings } from './site-settings'
import { holidaysSchema, weeklyHoursSchema } from './weekly-hours-schema'

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

const staffId = z
  .number({ error: salesDeskMessages.staff })
  .int({ error: salesDeskMessages.staff })
  .positive({ error: salesDeskMessages.staff })

/** Each id once, in the order given. */
const unique = (ids: number[]) => [...new Set(ids)]

/** The sales-desk settings as the owner saves them; holidays sorted, each id and date once. */
export const salesDeskSettingsSchema = z.strictObject({
  hours: weeklyHoursSchema(salesDeskMessages),
  holidays: holidaysSchema(salesDeskMessages, salesDeskLimits.holidays),
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
