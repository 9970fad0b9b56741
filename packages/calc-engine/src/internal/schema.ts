// The input checks, written by hand rather than with a validation library: a calculator bundled
// alone must stay under 8 KB gzip, and zod (even zod/mini) takes most of that by itself. Each
// field is a small function that reads one value, reports what is wrong with it under its path, and
// returns the value (or its default) when it is right.
import { CalcInputError, type CalcInputIssue } from '../errors'

/** Marks a value that failed its check (the issue is already reported). */
export const INVALID: unique symbol = Symbol('invalid')
type Invalid = typeof INVALID

/** Where a field reports what is wrong: `path` lists keys and indexes (`['items', 3, 'watts']`). */
export type Report = (path: readonly PathPart[], message: string) => void
export type PathPart = string | number

/** Reads one value at `path`; returns it, its default, or INVALID after reporting. */
export type Field<Value> = (
  value: unknown,
  path: readonly PathPart[],
  report: Report,
) => Value | Invalid

/**
 * The name of a field in a message: `length`, `items[3].watts`, `projects[0].id`.
 *
 * @example
 * fieldName(['items', 3, 'watts']) // 'items[3].watts'
 */
export function fieldName(path: readonly PathPart[]): string {
  let name = ''
  for (const part of path) {
    if (typeof part === 'number') name += `[${part}]`
    else name += name ? `.${part}` : part
  }
  return name
}

function typeMessage(value: unknown, path: readonly PathPart[], what: string): string {
  return `${fieldName(path)} ${value === undefined ? 'is required' : `must be ${what}`}`
}

/**
 * The bounds of one numeric field, as its check applies them and as a form shows them (`min`,
 * `max` and `step` attributes, a hint beside the field). Every numeric field of every calculator
 * has a `max`: a sane upper limit, so that a slip of the finger (a length of 99,999,999,999 ft) is
 * refused with a message instead of giving a figure in the crores.
 */
export interface NumberLimits {
  /** Smallest value accepted. */
  readonly min?: number
  /** Largest value accepted. */
  readonly max?: number
  /** Only whole numbers (counts such as doors, floors, occupants). */
  readonly integer?: boolean
  /** The field's unit (`ft`, `sq ft`, `rupees`), named in the message of the maximum. */
  readonly unit?: string
}

/** The bounds of a field, as `numberField` takes them. */
export type NumberBounds = NumberLimits

/**
 * The bounds of every numeric field of a calculator's input, by field name; a field of the items
 * of a list is named with a dot (`items.watts`, `projects.cost`).
 */
export type InputLimits = Readonly<Record<string, NumberLimits>>

const boundFigures = /* @__PURE__ */ new Intl.NumberFormat('en-IN', { maximumFractionDigits: 4 })

/**
 * The message of a value above its maximum: the maximum with Indian digit grouping and its unit,
 * "length must be at most 10,000 ft". (The messages of a minimum keep the figure as it is written,
 * "propertyValue must be at least 100000", as they always have.)
 */
export function atMostMessage(
  name: string,
  limits: NumberLimits & { readonly max: number },
): string {
  const unit = limits.unit ? ` ${limits.unit}` : ''
  return `${name} must be at most ${boundFigures.format(limits.max)}${unit}`
}

/**
 * A finite number within bounds. Messages name the field: "length is required", "length must be a
 * number", "items[3].watts must be at least 0", "doors must be a whole number", "length must be at
 * most 1,000 ft".
 */
export function numberField(bounds: NumberBounds = {}): Field<number> {
  return (value, path, report) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      report(path, typeMessage(value, path, 'a number'))
      return INVALID
    }
    const name = fieldName(path)
    const problems: string[] = []
    if (bounds.integer && !Number.isInteger(value)) problems.push(`${name} must be a whole number`)
    if (bounds.min !== undefined && value < bounds.min)
      problems.push(`${name} must be at least ${bounds.min}`)
    if (bounds.max !== undefined && value > bounds.max)
      problems.push(atMostMessage(name, { ...bounds, max: bounds.max }))
    for (const message of problems) report(path, message)
    return problems.length ? INVALID : value
  }
}

/**
 * Any value of type number, NaN and infinities included: for a figure the calculator itself
 * ignores when it is not a usable amount (the cost of a custom renovation project). A finite value
 * above `max` is still refused: it is an amount, mistyped.
 */
export function anyNumberField(limits: NumberLimits = {}): Field<number> {
  return (value, path, report) => {
    if (typeof value !== 'number') {
      report(path, typeMessage(value, path, 'a number'))
      return INVALID
    }
    if (limits.max !== undefined && Number.isFinite(value) && value > limits.max) {
      report(path, atMostMessage(fieldName(path), { ...limits, max: limits.max }))
      return INVALID
    }
    return value
  }
}

/** Any text, e.g. an item's name. */
export function textField(): Field<string> {
  return (value, path, report) => {
    if (typeof value === 'string') return value
    report(path, typeMessage(value, path, 'text'))
    return INVALID
  }
}

/** One of a fixed list of strings or numbers, e.g. a quality or a wall thickness. */
export function choiceField<const Option extends string | number>(
  options: readonly Option[],
): Field<Option> {
  return (value, path, report) => {
    const found = options.find((option) => option === value)
    if (found !== undefined) return found
    report(path, typeMessage(value, path, `one of ${options.join(', ')}`))
    return INVALID
  }
}

/** A field that may be left out: `undefined` gives `fallback`. */
export function withDefault<Value>(field: Field<Value>, fallback: Value): Field<Value> {
  return (value, path, report) => (value === undefined ? fallback : field(value, path, report))
}

