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
 * The same, at once: translated when the catalogs are here (a Hindi page's form checked its fields
 * before sending, which fetched them), else as it is.
 */
export function translateMessageNow(lang: Lang, message: string): string {
  return lang === 'en' || !translate ? message : translate.translateMessage(lang, message)
}
