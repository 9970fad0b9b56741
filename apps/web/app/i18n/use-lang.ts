import { useLocation } from 'react-router'
import { type Lang, langOf, pathIn } from './lang'

/**
 * The language of the page being shown, from its address (no context, no state: the same on the
 * prerender and in the browser, and unchanged until the address changes).
 */
export function useLang(): Lang {
  return langOf(useLocation().pathname)
}

/** A function giving an English address in the page's language: `to('/contact')`. */
export function useLocalPath(): (path: string) => string {
  const lang = useLang()
  return (path) => pathIn(lang, path)
}
