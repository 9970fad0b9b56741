/**
 * One field that failed validation. `path` is dotted, as the form fields are named
 * (`items.3.watts`); `message` names the field the way a developer writes it
 * (`items[3].watts must be at least 0`).
 */
export interface CalcInputIssue {
  readonly path: string
  readonly message: string
}

// A registered symbol is the same in every copy of the package that is loaded: the ESM build and
// the CommonJS build of one version, or two versions side by side in one app. The class checks it
// instead of its own prototype, so `instanceof` and isCalcInputError agree everywhere.
const brand: unique symbol = Symbol.for('@nirman/calc-engine/CalcInputError')

/**
 * True when `error` is a CalcInputError from any copy of @nirman/calc-engine (ESM or CommonJS).
 *
 * @param error - anything caught
 * @returns whether it is a CalcInputError, narrowed
 * @example
 * try {
 *   calculatePaint({ length: 0, width: 10, height: 9, quality: 'standard' })
 * } catch (error) {
 *   if (isCalcInputError(error)) console.log(error.issues[0]?.message) // 'length must be at least 1'
 * }
 */
export function isCalcInputError(error: unknown): error is CalcInputError {
  return typeof error === 'object' && error !== null && brand in error && error[brand] === true
}

/**
 * Thrown by every `calculate*` function when its input or its rate overrides break the bounds of
 * the calculator. It lists every failing field, not only the first one, and each message names the
 * field, items included (`items[3].watts must be at least 0`).
 *
 * `error instanceof CalcInputError` holds for an error thrown by the ESM build and checked against
 * the CommonJS class (and the other way round), as does {@link isCalcInputError}.
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
  static override [Symbol.hasInstance](value: unknown): boolean {
    return isCalcInputError(value)
  }

  override readonly name = 'CalcInputError'
  readonly [brand] = true
  /** The calculator that rejected the input, e.g. `paint`. */
  readonly calculator: string
  /** Every failing field, in the order of the input. */
  readonly issues: readonly CalcInputIssue[]

  constructor(calculator: string, issues: readonly CalcInputIssue[]) {
    super(`Invalid ${calculator} input: ${issues.map((issue) => issue.message).join('; ')}`)
    this.calculator = calculator
    this.issues = issues
  }
}
