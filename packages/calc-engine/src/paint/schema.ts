import { z } from 'zod'
import { type FormValues, readChoice, readNumber, readNumericChoice } from '../internal/form'
import { choiceField, numberField, numericChoiceField } from '../internal/schema'
import { paintQualities } from './rates'

const paintCoats = [1, 2, 3] as const

/** Input of calculatePaint, with the bounds of calculators.md section 5. Lengths in feet. */
export const paintInputSchema = z.object({
  length: numberField('length', { min: 1 }),
  width: numberField('width', { min: 1 }),
  height: numberField('height', { min: 1 }),
  doors: numberField('doors', { min: 0, max: 5, integer: true }).default(1),
  windows: numberField('windows', { min: 0, max: 6, integer: true }).default(1),
  quality: choiceField('quality', paintQualities),
  coats: numericChoiceField('coats', paintCoats).default(2),
})

/** What you pass to calculatePaint: doors, windows and coats may be left out. */
export type PaintInput = z.input<typeof paintInputSchema>

/**
 * Turns the raw strings of the paint form into input. Blank or non-numeric: doors 1, windows 1,
 * coats 2, quality standard, dimensions 0 (which calculatePaint then rejects).
 *
 * @example
 * parsePaintForm({ length: '12', width: '10', height: '9', doors: '0' })
 * // { length: 12, width: 10, height: 9, doors: 0, windows: 1, quality: 'standard', coats: 2 }
 */
export function parsePaintForm(values: FormValues): z.output<typeof paintInputSchema> {
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
