import {
  type DeskAccount,
  defaultSalesDeskSettings,
  type OpeningHours,
  type SalesDeskSave,
  type SalesDeskSettings,
  type StaffAccount,
  salesDeskSaveSchema,
  type Weekday,
} from '@nirman/contract'
import type { RefusedIssue } from '../forms/refusal'

/** A holiday's row: its date as the date box gives it ("" while empty), and the row's own key. */
export interface HolidayRow {
  readonly key: number
  readonly date: string
}

/** A project type's rule: the type chosen ("" not yet) and its staff ticked, and the row's key. */
export interface RuleRow {
  readonly key: number
  readonly projectType: string
  readonly staffIds: readonly number[]
}

/**
 * What the sales desk form holds: the working days ticked, the hours and the minutes as typed,
 * the holidays and the rules as rows, and every account off duty as saved (a disabled one
 * included: the form lists only the active accounts, and leaves the others as they are).
 */
export interface SalesDeskFormValues {
  days: readonly Weekday[]
  opens: string
  closes: string
  holidays: readonly HolidayRow[]
  firstContactMinutes: string
  offDuty: readonly number[]
  rules: readonly RuleRow[]
}

/** The names of the form's fields, as the API's issues name them without `salesDesk.`. */
export const salesDeskFieldName = {
  days: 'hours.days',
  opens: 'hours.opens',
  closes: 'hours.closes',
  /** A refusal of the holidays together (more than the limit). */
  holidays: 'holidays',
  firstContactMinutes: 'firstContactMinutes',
  offDuty: 'offDuty',
  /** A refusal of the rules together. */
  rules: 'byProjectType',
} as const
export const holidayName = (row: number) => `holidays.${row}`
export const ruleTypeName = (row: number) => `byProjectType.${row}.projectType`
export const ruleStaffName = (row: number) => `byProjectType.${row}.staffIds`

/** The fields the form shows a message beside, for its rows. */
export function salesDeskFieldNames(values: SalesDeskFormValues): string[] {
  return [
    ...Object.values(salesDeskFieldName),
    ...values.holidays.map((_, row) => holidayName(row)),
    ...values.rules.flatMap((_, row) => [ruleTypeName(row), ruleStaffName(row)]),
  ]
}

/** The days, hours and holiday rows of a part's form (the sales desk's, site visits'). */
export const weeklyValuesOf = (part: { hours: OpeningHours; holidays: readonly string[] }) => ({
  days: part.hours.days,
  opens: part.hours.opens,
  closes: part.hours.closes,
  holidays: part.holidays.map((date, key) => ({ key, date })),
})

/** The form's values of the sales desk in use (the built-in one when the owner saved none). */
export function salesDeskFormValuesOf(
  salesDesk: SalesDeskSettings | undefined,
): SalesDeskFormValues {
  const desk = salesDesk ?? defaultSalesDeskSettings
  return {
    ...weeklyValuesOf(desk),
    firstContactMinutes: String(desk.firstContactMinutes),
    offDuty: desk.offDuty,
    rules: desk.byProjectType.map((rule, key) => ({ key, ...rule })),
  }
}

/** A key no row of `rows` has: for a row added. */
export const newRowKey = (rows: readonly { key: number }[]) =>
  Math.max(-1, ...rows.map((row) => row.key)) + 1

/** A number box's whole number as typed: NaN unless digits, so the contract's check words it. */
export const wholeNumberOf = (text: string) => {
  const digits = text.trim()
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN
}

/** The accounts that may get leads, as the contract's rules see them. */
export const deskAccountsOf = (accounts: readonly StaffAccount[]): DeskAccount[] =>
  accounts.filter((account) => !account.disabled).map(({ id, name, role }) => ({ id, name, role }))

/**
 * The settings the form's values stand for, unchecked: a rule's staff only among the `active`
 * accounts (those the form shows; the API refuses a disabled one), the minutes NaN unless digits.
 */
function salesDeskOf(values: SalesDeskFormValues, active: readonly DeskAccount[]) {
  const activeIds = new Set(active.map((account) => account.id))
  return {
    hours: { days: [...values.days], opens: values.opens, closes: values.closes },
    holidays: values.holidays.map((row) => row.date),
    firstContactMinutes: wholeNumberOf(values.firstContactMinutes),
    offDuty: [...values.offDuty],
    byProjectType: values.rules.map((rule) => ({
      projectType: rule.projectType,
      staffIds: rule.staffIds.filter((id) => activeIds.has(id)),
    })),
  }
}

