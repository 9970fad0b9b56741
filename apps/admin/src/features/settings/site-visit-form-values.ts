import {
  defaultSiteVisitSettings,
  type SiteVisitSettings,
  type SiteVisitSettingsSave,
  siteVisitSettingsSaveSchema,
  siteVisitSettingsSchema,
  type Weekday,
} from '@nirman/contract'
import type { RefusedIssue } from '../forms/refusal'
import {
  type Checked,
  firstMessagesOf,
  type HolidayRow,
  holidayName,
  salesDeskFieldName,
  sentHolidayRow,
  weeklyHoursFieldOf,
  weeklyValuesOf,
  wholeNumberOf,
} from './sales-desk-form-values'

/**
 * What the site visits form holds: the days of visits ticked, the hours and the numbers as typed,
 * and the holidays as rows.
 */
export interface SiteVisitFormValues {
  days: readonly Weekday[]
  opens: string
  closes: string
  holidays: readonly HolidayRow[]
  slotMinutes: string
  visitsAtOnce: string
  noticeHours: string
  daysAhead: string
}

/** The form's number boxes, in the order it shows them. */
export const siteVisitNumbers = ['slotMinutes', 'visitsAtOnce', 'noticeHours', 'daysAhead'] as const
export type SiteVisitNumber = (typeof siteVisitNumbers)[number]

/**
 * The names of the form's fields, as the API's issues name them without `siteVisits.`: the days,
 * hours and holidays as the sales desk's (the same paths), and each number by its key.
 */
export const siteVisitFieldName = {
  days: salesDeskFieldName.days,
  opens: salesDeskFieldName.opens,
  closes: salesDeskFieldName.closes,
  /** A refusal of the holidays together (more than the limit). */
  holidays: salesDeskFieldName.holidays,
  slotMinutes: 'slotMinutes',
  visitsAtOnce: 'visitsAtOnce',
  noticeHours: 'noticeHours',
  daysAhead: 'daysAhead',
} as const satisfies Record<keyof SiteVisitFormValues, string>

/** The fields the form shows a message beside, for its holidays' rows. */
export function siteVisitFieldNames(values: SiteVisitFormValues): string[] {
  return [
    ...Object.values(siteVisitFieldName),
    ...values.holidays.map((_, row) => holidayName(row)),
  ]
}

/** The form's values of the availability in use (the built-in one when the owner saved none). */
export function siteVisitFormValuesOf(
  siteVisits: SiteVisitSettings | undefined,
): SiteVisitFormValues {
  const settings = siteVisits ?? defaultSiteVisitSettings
  return {
    ...weeklyValuesOf(settings),
    slotMinutes: String(settings.slotMinutes),
    visitsAtOnce: String(settings.visitsAtOnce),
    noticeHours: String(settings.noticeHours),
    daysAhead: String(settings.daysAhead),
  }
}

/** The settings the form's values stand for, unchecked: each number NaN unless digits. */
function siteVisitsOf(values: SiteVisitFormValues) {
  return {
    hours: { days: [...values.days], opens: values.opens, closes: values.closes },
    holidays: values.holidays.map((row) => row.date),
    slotMinutes: wholeNumberOf(values.slotMinutes),
    visitsAtOnce: wholeNumberOf(values.visitsAtOnce),
    noticeHours: wholeNumberOf(values.noticeHours),
    daysAhead: wholeNumberOf(values.daysAhead),
  }
}

/** The availability the form's values stand for when the contract accepts it, else null. */
export function siteVisitSettingsOf(values: SiteVisitFormValues): SiteVisitSettings | null {
  const parsed = siteVisitSettingsSchema.safeParse(siteVisitsOf(values))
  return parsed.success ? parsed.data : null
}

const errorsOf = (issues: readonly RefusedIssue[], holidayRow: (index: number) => number) =>
  firstMessagesOf(
    issues,
    'siteVisits',
    (parts) => weeklyHoursFieldOf(parts, holidayRow) ?? parts.join('.'),
  )

/**
 * The form's fields of the API's issues (a 400, paths such as `siteVisits.slotMinutes`) for the
 * values sent: a holiday by its row, whatever the order the dates were sent in.
 */
export function siteVisitFieldErrorsOf(
  issues: readonly RefusedIssue[],
  values: SiteVisitFormValues,
): Record<string, string> {
  return errorsOf(issues, sentHolidayRow(values.holidays))
}

/**
 * The body of `PUT /api/admin/settings/site-visits` for the settings' `version` the form was
 * opened on, checked with the contract's schema as the API checks it; or the first message of
 * each refused field.
 */
export function siteVisitBody(
  values: SiteVisitFormValues,
  version: number,
): Checked<SiteVisitSettingsSave> {
  const parsed = siteVisitSettingsSaveSchema.safeParse({
    siteVisits: siteVisitsOf(values),
    version,
  })
  if (parsed.success) return { ok: true, body: parsed.data }
  // The form's own check reads the holidays in the rows' order.
  return { ok: false, errors: errorsOf(parsed.error.issues, (index) => index) }
}
