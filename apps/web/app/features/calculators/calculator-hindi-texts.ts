import type { EngineMessage, ExplanationStep, WordedStep } from '@nirman/calc-engine'
import type { TextOf } from '../../content/hi/text-of'
import type { EngineTexts } from './engine-texts'

// The shapes of the calculators' Hindi texts (its folder's *-hindi.ts) and of the code that
// applies them, apart from the modules that load them (hindi-calculator.ts) and give them to a
// calculator (calculator-language.ts): the texts name their shape here, so nothing that imports
// every calculator's texts is imported back by them.

/** The Hindi of one calculator: its own texts (the mirror of its *-text.ts) and the engine's. */
export interface CalculatorHindi<Text, StepId extends string, MessageId extends string = never> {
  readonly text: TextOf<Text>
  readonly engine: EngineTexts<StepId, MessageId>
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
  /** `max` with the unit its field shows ("1,000 फ़ीट", "₹1,00,000"). */
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
  readonly engineTextIn: (catalog: EngineTexts<string, string>, english: string) => string
  readonly stepsIn: (
    catalog: EngineTexts<string, string>,
    steps: readonly ExplanationStep[],
  ) => WordedStep[]
  readonly messageIn: (catalog: EngineTexts<string, string>, message: EngineMessage) => string
  readonly fieldCheckMessage: (
    control: HTMLInputElement | HTMLSelectElement,
    texts: FieldCheckTexts,
  ) => string
  readonly estimateMessageIn: (
    words: CalculatorPanelHindi,
    title: string,
    summary: string,
    link: string,
    ratesAsOf?: string,
  ) => string
}
