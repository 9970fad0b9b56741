// The slots of site visits (issue 28), in Patna's time whatever the visitor's device or the
// server says: IST is UTC+5:30 all year, so a company date and a time of day make one instant with
// a fixed offset (company-time.ts). Written once for the API, which lists and books slots, and
// for the website and the dashboard, which show them.
import { companyDate } from './company-time'
import type { SiteVisitSettings, Weekday } from './site-settings'
import { weekdays } from './site-settings'

const MINUTE_MS = 60 * 1000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS
const IST_OFFSET_MS = (5 * 60 + 30) * MINUTE_MS

/** A time a visit can start, with the places it has left. Instants are ISO 8601, UTC. */
export interface VisitSlot {
  startsAt: string
  endsAt: string
  placesLeft: number
}

/** A company date and its slots that can still be booked. */
export interface VisitDay {
  /** "2026-12-01", in Asia/Kolkata. */
  date: string
  weekday: Weekday
  slots: VisitSlot[]
}

/**
 * Why a start cannot be booked: in the past, inside the notice period, on a day without visits, on
 * a holiday, not one of the day's start times, or further ahead than visitors may book.
 */
export const slotRefusals = [
  'past',
  'notice',
  'day_off',
  'holiday',
  'not_a_slot',
  'too_far',
] as const
export type SlotRefusal = (typeof slotRefusals)[number]

/** Visits already booked per start, keyed by the start's milliseconds since the epoch. */
export type BookedPlaces = ReadonlyMap<number, number>

function minutesOfClock(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number)
  return hours * 60 + minutes
}

function weekdayOf(date: string): Weekday {
  const day = new Date(`${date}T00:00:00.000Z`).getUTCDay()
  return weekdays[(day + 6) % 7] as Weekday
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/**
 * The instants visits may start on a company date: every `slotMinutes` from the opening time, each
 * ending by the closing time. None on a day without visits or a holiday.
 *
 * @param date a company date, "2026-12-01"
 * @example
 * // Tuesday 1 Dec 2026, 10:00-17:00 in slots of 60 minutes: 10:00 ... 16:00 IST, the first at
 * // 04:30 UTC.
 * slotStartsOfDay('2026-12-01', settings)[0].toISOString() // '2026-12-01T04:30:00.000Z'
 */
export function slotStartsOfDay(date: string, settings: SiteVisitSettings): Date[] {
  if (!settings.hours.days.includes(weekdayOf(date))) return []
  if (settings.holidays.includes(date)) return []
  const dayStartUtc = Date.parse(`${date}T00:00:00.000Z`) - IST_OFFSET_MS
  const opens = minutesOfClock(settings.hours.opens)
  const closes = minutesOfClock(settings.hours.closes)
  const starts: Date[] = []
  for (let start = opens; start + settings.slotMinutes <= closes; start += settings.slotMinutes) {
    starts.push(new Date(dayStartUtc + start * MINUTE_MS))
  }
  return starts
}

/** The company dates visitors can choose from at `now`: today in Patna and the days after it. */
export function bookableDates(now: Date, settings: SiteVisitSettings): string[] {
  const today = companyDate(now)
  return Array.from({ length: settings.daysAhead }, (_, index) => addDays(today, index))
}

/**
 * Why a visit cannot start at `startsAt` when booked at `now`, or null when it can (places apart:
 * those are the database's to count).
 *
 * @example
 * // At 20:00 IST on Monday 30 Nov 2026 with 12 hours' notice, 07:00 IST on Tuesday is too soon.
 * slotRefusal(new Date('2026-12-01T04:30:00Z'), new Date('2026-11-30T14:30:00Z'), settings) // 'notice'
 */
export function slotRefusal(
  startsAt: Date,
  now: Date,
  settings: SiteVisitSettings,
): SlotRefusal | null {
  const start = startsAt.getTime()
  if (start <= now.getTime()) return 'past'
  const date = companyDate(startsAt)
  if (!settings.hours.days.includes(weekdayOf(date))) return 'day_off'
  if (settings.holidays.includes(date)) return 'holiday'
  if (!slotStartsOfDay(date, settings).some((slot) => slot.getTime() === start)) return 'not_a_slot'
  if (start < earliestStart(now, settings)) return 'notice'
  if (date > addDays(companyDate(now), settings.daysAhead - 1)) return 'too_far'
  return null
}

/** The first instant a visit booked at `now` may start: after the notice, and never now. */
const earliestStart = (now: Date, settings: SiteVisitSettings) =>
  now.getTime() + settings.noticeHours * HOUR_MS

/** The slot that starts at `startsAt`, with its places left. */
function slotAt(start: Date, settings: SiteVisitSettings, booked: BookedPlaces): VisitSlot {
  return {
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + settings.slotMinutes * MINUTE_MS).toISOString(),
    placesLeft: Math.max(0, settings.visitsAtOnce - (booked.get(start.getTime()) ?? 0)),
  }
}

/**
 * The days visitors can choose from at `now`, each with its slots that can be booked and have a
 * place left; a day with none is kept, with no slots (the page says it is full or closed).
 *
 * @param booked visits booked per start (cancelled ones not counted)
 */
export function visitDays(
  now: Date,
  settings: SiteVisitSettings,
  booked: BookedPlaces,
): VisitDay[] {
  return bookableDates(now, settings).map((date) => ({
    date,
    weekday: weekdayOf(date),
    // The day is one visitors may choose and its starts are the day's slots: only the past and
    // the notice can refuse them.
    slots: slotStartsOfDay(date, settings)
      .filter((start) => start > now && start.getTime() >= earliestStart(now, settings))
      .map((start) => slotAt(start, settings, booked))
      .filter((slot) => slot.placesLeft > 0),
  }))
}

/**
 * The first `count` slots with a place left that start after `after` (a full slot's visitor is
 * offered these at once).
 */
export function nextFreeSlots(
  after: Date,
  now: Date,
  settings: SiteVisitSettings,
  booked: BookedPlaces,
  count: number,
): VisitSlot[] {
  return visitDays(now, settings, booked)
    .flatMap((day) => day.slots)
    .filter((slot) => Date.parse(slot.startsAt) > after.getTime())
    .slice(0, count)
}

/** The first and last instants of the slots visitors can choose from at `now`: what to count. */
export function bookableRange(now: Date, settings: SiteVisitSettings): { from: Date; to: Date } {
  const dates = bookableDates(now, settings)
  const first = dates[0] ?? companyDate(now)
  const last = dates[dates.length - 1] ?? first
  return {
    from: new Date(Date.parse(`${first}T00:00:00.000Z`) - IST_OFFSET_MS),
    to: new Date(Date.parse(`${last}T00:00:00.000Z`) - IST_OFFSET_MS + DAY_MS),
  }
}
