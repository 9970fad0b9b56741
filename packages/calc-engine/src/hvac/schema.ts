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

/** What you pass to calculateHvac: every field is required. */
export interface HvacInput {
  /** Floor area to cool, sq ft; at least 100. */
  readonly floorArea: number
  /** Ceiling height, feet; 7 to 20. */
  readonly ceilingHeight: number
  /** People usually in the space, whole number; at least 1. */
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
export const hvacInputSchema = /* @__PURE__ */ inputSchema<HvacInput, HvacInput>('HVAC', {
  floorArea: numberField({ min: 100 }),
  ceilingHeight: numberField({ min: 7, max: 20 }),
  occupants: numberField({ min: 1, integer: true }),
  buildingType: choiceField(hvacBuildingTypes),
  climate: choiceField(hvacClimates),
  insulation: choiceField(hvacInsulationLevels),
  windows: choiceField(hvacWindowLevels),
  appliances: choiceField(hvacApplianceLevels),
})

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
