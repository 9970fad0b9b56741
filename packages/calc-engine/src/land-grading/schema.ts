import { type FormValues, readChoice, readNumber, readOptionalNumber } from '../internal/form'
import {
  type CrossFieldRule,
  choiceField,
  type InputSchema,
  inputSchema,
  numberField,
  optional,
  withDefault,
} from '../internal/schema'
import { type GradingEquipment, gradingEquipment, type SoilType, soilTypes } from './rates'

/** The bounds of the land grading calculator's numeric fields (`landGradingInputSchema.limits`). */
const landGradingLimits = {
  // 10,000 ft is about 3 km: a plot of 10,000 × 10,000 ft is 2,296 acres.
  length: { min: 1, max: 10_000, unit: 'ft' },
  width: { min: 1, max: 10_000, unit: 'ft' },
  // The area of the largest plot its sides allow, 10,000 × 10,000 ft, and of the smallest, 1 × 1 ft.
  area: { min: 1, max: 100_000_000, unit: 'sq ft' },
  // Levels above a datum, in feet: from below the deepest dry land (the Dead Sea shore, about
  // −1,400 ft) to above the highest summit (29,032 ft).
  currentElevation: { min: -2000, max: 30_000, unit: 'ft' },
  targetElevation: { min: -2000, max: 30_000, unit: 'ft' },
  bulking: { min: 0, max: 60 },
  pricePerCubicYard: { min: 0, max: 100_000, unit: 'rupees' },
} as const

/** The levels and the earthwork's choices, whichever way the plot is given. */
interface LandGradingLevels {
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

/** A rectangular plot by its sides, as the specification gives it: its area is length × width. */
export interface LandGradingPlotSides {
  /** Length of the plot, feet; 1 to 10,000. */
  readonly length: number
  /** Width of the plot, feet; 1 to 10,000. */
  readonly width: number
  /** Left out: the area is length × width. */
  readonly area?: undefined
}

/**
 * A plot by its area, whatever its shape: a plot bought in katha or bigha, turned into square feet
 * by `parseLandArea` (the `land-units` subpath). Length and width then play no part.
 */
export interface LandGradingPlotArea {
  /** Area of the plot, sq ft; 1 to 10,00,00,000 (the largest plot of 10,000 × 10,000 ft). */
  readonly area: number
  /** Not used with an area; a length given is still checked (1 to 10,000 ft). */
  readonly length?: number
  /** Not used with an area; a width given is still checked (1 to 10,000 ft). */
  readonly width?: number
}

/**
 * What you pass to calculateLandGrading: the plot by its length and width, or by its `area`; soil,
 * bulking, equipment and price may be left out.
 */
export type LandGradingInput = LandGradingLevels & (LandGradingPlotSides | LandGradingPlotArea)

/** LandGradingInput with its defaults filled in; bulking may stay absent. */
export type CompleteLandGradingInput = LandGradingInput &
  Required<Pick<LandGradingLevels, 'soil' | 'equipment' | 'pricePerCubicYard'>>

/** The input as its fields are checked one by one, before the rules that make it one of the plots. */
type CheckedLandGradingInput = LandGradingLevels &
  Required<Pick<LandGradingLevels, 'soil' | 'equipment' | 'pricePerCubicYard'>> & {
    readonly length?: number
    readonly width?: number
    readonly area?: number
  }

/** A side is required unless the plot is given by its area. */
function sideRequiredWithoutArea(
  side: 'length' | 'width',
): CrossFieldRule<CheckedLandGradingInput> {
  return {
    reads: [side, 'area'],
    check: (input, report) => {
      if (input.area === undefined && input[side] === undefined) report(side, `${side} is required`)
    },
  }
}

/**
 * Checks a LandGradingInput against the bounds of calculators.md section 5: length and width
 * required (unless an `area` is given), each within its bounds when given.
 */
export const landGradingInputSchema = /* @__PURE__ */ inputSchema<
  LandGradingInput,
  CheckedLandGradingInput,
  typeof landGradingLimits
>(
  'land grading',
  {
    length: optional(numberField(landGradingLimits.length)),
    width: optional(numberField(landGradingLimits.width)),
    area: optional(numberField(landGradingLimits.area)),
    currentElevation: numberField(landGradingLimits.currentElevation),
    targetElevation: numberField(landGradingLimits.targetElevation),
    soil: withDefault(choiceField(soilTypes), 'loam'),
    bulking: optional(numberField(landGradingLimits.bulking)),
    equipment: withDefault(choiceField(gradingEquipment), 'excavator'),
    pricePerCubicYard: withDefault(numberField(landGradingLimits.pricePerCubicYard), 800),
  },
  landGradingLimits,
  [
    /* @__PURE__ */ sideRequiredWithoutArea('length'),
    /* @__PURE__ */ sideRequiredWithoutArea('width'),
  ],
  // Each field is checked on its own (the shape is flat: length, width and area all optional); the
  // rules then refuse an input with neither an area nor both sides, so what passes is one of the
  // two plots of CompleteLandGradingInput.
) as InputSchema<LandGradingInput, CompleteLandGradingInput, typeof landGradingLimits>

/**
 * Turns the raw strings of the land grading form into input. Blank or unknown: soil loam,
 * equipment excavator, price 800, bulking left out (the soil's own), elevations 0. Without an area,
 * a blank length or width is 0 (calculateLandGrading then rejects it); with an area (a number of
 * square feet: a form that takes land units reads them first with `parseLandArea`), a blank length
 * or width is left out. An explicit "0" stays 0.
 *
 * @example
 * parseLandGradingForm({ length: '100', width: '50', currentElevation: '2', targetElevation: '0' })
 * // { length: 100, width: 50, currentElevation: 2, targetElevation: 0, soil: 'loam',
 * //   bulking: undefined, equipment: 'excavator', pricePerCubicYard: 800 }
 * parseLandGradingForm({ area: '2722.5', currentElevation: '2', targetElevation: '0' })
 * // { area: 2722.5, length: undefined, width: undefined, currentElevation: 2, ... }
 */
export function parseLandGradingForm(values: FormValues): CompleteLandGradingInput {
  const levels = {
    currentElevation: readNumber(values, 'currentElevation'),
    targetElevation: readNumber(values, 'targetElevation'),
    soil: readChoice(values, 'soil', soilTypes, 'loam'),
    bulking: readOptionalNumber(values, 'bulking'),
    equipment: readChoice(values, 'equipment', gradingEquipment, 'excavator'),
    pricePerCubicYard: readNumber(values, 'pricePerCubicYard', 800),
  }
  const area = readOptionalNumber(values, 'area')
  if (area === undefined) {
    return { length: readNumber(values, 'length'), width: readNumber(values, 'width'), ...levels }
  }
  return {
    area,
    length: readOptionalNumber(values, 'length'),
    width: readOptionalNumber(values, 'width'),
    ...levels,
  }
}
