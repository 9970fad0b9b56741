import { z } from 'zod'
import { type FormValues, readChoice, readNumber } from '../internal/form'
import { choiceField, numberField } from '../internal/schema'
import { flooringPatterns, flooringTypes } from './rates'

/**
 * Input of calculateFlooring, with the bounds of calculators.md section 5. Room in feet, tile and
 * plank sizes in inches, wastage in percent, price in rupees per box (per sq ft for carpet and
 * other).
 */
export const flooringInputSchema = z.object({
  length: numberField('length', { min: 0.1 }),
  width: numberField('width', { min: 0.1 }),
  type: choiceField('type', flooringTypes).default('tile'),
  tileLength: numberField('tileLength', { min: 1 }).default(12),
  tileWidth: numberField('tileWidth', { min: 1 }).default(12),
  plankLength: numberField('plankLength', { min: 1 }).default(48),
  plankWidth: numberField('plankWidth', { min: 1 }).default(6),
  wastage: numberField('wastage', { min: 0, max: 25 }).default(10),
  pattern: choiceField('pattern', flooringPatterns).default('straight'),
  price: numberField('price', { min: 0 }).default(0),
})

/** What you pass to calculateFlooring: only the room's length and width are required. */
export type FlooringInput = z.input<typeof flooringInputSchema>

/**
 * Turns the raw strings of the flooring form into input. Blank or non-numeric: type tile, tiles
 * 12 × 12 in, planks 48 × 6 in, wastage 10, pattern straight, price 0, room length and width 0
 * (which calculateFlooring then rejects).
 *
 * @example
 * parseFlooringForm({ length: '12', width: '10', type: 'laminate', price: '1800' })
 * // { length: 12, width: 10, type: 'laminate', tileLength: 12, tileWidth: 12, plankLength: 48,
 * //   plankWidth: 6, wastage: 10, pattern: 'straight', price: 1800 }
 */
export function parseFlooringForm(values: FormValues): z.output<typeof flooringInputSchema> {
  return {
    length: readNumber(values, 'length'),
    width: readNumber(values, 'width'),
    type: readChoice(values, 'type', flooringTypes, 'tile'),
    tileLength: readNumber(values, 'tileLength', 12),
    tileWidth: readNumber(values, 'tileWidth', 12),
    plankLength: readNumber(values, 'plankLength', 48),
    plankWidth: readNumber(values, 'plankWidth', 6),
    wastage: readNumber(values, 'wastage', 10),
    pattern: readChoice(values, 'pattern', flooringPatterns, 'straight'),
    price: readNumber(values, 'price', 0),
  }
}
