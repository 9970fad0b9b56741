import { createContext, use } from 'react'
import type { CalculatorSlug } from '../../content/site-map'
import { useLang } from '../../i18n/use-lang'
import type { CalculatorHindiModules, LoadedCalculatorHindi } from './hindi-calculator'

// A calculator speaks the language of its page. On an English page it uses its own texts (each
// calculator's *-text.ts) and the engine's English as they are. On a Hindi page its Hindi texts
// (app/content/hi/calculator-*.ts) and the code that applies them (hindi-calculator.ts) arrive with
// its code, in the same lazy load (calculator-view.tsx), and are given to it here: so English pages
// and English calculator chunks carry no Hindi.

/** The Hindi texts loaded with the calculator shown; none on an English page. */
export const CalculatorHindiContext = createContext<LoadedCalculatorHindi | undefined>(undefined)

/** The Hindi of the calculator `slug` on a Hindi page; undefined on an English one. */
export function useCalculatorHindi<Slug extends CalculatorSlug>(
  slug: Slug,
): CalculatorHindiModules[Slug] | undefined {
  const loaded = use(CalculatorHindiContext)
  return useLang() === 'hi' ? loaded?.calculators[slug] : undefined
}

/** The Hindi of the shared frame and its code on a Hindi page; undefined on an English one. */
export function useHindiFrame(): LoadedCalculatorHindi | undefined {
  const loaded = use(CalculatorHindiContext)
  return useLang() === 'hi' ? loaded : undefined
}

const asItIs = (english: string) => english

/**
 * The texts the engine writes for the calculator `slug` (a staircase's notes, pump advice, the
 * names of presets) in the page's language.
 * @example const say = useEngineSays('plumbing-calculator'); say(result.pumpAdvice)
 */
export function useEngineSays(slug: CalculatorSlug): (english: string) => string {
  const loaded = useHindiFrame()
  const catalog = loaded?.calculators[slug]?.engine
  return loaded && catalog ? (english) => loaded.tools.engineTextIn(catalog, english) : asItIs
}
