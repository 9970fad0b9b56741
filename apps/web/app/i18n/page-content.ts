import type { TextOf } from '../content/hi/text-of'
import { type Lang, langOf } from './lang'
import { localized } from './localized'

// The language of the page being rendered, for content values read by pages and sections. In the
// browser it is the address's (the language of a page never changes while it is shown: the switch
// is a link to another page, whose route modules differ). In the build's prerender, pages are
// rendered one at a time (React Router's prerender concurrency is 1) and the document's Layout
// says which language the page has before anything below it renders.
let prerenderLang: Lang = 'en'

/** Called by the document (root.tsx Layout) as it renders, with the language of its address. */
export function setPrerenderLang(lang: Lang): void {
  prerenderLang = lang
}

/** The language of the page being rendered. */
export function pageLang(): Lang {
  return typeof window === 'undefined' ? prerenderLang : langOf(window.location.pathname)
}

/**
 * A content value that reads as the English `english` on English pages and as it laid over with
 * its Hindi mirror on Hindi pages, whenever it is read (render time): a module can keep its
 * `const copy = inPageLang(en.aboutCopy, hi.aboutCopy)` at the top and use `copy.hero.title`.
 * Read it in render code, not at module level. `hindi` may be a function, for a mirror of the
 * Hindi first-load chunk: `inPageLang(en.homeCopy, () => hindiTexts()?.home.homeCopy)`.
 */
export function inPageLang<T extends object, Skip extends string = never>(
  english: T,
  hindi: TextOf<T, Skip> | (() => TextOf<T, Skip> | undefined),
  skip: readonly Skip[] = [],
): T {
  const hindiNow = () =>
    typeof hindi === 'function' ? (hindi as () => TextOf<T, Skip> | undefined)() : hindi
  const current = () => localized(pageLang(), english, hindiNow(), skip) as T & object
  return new Proxy(english, {
    get: (_target, key) => {
      const value = Reflect.get(current(), key)
      // Methods of an array (map, filter, ...) must run on the array they were read from.
      return typeof value === 'function' && Array.isArray(current()) ? value.bind(current()) : value
    },
    has: (_target, key) => Reflect.has(current(), key),
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor: (target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(current(), key)
      // A proxy may not report a non-configurable property (an array's length) otherwise than
      // its target has it.
      const own = Reflect.getOwnPropertyDescriptor(target, key)
      if (own && !own.configurable) return own
      return descriptor ? { ...descriptor, configurable: true } : descriptor
    },
  })
}
