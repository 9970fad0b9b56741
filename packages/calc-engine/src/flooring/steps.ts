import type { StepWordings } from '../explanation/explanation'
import { counted } from '../internal/explain'
import { deepFreeze } from '../internal/rates'

/**
 * The steps of the flooring calculator's explanation, in the order they come. A tile floor has
 * `tiles`, a hardwood, laminate or vinyl floor `planks`, and carpet and other floors neither; the
 * material is priced by the box (`materialByBoxes`) or, for carpet and other, by the sq ft
 * (`materialByArea`).
 */
export type FlooringStepId =
  | 'floorArea'
  | 'withWastage'
  | 'boxes'
  | 'tiles'
  | 'planks'
  | 'materialByArea'
  | 'materialByBoxes'
  | 'labour'
  | 'totalCost'

/**
 * The English words of each step of the flooring calculator's explanation, with the names of the
 * values put in: `type` is the flooring type's id (`tile`, `carpet`), `pattern` the laying
 * pattern's (`diagonal`).
 */
export const flooringStepWordings: StepWordings<FlooringStepId> = deepFreeze({
  floorArea: {
    label: 'Floor area',
    formula: 'length × width',
    working: '{length} × {width}',
    result: '{area} sq ft',
  },
  withWastage: {
    label: 'With wastage',
    formula: 'floor area × (1 + wastage ÷ 100)',
    working: '{area} × (1 + {wastage} ÷ 100)',
    result: '{areaWithWastage} sq ft',
  },
  boxes: {
    label: 'Boxes',
    formula: 'area with wastage ÷ area a box of {type} covers, rounded up',
    working: '{areaWithWastage} ÷ {boxCoverage}',
    result: counted('boxes', 'box', 'boxes'),
  },
  tiles: {
    label: 'Tiles',
    formula: 'area with wastage × {pattern} pattern factor ÷ area of one tile, rounded up',
    working: '{areaWithWastage} × {patternFactor} ÷ ({tileLength} × {tileWidth} ÷ 144)',
    result: counted('tiles', 'tile'),
  },
  planks: {
    label: 'Planks',
    formula: 'area with wastage ÷ area of one plank, rounded up',
    working: '{areaWithWastage} ÷ ({plankLength} × {plankWidth} ÷ 144)',
    result: counted('planks', 'plank'),
  },
  materialByArea: {
    label: 'Material',
    formula: 'area with wastage × price per sq ft',
    working: '{areaWithWastage} × {price}',
    result: '{materialCost}',
  },
  materialByBoxes: {
    label: 'Material',
    formula: 'boxes × price per box',
    working: '{boxes} × {price}',
    result: '{materialCost}',
  },
  labour: {
    label: 'Labour',
    formula: 'floor area × labour for {type} per sq ft',
    working: '{area} × {labourRate}',
    result: '{labourCost}',
  },
  totalCost: {
    label: 'Total cost',
    formula: 'material + labour',
    working: '{materialCost} + {labourCost}',
    result: '{totalCost}',
  },
})
