import type { StepWordings } from '../explanation/explanation'
import { deepFreeze } from '../internal/rates'

/** The steps of the paint calculator's explanation, in the order they come. */
export type PaintStepId =
  | 'wallArea'
  | 'openings'
  | 'areaToPaint'
  | 'paintNeeded'
  | 'cansToBuy'
  | 'cost'

/**
 * The English words of each step of the paint calculator's explanation, with the names of the
 * values put in: `cans` is the list of cans to buy (`1 × 4 L + 3 × 1 L`), empty when none.
 */
export const paintStepWordings: StepWordings<PaintStepId> = deepFreeze({
  wallArea: {
    label: 'Wall area',
    formula: '2 × (length + width) × height',
    working: '2 × ({length} + {width}) × {height}',
    result: '{wallArea} sq ft',
  },
  openings: {
    label: 'Doors and windows',
    formula: 'doors × area of a door + windows × area of a window',
    working: '{doors} × {doorArea} + {windows} × {windowArea}',
    result: '{openings} sq ft',
  },
  areaToPaint: {
    label: 'Area to paint',
    formula: 'wall area − doors and windows, never below 0',
    working: '{wallArea} − {openings}',
    result: '{areaToPaint} sq ft',
  },
  paintNeeded: {
    label: 'Paint needed',
    formula: 'area to paint ÷ area a litre of {quality} paint covers × coats',
    working: '{areaToPaint} ÷ {coverage} × {coats}',
    result: '{litres} litres',
  },
  cansToBuy: {
    label: 'Cans to buy',
    formula: 'litres rounded up, filled with the largest cans first',
    working: '{wholeLitres} litres',
    result: ({ cans }) => cans || 'none',
  },
  cost: {
    label: 'Cost of paint',
    formula: 'paint needed × price of a litre of {quality} paint',
    working: '{litres} × {price}',
    result: '{cost}',
  },
})
