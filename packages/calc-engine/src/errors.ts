/** One field that failed validation: `path` is the dotted field name, e.g. `items.2.watts`. */
export interface CalcInputIssue {
  readonly path: string
  readonly message: string
}

/**
 * Thrown by every `calculate*` function when its input breaks the bounds of the calculator's
 * schema. It lists every failing field, not only the first one.
 *
 * @example
 * try {
 *   calculatePaint({ length: 0, width: 10, height: 9, quality: 'standard' })
 * } catch (error) {
 *   if (error instanceof CalcInputError) console.log(error.issues)
 *   // [{ path: 'length', message: 'length must be at least 1' }]
 * }
 */
export class CalcInputError extends Error {
  override readonly name = 'CalcInputError'
  /** The calculator that rejected the input, e.g. `paint`. */
  readonly calculator: string
  readonly issues: readonly CalcInputIssue[]

  constructor(calculator: string, issues: readonly CalcInputIssue[]) {
    super(`Invalid ${calculator} input: ${issues.map((issue) => issue.message).join('; ')}`)
    this.calculator = calculator
    this.issues = issues
  }
}