/** The pieces of an issue's path, without the part's name (`salesDesk`) the API's begin with. */
const pathOf = (path: RefusedIssue['path'], part: string) =>
  (typeof path === 'string' ? path.split('.') : path.map(String)).filter(
    (piece, index) => !(index === 0 && piece === part),
  )

/**
 * The field of an issue's path about the days, hours or holidays, or undefined: the same paths in
 * each part that has them (the sales desk, site visits). `holidayRow` gives the row of the n-th
 * holiday of the list the issue is about: the rows in order for the form's own check, the sorted
 * dates for the API's (`sentHolidayRow`).
 */
export function weeklyHoursFieldOf(
  parts: readonly string[],
  holidayRow: (index: number) => number,
): string | undefined {
  const [first, second] = parts
  if (first === 'hours' && second) return `hours.${second}`
  if (first !== 'holidays') return undefined
  if (second === undefined) return salesDeskFieldName.holidays
  const row = holidayRow(Number(second))
  return row < 0 ? salesDeskFieldName.holidays : holidayName(row)
}

/**
 * The row of the n-th holiday sent: the holidays went sorted, each once, so the n-th names the
 * first row of its date (-1: none).
 */
export function sentHolidayRow(holidays: readonly HolidayRow[]) {
  const dates = holidays.map((row) => row.date.trim())
  const sent = [...new Set(dates)].sort()
  return (index: number) => dates.indexOf(sent[index] ?? '')
}

/**
 * The first message of each field of a part's issues (`part`: the name the API's paths begin
 * with); `fieldOf` names the field of a path's pieces.
 */
export function firstMessagesOf(
  issues: readonly RefusedIssue[],
  part: string,
  fieldOf: (parts: readonly string[]) => string,
): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) errors[fieldOf(pathOf(issue.path, part))] ??= issue.message
  return errors
}

/** The field of an issue's path (`holidayRow`: as for weeklyHoursFieldOf). */
function fieldOf(parts: readonly string[], holidayRow: (index: number) => number): string {
  const weekly = weeklyHoursFieldOf(parts, holidayRow)
  if (weekly) return weekly
  const [first, second, third] = parts
  if (first === 'offDuty') return salesDeskFieldName.offDuty
  if (first === 'byProjectType') {
    if (second === undefined || third === undefined) return salesDeskFieldName.rules
    return third === 'projectType' ? ruleTypeName(Number(second)) : ruleStaffName(Number(second))
  }
  return parts.join('.')
}

const errorsOf = (issues: readonly RefusedIssue[], holidayRow: (index: number) => number) =>
  firstMessagesOf(issues, 'salesDesk', (parts) => fieldOf(parts, holidayRow))

/**
 * The form's fields of the API's issues (a 400, paths such as `salesDesk.hours.closes`) for the
 * values sent: a holiday by its row (`sentHolidayRow`).
 */
export function salesDeskFieldErrorsOf(
  issues: readonly RefusedIssue[],
  values: SalesDeskFormValues,
): Record<string, string> {
  return errorsOf(issues, sentHolidayRow(values.holidays))
}

/** The body to send, or the first message of each refused field. */
export type Checked<Body> =
  | { readonly ok: true; readonly body: Body }
  | { readonly ok: false; readonly errors: Record<string, string> }

/**
 * The body of `PUT /api/admin/settings/sales-desk` for the settings' `version` the form was
 * opened on, checked with the contract's schema as the API checks it; or the first message of
 * each refused field.
 *
 * @param active the accounts not disabled: a rule's staff are sent among them only
 */
export function salesDeskBody(
  values: SalesDeskFormValues,
  version: number,
  active: readonly DeskAccount[],
): Checked<SalesDeskSave> {
  const parsed = salesDeskSaveSchema.safeParse({ salesDesk: salesDeskOf(values, active), version })
  if (parsed.success) return { ok: true, body: parsed.data }
  // The form's own check reads the holidays in the rows' order.
  return { ok: false, errors: errorsOf(parsed.error.issues, (index) => index) }
}
