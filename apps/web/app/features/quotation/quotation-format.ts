import { formatDate } from '../../i18n/dates'
import type { Lang } from '../../i18n/lang'

// Figures and moments of a quotation as its page writes them, in the quotation's language: the
// same figures as its PDF (apps/api quotation-pdf.ts), Western digits grouped the Indian way.

const grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 })

/**
 * A quantity in thousandths of its unit, as the PDF writes it: Indian grouping, at most three
 * decimals, no trailing zeros.
 * @example formatQuantity(1_200_000) // '1,200'
 * @example formatQuantity(12_500) // '12.5'
 */
export function formatQuantity(quantityMilli: number): string {
  const whole = Math.trunc(quantityMilli / 1000)
  const rest = quantityMilli % 1000
  const figures = grouping.format(whole)
  return rest === 0 ? figures : `${figures}.${String(rest).padStart(3, '0').replace(/0+$/, '')}`
}

/** India's offset from UTC all year (no summer time): 5 h 30 min. */
const indiaOffsetMs = 5.5 * 60 * 60 * 1000

/** An instant (ISO 8601) in India: its day (`YYYY-MM-DD`), hour (0-23) and minutes ("05"). */
export function inIndia(iso: string): { day: string; hour: number; minutes: string } {
  const shifted = new Date(Date.parse(iso) + indiaOffsetMs)
  return {
    day: shifted.toISOString().slice(0, 10),
    hour: shifted.getUTCHours(),
    minutes: String(shifted.getUTCMinutes()).padStart(2, '0'),
  }
}

/**
 * The day of an instant in India, in words.
 * @example dayInIndia('en', '2026-12-01T20:00:00.000Z') // '2 December 2026' (1:30 in the night)
 */
export function dayInIndia(lang: Lang, iso: string): string {
  return formatDate(lang, inIndia(iso).day)
}
