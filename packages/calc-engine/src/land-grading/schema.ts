import { type FormValues, readChoice, readNumber, readOptionalNumber } from '../internal/form'
import { choiceField, inputSchema, numberField, optional, withDefault } from '../internal/schema'
import { type GradingEquipment, gradingEquipment, type SoilType, soilTypes } from './rates'

/** The bounds of the land grading calculator's numeric fields (`landGradingInputSchema.limits`). */
const landGradingLimits = {
  // 10,000 ft is about 3 km: a plot of 10,000 × 10,000 ft is 2,296 acres.
  length: { min: 1, max: 10_000, unit: 'ft' },
  width: { min: 1, max: 10_000, unit: 'ft' },
  // Levels above a datum, in feet: from below the deepest dry land (the Dead Sea shore, about
  // −1,400 ft) to above the highest summit (29,032 ft).
  currentElevation: { min: -2000, max: 30_000, unit: 'ft' },
  targetElevation: { min: -2000, max: 30_000, unit: 'ft' },
  bulking: { min: 0, max: 60 },
  pricePerCubicYard: { min: 0, max: 100_000, unit: 'rupees' },
} as const

/** What you pass to calculateLandGrading: soil, bulking, equipment and price may be left out. */
export interface LandGradingInput {
  /** Length of the plot, feet; 1 to 10,000. */
  readonly length: number
  /** Width of the plot, feet; 1 to 10,000. */
  readonly width: number
  /** Ground level now, feet; −2,000 to 30,000 (negative below a datum). */
  readonly currentElevation: number
  /** Ground level wanted, feet; −2,000 to 30,000 (negative below a datum). */
  readonly targetElevation: number
  /** `sand`, `loam`, `clay` or `rock`; default `loam`. */
  readonly soil?: SoilType
  /** Swell of cut soil, percent, 0 to 60; left out: the soil's own bulking. */
  readonly bulking?: number
  /** `bulldozer`, `excavator`, `skidsteer` or `grader`; default `excavator`. */
  readonly equipment?: GradingEquipment
  /** Price of moving earth, rupees per cubic yard; 0 to 1,00,000; default 800. */
  readonly pricePerCubicYard?: number
}

/** LandGradingInput with its defaults filled in; bulking may stay absent. */
export type CompleteLandGradingInput = LandGradingInput &
  Required<Pick<LandGradingInput, 'soil' | 'equipment' | 'pricePerCubicYard'>>

/** Checks a LandGradingInput against the bounds of calculators.md section 5. */
export const landGradingInputSchema = /* @__PURE__ */ inputSchema<
  LandGradingInput,
  CompleteLandGradingInput,
  typeof landGradingLimits
>(
  'land grading',
  {
    length: numberField(landGradingLimits.length),
    width: numberField(landGradingLimits.width),
    currentElevation: numberField(landGradingLimits.currentElevation),
    targetElevation: numberField(landGradingLimits.targetElevation),
    soil: withDefault(choiceField(soilTypes), 'loam'),
    bulking: optional(numberField(landGradingLimits.bulking)),
    equipment: withDefault(choiceField(gradingEquipment), 'excavator'),
    pricePerCubicYard: withDefault(numberField(landGradingLimits.pricePerCubicYard), 800),
  },
  landGradingLimits,
)

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
