import {
  type OpeningHours as GivenHours,
  type Weekday,
  weekdays,
} from '@nirman/contract/site-settings'
import type { OpeningHours } from '../content/company'
import type { openingHoursWords } from '../content/opening-hours'
import { htmlLang, type Lang } from '../i18n/lang'

/** The words of content/opening-hours.ts in the page's language. */
export type OpeningHoursWords = typeof openingHoursWords

interface Run {
  first: Weekday
  last: Weekday
  days: Weekday[]
}

/** The days in runs of days in a row, Monday first: Mon-Sat and Sun for `mon`..`sat`, `sun`. */
function runsOf(days: readonly Weekday[]): Run[] {
  const runs: Run[] = []
  for (const day of weekdays.filter((each) => days.includes(each))) {
    const run = runs.at(-1)
    if (run && weekdays.indexOf(day) === weekdays.indexOf(run.last) + 1) {
      run.last = day
      run.days.push(day)
    } else {
      runs.push({ first: day, last: day, days: [day] })
    }
  }
  return runs
}

/** "09:00" in the page's words: "9:00 AM", "सुबह 9:00". */
function timeIn(words: OpeningHoursWords, clock: string): string {
  const [hour = '0', minutes = '00'] = clock.split(':')
  return words.time(Number(hour), minutes)
}

/**
 * The owner's opening hours as the page shows them, in the words of the specification's:
 * `mon`..`sat`, 09:00-18:00 reads "Mon-Sat 9:00 AM - 6:00 PM", "Monday to Saturday 9:00 AM to
 * 6:00 PM" and "Sunday closed" (in Hindi "सोम-शनि सुबह 9:00 - शाम 6:00" ...). Three days or more in
 * a row are a range; other days are listed ("Mon, Wed, Fri", "Monday, Wednesday and Friday").
 * @param words - openingHoursWords of content/opening-hours.ts in `lang`
 */
export function openingHoursIn(
  lang: Lang,
  words: OpeningHoursWords,
  hours: GivenHours,
): OpeningHours {
  const list = new Intl.ListFormat(htmlLang[lang], { type: 'conjunction' })
  const runs = runsOf(hours.days)
  const named = (name: (day: Weekday) => string, range: (first: string, last: string) => string) =>
    runs.flatMap((run) =>
      run.days.length >= 3 ? [range(name(run.first), name(run.last))] : run.days.map(name),
    )
  const dayName = (day: Weekday) => words.dayNames[day]
  const opens = timeIn(words, hours.opens)
  const closes = timeIn(words, hours.closes)
  // Both languages write the short form alike: "Mon-Sat 9:00 AM - 6:00 PM", "सोम-शनि सुबह 9:00 - शाम 6:00".
  const shortDays = named(
    (day) => words.shortDay(dayName(day)),
    (first, last) => `${first}-${last}`,
  ).join(', ')
  const closedDays = weekdays.filter((day) => !hours.days.includes(day))
  return {
    short: `${shortDays} ${opens} - ${closes}`,
    long: words.long(list.format(named(dayName, words.dayRange)), opens, closes),
    closed: closedDays.length ? words.closed(list.format(closedDays.map(dayName))) : undefined,
    days: runs.flatMap((run) => run.days),
    opens: hours.opens,
    closes: hours.closes,
  }
}
