import { type FormValues, readChoice, readNumber } from '../internal/form'
import { choiceField, inputSchema, numberField, withDefault } from '../internal/schema'
import { type FlooringPattern, type FlooringType, flooringPatterns, flooringTypes } from './rates'

/** What you pass to calculateFlooring: only the room's length and width are required. */
export interface FlooringInput {
  /** Length of the room, feet; at least 0.1. */
  readonly length: number
  /** Width of the room, feet; at least 0.1. */
  readonly width: number
  /** `tile`, `hardwood`, `laminate`, `vinyl`, `carpet` or `other`; default `tile`. */
  readonly type?: FlooringType
  /** Length of one tile, inches; at least 1; default 12. Tile only. */
  readonly tileLength?: number
  /** Width of one tile, inches; at least 1; default 12. Tile only. */
  readonly tileWidth?: number
  /** Length of one plank, inches; at least 1; default 48. Hardwood, laminate and vinyl. */
  readonly plankLength?: number
  /** Width of one plank, inches; at least 1; default 6. Hardwood, laminate and vinyl. */
  readonly plankWidth?: number
  /** Extra material for cuts and breakage, percent, 0 to 25; default 10. */
  readonly wastage?: number
  /** How tiles are laid: `straight`, `diagonal` or `herringbone`; default `straight`. Tile only. */
  readonly pattern?: FlooringPattern
  /** Price, rupees per box (per sq ft for carpet and other); at least 0; default 0. */
  readonly price?: number
}

/** FlooringInput with every default filled in. */
export type CompleteFlooringInput = Required<FlooringInput>

/** Checks a FlooringInput against the bounds of calculators.md section 5. */
export const flooringInputSchema = /* @__PURE__ */ inputSchema<
  FlooringInput,
  CompleteFlooringInput
>('flooring', {
  length: numberField({ min: 0.1 }),
  width: numberField({ min: 0.1 }),
  type: withDefault(choiceField(flooringTypes), 'tile'),
  tileLength: withDefault(numberField({ min: 1 }), 12),
  tileWidth: withDefault(numberField({ min: 1 }), 12),
  plankLength: withDefault(numberField({ min: 1 }), 48),
  plankWidth: withDefault(numberField({ min: 1 }), 6),
  wastage: withDefault(numberField({ min: 0, max: 25 }), 10),
  pattern: withDefault(choiceField(flooringPatterns), 'straight'),
  price: withDefault(numberField({ min: 0 }), 0),
})

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
export function parseFlooringForm(values: FormValues): CompleteFlooringInput {
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
