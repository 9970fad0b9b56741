import { type FormValues, readChoice, readNumber, readOptionalNumber } from '../internal/form'
import { choiceField, inputSchema, numberField, optional, withDefault } from '../internal/schema'
import { type GradingEquipment, gradingEquipment, type SoilType, soilTypes } from './rates'

/** What you pass to calculateLandGrading: soil, bulking, equipment and price may be left out. */
export interface LandGradingInput {
  /** Length of the plot, feet; at least 1. */
  readonly length: number
  /** Width of the plot, feet; at least 1. */
  readonly width: number
  /** Ground level now, feet; any number (negative below a datum). */
  readonly currentElevation: number
  /** Ground level wanted, feet; any number (negative below a datum). */
  readonly targetElevation: number
  /** `sand`, `loam`, `clay` or `rock`; default `loam`. */
  readonly soil?: SoilType
  /** Swell of cut soil, percent, 0 to 60; left out: the soil's own bulking. */
  readonly bulking?: number
  /** `bulldozer`, `excavator`, `skidsteer` or `grader`; default `excavator`. */
  readonly equipment?: GradingEquipment
  /** Price of moving earth, rupees per cubic yard; at least 0; default 800. */
  readonly pricePerCubicYard?: number
}

/** LandGradingInput with its defaults filled in; bulking may stay absent. */
export type CompleteLandGradingInput = LandGradingInput &
  Required<Pick<LandGradingInput, 'soil' | 'equipment' | 'pricePerCubicYard'>>

/** Checks a LandGradingInput against the bounds of calculators.md section 5. */
export const landGradingInputSchema = /* @__PURE__ */ inputSchema<
  LandGradingInput,
  CompleteLandGradingInput
>('land grading', {
  length: numberField({ min: 1 }),
  width: numberField({ min: 1 }),
  currentElevation: numberField(),
  targetElevation: numberField(),
  soil: withDefault(choiceField(soilTypes), 'loam'),
  bulking: optional(numberField({ min: 0, max: 60 })),
  equipment: withDefault(choiceField(gradingEquipment), 'excavator'),
  pricePerCubicYard: withDefault(numberField({ min: 0 }), 800),
})

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
export function parseLandGradingForm(values: FormValues): CompleteLandGradingInput {
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
