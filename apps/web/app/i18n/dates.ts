import type { Lang } from './lang'

// Day, month name, year, as Indian readers write a date: "8 September 2026", "8 सितंबर 2026"
// (GLOSSARY.md: Latin digits). Node 20's and Chromium's ICU give the same words, so the prerender
// and the browser draw the same text (no hydration mismatch); `nu-latn` keeps the digits Latin
// whatever a browser's default for Hindi.
const formats: Record<Lang, Intl.DateTimeFormat> = {
  en: dayMonthYear('en-IN'),
  hi: dayMonthYear('hi-IN-u-nu-latn'),
}

function dayMonthYear(locale: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
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
