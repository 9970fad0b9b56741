import { type FormValues, readChoice, readNumber } from '../internal/form'
import { choiceField, inputSchema, numberField, withDefault } from '../internal/schema'
import { type FlooringPattern, type FlooringType, flooringPatterns, flooringTypes } from './rates'

/** The bounds of the flooring calculator's numeric fields (`flooringInputSchema.limits`). */
const flooringLimits = {
  length: { min: 0.1, max: 1000, unit: 'ft' },
  width: { min: 0.1, max: 1000, unit: 'ft' },
  // 120 in (10 ft): above the largest slab tiles (1,200 × 2,400 mm, 94.5 in) and planks sold.
  tileLength: { min: 1, max: 120, unit: 'in' },
  tileWidth: { min: 1, max: 120, unit: 'in' },
  plankLength: { min: 1, max: 120, unit: 'in' },
  plankWidth: { min: 1, max: 120, unit: 'in' },
  wastage: { min: 0, max: 25 },
  price: { min: 0, max: 100_000, unit: 'rupees' },
} as const

/** What you pass to calculateFlooring: only the room's length and width are required. */
export interface FlooringInput {
  /** Length of the room, feet; 0.1 to 1,000. */
  readonly length: number
  /** Width of the room, feet; 0.1 to 1,000. */
  readonly width: number
  /** `tile`, `hardwood`, `laminate`, `vinyl`, `carpet` or `other`; default `tile`. */
  readonly type?: FlooringType
  /** Length of one tile, inches; 1 to 120; default 12. Tile only. */
  readonly tileLength?: number
  /** Width of one tile, inches; 1 to 120; default 12. Tile only. */
  readonly tileWidth?: number
  /** Length of one plank, inches; 1 to 120; default 48. Hardwood, laminate and vinyl. */
  readonly plankLength?: number
  /** Width of one plank, inches; 1 to 120; default 6. Hardwood, laminate and vinyl. */
  readonly plankWidth?: number
  /** Extra material for cuts and breakage, percent, 0 to 25; default 10. */
  readonly wastage?: number
  /** How tiles are laid: `straight`, `diagonal` or `herringbone`; default `straight`. Tile only. */
  readonly pattern?: FlooringPattern
  /** Price, rupees per box (per sq ft for carpet and other); 0 to 1,00,000; default 0. */
  readonly price?: number
}

/** FlooringInput with every default filled in. */
export type CompleteFlooringInput = Required<FlooringInput>

/** Checks a FlooringInput against the bounds of calculators.md section 5. */
export const flooringInputSchema = /* @__PURE__ */ inputSchema<
  FlooringInput,
  CompleteFlooringInput,
  typeof flooringLimits
>(
  'flooring',
  {
    length: numberField(flooringLimits.length),
    width: numberField(flooringLimits.width),
    type: withDefault(choiceField(flooringTypes), 'tile'),
    tileLength: withDefault(numberField(flooringLimits.tileLength), 12),
    tileWidth: withDefault(numberField(flooringLimits.tileWidth), 12),
    plankLength: withDefault(numberField(flooringLimits.plankLength), 48),
    plankWidth: withDefault(numberField(flooringLimits.plankWidth), 6),
    wastage: withDefault(numberField(flooringLimits.wastage), 10),
    pattern: withDefault(choiceField(flooringPatterns), 'straight'),
    price: withDefault(numberField(flooringLimits.price), 0),
  },
  flooringLimits,
)

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
