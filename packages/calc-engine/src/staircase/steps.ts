import type { StepWordings } from '../explanation/explanation'
import type { MessageWordings } from '../explanation/message'
import { counted } from '../internal/explain'
import { deepFreeze } from '../internal/rates'

/** The steps of the staircase calculator's explanation, in the order they come. */
export type StaircaseStepId =
  | 'risers'
  | 'actualRiser'
  | 'treads'
  | 'totalRun'
  | 'angle'
  | 'material'
  | 'handrail'
  | 'balusters'
  | 'totalCost'

/**
 * The English words of each step of the staircase calculator's explanation, with the names of the
 * values put in: lengths in inches, `material` and `handrail` the chosen ids (`wood`, `simple`).
 */
export const staircaseStepWordings: StepWordings<StaircaseStepId> = deepFreeze({
  risers: {
    label: 'Risers',
    formula: 'floor height ÷ chosen riser height, rounded up',
    working: '{floorHeight} ÷ {riserHeight}',
    result: counted('risers', 'riser'),
  },
  actualRiser: {
    label: 'Actual riser',
    formula: 'floor height ÷ risers',
    working: '{floorHeight} ÷ {risers}',
    result: '{actualRiser} in',
  },
  treads: {
    label: 'Treads',
    formula: 'risers − 1',
    working: '{risers} − 1',
    result: counted('treads', 'tread'),
  },
  totalRun: {
    label: 'Total run',
    formula: 'treads × tread depth',
    working: '{treads} × {treadDepth}',
    result: '{totalRun} in',
  },
  angle: {
    label: 'Angle',
    formula: 'arctan(floor height ÷ total run)',
    working: 'arctan({floorHeight} ÷ {totalRun})',
    result: '{angle}°',
  },
  material: {
    label: 'Material',
    formula: 'volume × price of {material} per cu ft',
    working: '{volume} × {price}',
    result: '{cost}',
  },
  handrail: {
    label: 'Handrail',
    formula: 'feet of handrail × price of a {handrail} handrail per foot',
    working: '{feet} × {price}',
    result: '{cost}',
  },
  balusters: {
    label: 'Balusters',
    formula: 'balusters × price of one',
    working: '{balusters} × {price}',
    result: '{cost}',
  },
  totalCost: {
    label: 'Total cost',
    formula: 'material + handrail + balusters',
    working: '{materialCost} + {handrailCost} + {balusterCost}',
    result: '{cost}',
  },
})

/**
 * The notes of the staircase calculator: one per failed check, in this order, then the comfort
 * rule, always last.
 */
export type StaircaseNoteId =
  | 'spaceTooSmall'
  | 'riserOutOfRange'
  | 'treadOutOfRange'
  | 'angleOutOfRange'
  | 'tooNarrow'
  | 'comfort'

/**
 * The English words of each note, with the names of the values put in: figures to at most two
 * decimals, `side` is `below` or `above` and `bound` is `minimum` or `maximum` (ids that read as
 * English words, worded by a translation's `words`).
 */
export const staircaseNoteWordings: MessageWordings<StaircaseNoteId> = deepFreeze({
  spaceTooSmall:
    'The staircase needs {length} × {width} in but the space is {spaceLength} × {spaceWidth} in',
  riserOutOfRange: 'Each riser is {riser} in high, {side} the {limit} in {bound} for a riser',
  treadOutOfRange: 'Each tread is {tread} in deep, {side} the {limit} in {bound} for a tread',
  angleOutOfRange:
    'The stair climbs at {angle} degrees, {side} the {limit} degree {bound} for a stair angle',
  tooNarrow: 'The stair is {width} in wide, below the {limit} in minimum for a stair width',
  comfort: 'Comfort rule: 2 × riser + tread = {sum} in (aim for {min}-{max} in)',
})
