import { type FormValues, readChoice, readNumber, readNumericChoice } from '../internal/form'
import { choiceField, inputSchema, numberField, withDefault } from '../internal/schema'
import {
  type RoofMaterial,
  type RoofPitch,
  type RoofType,
  roofMaterials,
  roofPitches,
  roofTypes,
} from './rates'

const defaultSlopedPitch = 6

/** The bounds of the roof calculator's numeric fields (`roofInputSchema.limits`). */
const roofLimits = {
  length: { min: 1, max: 1000, unit: 'ft' },
  width: { min: 1, max: 1000, unit: 'ft' },
  wastage: { min: 0, max: 30 },
  pricePerUnit: { min: 0, max: 100_000, unit: 'rupees' },
} as const

/** What you pass to calculateRoof: wastage and pricePerUnit may be left out. */
export interface RoofInput {
  /** Length of the building, feet; 1 to 1,000. */
  readonly length: number
  /** Width of the building, feet; 1 to 1,000. */
  readonly width: number
  /** Rise in inches per 12 of run: 0 (flat roof only), 1 to 10 or 12. */
  readonly pitch: RoofPitch
  /** `gable`, `hip`, `flat`, `mansard` or `gambrel`. */
  readonly roofType: RoofType
  /** `asphalt`, `metal`, `tile`, `slate` or `wood`. */
  readonly material: RoofMaterial
  /** Extra material for cuts and overlaps, percent, 0 to 30; default 15. */
  readonly wastage?: number
  /** Price of one unit of the material, rupees; 0 to 1,00,000; default 0. */
  readonly pricePerUnit?: number
}

/** RoofInput with every default filled in. */
export type CompleteRoofInput = Required<RoofInput>

/**
 * Checks a RoofInput against the bounds of calculators.md section 5. A flat roof ignores its
 * pitch, so any listed pitch is accepted for it; every other roof type needs a pitch of 1 to 10 or 12.
 */
export const roofInputSchema = /* @__PURE__ */ inputSchema<
  RoofInput,
  CompleteRoofInput,
  typeof roofLimits
>(
  'roof',
  {
    length: numberField(roofLimits.length),
    width: numberField(roofLimits.width),
    pitch: choiceField(roofPitches),
    roofType: choiceField(roofTypes),
    material: choiceField(roofMaterials),
    wastage: withDefault(numberField(roofLimits.wastage), 15),
    pricePerUnit: withDefault(numberField(roofLimits.pricePerUnit), 0),
  },
  roofLimits,
  [
    {
      reads: ['pitch', 'roofType'],
      check: (input, report) => {
        if (input.roofType !== 'flat' && input.pitch === 0)
          report('pitch', `pitch must be 1 to 10 or 12 for a ${input.roofType} roof`)
      },
    },
  ],
)

/**
 * Turns the raw strings of the roof form into input. Blank or unknown: roofType gable, material
 * asphalt, pitch 6 (0 for a flat roof), wastage 15, pricePerUnit 0, dimensions 0 (which
 * calculateRoof then rejects). An explicit "0" stays 0, so a sloped roof with pitch "0" is rejected.
 *
 * @example
 * parseRoofForm({ length: '40', width: '30', roofType: 'flat' })
 * // { length: 40, width: 30, pitch: 0, roofType: 'flat', material: 'asphalt', wastage: 15, pricePerUnit: 0 }
 */
export function parseRoofForm(values: FormValues): CompleteRoofInput {
  const roofType: RoofType = readChoice(values, 'roofType', roofTypes, 'gable')
  return {
    length: readNumber(values, 'length'),
    width: readNumber(values, 'width'),
    pitch: readNumericChoice(
      values,
      'pitch',
      roofPitches,
      roofType === 'flat' ? 0 : defaultSlopedPitch,
    ),
    roofType,
    material: readChoice(values, 'material', roofMaterials, 'asphalt'),
    wastage: readNumber(values, 'wastage', 15),
    pricePerUnit: readNumber(values, 'pricePerUnit', 0),
  }
}
