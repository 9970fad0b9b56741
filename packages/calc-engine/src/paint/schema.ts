import { type FormValues, readChoice, readNumber, readNumericChoice } from '../internal/form'
import { choiceField, inputSchema, numberField, withDefault } from '../internal/schema'
import { type PaintQuality, paintQualities } from './rates'

const paintCoats = [1, 2, 3] as const

/** The bounds of the paint calculator's numeric fields (`paintInputSchema.limits`). */
const paintLimits = {
  length: { min: 1, max: 1000, unit: 'ft' },
  width: { min: 1, max: 1000, unit: 'ft' },
  height: { min: 1, max: 100, unit: 'ft' },
  doors: { min: 0, max: 5, integer: true },
  windows: { min: 0, max: 6, integer: true },
} as const

/** What you pass to calculatePaint: a room, its openings, the paint and the coats. */
export interface PaintInput {
  /** Length of the room, feet; 1 to 1,000. */
  readonly length: number
  /** Width of the room, feet; 1 to 1,000. */
  readonly width: number
  /** Height of the walls, feet; 1 to 100. */
  readonly height: number
  /** Doors left unpainted, whole number 0 to 5; default 1. */
  readonly doors?: number
  /** Windows left unpainted, whole number 0 to 6; default 1. */
  readonly windows?: number
  /** Paint quality: `economy`, `standard` or `premium`. */
  readonly quality: PaintQuality
  /** Coats of paint: 1, 2 or 3; default 2. */
  readonly coats?: 1 | 2 | 3
}

/** PaintInput with every default filled in. */
export type CompletePaintInput = Required<PaintInput>

/** Checks a PaintInput against the bounds of calculators.md section 5 and fills in its defaults. */
export const paintInputSchema = /* @__PURE__ */ inputSchema<
  PaintInput,
  CompletePaintInput,
  typeof paintLimits
>(
  'paint',
  {
    length: numberField(paintLimits.length),
    width: numberField(paintLimits.width),
    height: numberField(paintLimits.height),
    doors: withDefault(numberField(paintLimits.doors), 1),
    windows: withDefault(numberField(paintLimits.windows), 1),
    quality: choiceField(paintQualities),
    coats: withDefault(choiceField(paintCoats), 2),
  },
  paintLimits,
)

/**
 * Turns the raw strings of the paint form into input. Blank or non-numeric: doors 1, windows 1,
 * coats 2, quality standard, dimensions 0 (which calculatePaint then rejects).
 *
 * @example
 * parsePaintForm({ length: '12', width: '10', height: '9', doors: '0' })
 * // { length: 12, width: 10, height: 9, doors: 0, windows: 1, quality: 'standard', coats: 2 }
 */
export function parsePaintForm(values: FormValues): CompletePaintInput {
  return {
    length: readNumber(values, 'length'),
    width: readNumber(values, 'width'),
    height: readNumber(values, 'height'),
    doors: readNumber(values, 'doors', 1),
    windows: readNumber(values, 'windows', 1),
    quality: readChoice(values, 'quality', paintQualities, 'standard'),
    coats: readNumericChoice(values, 'coats', paintCoats, 2),
  }
}
