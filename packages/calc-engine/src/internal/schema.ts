import { z } from 'zod'
import { CalcInputError } from '../errors'

export interface NumberBounds {
  readonly min?: number
  readonly max?: number
  /** Only whole numbers (counts such as doors, floors, occupants). */
  readonly integer?: boolean
}

/**
 * A finite number with the bounds of calculators.md section 5, whose messages name the field:
 * "length is required", "length must be a number", "length must be at least 1".
 */
export function numberField(name: string, bounds: NumberBounds = {}) {
  let schema = z.number({
    error: (issue) =>
      issue.input === undefined ? `${name} is required` : `${name} must be a number`,
  })
  if (bounds.integer) schema = schema.int({ error: `${name} must be a whole number` })
  if (bounds.min !== undefined) {
    schema = schema.min(bounds.min, { error: `${name} must be at least ${bounds.min}` })
  }
  if (bounds.max !== undefined) {
    schema = schema.max(bounds.max, { error: `${name} must be at most ${bounds.max}` })
  }
  return schema
}

/** One of a fixed list of strings, e.g. a quality or a property type. */
export function choiceField<const Options extends readonly [string, ...string[]]>(
  name: string,
  options: Options,
) {
  return z.enum(options, {
    error: (issue) =>
      issue.input === undefined
        ? `${name} is required`
        : `${name} must be one of ${options.join(', ')}`,
  })
}

/** One of a fixed list of numbers, e.g. a wall thickness or a loan term. */
export function numericChoiceField<const Options extends readonly [number, ...number[]]>(
  name: string,
  options: Options,
) {
  return z.literal(options, {
    error: (issue) =>
      issue.input === undefined
        ? `${name} is required`
        : `${name} must be one of ${options.join(', ')}`,
  })
}

/**
 * Validates `input` against `schema` and returns the parsed value (defaults applied), or throws a
 * CalcInputError that lists every failing field.
 */
export function parseInput<Schema extends z.ZodType>(
  calculator: string,
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  throw new CalcInputError(
    calculator,
    result.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    })),
  )
}