/** A field that may be left out and stays `undefined` then. */
export function optional<Value>(field: Field<Value>): Field<Value | undefined> {
  return (value, path, report) => (value === undefined ? undefined : field(value, path, report))
}

/** The checks of each property of an object type. */
export type Shape<Output> = { readonly [Key in keyof Output]-?: Field<Output[Key]> }

/**
 * A rule across fields, run only when the fields it `reads` passed their own checks (a rule on the
 * pitch of a roof has nothing to say about a pitch that is not a number).
 */
export interface CrossFieldRule<Output> {
  readonly reads: readonly (keyof Output & string)[]
  /** Reports under a field of the object, or a path into it (`['projects', 2, 'id']`). */
  readonly check: (
    value: Output,
    report: (field: PathPart | readonly PathPart[], message: string) => void,
  ) => void
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** An object whose every property is checked (all failing properties are reported). */
export function objectField<Output>(
  shape: Shape<Output>,
  rules: readonly CrossFieldRule<Output>[] = [],
): Field<Output> {
  const keys = Object.keys(shape) as (keyof Output & string)[]
  return (value, path, report) => {
    if (!isRecord(value)) {
      report(path, typeMessage(value, path, 'an object'))
      return INVALID
    }
    const parsed: Record<string, unknown> = {}
    const failed = new Set<string>()
    for (const key of keys) {
      const result = shape[key](value[key], [...path, key], report)
      if (result === INVALID) failed.add(key)
      else parsed[key] = result
    }
    // Safe: every key of the shape passed its check, so `parsed` holds an Output for the keys a
    // rule reads; the rule reads no other.
    const typed = parsed as Output
    for (const rule of rules) {
      if (rule.reads.some((key) => failed.has(key))) continue
      rule.check(typed, (field, message) => {
        const parts = Array.isArray(field) ? field : [field]
        failed.add(String(parts[0]))
        report([...path, ...parts], message)
      })
    }
    return failed.size ? INVALID : typed
  }
}

/** A list whose every item is checked; an issue of an item carries its index. */
export function listField<Item>(item: Field<Item>): Field<readonly Item[]> {
  return (value, path, report) => {
    if (!Array.isArray(value)) {
      report(path, typeMessage(value, path, 'a list'))
      return INVALID
    }
    const items: Item[] = []
    let valid = true
    value.forEach((entry: unknown, index) => {
      const result = item(entry, [...path, index], report)
      if (result === INVALID) valid = false
      else items.push(result)
    })
    return valid ? items : INVALID
  }
}

/** The answer of `safeParse`: the value with its defaults, or the error that lists every issue. */
export type SafeParseResult<Output> =
  | { readonly success: true; readonly data: Output }
  | { readonly success: false; readonly error: CalcInputError }

/** The result of a Standard Schema `validate` (https://standardschema.dev, version 1). */
export type StandardResult<Output> =
  | { readonly value: Output; readonly issues?: undefined }
  | {
      readonly issues: readonly { readonly message: string; readonly path: readonly PathPart[] }[]
    }

/**
 * The input schema of a calculator: `parse` throws a CalcInputError, `safeParse` returns it,
 * `~standard` lets form libraries that read Standard Schema (React Hook Form, TanStack Form) use it,
 * and `limits` gives the bounds of every numeric field, for a form's `min` and `max` attributes.
 */
export interface InputSchema<Input, Output, Limits extends InputLimits = InputLimits> {
  readonly parse: (input: unknown) => Output
  readonly safeParse: (input: unknown) => SafeParseResult<Output>
  /**
   * The bounds of every numeric field (`paintInputSchema.limits.length` is
   * `{ min: 1, max: 1000, unit: 'ft' }`), deeply frozen.
   */
  readonly limits: Limits
  readonly '~standard': {
    readonly version: 1
    readonly vendor: 'nirman'
    readonly validate: (input: unknown) => StandardResult<Output>
    readonly types?: { readonly input: Input; readonly output: Output }
  }
}

interface PathIssue {
  readonly path: readonly PathPart[]
  readonly message: string
}

/**
 * The schema of a calculator's input: an object field plus the ways to run it. `limits` are the
 * bounds its numeric fields check (the fields take them from the same table), published as
 * `schema.limits`.
 */
export function inputSchema<Input, Output, Limits extends InputLimits = InputLimits>(
  calculator: string,
  shape: Shape<Output>,
  limits: Limits,
  rules: readonly CrossFieldRule<Output>[] = [],
): InputSchema<Input, Output, Limits> {
  const field = objectField(shape, rules)
  const run = (input: unknown): { value: Output } | { issues: PathIssue[] } => {
    const issues: PathIssue[] = []
    const value = field(input, [], (path, message) => issues.push({ path, message }))
    return value === INVALID ? { issues } : { value }
  }
  const toError = (issues: readonly PathIssue[]) =>
    new CalcInputError(
      calculator,
      issues.map(({ path, message }): CalcInputIssue => ({ path: path.join('.'), message })),
    )
  return {
    parse: (input) => {
      const result = run(input)
      if ('issues' in result) throw toError(result.issues)
      return result.value
    },
    safeParse: (input) => {
      const result = run(input)
      return 'issues' in result
        ? { success: false, error: toError(result.issues) }
        : { success: true, data: result.value }
    },
    limits: freezeLimits(limits),
    '~standard': { version: 1, vendor: 'nirman', validate: run },
  }
}

function freezeLimits<Limits extends InputLimits>(limits: Limits): Limits {
  for (const field of Object.values(limits)) Object.freeze(field)
  return Object.freeze(limits)
}
