/** How a project's records show days and file sizes, the dashboard's way (India's calendar). */

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})

/**
 * A company day as staff read it.
 *
 * @param day `YYYY-MM-DD`
 * @example formatDay('2026-03-07') // '7 Mar 2026'
 */
export function formatDay(day: string): string {
  const instant = new Date(`${day}T00:00:00Z`)
  return Number.isNaN(instant.getTime()) ? day : dayFormat.format(instant)
}

const sizeFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 })

/**
 * A file's size in the units people read on a phone: bytes, KB (of 1,024 bytes) or MB.
 *
 * @example formatBytes(2_516_582) // '2.4 MB'
 * @example formatBytes(800) // '800 bytes'
 */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} KB`
  return `${sizeFormat.format(bytes / (1024 * 1024))} MB`
}
