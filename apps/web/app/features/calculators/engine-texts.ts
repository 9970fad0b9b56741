import {
  type EngineMessage,
  type ExplanationStep,
  type MessageWordings,
  type StepWordings,
  type WordedStep,
  type Words,
  wordMessage,
  wordStep,
} from '@nirman/calc-engine'

/**
 * The Hindi of what a calculation writes in English. The engine (@nirman/calc-engine) is
 * normative and speaks English; it gives each step of "How we worked this out" and each note as
 * structured data too (an id and the values put in), so a Hindi page words them itself:
 * - `steps`: each step id's label, formula, working and result, with `{name}` where a value goes
 *   (`result: '{litres} लीटर'`), or a function of the values; the compiler asks for every step id
 *   of the calculator (`PaintStepId`);
 * - `messages`: the same for the sentences it writes beside the figures (a staircase's notes);
 * - `words`: how a choice put into those reads (`quality: { standard: 'स्टैंडर्ड' }`);
 * - `texts`: names and sentences the engine writes whole (fixtures, preset loads, HVAC tips), by
 *   their English, word for word.
 */
export interface EngineTexts<StepId extends string = string, MessageId extends string = never> {
  readonly steps: StepWordings<StepId>
  readonly messages?: MessageWordings<MessageId>
  readonly words?: Words
  readonly texts?: Readonly<Record<string, string>>
}

/**
 * A name or sentence the engine writes whole, in Hindi by `catalog`; one it does not know (a name
 * the visitor typed) as it is.
 * @example engineTextIn(hvacHindi, 'Split System') // 'स्प्लिट AC सिस्टम'
 */
export function engineTextIn(catalog: EngineTexts<string, string>, text: string): string {
  const texts = catalog.texts ?? {}
  return Object.hasOwn(texts, text) ? (texts[text] as string) : text
}

/** The steps of "How we worked this out" in Hindi, by `catalog`. */
export function stepsIn(
  catalog: EngineTexts<string, string>,
  steps: readonly ExplanationStep[],
): WordedStep[] {
  return steps.map((step) => wordStep(step, catalog.steps, catalog.words))
}

/** A note of the engine in Hindi, by `catalog` (its English when the catalog has no wording). */
export function messageIn(catalog: EngineTexts<string, string>, message: EngineMessage): string {
  const messages = catalog.messages
  return messages && Object.hasOwn(messages, message.id)
    ? wordMessage(message, messages, catalog.words)
    : message.text
}
