import { z } from 'zod'
import { type FormValues, readChoice, readNumber, readNumericChoice } from '../internal/form'
import { choiceField, numberField, numericChoiceField } from '../internal/schema'
import { brickTypes, mortarRatios, wallThicknesses } from './rates'

/**
 * Input of calculateBuildingMaterials, with the bounds of calculators.md section 5. Wall length
 * and height in feet, thickness in inches, openings (doors, windows) in sq ft.
 */
export const buildingMaterialsInputSchema = z.object({
  wallLength: numberField('wallLength', { min: 1 }),
  wallHeight: numberField('wallHeight', { min: 1 }),
  thickness: numericChoiceField('thickness', wallThicknesses),
  openingsArea: numberField('openingsArea', { min: 0 }).default(0),
  mortarRatio: numericChoiceField('mortarRatio', mortarRatios),
  brickType: choiceField('brickType', brickTypes).default('standard'),
})

/** What you pass to calculateBuildingMaterials: openingsArea and brickType may be left out. */
export type BuildingMaterialsInput = z.input<typeof buildingMaterialsInputSchema>

/**
 * Turns the raw strings of the building materials form into input. Blank or non-numeric:
 * thickness 9, openingsArea 0, mortarRatio 6, brickType standard, wall length and height 0 (which
 * calculateBuildingMaterials then rejects).
 *
 * @example
 * parseBuildingMaterialsForm({ wallLength: '20', wallHeight: '10', thickness: '4.5' })
 * // { wallLength: 20, wallHeight: 10, thickness: 4.5, openingsArea: 0, mortarRatio: 6, brickType: 'standard' }
 */
export function parseBuildingMaterialsForm(
  values: FormValues,
): z.output<typeof buildingMaterialsInputSchema> {
  return {
    wallLength: readNumber(values, 'wallLength'),
    wallHeight: readNumber(values, 'wallHeight'),
    thickness: readNumericChoice(values, 'thickness', wallThicknesses, 9),
    openingsArea: readNumber(values, 'openingsArea', 0),
    mortarRatio: readNumericChoice(values, 'mortarRatio', mortarRatios, 6),
    brickType: readChoice(values, 'brickType', brickTypes, 'standard'),
  }
}
