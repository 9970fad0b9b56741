import { use } from 'react'
import { layOver } from '../content/hi/lay-over'
import type { TextOf } from '../content/hi/text-of'
import { type HindiPartName, type HindiParts, loadedHindiPart, loadHindiPart } from './hindi-parts'
import type { Lang } from './lang'
import { useLang } from './use-lang'

// The one way a text reaches a page in its language. The language is the page's route's (its
// address: lang.ts); the English is a content module's value; the Hindi is its mirror in
// app/content/hi/ (typed from the English, so a text without its Hindi does not compile), either
// imported by the page's code or taken from a Hindi part (hindi-parts.ts) with `fromPart`. A
// component reads its texts in render with `usePageText`; code that runs outside a component but
// knows the page (a route's `meta`, an event handler) uses `textIn` with the language it was given.

/** A Hindi mirror kept in one of the Hindi parts (hindi-parts.ts), picked from it when read. */
export class PartText<Hindi> {
  constructor(
    readonly part: HindiPartName,
    readonly pick: (parts: HindiParts) => Hindi,
  ) {}
}

/**
 * The Hindi `pick` takes from the part `part`:
 * @example fromPart('firstLoad', (hindi) => hindi.home.homeCopy)
 */
export function fromPart<Name extends HindiPartName, Hindi>(
  part: Name,
  pick: (texts: HindiParts[Name]) => Hindi,
): PartText<Hindi> {
  return new PartText(part, (parts) => pick(parts[part]))
}

type HindiOf<T, Skip extends string> = TextOf<T, Skip> | PartText<TextOf<T, Skip>>

// The laid-over values, computed once per English value and mirror (both are module constants).
const laidOver = new WeakMap<object, WeakMap<object, unknown>>()

function over<T, Skip extends string>(
  english: T,
  hindi: TextOf<T, Skip>,
  skip: readonly Skip[],
): T {
  if (typeof english !== 'object' || english === null || typeof hindi !== 'object' || !hindi) {
    return layOver(english, hindi, skip)
  }
  let byHindi = laidOver.get(english)
  if (!byHindi) {
    byHindi = new WeakMap()
    laidOver.set(english, byHindi)
  }
  if (!byHindi.has(hindi)) byHindi.set(hindi, layOver(english, hindi, skip))
  return byHindi.get(hindi) as T
}

function partText<Hindi>(text: PartText<Hindi>, parts: Partial<HindiParts>): Hindi {
  return text.pick(parts as HindiParts)
}

/**
 * `english` in `lang`: itself, or (Hindi) laid over with its mirror (the Hindi's texts in the
 * English's shape). A Hindi part that is not here yet is a fault of the page's loading: it throws.
 * @example textIn(langOf(location.pathname), aboutCopy, hi.aboutCopy).meta
 */
export function textIn<T, Skip extends string = never>(
  lang: Lang,
  english: T,
  hindi: HindiOf<T, Skip>,
  skip: readonly Skip[] = [],
): T {
  if (lang === 'en') return english
  if (!(hindi instanceof PartText)) return over(english, hindi, skip)
  const part = loadedHindiPart(hindi.part)
  if (!part) throw new Error(`The Hindi part "${hindi.part}" was read before it was loaded`)
  return over(english, partText(hindi, { [hindi.part]: part }), skip)
}

/**
 * `english` in the language of the page being drawn (see `textIn`). A Hindi part not here yet
 * suspends the component until it is.
 * @example const copy = usePageText(aboutCopy, hi.aboutCopy)
 * @example const copy = usePageText(homeCopy, fromPart('firstLoad', (hindi) => hindi.home.homeCopy))
 */
export function usePageText<T, Skip extends string = never>(
  english: T,
  hindi: HindiOf<T, Skip>,
  skip: readonly Skip[] = [],
): T {
  const lang = useLang()
  if (lang === 'en') return english
  if (hindi instanceof PartText && !loadedHindiPart(hindi.part)) use(loadHindiPart(hindi.part))
  return textIn(lang, english, hindi, skip)
}
