import { type FormValues, readChoice, readNumber } from '../internal/form'
import { choiceField, inputSchema, numberField, withDefault } from '../internal/schema'
import { type RccSlabGrade, rccSlabGrades } from './rcc-slab-rates'

/** The bounds of the RCC slab roof's numeric fields (`rccSlabRoofInputSchema.limits`). */
const rccSlabRoofLimits = {
  length: { min: 1, max: 1000, unit: 'ft' },
  width: { min: 1, max: 1000, unit: 'ft' },
  // 3 in (75 mm) is thinner than any structural slab; 18 in (450 mm) thicker than any roof slab of
  // a building the company builds.
  thickness: { min: 3, max: 18, unit: 'in' },
} as const

/** What you pass to calculateRccSlabRoof: thickness and grade may be left out. */
export interface RccSlabRoofInput {
  /** Length of the slab, feet; 1 to 1,000. */
  readonly length: number
  /** Width of the slab, feet; 1 to 1,000. */
  readonly width: number
  /** Thickness of the slab, inches; 3 to 18; default 5 (127 mm, the 125 mm slab of a house). */
  readonly thickness?: number
  /** Grade of the concrete: `M20` (nominal mix 1:1.5:3) or `M25` (1:1:2); default `M20`. */
  readonly grade?: RccSlabGrade
}

/** RccSlabRoofInput with every default filled in. */
export type CompleteRccSlabRoofInput = Required<RccSlabRoofInput>

/** Checks an RccSlabRoofInput and fills in its defaults. */
export const rccSlabRoofInputSchema = /* @__PURE__ */ inputSchema<
  RccSlabRoofInput,
  CompleteRccSlabRoofInput,
  typeof rccSlabRoofLimits
>(
  'RCC slab roof',
  {
    length: numberField(rccSlabRoofLimits.length),
    width: numberField(rccSlabRoofLimits.width),
    thickness: withDefault(numberField(rccSlabRoofLimits.thickness), 5),
    grade: withDefault(choiceField(rccSlabGrades), 'M20'),
  },
  rccSlabRoofLimits,
)

/**
 * Turns the raw strings of the RCC slab form into input. Blank or non-numeric: thickness 5, grade
 * M20, length and width 0 (which calculateRccSlabRoof then rejects). An explicit "0" stays 0.
 *
 * @example
 * parseRccSlabRoofForm({ length: '40', width: '30' })
 * // { length: 40, width: 30, thickness: 5, grade: 'M20' }
 */
export function parseRccSlabRoofForm(values: FormValues): CompleteRccSlabRoofInput {
  return {
    length: readNumber(values, 'length'),
    width: readNumber(values, 'width'),
    thickness: readNumber(values, 'thickness', 5),
    grade: readChoice(values, 'grade', rccSlabGrades, 'M20'),
  }
}
