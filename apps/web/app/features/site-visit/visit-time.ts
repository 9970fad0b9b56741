import { companyTimeZone } from '@nirman/contract/company-time'
import type { Lang } from '../../i18n/lang'

// A site visit's days and times as a visitor in Patna says them, whatever the time zone of the
// device reading them: the days are company dates ("2026-12-01", read as written), the times
// instants shown in Asia/Kolkata. Latin digits in Hindi too (GLOSSARY.md).

const locales: Record<Lang, string> = { en: 'en-IN', hi: 'hi-IN-u-nu-latn' }

const dayFormats: Record<Lang, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(locales.en, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }),
  // Hindi keeps the month's whole name: its short forms (दिस॰) are no way a reader writes a date.
  hi: new Intl.DateTimeFormat(locales.hi, {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }),
}

const longDayFormats: Record<Lang, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(locales.en, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: companyTimeZone,
  }),
  hi: new Intl.DateTimeFormat(locales.hi, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: companyTimeZone,
  }),
}

const timeFormats: Record<Lang, Intl.DateTimeFormat> = {
  // "10:00 am"
  en: new Intl.DateTimeFormat(locales.en, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: companyTimeZone,
  }),
  // "सुबह 10:00", "दोपहर 1:00", "शाम 4:00": the part of the day, as Patna says the time.
  hi: new Intl.DateTimeFormat(locales.hi, {
    hour: 'numeric',
    minute: '2-digit',
    dayPeriod: 'short',
    timeZone: companyTimeZone,
  }),
}

/**
 * A company date as a day to pick: "Tue, 1 Dec", "मंगल, 1 दिसंबर".
 * @param date `YYYY-MM-DD`, in Asia/Kolkata
 */
export function visitDayLabel(lang: Lang, date: string): string {
  return dayFormats[lang].format(new Date(`${date}T00:00:00Z`))
}

/** An instant as a time of day in Patna: "10:00 am", "सुबह 10:00". */
export function visitTimeLabel(lang: Lang, instant: string): string {
  return timeFormats[lang].format(new Date(instant))
}

/**
 * An instant as a visit's day and time in Patna, with the zone said:
 * "Tuesday, 1 December 2026, 10:00 am IST", "मंगलवार, 1 दिसंबर 2026, सुबह 10:00 IST".
 */
export function visitWhen(lang: Lang, instant: string): string {
  const date = new Date(instant)
  return `${longDayFormats[lang].format(date)}, ${timeFormats[lang].format(date)} IST`
}

/**
 * The time zone the device is set to, when it is not India's: the page says its times are
 * Patna's. Undefined in India (or where the browser does not say).
 */
export function deviceZoneElsewhere(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  if (!zone || zone === 'Asia/Kolkata' || zone === 'Asia/Calcutta') return undefined
  return zone
}
