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

/** The bounds of the plumbing calculator's numeric fields (`plumbingInputSchema.limits`). */
const plumbingLimits = {
  floors: { min: 1, max: 20, integer: true },
  bathrooms: { min: 0, max: 500, integer: true },
  kitchens: { min: 0, max: 200, integer: true },
  fixtures: { min: 0, max: 5000, integer: true },
  // 10 lakh litres (1,000 m³): a large building's underground sump.
  storageLitres: { min: 0, max: 1_000_000, unit: 'litres' },
} as const

/** What you pass to calculatePlumbing: only floors is required. */
export interface PlumbingInput {
  /** `residential`, `commercial` or `industrial`; default `residential`. */
  readonly buildingType?: PlumbingBuildingType
  /** Floors, whole number, 1 to 20. */
  readonly floors: number
  /** Bathrooms, whole number, 0 to 500; default 2. */
  readonly bathrooms?: number
  /** Kitchens, whole number, 0 to 200; default 1. */
  readonly kitchens?: number
  /** Fixture points, whole number, 0 to 5,000; left out: bathrooms × 4 + kitchens × 2. */
  readonly fixtures?: number
  /** Supply pipe material: `upvc`, `cpvc` or `copper`; default `upvc`. */
  readonly pipeType?: PlumbingPipeType
  /** Water heater: `storage`, `instant`, `solar` or `none`; default `storage`. */
  readonly heater?: PlumbingHeaterType
  /** Water storage, litres, 0 to 10,00,000; left out: occupants × litres per person. */
  readonly storageLitres?: number
}

/** PlumbingInput with its defaults filled in; fixtures and storageLitres may stay absent. */
export type CompletePlumbingInput = PlumbingInput &
  Required<Pick<PlumbingInput, 'buildingType' | 'bathrooms' | 'kitchens' | 'pipeType' | 'heater'>>

/** Checks a PlumbingInput against the bounds of calculators.md section 5. */
export const plumbingInputSchema = /* @__PURE__ */ inputSchema<
  PlumbingInput,
  CompletePlumbingInput,
  typeof plumbingLimits
>(
  'plumbing',
  {
    buildingType: withDefault(choiceField(plumbingBuildingTypes), 'residential'),
    floors: numberField(plumbingLimits.floors),
    bathrooms: withDefault(numberField(plumbingLimits.bathrooms), 2),
    kitchens: withDefault(numberField(plumbingLimits.kitchens), 1),
    fixtures: optional(numberField(plumbingLimits.fixtures)),
    pipeType: withDefault(choiceField(plumbingPipeTypes), 'upvc'),
    heater: withDefault(choiceField(plumbingHeaterTypes), 'storage'),
    storageLitres: optional(numberField(plumbingLimits.storageLitres)),
  },
  plumbingLimits,
)

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
