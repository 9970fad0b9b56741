// Lays a Hindi mirror (see text-of.ts) over its English content value: the result has the English
// shape, ids, links, icons and numbers, with every text taken from the Hindi. This is how a page
// renders in Hindi without a second copy of the structure.
import { nonTextKeys, type TextOf } from './text-of'

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function layOverValue(english: unknown, hindi: unknown, skip: ReadonlySet<string>): unknown {
  if (typeof english === 'string' || typeof english === 'function') {
    return typeof hindi === typeof english ? hindi : english
  }
  if (Array.isArray(english)) {
    return english.map((item, index) =>
      layOverValue(item, Array.isArray(hindi) ? hindi[index] : undefined, skip),
    )
  }
  if (isRecord(english) && isRecord(hindi)) {
    return Object.fromEntries(
      Object.entries(english).map(([key, value]) => [
        key,
        skip.has(key) ? value : layOverValue(value, hindi[key], skip),
      ]),
    )
  }
  return english
}

/**
 * The English `english` with the texts of `hindi`. A text the Hindi lacks stays English (the unit
 * test and tsc make sure none does).
 * @param skip - the module's own keys that hold no text (its `keptInEnglish`)
 * @example layOver(aboutCopy, hi.aboutCopy).hero.title // '2011 से बिहार का निर्माण'
 */
export function layOver<T, Skip extends string = never>(
  english: T,
  hindi: TextOf<T, Skip>,
  skip: readonly Skip[] = [],
): T {
  // The walk keeps the English shape key by key, so the result is a T; TypeScript cannot follow a
  // recursive walk over `unknown`, hence the one assertion.
  return layOverValue(english, hindi, new Set<string>([...nonTextKeys, ...skip])) as T
}
