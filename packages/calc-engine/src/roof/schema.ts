import { z } from 'zod'
import { type FormValues, readChoice, readNumber, readNumericChoice } from '../internal/form'
import { choiceField, numberField, numericChoiceField } from '../internal/schema'
import { type RoofType, roofMaterials, roofPitches, roofTypes } from './rates'

const defaultSlopedPitch = 6

/** The fields the pitch rule reads; it runs only when neither failed on its own. */
const pitchRuleFields = new Set<PropertyKey | undefined>(['pitch', 'roofType'])

/**
 * Input of calculateRoof, with the bounds of calculators.md section 5. Lengths in feet, pitch in
 * inches of rise per 12 of run. A flat roof ignores its pitch, so any listed pitch is accepted for
 * it; every other roof type needs a pitch of 1 to 10 or 12.
 */
export const roofInputSchema = z
  .object({
    length: numberField('length', { min: 1 }),
    width: numberField('width', { min: 1 }),
    pitch: numericChoiceField('pitch', roofPitches),
    roofType: choiceField('roofType', roofTypes),
    material: choiceField('material', roofMaterials),
    wastage: numberField('wastage', { min: 0, max: 30 }).default(15),
    pricePerUnit: numberField('pricePerUnit', { min: 0 }).default(0),
  })
  .superRefine(
    (input, context) => {
      if (input.roofType !== 'flat' && input.pitch === 0) {
        context.addIssue({
          code: 'custom',
          path: ['pitch'],
          message: `pitch must be 1 to 10 or 12 for a ${input.roofType} roof`,
        })
      }
    },
    // By default zod skips a refinement after a field is missing or of the wrong type; this one runs
    // whenever pitch and roofType are themselves valid, so "width is required" and the pitch rule
    // are reported together.
    { when: (payload) => payload.issues.every((issue) => !pitchRuleFields.has(issue.path?.[0])) },
  )

/** What you pass to calculateRoof: wastage and pricePerUnit may be left out. */
export type RoofInput = z.input<typeof roofInputSchema>

/**
 * Turns the raw strings of the roof form into input. Blank or unknown: roofType gable, material
 * asphalt, pitch 6 (0 for a flat roof), wastage 15, pricePerUnit 0, dimensions 0 (which
 * calculateRoof then rejects). An explicit "0" stays 0, so a sloped roof with pitch "0" is rejected.
 *
 * @example
 * parseRoofForm({ length: '40', width: '30', roofType: 'flat' })
 * // { length: 40, width: 30, pitch: 0, roofType: 'flat', material: 'asphalt', wastage: 15, pricePerUnit: 0 }
 */
export function parseRoofForm(values: FormValues): z.output<typeof roofInputSchema> {
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
