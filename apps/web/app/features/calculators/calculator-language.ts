import type { EngineMessage } from '@nirman/calc-engine'
import { createContext, use } from 'react'
import type { CalculatorSlug } from '../../content/site-map'
import { useLang } from '../../i18n/use-lang'
import type { CalculatorHindiModules, LoadedCalculatorHindi } from './hindi-calculator'

// A calculator speaks the language of its page. On an English page it uses its own texts (each
// calculator's *-text.ts) and the engine's English as they are. On a Hindi page its Hindi texts
// (its folder's *-hindi.ts) and the code that applies them (hindi-calculator.ts) arrive with
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
const itsText = (message: EngineMessage) => message.text

/**
 * The names and sentences the engine writes whole for the calculator `slug` (pump advice, the
 * names of presets) in the page's language.
 * @example const say = useEngineSays('plumbing-calculator'); say(result.pumpAdvice)
 */
export function useEngineSays(slug: CalculatorSlug): (english: string) => string {
  const loaded = useHindiFrame()
  const catalog = loaded?.calculators[slug]?.engine
  return loaded && catalog ? (english) => loaded.tools.engineTextIn(catalog, english) : asItIs
}

/**
 * The notes the engine writes for the calculator `slug` (a staircase's), worded in the page's
 * language from their id and values.
 * @example const note = useEngineMessages('staircase-calculator'); result.noteMessages.map(note)
 */
export function useEngineMessages(slug: CalculatorSlug): (message: EngineMessage) => string {
  const loaded = useHindiFrame()
  const catalog = loaded?.calculators[slug]?.engine
  return loaded && catalog ? (message) => loaded.tools.messageIn(catalog, message) : itsText
}
