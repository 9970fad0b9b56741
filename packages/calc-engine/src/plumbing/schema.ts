import { type FormValues, readChoice, readNumber, readOptionalNumber } from '../internal/form'
import { choiceField, inputSchema, numberField, optional, withDefault } from '../internal/schema'
import {
  type PlumbingBuildingType,
  type PlumbingHeaterType,
  type PlumbingPipeType,
  plumbingBuildingTypes,
  plumbingHeaterTypes,
  plumbingPipeTypes,
} from './rates'

/** What you pass to calculatePlumbing: only floors is required. */
export interface PlumbingInput {
  /** `residential`, `commercial` or `industrial`; default `residential`. */
  readonly buildingType?: PlumbingBuildingType
  /** Floors, whole number, 1 to 20. */
  readonly floors: number
  /** Bathrooms, whole number, at least 0; default 2. */
  readonly bathrooms?: number
  /** Kitchens, whole number, at least 0; default 1. */
  readonly kitchens?: number
  /** Fixture points, whole number, at least 0; left out: bathrooms × 4 + kitchens × 2. */
  readonly fixtures?: number
  /** Supply pipe material: `upvc`, `cpvc` or `copper`; default `upvc`. */
  readonly pipeType?: PlumbingPipeType
  /** Water heater: `storage`, `instant`, `solar` or `none`; default `storage`. */
  readonly heater?: PlumbingHeaterType
  /** Water storage, litres, at least 0; left out: occupants × litres per person. */
  readonly storageLitres?: number
}

/** PlumbingInput with its defaults filled in; fixtures and storageLitres may stay absent. */
export type CompletePlumbingInput = PlumbingInput &
  Required<Pick<PlumbingInput, 'buildingType' | 'bathrooms' | 'kitchens' | 'pipeType' | 'heater'>>

/** Checks a PlumbingInput against the bounds of calculators.md section 5. */
export const plumbingInputSchema = /* @__PURE__ */ inputSchema<
  PlumbingInput,
  CompletePlumbingInput
>('plumbing', {
  buildingType: withDefault(choiceField(plumbingBuildingTypes), 'residential'),
  floors: numberField({ min: 1, max: 20, integer: true }),
  bathrooms: withDefault(numberField({ min: 0, integer: true }), 2),
  kitchens: withDefault(numberField({ min: 0, integer: true }), 1),
  fixtures: optional(numberField({ min: 0, integer: true })),
  pipeType: withDefault(choiceField(plumbingPipeTypes), 'upvc'),
  heater: withDefault(choiceField(plumbingHeaterTypes), 'storage'),
  storageLitres: optional(numberField({ min: 0 })),
})

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
export function parsePlumbingForm(values: FormValues): CompletePlumbingInput {
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
