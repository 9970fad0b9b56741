import type { Lang } from './lang'

// Day, month name, year, as Indian readers write a date: "8 September 2026", "8 सितंबर 2026"
// (GLOSSARY.md: Latin digits). Node 20's and Chromium's ICU give the same words, so the prerender
// and the browser draw the same text (no hydration mismatch); `nu-latn` keeps the digits Latin
// whatever a browser's default for Hindi.
const formats: Record<Lang, Intl.DateTimeFormat> = {
  en: dayMonthYear('en-IN'),
  hi: dayMonthYear('hi-IN-u-nu-latn'),
}

// The same with the month short in English ("1 Dec 2026"); Hindi keeps the month's whole name,
// its short forms (दिस॰) being no way a reader writes a date ("1 दिसंबर 2026").
const shortFormats: Record<Lang, Intl.DateTimeFormat> = {
  en: dayMonthYear('en-IN', 'short'),
  hi: dayMonthYear('hi-IN-u-nu-latn'),
}

function dayMonthYear(locale: string, month: 'long' | 'short' = 'long'): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month,
    year: 'numeric',
    timeZone: 'UTC',
  })
}

/**
 * A calendar date (`YYYY-MM-DD`) in words in `lang`, the same wherever it is read.
 * @param lang the page's language
 * @param date `YYYY-MM-DD`
 * @returns "8 September 2026" or "8 सितंबर 2026"
 * @example formatDate('hi', '2026-09-08') // '8 सितंबर 2026'
 */
export function formatDate(lang: Lang, date: string): string {
  return formats[lang].format(new Date(`${date}T00:00:00Z`))
}

/**
 * A calendar date (`YYYY-MM-DD`) in few words in `lang`, as a line under a figure names it; the
 * day never shifts with the reader's time zone.
 * @param lang the page's language
 * @param date `YYYY-MM-DD`
 * @returns "1 Dec 2026" or "1 दिसंबर 2026"
 * @example formatShortDate('en', '2026-12-01') // '1 Dec 2026'
 */
export function formatShortDate(lang: Lang, date: string): string {
  return shortFormats[lang].format(new Date(`${date}T00:00:00Z`))
}
