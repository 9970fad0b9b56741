// The words the owner's opening hours are written with (settings/opening-hours.ts), in the words of
// the specification's own (content/company.ts: "Mon-Sat 9:00 AM - 6:00 PM", "Monday to Saturday
// 9:00 AM to 6:00 PM", "Sunday closed"). A module of their own: the parts of a page that show the
// hours bring them (i18n/opening-hours.ts), the first load does not.

/** How the owner's opening hours read. */
export const openingHoursWords = {
  dayNames: {
    mon: 'Monday',
    tue: 'Tuesday',
    wed: 'Wednesday',
    thu: 'Thursday',
    fri: 'Friday',
    sat: 'Saturday',
    sun: 'Sunday',
  },
  /** A day's short name from its name: "Monday" is "Mon". */
  shortDay: (day: string) => day.slice(0, 3),
  /** A time of day from its hour (0-23) and its minutes ("00"): "9:00 AM". */
  time: (hour: number, minutes: string) =>
    `${hour % 12 || 12}:${minutes} ${hour < 12 ? 'AM' : 'PM'}`,
  /** Three or more days in a row: "Monday to Saturday". */
  dayRange: (first: string, last: string) => `${first} to ${last}`,
  long: (days: string, opens: string, closes: string) => `${days} ${opens} to ${closes}`,
  closed: (days: string) => `${days} closed`,
} as const
