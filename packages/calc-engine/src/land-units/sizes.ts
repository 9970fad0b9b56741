import { deepFreeze } from '../internal/rates'
import { inputSchema, numberField, withDefault } from '../internal/schema'
import type { LandUnit } from './units'

/** Square feet in one of each land unit. */
export type LandUnitSizes = Readonly<Record<LandUnit, number>>

// 1 ft is exactly 0.3048 m (the international foot of 1959), so 1 m² is 1 ÷ 0.3048² sq ft
// = 10.7639104167097 sq ft.
const SQUARE_FEET_PER_SQUARE_METRE = 1 / (0.3048 * 0.3048)
const PATNA_KATHA_SQUARE_FEET = 1361.25

/** What sizes the district's katha: its size in square feet. */
export interface LandUnitSizesOptions {
  /** Square feet in one katha, 500 to 2,000; default 1,361.25 (Patna). */
  readonly kathaSqFt?: number
}

/** The bounds of the katha's size (`landUnitSizesOptionsSchema.limits`). */
const landUnitSizesLimits = {
  // Bhagalpur's katha is 720 sq ft, Patna's 1,361.25 and some districts' about 1,742 (4 decimal):
  // 500 to 2,000 takes them all and refuses a slip (13,612.5 for 1,361.25).
  kathaSqFt: { min: 500, max: 2000, unit: 'sq ft' },
} as const

/**
 * Checks the options of {@link landUnitSizes}: `parse` throws a CalcInputError naming the field
 * (`kathaSqFt must be at most 2,000 sq ft`), `safeParse` returns it, `limits` gives the bounds for a
 * settings form.
 */
export const landUnitSizesOptionsSchema = /* @__PURE__ */ inputSchema<
  LandUnitSizesOptions,
  Required<LandUnitSizesOptions>,
  typeof landUnitSizesLimits
>(
  'land units',
  {
    kathaSqFt: withDefault(numberField(landUnitSizesLimits.kathaSqFt), PATNA_KATHA_SQUARE_FEET),
  },
  landUnitSizesLimits,
)

function sizesFor(kathaSqFt: number): LandUnitSizes {
  return deepFreeze({
    sqft: 1,
    sqm: SQUARE_FEET_PER_SQUARE_METRE,
    gaj: 9,
    // A dhur is a twentieth of the katha, a bigha twenty katha, wherever the katha's size.
    dhur: kathaSqFt / 20,
    katha: kathaSqFt,
    // A decimal (dismil) is a hundredth of an acre everywhere.
    decimal: 435.6,
    acre: 43560,
    bigha: kathaSqFt * 20,
  })
}

/**
 * The land units of Patna and most of South Bihar, in square feet: 1 katha = 1,361.25 sq ft =
 * 20 dhur (68.0625 sq ft each); 1 bigha = 20 katha = 27,225 sq ft; 1 decimal = 1/100 acre =
 * 435.6 sq ft; 1 gaj = 1 sq yd = 9 sq ft; 1 acre = 43,560 sq ft; 1 sq m = 10.7639 sq ft.
 * Deeply frozen. Sources: the Bihar land measures in bihar-rates-units-practice.md.
 */
export const patnaLandUnitSizes: LandUnitSizes = /* @__PURE__ */ sizesFor(PATNA_KATHA_SQUARE_FEET)

/**
 * The land units for a district whose katha is `kathaSqFt` square feet: the dhur (a twentieth of
 * the katha) and the bigha (twenty katha) follow it; the other units do not change.
 *
 * @param options - `kathaSqFt`, 500 to 2,000 (default 1,361.25, Patna)
 * @returns square feet in one of each unit, deeply frozen
 * @throws CalcInputError when kathaSqFt is not a number from 500 to 2,000
 * @example
 * landUnitSizes({ kathaSqFt: 720 }) // Bhagalpur: { ..., dhur: 36, katha: 720, bigha: 14400 }
 */
export function landUnitSizes(options: LandUnitSizesOptions = {}): LandUnitSizes {
  const { kathaSqFt } = landUnitSizesOptionsSchema.parse(options)
  return kathaSqFt === PATNA_KATHA_SQUARE_FEET ? patnaLandUnitSizes : sizesFor(kathaSqFt)
}
