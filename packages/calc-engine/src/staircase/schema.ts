import { z } from 'zod'
import { type FormValues, readChoice, readNumber } from '../internal/form'
import { choiceField, numberField } from '../internal/schema'
import { staircaseHandrails, staircaseMaterials, staircaseTypes } from './rates'

/** Input of calculateStaircase, with the bounds of calculators.md section 5. Lengths in inches. */
export const staircaseInputSchema = z.object({
  floorHeight: numberField('floorHeight', { min: 24, max: 200 }),
  spaceLength: numberField('spaceLength', { min: 24 }),
  spaceWidth: numberField('spaceWidth', { min: 24 }),
  type: choiceField('type', staircaseTypes).default('straight'),
  riserHeight: numberField('riserHeight', { min: 4, max: 8 }).default(7),
  treadDepth: numberField('treadDepth', { min: 9, max: 14 }).default(11),
  stairWidth: numberField('stairWidth', { min: 24, max: 72 }).default(36),
  material: choiceField('material', staircaseMaterials).default('wood'),
  handrail: choiceField('handrail', staircaseHandrails).default('simple'),
})

/** What you pass to calculateStaircase: everything but the floor height and the space may be left out. */
export type StaircaseInput = z.input<typeof staircaseInputSchema>

/**
 * Turns the raw strings of the staircase form into input. Blank or non-numeric: riserHeight 7,
 * treadDepth 11, stairWidth 36, type straight, material wood, handrail simple, floorHeight and the
 * space 0 (which calculateStaircase then rejects).
 *
 * @example
 * parseStaircaseForm({ floorHeight: '108', spaceLength: '180', spaceWidth: '48', type: 'spiral' })
 * // { floorHeight: 108, spaceLength: 180, spaceWidth: 48, type: 'spiral', riserHeight: 7,
 * //   treadDepth: 11, stairWidth: 36, material: 'wood', handrail: 'simple' }
 */
export function parseStaircaseForm(values: FormValues): z.output<typeof staircaseInputSchema> {
  return {
    floorHeight: readNumber(values, 'floorHeight'),
    spaceLength: readNumber(values, 'spaceLength'),
    spaceWidth: readNumber(values, 'spaceWidth'),
    type: readChoice(values, 'type', staircaseTypes, 'straight'),
    riserHeight: readNumber(values, 'riserHeight', 7),
    treadDepth: readNumber(values, 'treadDepth', 11),
    stairWidth: readNumber(values, 'stairWidth', 36),
    material: readChoice(values, 'material', staircaseMaterials, 'wood'),
    handrail: readChoice(values, 'handrail', staircaseHandrails, 'simple'),
  }
}
