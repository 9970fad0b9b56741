import { reportsCopy } from '../../reports-content'

/** How the report's figures read: counts and money in India's grouping, as the rest of the dashboard. */

const shareFormat = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
})
// A spreadsheet reads "1234.5", never "1,234.5": no grouping in a CSV.
const csvShareFormat = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  useGrouping: false,
})
const dayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})
const dayOfMonthFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
})

const dateOf = (day: string) => new Date(`${day}T00:00:00Z`)

/**
 * `part` as a percentage of `whole`, one decimal; "—" when there is no whole to share.
 *
 * @example formatShare(12, 20) // '60.0 %'
 * @example formatShare(0, 0) // '—'
 */
export function formatShare(part: number, whole: number): string {
  return whole === 0 ? reportsCopy.notApplicable : formatPercentValue((part / whole) * 100)
}

/**
 * A percentage already worked out, one decimal.
 *
 * @example formatPercentValue(75) // '75.0 %'
 */
export const formatPercentValue = (percent: number): string => `${shareFormat.format(percent)} %`

/**
 * The same share for a CSV: the number alone, empty when there is no whole.
 *
 * @example csvShare(12, 20) // '60.0'
 */
export function csvShare(part: number, whole: number): string {
  return whole === 0 ? '' : csvShareFormat.format((part / whole) * 100)
}

/**
 * Paise as rupees for a CSV, two decimals and no grouping, worked in whole numbers.
 *
 * @example csvRupees(124000050) // '1240000.50'
 */
export function csvRupees(paise: number): string {
  const sign = paise < 0 ? '-' : ''
  const whole = Math.abs(paise)
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`
}

/**
 * A company date as staff read it.
 *
 * @example formatReportDay('2026-11-30') // '30 Nov 2026'
 */
export const formatReportDay = (day: string): string => dayFormat.format(dateOf(day))

/**
 * A week's Monday on a chart's axis.
 *
 * @example formatWeekLabel('2026-11-02') // '2 Nov'
 */
export const formatWeekLabel = (day: string): string => dayOfMonthFormat.format(dateOf(day))
