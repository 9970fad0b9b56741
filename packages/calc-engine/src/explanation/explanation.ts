/**
 * One line of "How we worked this out": what was worked out, the formula in words, the same
 * formula with the numbers put in, and what it gives.
 *
 * @example
 * // { label: 'Wall area', formula: '2 × (length + width) × height', working: '2 × (12 + 10) × 10',
 * //   result: '440 sq ft' }
 */
export interface ExplanationStep {
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
export type Explanation = readonly ExplanationStep[]

/**
 * A step as one line of text: `Wall area: 2 × (12 + 10) × 10 = 440 sq ft`.
 *
 * @param step - one step of an explanation
 * @returns the label, the numbers put in and the result on one line
 * @example
 * explanationLine({ label: 'Wall area', formula: '2 × (length + width) × height',
 *   working: '2 × (12 + 10) × 10', result: '440 sq ft' }) // 'Wall area: 2 × (12 + 10) × 10 = 440 sq ft'
 */
export function explanationLine(step: ExplanationStep): string {
  return `${step.label}: ${step.working} = ${step.result}`
}
