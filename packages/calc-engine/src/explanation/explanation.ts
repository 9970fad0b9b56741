/**
 * The values a step or a message was worked from, by name, as they are put into its words:
 * figures written as the engine writes them (`'1,200'`, `'6.22'`, `'₹2,178.40'`: the same in every
 * language), and choices by their id (`'standard'`, `'single'`), which a wording may word
 * (see {@link Words}).
 */
export type StepValues = Readonly<Record<string, string>>

/**
 * One line of "How we worked this out": what was worked out, the formula in words, the same
 * formula with the numbers put in, and what it gives; with the step's `id` and `values`, so that it
 * can be worded in another language ({@link wordStep}).
 *
 * @example
 * // { id: 'wallArea', values: { length: '12', width: '10', height: '10', wallArea: '440' },
 * //   label: 'Wall area', formula: '2 × (length + width) × height', working: '2 × (12 + 10) × 10',
 * //   result: '440 sq ft' }
 */
export interface ExplanationStep<Id extends string = string> {
  /** Which step of its calculator this is, the same for every input: `wallArea`. */
  readonly id: Id
  /** The figures and choices put into the step's words. */
  readonly values: StepValues
  /** What the line works out, e.g. `Wall area`. */
  readonly label: string
  /** The formula in words, e.g. `2 × (length + width) × height`. */
  readonly formula: string
  /** The formula with the numbers put in, e.g. `2 × (12 + 10) × 10`. */
  readonly working: string
  /** The figure it gives, with its unit, e.g. `440 sq ft`. */
  readonly result: string
}

/** The steps of a result, in the order they were worked out. */
export type Explanation<Id extends string = string> = readonly ExplanationStep<Id>[]

/**
 * Words with the step's values put in: a text whose `{name}` is replaced by the value `name`
 * (`'{wallArea} sq ft'`), or a function of the values, for words whose shape depends on them (a
 * list, a different formula for a three-phase supply).
 */
export type Wording = string | ((values: StepValues) => string)

/** The words of one step: its four parts. */
export interface StepWording {
  readonly label: Wording
  readonly formula: Wording
  readonly working: Wording
  readonly result: Wording
}

/**
 * The words of every step of a calculator, by step id. Each calculator exports its English ones
 * (`paintStepWordings`); a translation gives one for each id of the calculator's step ids
 * (`PaintStepId`), which the compiler checks.
 */
export type StepWordings<Id extends string> = { readonly [K in Id]: StepWording }

/**
 * How choices put into words read: for a value's name, each choice id's word
 * (`{ quality: { standard: 'स्टैंडर्ड' } }`). A value with no word here is put in as it is.
 */
export type Words = Readonly<Record<string, Readonly<Record<string, string>>>>

/** A step's four parts in words. */
export type WordedStep = Pick<ExplanationStep, 'label' | 'formula' | 'working' | 'result'>

/**
 * The words of `wording` with `values` put in.
 *
 * @example
 * fillWording('{n} litres', { n: '6.22' }) // '6.22 litres'
 */
export function fillWording(wording: Wording, values: StepValues, words: Words = {}): string {
  if (typeof wording === 'function') return wording(values)
  return wording.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    if (!Object.hasOwn(values, name)) return placeholder
    const value = values[name] as string
    const word = words[name]
    return word && Object.hasOwn(word, value) ? (word[value] as string) : value
  })
}

/**
 * A step in other words: each part of `wordings[step.id]` with the step's values put in. This is
 * how a page in another language words an explanation (the engine words its English ones alike).
 *
 * @param step - a step of an explanation
 * @param wordings - the words of every step id of the step's calculator
 * @param words - how the choices put in read
 * @returns the label, formula, working and result in those words
 * @example
 * wordStep(step, { ...paintStepWordings, wallArea: { ...paintStepWordings.wallArea,
 *   label: 'Surface des murs' } })
 */
export function wordStep<Id extends string>(
  step: Pick<ExplanationStep<Id>, 'id' | 'values'>,
  wordings: StepWordings<Id>,
  words: Words = {},
): WordedStep {
  const wording = wordings[step.id]
  return {
    label: fillWording(wording.label, step.values, words),
    formula: fillWording(wording.formula, step.values, words),
    working: fillWording(wording.working, step.values, words),
    result: fillWording(wording.result, step.values, words),
  }
}

/**
 * A step as one line of text: `Wall area: 2 × (12 + 10) × 10 = 440 sq ft`.
 *
 * @param step - one step of an explanation
 * @returns the label, the numbers put in and the result on one line
 * @example
 * explanationLine({ label: 'Wall area', formula: '2 × (length + width) × height',
 *   working: '2 × (12 + 10) × 10', result: '440 sq ft' }) // 'Wall area: 2 × (12 + 10) × 10 = 440 sq ft'
 */
export function explanationLine(step: WordedStep): string {
  return `${step.label}: ${step.working} = ${step.result}`
}
