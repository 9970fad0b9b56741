import type { WorkedStep } from '@nirman/ui'
import { createContext, use } from 'react'
import type { TextOf } from '../../content/hi/text-of'
import type { CalculatorSlug } from '../../content/site-map'
import { useLang } from '../../i18n/use-lang'
import type { EngineTexts } from './engine-texts'
import type { CalculatorHindiModules } from './hindi-calculator'

// A calculator speaks the language of its page. On an English page it uses its own texts (each
// calculator's *-text.ts) and the engine's English as they are. On a Hindi page its Hindi texts
// (app/content/hi/calculator-*.ts) and the code that applies them (hindi-calculator.ts) arrive with
// its code, in the same lazy load (calculator-view.tsx), and are given to it here: so English pages
// and English calculator chunks carry no Hindi.

/** The Hindi of one calculator: its own texts (the mirror of its *-text.ts) and the engine's. */
export interface CalculatorHindi<Text> {
  readonly text: TextOf<Text>
  readonly engine: EngineTexts
}

/** What the browser says of a field it refuses; on Hindi pages the calculators say it in Hindi. */
export interface FieldCheckTexts {
  /** A number field left blank. */
  readonly required: string
  /** A list left on no choice. */
  readonly choose: string
  /** Text that is not a number. */
  readonly notANumber: string
  readonly atLeast: (min: string) => string
  readonly atMost: (max: string) => string
  /** A number between allowed steps (a whole number wanted, or half hours). */
  readonly between: (lower: string, upper: string) => string
  readonly wholeNumber: (lower: string, upper: string) => string
}

/**
 * The Hindi of the frame every calculator shares, beyond content/hi/calculators.ts: the texts
 * that English pages leave to the browser (its messages for a refused field), to the design
 * system (WorkedSteps' "How we worked this out") and to the quote form (the estimate's message).
 */
export interface CalculatorPanelHindi {
  readonly workedStepsTitle: string
  /** The first line of the estimate sent with a quote request. */
  readonly estimateHead: (calculatorTitle: string) => string
  /** Before the link back to the calculator's inputs. */
  readonly estimateInputs: string
  readonly fieldChecks: FieldCheckTexts
}

/** The code that puts a calculator into Hindi, loaded with its Hindi (hindi-calculator.ts). */
export interface HindiTools {
  readonly engineTextIn: (catalog: EngineTexts, english: string) => string
  readonly stepsIn: (catalog: EngineTexts, steps: readonly WorkedStep[]) => WorkedStep[]
  readonly fieldCheckMessage: (
    control: HTMLInputElement | HTMLSelectElement,
    texts: FieldCheckTexts,
  ) => string
  readonly estimateMessageIn: (
    words: CalculatorPanelHindi,
    title: string,
    summary: string,
    link: string,
  ) => string
}

export interface LoadedCalculatorHindi {
  readonly panel: CalculatorPanelHindi
  readonly tools: HindiTools
  readonly calculators: Partial<CalculatorHindiModules>
}

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
