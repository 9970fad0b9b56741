import { z } from 'zod'
import {
  type FormValues,
  readChoice,
  readNumber,
  readNumericChoice,
  readOptionalNumber,
} from '../internal/form'
import { choiceField, numberField, numericChoiceField } from '../internal/schema'
import { concreteShapeDimensions, concreteShapes, concreteStrengths } from './rates'

/** Smallest dimension a shape accepts: 0.1 ft, or 0.1 in for a slab's thickness. */
const MIN_DIMENSION = 0.1

/**
 * Input of calculateConcrete, with the bounds of calculators.md section 5. Lengths in feet, slab
 * thickness in inches. Only the dimensions of the chosen shape are required and bounded (see
 * concreteShapeDimensions); the others may be left out and are ignored, though a value given for
 * them must still be a number.
 */
export const concreteInputSchema = z
  .object({
    shape: choiceField('shape', concreteShapes),
    length: numberField('length').optional(),
    width: numberField('width').optional(),
    height: numberField('height').optional(),
    thickness: numberField('thickness').optional(),
    diameter: numberField('diameter').optional(),
    radius: numberField('radius').optional(),
    wastage: numberField('wastage', { min: 0, max: 25 }).default(10),
    strength: numericChoiceField('strength', concreteStrengths).default(3000),
  })
  .superRefine((input, context) => {
    for (const field of concreteShapeDimensions[input.shape]) {
      const value = input[field]
      if (value === undefined) {
        context.addIssue({
          code: 'custom',
          path: [field],
          message: `${field} is required for a ${input.shape} shape`,
        })
      } else if (value < MIN_DIMENSION) {
        context.addIssue({
          code: 'custom',
          path: [field],
          message: `${field} must be at least ${MIN_DIMENSION}`,
        })
      }
    }
  })

/** What you pass to calculateConcrete: the shape and its own dimensions; the rest may be left out. */
export type ConcreteInput = z.input<typeof concreteInputSchema>

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
export function parseConcreteForm(values: FormValues): z.output<typeof concreteInputSchema> {
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
