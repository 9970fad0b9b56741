// The site's two languages. The language of a page is read from its address, never stored: English
// at today's addresses, Hindi under /hi/ (/hi/, /hi/about, /hi/resources/loan-calculator). So it is
// known before hydration (the prerendered HTML of /hi/about is Hindi) and never changes on a page:
// the language switch is a link to the other language's address of the same page.

export const langs = ['en', 'hi'] as const
export type Lang = (typeof langs)[number]

/** `lang` of <html> and of links to a page in that language. */
export const htmlLang: Record<Lang, string> = { en: 'en-IN', hi: 'hi-IN' }

/** The language of an address: Hindi for /hi and everything under /hi/. */
export function langOf(pathname: string): Lang {
  return pathname === '/hi' || pathname.startsWith('/hi/') ? 'hi' : 'en'
}

/** The English address of a page of either language: '/hi/about' -> '/about', '/hi/' -> '/'. */
export function englishPath(pathname: string): string {
  if (langOf(pathname) === 'en') return pathname
  return pathname.slice('/hi'.length) || '/'
}

/**
 * The address of the page `path` (an English address, '/about', may carry ?query or #hash) in
 * `lang`: '/about' -> '/hi/about', '/' -> '/hi/', '/#tools' -> '/hi/#tools'.
 */
export function pathIn(lang: Lang, path: string): string {
  if (lang === 'en' || !path.startsWith('/')) return path
  if (langOf(path) === 'hi') return path
  return `/hi${path}`
}
