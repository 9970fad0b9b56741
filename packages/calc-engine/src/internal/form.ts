/**
 * Raw values of an HTML form or of URL search parameters: every value is a string, and a field the
 * visitor never touched may be missing.
 */
export type FormValues = Readonly<Record<string, string | undefined>>

/**
 * Reads a number typed by a visitor. Blank or non-numeric text gives `fallback`; an explicit `0`
 * stays 0 (the company's old site turned 0 into the default).
 */
export function readNumber(values: FormValues, key: string, fallback = 0): number {
  const raw = values[key]?.trim()
  if (!raw) return fallback
  const parsed = Number(raw)
  return Number.isFinite(parsed) ? parsed : fallback
}

/** Like readNumber, but a blank or non-numeric value gives `undefined` (an optional field). */
export function readOptionalNumber(values: FormValues, key: string): number | undefined {
  const raw = values[key]?.trim()
  if (!raw) return undefined
  const parsed = Number(raw)
  return Number.isFinite(parsed) ? parsed : undefined
}

/** Reads one of a fixed list of strings; anything else gives `fallback`. */
export function readChoice<Option extends string>(
  values: FormValues,
  key: string,
  options: readonly Option[],
  fallback: Option,
): Option {
  const raw = values[key]?.trim()
  return options.find((option) => option === raw) ?? fallback
}

/** Reads one of a fixed list of numbers ("9" for 9 inches); anything else gives `fallback`. */
export function readNumericChoice<Option extends number>(
  values: FormValues,
  key: string,
  options: readonly Option[],
  fallback: Option,
): Option {
  const parsed = readOptionalNumber(values, key)
  return options.find((option) => option === parsed) ?? fallback
}
