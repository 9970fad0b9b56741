import { z } from 'zod'
import { type FormValues, readChoice, readNumber, readOptionalNumber } from '../internal/form'
import { choiceField, numberField } from '../internal/schema'
import { gradingEquipment, soilTypes } from './rates'

/**
 * Input of calculateLandGrading, with the bounds of calculators.md section 5. Lengths and
 * elevations in feet (an elevation may be any number, negative below a datum), price in rupees per
 * cubic yard. Leave bulking out to use the soil's own bulking.
 */
export const landGradingInputSchema = z.object({
  length: numberField('length', { min: 1 }),
  width: numberField('width', { min: 1 }),
  currentElevation: numberField('currentElevation'),
  targetElevation: numberField('targetElevation'),
  soil: choiceField('soil', soilTypes).default('loam'),
  bulking: numberField('bulking', { min: 0, max: 60 }).optional(),
  equipment: choiceField('equipment', gradingEquipment).default('excavator'),
  pricePerCubicYard: numberField('pricePerCubicYard', { min: 0 }).default(800),
})

/** What you pass to calculateLandGrading: soil, bulking, equipment and price may be left out. */
export type LandGradingInput = z.input<typeof landGradingInputSchema>

/**
 * Turns the raw strings of the land grading form into input. Blank or unknown: soil loam,
 * equipment excavator, price 800, bulking left out (the soil's own), dimensions and elevations 0
 * (calculateLandGrading then rejects the dimensions). An explicit "0" stays 0.
 *
 * @example
 * parseLandGradingForm({ length: '100', width: '50', currentElevation: '2', targetElevation: '0' })
 * // { length: 100, width: 50, currentElevation: 2, targetElevation: 0, soil: 'loam',
 * //   bulking: undefined, equipment: 'excavator', pricePerCubicYard: 800 }
 */
export function parseLandGradingForm(values: FormValues): z.output<typeof landGradingInputSchema> {
  return {
    length: readNumber(values, 'length'),
    width: readNumber(values, 'width'),
    currentElevation: readNumber(values, 'currentElevation'),
    targetElevation: readNumber(values, 'targetElevation'),
    soil: readChoice(values, 'soil', soilTypes, 'loam'),
    bulking: readOptionalNumber(values, 'bulking'),
    equipment: readChoice(values, 'equipment', gradingEquipment, 'excavator'),
    pricePerCubicYard: readNumber(values, 'pricePerCubicYard', 800),
  }
}
