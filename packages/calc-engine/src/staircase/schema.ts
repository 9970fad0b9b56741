import { type FormValues, readChoice, readNumber } from '../internal/form'
import { choiceField, inputSchema, numberField, withDefault } from '../internal/schema'
import {
  type StaircaseHandrail,
  type StaircaseMaterial,
  type StaircaseType,
  staircaseHandrails,
  staircaseMaterials,
  staircaseTypes,
} from './rates'

/** The bounds of the staircase calculator's numeric fields, inches (`.limits` of its schema). */
const staircaseLimits = {
  floorHeight: { min: 24, max: 200 },
  // 2,400 in is 200 ft: far more room than any stair needs.
  spaceLength: { min: 24, max: 2400, unit: 'in' },
  spaceWidth: { min: 24, max: 2400, unit: 'in' },
  riserHeight: { min: 4, max: 8 },
  treadDepth: { min: 9, max: 14 },
  stairWidth: { min: 24, max: 72 },
} as const

/** What you pass to calculateStaircase: everything but the floor height and the space may be left out. Lengths in inches. */
export interface StaircaseInput {
  /** Floor-to-floor height the stair climbs, inches; 24 to 200 (108 in is 9 ft). */
  readonly floorHeight: number
  /** Length of the space for the stair, inches; 24 to 2,400. */
  readonly spaceLength: number
  /** Width of the space for the stair, inches; 24 to 2,400. */
  readonly spaceWidth: number
  /** `straight`, `l-shaped`, `u-shaped` or `spiral`; default `straight`. */
  readonly type?: StaircaseType
  /** Height of one step, inches; 4 to 8; default 7. */
  readonly riserHeight?: number
  /** Depth of one tread, inches; 9 to 14; default 11. */
  readonly treadDepth?: number
  /** Width of the stair, inches; 24 to 72; default 36. */
  readonly stairWidth?: number
  /** `wood`, `concrete` or `metal`; default `wood`. */
  readonly material?: StaircaseMaterial
  /** `simple`, `ornamental` or `glass`; default `simple`. */
  readonly handrail?: StaircaseHandrail
}

/** StaircaseInput with every default filled in. */
export type CompleteStaircaseInput = Required<StaircaseInput>

/** Checks a StaircaseInput against the bounds of calculators.md section 5. */
export const staircaseInputSchema = /* @__PURE__ */ inputSchema<
  StaircaseInput,
  CompleteStaircaseInput,
  typeof staircaseLimits
>(
  'staircase',
  {
    floorHeight: numberField(staircaseLimits.floorHeight),
    spaceLength: numberField(staircaseLimits.spaceLength),
    spaceWidth: numberField(staircaseLimits.spaceWidth),
    type: withDefault(choiceField(staircaseTypes), 'straight'),
    riserHeight: withDefault(numberField(staircaseLimits.riserHeight), 7),
    treadDepth: withDefault(numberField(staircaseLimits.treadDepth), 11),
    stairWidth: withDefault(numberField(staircaseLimits.stairWidth), 36),
    material: withDefault(choiceField(staircaseMaterials), 'wood'),
    handrail: withDefault(choiceField(staircaseHandrails), 'simple'),
  },
  staircaseLimits,
)

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
export function parseStaircaseForm(values: FormValues): CompleteStaircaseInput {
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
