import type { TextOf } from '../content/hi/text-of'
import { hindiTexts } from './hindi-texts'
import type { Lang } from './lang'

// The laid-over values, computed once per English value (content values are module constants).
const cache = new WeakMap<object, unknown>()

/**
 * A content value in `lang`: the English value itself, or (Hindi) the English value with the texts of
 * its Hindi mirror in app/content/hi/ (see lay-over.ts, which comes with the Hindi first-load chunk:
 * hindi-first-load.ts). Without the mirror (not loaded), the English.
 * @example localized(lang, aboutCopy, hi.aboutCopy).hero.title
 */
export function localized<T, Skip extends string = never>(
  lang: Lang,
  english: T,
  hindi: TextOf<T, Skip> | undefined,
  skip: readonly Skip[] = [],
): T {
  const layOver = hindiTexts()?.layOver
  if (lang === 'en' || hindi === undefined || !layOver) return english
  if (typeof english !== 'object' || english === null) return layOver(english, hindi, skip)
  const key = english as object
  if (!cache.has(key)) cache.set(key, layOver(english, hindi, skip))
  return cache.get(key) as T
}
