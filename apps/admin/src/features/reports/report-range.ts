import { type LeadReportQuery, type ReportDimension, reportDimensions } from '@nirman/contract'

/** The report's dates and grouping, as the page's address and the API's query hold them. */
export type ReportQuery = LeadReportQuery

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * A company date `days` later (earlier when negative).
 *
 * @example shiftDay('2026-03-01', -1) // '2026-02-28'
 */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** The `days` company dates ending with `today`, both counted. */
export const lastDays = (today: string, days: number) => ({
  from: shiftDay(today, -(days - 1)),
  to: today,
})

/** A report opened without dates: the last 12 weeks, today and the 83 days before, by channel. */
export const defaultReportDays = 84
export const defaultDimension: ReportDimension = 'channel'

export type QuickRange = 'lastFourWeeks' | 'lastTwelveWeeks' | 'thisYear'
export const quickRanges: readonly QuickRange[] = ['lastFourWeeks', 'lastTwelveWeeks', 'thisYear']

/**
 * The dates of a quick range, in the company's calendar.
 *
 * @param today the company's date today, `companyDate(new Date())`
 * @example quickRangeDates('thisYear', '2026-11-30') // { from: '2026-01-01', to: '2026-11-30' }
 */
export function quickRangeDates(range: QuickRange, today: string): { from: string; to: string } {
  switch (range) {
    case 'lastFourWeeks':
      return lastDays(today, 28)
    case 'lastTwelveWeeks':
      return lastDays(today, defaultReportDays)
    case 'thisYear':
      return { from: `${today.slice(0, 4)}-01-01`, to: today }
  }
}

const isDimension = (value: string | null): value is ReportDimension =>
  reportDimensions.some((dimension) => dimension === value)

/**
 * The report the address asks for (`?from=&to=&by=`), the defaults filling what it leaves out.
 * Dates go to the API as written, so the API's refusal shows beside the date it names; an unknown
 * grouping reads as the default, which the select can show.
 */
export function reportQueryOf(params: URLSearchParams, today: string): ReportQuery {
  const defaults = lastDays(today, defaultReportDays)
  const by = params.get('by')
  return {
    from: params.get('from') || defaults.from,
    to: params.get('to') || defaults.to,
    by: isDimension(by) ? by : defaultDimension,
  }
}

/** The address's parameters of a report, in the order people read them. */
export const reportSearchOf = ({ from, to, by }: ReportQuery) =>
  new URLSearchParams({ from, to, by })
