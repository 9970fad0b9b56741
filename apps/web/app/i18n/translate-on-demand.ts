import type { Lang } from './lang'

// Lingui and its catalogs (translate.ts, about 9 KB gzip with its message compiler) are fetched
// only where a message needs them: on a Hindi page, with the quote forms' checks. English pages,
// whose messages are the source, never fetch them.
let translate: typeof import('./translate') | undefined

/** A message of the contract's checks in `lang`, fetching the catalogs on first need. */
export async function translateMessageOnDemand(lang: Lang, message: string): Promise<string> {
  if (lang === 'en') return message
  translate ??= await import('./translate')
  return translate.translateMessage(lang, message)
}

/**
 * Fetches the catalogs ahead of need on a page in another language than English: a live quote
 * form does it as it starts, so that the API's answer to a send is said in the page's language.
 */
export function preloadTranslations(lang: Lang): void {
  if (lang === 'en' || translate) return
  import('./translate').then(
    (module) => {
      translate = module
    },
    // Offline: the form says its own fallback in the page's language (translateMessageNow).
    () => undefined,
  )
}

/**
 * The same, at once: translated when the catalogs are here (preloadTranslations, or a Hindi page's
 * form checked its fields), else '' on a page in another language than English, so that the
 * caller says its own fallback in that language rather than an English message.
 */
export function translateMessageNow(lang: Lang, message: string): string {
  if (lang === 'en') return message
  return translate ? translate.translateMessage(lang, message) : ''
}
