import {
  type FormValues,
  readChoice,
  readNumber,
  readNumericChoice,
  readOptionalNumber,
} from '../internal/form'
import {
  atMostMessage,
  choiceField,
  inputSchema,
  numberField,
  optional,
  withDefault,
} from '../internal/schema'
import {
  type ConcreteGrade,
  type ConcreteShape,
  type ConcreteStrength,
  concreteDimensions,
  concreteGrades,
  concreteShapeDimensions,
  concreteShapes,
  concreteStrengths,
} from './rates'

/**
 * The bounds of the concrete calculator's numeric fields (`concreteInputSchema.limits`). A
 * dimension is checked against them only when its shape uses it.
 */
const concreteLimits = {
  length: { min: 0.1, max: 1000, unit: 'ft' },
  width: { min: 0.1, max: 1000, unit: 'ft' },
  height: { min: 0.1, max: 1000, unit: 'ft' },
  // 120 in (10 ft): thicker than any raft foundation of a building the company builds.
  thickness: { min: 0.1, max: 120, unit: 'in' },
  diameter: { min: 0.1, max: 1000, unit: 'ft' },
  radius: { min: 0.1, max: 1000, unit: 'ft' },
  wastage: { min: 0, max: 25 },
} as const

/**
 * What you pass to calculateConcrete: the shape and its own dimensions (see
 * concreteShapeDimensions); the others may be left out and are ignored, though a value given for
 * them must still be a number.
 */
export interface ConcreteInput {
  /** `rectangular` (length, width, height), `slab` (length, width, thickness), `cylindrical` (diameter, height) or `circular` (radius, height). */
  readonly shape: ConcreteShape
  /** Length, feet; 0.1 to 1,000 when the shape uses it. */
  readonly length?: number
  /** Width, feet; 0.1 to 1,000 when the shape uses it. */
  readonly width?: number
  /** Height (depth of a footing), feet; 0.1 to 1,000 when the shape uses it. */
  readonly height?: number
  /** Thickness of a slab, inches; 0.1 to 120 for a slab. */
  readonly thickness?: number
  /** Diameter of a cylinder, feet; 0.1 to 1,000 for a cylinder. */
  readonly diameter?: number
  /** Radius of a round footing, feet; 0.1 to 1,000 for a circular shape. */
  readonly radius?: number
  /** Extra concrete for spillage and uneven ground, percent, 0 to 25; default 10. */
  readonly wastage?: number
  /** Compressive strength, PSI: 3000, 3500, 4000 or 4500; default 3000. Ignored when `grade` is given. */
  readonly strength?: ConcreteStrength
  /**
   * Indian grade instead of the PSI strength: `M15` (nominal mix 1:2:4), `M20` (1:1.5:3) or `M25`
   * (1:1:2). Given, its mix makes every figure and the explanation adds the metric steps; left out,
   * the mix of `strength` does.
   */
  readonly grade?: ConcreteGrade
}

/** ConcreteInput with wastage and strength filled in; dimensions the shape ignores may be absent. */
export type CompleteConcreteInput = ConcreteInput &
  Required<Pick<ConcreteInput, 'wastage' | 'strength'>>

const dimension = optional(numberField())

/** Checks a ConcreteInput against the bounds of calculators.md section 5. */
export const concreteInputSchema = /* @__PURE__ */ inputSchema<
  ConcreteInput,
  CompleteConcreteInput,
  typeof concreteLimits
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
    wastage: withDefault(numberField(concreteLimits.wastage), 10),
    strength: withDefault(choiceField(concreteStrengths), 3000),
    grade: optional(choiceField(concreteGrades)),
  },
  concreteLimits,
  [
    {
      reads: ['shape', ...concreteDimensions],
      check: (input, report) => {
        for (const field of concreteShapeDimensions[input.shape]) {
          const value = input[field]
          const limits = concreteLimits[field]
          if (value === undefined) report(field, `${field} is required for a ${input.shape} shape`)
          else if (value < limits.min) report(field, `${field} must be at least ${limits.min}`)
          else if (value > limits.max) report(field, atMostMessage(field, limits))
        }
      },
    },
  ],
)

/**
 * Turns the raw strings of the concrete form into input. Blank or non-numeric: shape rectangular,
 * wastage 10, strength 3000, grade left out (blank or unknown); a blank dimension is left out, so
 * calculateConcrete reports it as required when the shape needs it (and ignores it when it does not).
 *
 * @example
 * parseConcreteForm({ shape: 'slab', length: '20', width: '27', thickness: '6', wastage: '0' })
 * // { shape: 'slab', length: 20, width: 27, height: undefined, thickness: 6, diameter: undefined,
 * //   radius: undefined, wastage: 0, strength: 3000, grade: undefined }
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
    grade: concreteGrades.find((grade) => grade === values.grade?.trim().toUpperCase()),
  }
}
