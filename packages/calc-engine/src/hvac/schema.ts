import { type FormValues, readChoice, readNumber } from '../internal/form'
import { choiceField, inputSchema, numberField } from '../internal/schema'
import {
  type HvacAppliances,
  type HvacBuildingType,
  type HvacClimate,
  type HvacInsulation,
  type HvacWindows,
  hvacApplianceLevels,
  hvacBuildingTypes,
  hvacClimates,
  hvacInsulationLevels,
  hvacWindowLevels,
} from './rates'

/** The bounds of the HVAC calculator's numeric fields (`hvacInputSchema.limits`). */
const hvacLimits = {
  floorArea: { min: 100, max: 500_000, unit: 'sq ft' },
  ceilingHeight: { min: 7, max: 20 },
  occupants: { min: 1, max: 10_000, integer: true },
} as const

/** What you pass to calculateHvac: every field is required. */
export interface HvacInput {
  /** Floor area to cool, sq ft; 100 to 5,00,000. */
  readonly floorArea: number
  /** Ceiling height, feet; 7 to 20. */
  readonly ceilingHeight: number
  /** People usually in the space, whole number; 1 to 10,000. */
  readonly occupants: number
  /** `residential`, `commercial`, `industrial` or `office`. */
  readonly buildingType: HvacBuildingType
  /** `mild`, `moderate`, `hot` (Patna) or `extreme`. */
  readonly climate: HvacClimate
  /** `poor`, `average`, `good` or `excellent`. */
  readonly insulation: HvacInsulation
  /** Glazing: `minimal`, `average`, `extensive` or `full`. */
  readonly windows: HvacWindows
  /** Heat from appliances: `minimal`, `average` or `high`. */
  readonly appliances: HvacAppliances
}

/** Checks an HvacInput against the bounds of calculators.md section 5. */
export const hvacInputSchema = /* @__PURE__ */ inputSchema<HvacInput, HvacInput, typeof hvacLimits>(
  'HVAC',
  {
    floorArea: numberField(hvacLimits.floorArea),
    ceilingHeight: numberField(hvacLimits.ceilingHeight),
    occupants: numberField(hvacLimits.occupants),
    buildingType: choiceField(hvacBuildingTypes),
    climate: choiceField(hvacClimates),
    insulation: choiceField(hvacInsulationLevels),
    windows: choiceField(hvacWindowLevels),
    appliances: choiceField(hvacApplianceLevels),
  },
  hvacLimits,
)

/**
 * Turns the raw strings of the HVAC form into input. Blank or unknown choices: residential, hot
 * (Patna), average insulation, average windows, average appliances; blank or non-numeric numbers
 * give 0, which calculateHvac then rejects (every number is required).
 *
 * @example
 * parseHvacForm({ floorArea: '1000', ceilingHeight: '10', occupants: '4' })
 * // { floorArea: 1000, ceilingHeight: 10, occupants: 4, buildingType: 'residential', climate: 'hot',
 * //   insulation: 'average', windows: 'average', appliances: 'average' }
 */
export function parseHvacForm(values: FormValues): HvacInput {
  return {
    floorArea: readNumber(values, 'floorArea'),
    ceilingHeight: readNumber(values, 'ceilingHeight'),
    occupants: readNumber(values, 'occupants'),
    buildingType: readChoice(values, 'buildingType', hvacBuildingTypes, 'residential'),
    climate: readChoice(values, 'climate', hvacClimates, 'hot'),
    insulation: readChoice(values, 'insulation', hvacInsulationLevels, 'average'),
    windows: readChoice(values, 'windows', hvacWindowLevels, 'average'),
    appliances: readChoice(values, 'appliances', hvacApplianceLevels, 'average'),
  }
}
