import type { ClientStage } from '@nirman/contract'
import { formatDate } from '../../i18n/dates'
import type { Lang } from '../../i18n/lang'
import { useLang } from '../../i18n/use-lang'

// Days, moments and sizes on the tracker as a client reads them, in the page's language. The days
// of the work are company days (`YYYY-MM-DD`, already Patna's); moments (a message, a document
// added) are instants, shown in Patna's time whatever the phone's zone: a client in Dubai reads
// the day and hour of the site.

const patna = 'Asia/Kolkata'

const momentFormats: Record<Lang, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-IN', {
    timeZone: patna,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }),
  // The 24-hour clock: ICU writes "am"/"pm" in Latin letters in Hindi.
  hi: new Intl.DateTimeFormat('hi-IN-u-nu-latn', {
    timeZone: patna,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
  }),
}

// 'en-CA' writes a date as YYYY-MM-DD.
const patnaDays = new Intl.DateTimeFormat('en-CA', { timeZone: patna })

/** Patna's calendar day of an instant: '2026-09-08T20:10:00Z' -> '2026-09-09'. */
export function patnaDayOf(iso: string): string {
  return patnaDays.format(new Date(iso))
}

const sizeFormats = (lang: Lang) => {
  const locale = lang === 'hi' ? 'hi-IN-u-nu-latn' : 'en-IN'
  return {
    kilobytes: new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'kilobyte',
      maximumFractionDigits: 0,
    }),
    megabytes: new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'megabyte',
      maximumFractionDigits: 1,
    }),
  }
}
const sizes: Record<Lang, ReturnType<typeof sizeFormats>> = {
  en: sizeFormats('en'),
  hi: sizeFormats('hi'),
}

/** A file's size as people read it: "340 kB", "2.4 MB". */
export function fileSizeIn(lang: Lang, bytes: number): string {
  if (bytes < 1024 * 1024)
    return sizes[lang].kilobytes.format(Math.max(1, Math.round(bytes / 1024)))
  return sizes[lang].megabytes.format(bytes / (1024 * 1024))
}

/** A stage's name on the page: its Hindi name on a Hindi page when staff wrote one. */
export function stageNameIn(lang: Lang, stage: Pick<ClientStage, 'name' | 'nameHi'>) {
  const hindi = lang === 'hi' && stage.nameHi.trim() !== ''
  return {
    text: hindi ? stage.nameHi : stage.name,
    // English words on a Hindi page say so, for screen readers and the page's checks.
    lang: lang === 'hi' && !hindi ? 'en-IN' : undefined,
  }
}

/** The tracker's ways of writing days, moments, sizes and stage names in the page's language. */
export function useTrackerFormat() {
  const lang = useLang()
  return {
    lang,
    day: (day: string) => formatDate(lang, day),
    moment: (iso: string) => momentFormats[lang].format(new Date(iso)),
    size: (bytes: number) => fileSizeIn(lang, bytes),
    stageName: (stage: Pick<ClientStage, 'name' | 'nameHi'>) => stageNameIn(lang, stage),
  }
}
