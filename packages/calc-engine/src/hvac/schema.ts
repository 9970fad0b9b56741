import { z } from 'zod'
import { type FormValues, readChoice, readNumber } from '../internal/form'
import { choiceField, numberField } from '../internal/schema'
import {
  hvacApplianceLevels,
  hvacBuildingTypes,
  hvacClimates,
  hvacInsulationLevels,
  hvacWindowLevels,
} from './rates'

/**
 * Input of calculateHvac, with the bounds of calculators.md section 5: every field is required.
 * Floor area in sq ft, ceiling height in feet.
 */
export const hvacInputSchema = z.object({
  floorArea: numberField('floorArea', { min: 100 }),
  ceilingHeight: numberField('ceilingHeight', { min: 7, max: 20 }),
  occupants: numberField('occupants', { min: 1, integer: true }),
  buildingType: choiceField('buildingType', hvacBuildingTypes),
  climate: choiceField('climate', hvacClimates),
  insulation: choiceField('insulation', hvacInsulationLevels),
  windows: choiceField('windows', hvacWindowLevels),
  appliances: choiceField('appliances', hvacApplianceLevels),
})

/** What you pass to calculateHvac. */
export type HvacInput = z.input<typeof hvacInputSchema>

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
export function parseHvacForm(values: FormValues): z.output<typeof hvacInputSchema> {
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
