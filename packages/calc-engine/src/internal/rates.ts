import { CalcInputError, type CalcInputIssue } from '../errors'
import { fieldName, type PathPart } from './schema'

/**
 * Freezes a table and everything in it, so that no caller can change the defaults every later
 * calculation reads (`defaultPaintRates.pricePerLitre.standard = 1` throws in strict mode).
 */
export function deepFreeze<Table>(table: Table): Table {
  if (typeof table === 'object' && table !== null && !Object.isFrozen(table)) {
    Object.freeze(table)
    for (const value of Object.values(table)) deepFreeze(value)
  }
  return table
}

/**
 * Overrides of a rates table: any part of it, at any depth. A table keyed by choice (prices per
 * quality) may give only some keys, the others keep their default; a list replaces the default list.
 */
export type RateOverrides<Rates> = {
  readonly [Key in keyof Rates]?: Rates[Key] extends readonly unknown[]
    ? Rates[Key]
    : Rates[Key] extends object
      ? RateOverrides<Rates[Key]>
      : Rates[Key]
}

/** What a calculator accepts besides its input. */
export interface CalculateOptions<Rates> {
  /** Overrides of the calculator's default rates, checked like the input. */
  readonly rates?: RateOverrides<Rates>
  /** Adds `explanation` to the result: the steps that produced its figures. */
  readonly explain?: boolean
}

export interface RatePolicy<Rates> {
  /**
   * Rates whose numbers may be 0 (a wastage, a labour share), named by their top-level key or by
   * the key of the number itself (`upToWatts`); every other number must be above 0.
   */
  readonly mayBeZero?: readonly string[]
  /** Checks a rule the shapes alone cannot (a pipe size that has a price). */
  readonly check?: (
    rates: Rates,
    report: (path: readonly PathPart[], message: string) => void,
  ) => void
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * The defaults with the overrides merged in, every overridden value checked against the kind of
 * its default: a number stays a finite number above 0 (or at least 0 where `mayBeZero` says so), a
 * text stays text, a list stays a non-empty list of the same kind of entries, and an unknown key is
 * refused. Throws a CalcInputError that lists every bad override, e.g.
 * `rates.pricePerLitre.standard must be greater than 0`.
 */
export function resolveRates<Rates extends object>(
  calculator: string,
  defaults: Rates,
  overrides: RateOverrides<Rates> | undefined,
  policy: RatePolicy<Rates> = {},
): Rates {
  if (overrides === undefined) return defaults
  const issues: CalcInputIssue[] = []
  const report = (path: readonly PathPart[], message: string) =>
    issues.push({ path: path.join('.'), message: `${fieldName(path)} ${message}` })
  const mayBeZero = new Set<string>(policy.mayBeZero)

  const merge = (
    fallback: unknown,
    value: unknown,
    path: PathPart[],
    partial: boolean,
  ): unknown => {
    const key = path.findLast((part) => typeof part === 'string')
    const zeroAllowed = mayBeZero.has(String(path[1])) || mayBeZero.has(String(key))
    if (typeof fallback === 'number') {
      if (typeof value !== 'number' || !Number.isFinite(value)) report(path, 'must be a number')
      else if (zeroAllowed ? value < 0 : value <= 0)
        report(path, zeroAllowed ? 'must be at least 0' : 'must be greater than 0')
      return value
    }
    if (typeof fallback === 'string') {
      if (typeof value !== 'string' || value === '') report(path, 'must be text')
      return value
    }
    if (Array.isArray(fallback)) {
      if (!Array.isArray(value) || value.length === 0) {
        report(path, 'must be a list of at least one entry')
        return value
      }
      return value.map((entry: unknown, index) =>
        merge(fallback[0], entry, [...path, index], false),
      )
    }
    if (isPlainObject(fallback)) {
      if (!isPlainObject(value)) {
        report(path, 'must be an object')
        return value
      }
      for (const key of Object.keys(value)) {
        if (!(key in fallback)) report([...path, key], `is not a ${calculator} rate`)
      }
      const merged: Record<string, unknown> = {}
      for (const [key, inner] of Object.entries(fallback)) {
        if (value[key] !== undefined)
          merged[key] = merge(inner, value[key], [...path, key], partial)
        else if (partial) merged[key] = inner
        else report([...path, key], 'is required')
      }
      return merged
    }
    return value
  }

  const merged = merge(defaults, overrides, ['rates'], true)
  // Safe: `merged` has every key of the defaults, each checked against its default's kind.
  const rates = merged as Rates
  if (issues.length === 0)
    policy.check?.(rates, (path, message) => report(['rates', ...path], message))
  if (issues.length) throw new CalcInputError(calculator, issues)
  return rates
}
