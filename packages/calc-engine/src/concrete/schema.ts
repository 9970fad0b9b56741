import {
  type FormValues,
  readChoice,
  readNumber,
  readNumericChoice,
  readOptionalNumber,
} from '../internal/form'
import { choiceField, inputSchema, numberField, optional, withDefault } from '../internal/schema'
import {
  type ConcreteShape,
  type ConcreteStrength,
  concreteDimensions,
  concreteShapeDimensions,
  concreteShapes,
  concreteStrengths,
} from './rates'

/** Smallest dimension a shape accepts: 0.1 ft, or 0.1 in for a slab's thickness. */
const MIN_DIMENSION = 0.1

/**
 * What you pass to calculateConcrete: the shape and its own dimensions (see
 * concreteShapeDimensions); the others may be left out and are ignored, though a value given for
 * them must still be a number.
 */
export interface ConcreteInput {
  /** `rectangular` (length, width, height), `slab` (length, width, thickness), `cylindrical` (diameter, height) or `circular` (radius, height). */
  readonly shape: ConcreteShape
  /** Length, feet; at least 0.1 when the shape uses it. */
  readonly length?: number
  /** Width, feet; at least 0.1 when the shape uses it. */
  readonly width?: number
  /** Height (depth of a footing), feet; at least 0.1 when the shape uses it. */
  readonly height?: number
  /** Thickness of a slab, inches; at least 0.1 for a slab. */
  readonly thickness?: number
  /** Diameter of a cylinder, feet; at least 0.1 for a cylinder. */
  readonly diameter?: number
  /** Radius of a round footing, feet; at least 0.1 for a circular shape. */
  readonly radius?: number
  /** Extra concrete for spillage and uneven ground, percent, 0 to 25; default 10. */
  readonly wastage?: number
  /** Compressive strength, PSI: 3000, 3500, 4000 or 4500; default 3000. */
  readonly strength?: ConcreteStrength
}

/** ConcreteInput with wastage and strength filled in; dimensions the shape ignores may be absent. */
export type CompleteConcreteInput = ConcreteInput &
  Required<Pick<ConcreteInput, 'wastage' | 'strength'>>

const dimension = optional(numberField())

/** Checks a ConcreteInput against the bounds of calculators.md section 5. */
export const concreteInputSchema = /* @__PURE__ */ inputSchema<
  ConcreteInput,
  CompleteConcreteInput
>(
  'concrete',
  {
    shape: choiceField(concreteShapes),
    length: dimension,
    width: dimension,
    height: dimension,
    thickness: dimension,
    diameter: dimension,
    radius: dimension,
    wastage: withDefault(numberField({ min: 0, max: 25 }), 10),
    strength: withDefault(choiceField(concreteStrengths), 3000),
  },
  [
    {
      reads: ['shape', ...concreteDimensions],
      check: (input, report) => {
        for (const field of concreteShapeDimensions[input.shape]) {
          const value = input[field]
          if (value === undefined) report(field, `${field} is required for a ${input.shape} shape`)
          else if (value < MIN_DIMENSION)
            report(field, `${field} must be at least ${MIN_DIMENSION}`)
        }
      },
    },
  ],
)

/**
 * Turns the raw strings of the concrete form into input. Blank or non-numeric: shape rectangular,
 * wastage 10, strength 3000; a blank dimension is left out, so calculateConcrete reports it as
 * required when the shape needs it (and ignores it when it does not).
 *
 * @example
 * parseConcreteForm({ shape: 'slab', length: '20', width: '27', thickness: '6', wastage: '0' })
 * // { shape: 'slab', length: 20, width: 27, height: undefined, thickness: 6, diameter: undefined,
 * //   radius: undefined, wastage: 0, strength: 3000 }
 */
export function parseConcreteForm(values: FormValues): CompleteConcreteInput {
  return {
    shape: readChoice(values, 'shape', concreteShapes, 'rectangular'),
    length: readOptionalNumber(values, 'length'),
    width: readOptionalNumber(values, 'width'),
    height: readOptionalNumber(values, 'height'),
    thickness: readOptionalNumber(values, 'thickness'),
    diameter: readOptionalNumber(values, 'diameter'),
    radius: readOptionalNumber(values, 'radius'),
    wastage: readNumber(values, 'wastage', 10),
    strength: readNumericChoice(values, 'strength', concreteStrengths, 3000),
  }
}
