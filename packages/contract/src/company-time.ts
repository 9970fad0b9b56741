/**
 * The company works in Patna: every date staff read (the dashboard, the CSV export, "due today") is
 * in India Standard Time, whatever the time zone of the server or of a phone abroad. IST is UTC+5:30
 * all year (no daylight saving), so a local date-time converts with a fixed offset.
 */
export const companyTimeZone = 'Asia/Kolkata'
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000

// "18 Nov 2026, 12:00 pm": the dashboard's format, in the company's time zone.
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: companyTimeZone,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})

/**
 * An instant as staff read it on the dashboard and in the CSV export, in Asia/Kolkata.
 *
 * @param iso an ISO 8601 instant, e.g. "2026-11-18T06:30:00.000Z"
 * @returns e.g. "18 Nov 2026, 12:00 pm"
 */
export function formatCompanyDateTime(iso: string | Date): string {
  return dateTimeFormat.format(typeof iso === 'string' ? new Date(iso) : iso)
}

const twoDigits = (value: number) => String(value).padStart(2, '0')

/** The company's calendar date of an instant: "2026-11-18". */
export function companyDate(instant: Date): string {
  const local = new Date(instant.getTime() + IST_OFFSET_MS)
  return `${local.getUTCFullYear()}-${twoDigits(local.getUTCMonth() + 1)}-${twoDigits(local.getUTCDate())}`
}

/**
 * The instant a company date starts (midnight in Patna), as a Date.
 *
 * @param date "2026-11-18"
 * @example companyDayStart('2026-11-18').toISOString() // '2026-11-17T18:30:00.000Z'
 */
export function companyDayStart(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) - IST_OFFSET_MS)
}

/**
 * The value of an `<input type="datetime-local">` showing an instant in the company's time:
 * "2026-11-18T12:00".
 */
export function toCompanyDateTimeInput(iso: string): string {
  const local = new Date(Date.parse(iso) + IST_OFFSET_MS)
  return local.toISOString().slice(0, 16)
}

/**
 * The instant an `<input type="datetime-local">` value means in the company's time:
 * "2026-11-18T12:00" -> "2026-11-18T06:30:00.000Z". Null for a value that is not a date-time.
 */
export function fromCompanyDateTimeInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?$/.test(value)) return null
  const utc = Date.parse(`${value}Z`)
  if (Number.isNaN(utc)) return null
  return new Date(utc - IST_OFFSET_MS).toISOString()
}
