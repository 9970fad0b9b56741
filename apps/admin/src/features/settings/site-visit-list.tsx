import type { SiteVisitSettings } from '@nirman/contract'
import { siteVisitListCopy } from '../../settings-content'
import { formatDay } from '../client-projects/record-format'
import { DetailList } from './detail-list'
import { hoursText } from './weekly-hours-fields'

const words = siteVisitListCopy

/** What a version's site visits say, each as a label and its text. Empty for a version with none. */
export function siteVisitRows(siteVisits: SiteVisitSettings | undefined): [string, string][] {
  if (!siteVisits) return []
  const { hours, holidays, slotMinutes, visitsAtOnce, noticeHours, daysAhead } = siteVisits
  return [
    [words.hours, hoursText(hours)],
    [words.holidays, holidays.length ? holidays.map(formatDay).join(', ') : words.noHolidays],
    [words.slotMinutes, words.minutes(slotMinutes)],
    [words.visitsAtOnce, String(visitsAtOnce)],
    [words.noticeHours, words.noticeValue(noticeHours)],
    [words.daysAhead, words.days(daysAhead)],
  ]
}

/** The site visits of a saved version, read-only (the built-in ones when it has none). */
export function SiteVisitList({ siteVisits }: { siteVisits: SiteVisitSettings | undefined }) {
  return <DetailList rows={siteVisitRows(siteVisits)} empty={words.builtIn} wide />
}
