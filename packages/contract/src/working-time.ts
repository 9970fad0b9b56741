// The sales desk's working time (issue 27): the first-contact clock runs only while the desk works,
// in Patna's time whatever the server's or a phone's zone. IST is UTC+5:30 all year, so a local
// time converts with a fixed offset (company-time.ts).
import type { Weekday } from './site-settings'
import { weekdays } from './site-settings'

/** When the sales desk works: the days, the same hours each day ("HH:MM", 24-hour), and days off. */
export interface WorkingTime {
  days: readonly Weekday[]
  opens: string
  closes: string
  /** Days off, as company dates ("2026-11-14"). */
  holidays: readonly string[]
}

const MINUTE_MS = 60 * 1000
const DAY_MS = 24 * 60 * MINUTE_MS
const IST_OFFSET_MS = (5 * 60 + 30) * MINUTE_MS
/** No answer is looked for further than this: a desk with every day a holiday never works. */
const MOST_DAYS = 800

/** Minutes from midnight of "HH:MM". */
function minutesOfClock(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number)
  return hours * 60 + minutes
}

/**
 * The working window of the company day that starts at `dayStart` (a local time in ms since the
 * epoch, as if IST were UTC), or null when the desk does not work that day.
 */
function windowOf(dayStart: number, time: WorkingTime): [number, number] | null {
  const day = new Date(dayStart)
  const weekday = weekdays[(day.getUTCDay() + 6) % 7] as Weekday
  if (!time.days.includes(weekday)) return null
  if (time.holidays.includes(day.toISOString().slice(0, 10))) return null
  const opens = dayStart + minutesOfClock(time.opens) * MINUTE_MS
  const closes = dayStart + minutesOfClock(time.closes) * MINUTE_MS
  return closes > opens ? [opens, closes] : null
}

/**
 * The instant `minutes` working minutes after `start`: the clock stops outside the desk's hours,
 * on its days off and on holidays. Null when the desk never works again (no day in 800).
 *
 * @param start when the clock starts (a lead's arrival)
 * @param minutes working minutes to count, 0 or more
 * @param time the desk's days, hours and holidays, in Asia/Kolkata
 * @returns the deadline, as an instant
 * @example
 * // A lead at 18:55 IST on Saturday 28 Nov 2026, a desk of 9:00-19:00 Monday to Saturday: five
 * // minutes on Saturday, ten on Monday: 9:10 IST on Monday 30 Nov.
 * addWorkingMinutes(new Date('2026-11-28T13:25:00Z'), 15, time) // 2026-11-30T03:40:00.000Z
 */
export function addWorkingMinutes(start: Date, minutes: number, time: WorkingTime): Date | null {
  let local = start.getTime() + IST_OFFSET_MS
  let left = Math.max(0, minutes) * MINUTE_MS
  let dayStart = Math.floor(local / DAY_MS) * DAY_MS
  for (let day = 0; day < MOST_DAYS; day += 1, dayStart += DAY_MS) {
    const window = windowOf(dayStart, time)
    if (!window) continue
    const [opens, closes] = window
    local = Math.max(local, opens)
    if (local >= closes) continue
    if (local + left <= closes) return new Date(local + left - IST_OFFSET_MS)
    left -= closes - local
  }
  return null
}

/**
 * The working minutes between two instants (0 when `to` is not after `from`): how long a lead
 * waited by the desk's clock.
 *
 * @example
 * // From 18:55 IST on Saturday to 9:10 IST on the Monday after: 5 + 10 = 15 working minutes.
 * workingMinutesBetween(new Date('2026-11-28T13:25:00Z'), new Date('2026-11-30T03:40:00Z'), time) // 15
 */
export function workingMinutesBetween(from: Date, to: Date, time: WorkingTime): number {
  const start = from.getTime() + IST_OFFSET_MS
  const end = to.getTime() + IST_OFFSET_MS
  if (end <= start) return 0
  let total = 0
  const lastDay = Math.floor(end / DAY_MS) * DAY_MS
  for (
    let dayStart = Math.floor(start / DAY_MS) * DAY_MS;
    dayStart <= lastDay;
    dayStart += DAY_MS
  ) {
    const window = windowOf(dayStart, time)
    if (!window) continue
    const overlap = Math.min(end, window[1]) - Math.max(start, window[0])
    if (overlap > 0) total += overlap
  }
  return total / MINUTE_MS
}
