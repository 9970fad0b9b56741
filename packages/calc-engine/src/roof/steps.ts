import type { StepWordings } from '../explanation/explanation'
import { deepFreeze } from '../internal/rates'

/**
 * The steps of the roof calculator's explanation, in the order they come. Gable and hip roofs
 * follow the slope (`slopeFactor`, then `slopedRoofArea`); flat, mansard and gambrel roofs take
 * their type multiplier alone (`roofArea`).
 */
export type RoofStepId =
  | 'planArea'
  | 'slopeFactor'
  | 'slopedRoofArea'
  | 'roofArea'
  | 'withWastage'
  | 'unitsToBuy'
  | 'material'
  | 'labour'
  | 'totalCost'

/**
 * The English words of each step of the roof calculator's explanation, with the names of the
 * values put in: `roofType` and `material` are the choices' ids (`gable`, `metal`), `unit` the
 * name of the material's unit as the rates give it (`bundles`, `panels`, `squares`).
 */
export const roofStepWordings: StepWordings<RoofStepId> = deepFreeze({
  planArea: {
    label: 'Plan area',
    formula: 'length × width',
    working: '{length} × {width}',
    result: '{planArea} sq ft',
  },
  slopeFactor: {
    label: 'Slope factor',
    formula: '√(1 + (pitch ÷ 12)²)',
    working: '√(1 + ({pitch} ÷ 12)²)',
    result: '{slopeFactor}',
  },
  slopedRoofArea: {
    label: 'Roof area',
    formula: 'plan area × slope factor × {roofType} multiplier',
    working: '{planArea} × {slopeFactor} × {typeMultiplier}',
    result: '{roofArea} sq ft',
  },
  roofArea: {
    label: 'Roof area',
    formula: 'plan area × {roofType} multiplier',
    working: '{planArea} × {typeMultiplier}',
    result: '{roofArea} sq ft',
  },
  withWastage: {
    label: 'With wastage',
    formula: 'roof area × (1 + wastage ÷ 100)',
    working: '{roofArea} × (1 + {wastage} ÷ 100)',
    result: '{areaWithWastage} sq ft',
  },
  unitsToBuy: {
    label: '{material} to buy',
    formula: 'area with wastage ÷ area one unit covers, rounded up',
    working: '{areaWithWastage} ÷ {coverage}',
    result: '{units} {unit}',
  },
  material: {
    label: 'Material',
    formula: 'units × price per unit',
    working: '{units} × {price}',
    result: '{materialCost}',
  },
  labour: {
    label: 'Labour',
    formula: 'roof area ÷ 100 × labour per 100 sq ft of {material}',
    working: '{roofArea} ÷ 100 × {labourRate}',
    result: '{labourCost}',
  },
  totalCost: {
    label: 'Total cost',
    formula: 'material + labour',
    working: '{materialCost} + {labourCost}',
    result: '{totalCost}',
  },
})
