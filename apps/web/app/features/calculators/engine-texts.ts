import type { WorkedStep } from '@nirman/ui'

/**
 * The Hindi of the texts a calculation writes in English: the steps of "How we worked this out",
 * a staircase's notes, the HVAC tips, pump advice, fixture and preset names. The engine
 * (@nirman/calc-engine) is normative and speaks English; a Hindi page looks its texts up here.
 *
 * Keys are the engine's English, word for word (Lingui's source-text ids: the engine says nothing
 * else), with `{name}` where it puts a figure or a word: `'{n} litres': '{n} लीटर'` (`{n}` is a
 * figure alone: 6.22, 1,408, -₹7,900). A word put in is looked up in `words[name]`
 * (`quality: { standard: 'स्टैंडर्ड' }`), else as an engine text itself, else kept (a figure, a
 * name the visitor typed).
 */
export interface EngineTexts {
  readonly texts: Readonly<Record<string, string>>
  readonly words?: Readonly<Record<string, Readonly<Record<string, string>>>>
}

interface EnginePattern {
  readonly pattern: RegExp
  readonly names: readonly string[]
  readonly hindi: string
}

const compiled = new WeakMap<EngineTexts, readonly EnginePattern[]>()

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A figure as the engine writes it: 6.22, 1,408, ₹2,178.40, -₹7,900. */
const figure = '[-−]?₹?\\d[\\d,]*(?:\\.\\d+)?'

/**
 * The texts an engine key stands for: its wording, `{n}` a figure, any other placeholder some
 * text (`'{n} litres'` is '6.22 litres', not 'Cost of paint in litres').
 */
export function engineTextPattern(key: string): RegExp {
  const source = key
    .split(/(\{\w+\})/)
    .map((part) =>
      part === '{n}' ? `(${figure})` : /^\{\w+\}$/.test(part) ? '(.+?)' : literally(part),
    )
    .join('')
  return new RegExp(`^${source}$`)
}

/** The catalog's texts with placeholders, the longest fixed wording first (the most specific). */
function patternsOf(catalog: EngineTexts): readonly EnginePattern[] {
  let patterns = compiled.get(catalog)
  if (!patterns) {
    patterns = Object.entries(catalog.texts)
      .filter(([english]) => /\{\w+\}/.test(english))
      .map(([english, hindi]) => ({
        english,
        hindi,
        names: [...english.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string),
        pattern: engineTextPattern(english),
      }))
      .sort(
        (a, b) =>
          b.english.replace(/\{\w+\}/g, '').length - a.english.replace(/\{\w+\}/g, '').length,
      )
    compiled.set(catalog, patterns)
  }
  return patterns
}

function wordIn(catalog: EngineTexts, name: string, value: string): string {
  const words = catalog.words?.[name]
  if (words && Object.hasOwn(words, value)) return words[value] as string
  return engineTextIn(catalog, value)
}

/**
 * An English text of the engine in Hindi, by `catalog`; a text it does not know (figures alone,
 * a name the visitor typed) as it is.
 * @example engineTextIn(paintHindi, '6.22 litres') // '6.22 लीटर'
 */
export function engineTextIn(catalog: EngineTexts, text: string): string {
  if (Object.hasOwn(catalog.texts, text)) return catalog.texts[text] as string
  for (const { pattern, names, hindi } of patternsOf(catalog)) {
    const match = pattern.exec(text)
    if (!match) continue
    return hindi.replace(/\{(\w+)\}/g, (_, name: string) =>
      wordIn(catalog, name, match[names.indexOf(name) + 1] ?? ''),
    )
  }
  return text
}

/** The steps of "How we worked this out" with every part in Hindi, by `catalog`. */
export function stepsIn(catalog: EngineTexts, steps: readonly WorkedStep[]): WorkedStep[] {
  return steps.map((step) => ({
    label: engineTextIn(catalog, step.label),
    formula: engineTextIn(catalog, step.formula),
    working: engineTextIn(catalog, step.working),
    result: engineTextIn(catalog, step.result),
  }))
}
