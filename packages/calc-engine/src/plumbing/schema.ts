import { z } from 'zod'
import { type FormValues, readChoice, readNumber, readOptionalNumber } from '../internal/form'
import { choiceField, numberField } from '../internal/schema'
import { plumbingBuildingTypes, plumbingHeaterTypes, plumbingPipeTypes } from './rates'

/** Input of calculatePlumbing, with the bounds of calculators.md section 5. */
export const plumbingInputSchema = z.object({
  buildingType: choiceField('buildingType', plumbingBuildingTypes).default('residential'),
  floors: numberField('floors', { min: 1, max: 20, integer: true }),
  bathrooms: numberField('bathrooms', { min: 0, integer: true }).default(2),
  kitchens: numberField('kitchens', { min: 0, integer: true }).default(1),
  /** Fixture points; left out: bathrooms × 4 + kitchens × 2. */
  fixtures: numberField('fixtures', { min: 0, integer: true }).optional(),
  pipeType: choiceField('pipeType', plumbingPipeTypes).default('upvc'),
  heater: choiceField('heater', plumbingHeaterTypes).default('storage'),
  /** Water storage, litres; left out: occupants × litres per person. */
  storageLitres: numberField('storageLitres', { min: 0 }).optional(),
})

/** What you pass to calculatePlumbing: only floors is required. */
export type PlumbingInput = z.input<typeof plumbingInputSchema>

/**
 * Turns the raw strings of the plumbing form into input. Blank or non-numeric: bathrooms 2,
 * kitchens 1, fixtures and storageLitres left out (worked out), buildingType residential, pipeType
 * upvc, heater storage, floors 0 (which calculatePlumbing then rejects).
 *
 * @example
 * parsePlumbingForm({ floors: '2', kitchens: '0', pipeType: 'cpvc' })
 * // { buildingType: 'residential', floors: 2, bathrooms: 2, kitchens: 0, fixtures: undefined,
 * //   pipeType: 'cpvc', heater: 'storage', storageLitres: undefined }
 */
export function parsePlumbingForm(values: FormValues): z.output<typeof plumbingInputSchema> {
  return {
    buildingType: readChoice(values, 'buildingType', plumbingBuildingTypes, 'residential'),
    floors: readNumber(values, 'floors'),
    bathrooms: readNumber(values, 'bathrooms', 2),
    kitchens: readNumber(values, 'kitchens', 1),
    fixtures: readOptionalNumber(values, 'fixtures'),
    pipeType: readChoice(values, 'pipeType', plumbingPipeTypes, 'upvc'),
    heater: readChoice(values, 'heater', plumbingHeaterTypes, 'storage'),
    storageLitres: readOptionalNumber(values, 'storageLitres'),
  }
}
