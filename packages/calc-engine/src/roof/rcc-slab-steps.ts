import type { StepWordings } from '../explanation/explanation'
import { counted } from '../internal/explain'
import { deepFreeze } from '../internal/rates'

/** The steps of the RCC slab roof's explanation, in the order they come. */
export type RccSlabRoofStepId =
  | 'roofArea'
  | 'concrete'
  | 'dryVolume'
  | 'cementBags'
  | 'steel'
  | 'concreteCost'
  | 'steelCost'
  | 'labour'
  | 'totalCost'

/**
 * The English words of each step of the RCC slab roof's explanation, with the names of the values
 * put in: `grade` is the grade's id (`M20`), `mix` its parts (`1 : 1.5 : 3`).
 */
export const rccSlabRoofStepWordings: StepWordings<RccSlabRoofStepId> = deepFreeze({
  roofArea: {
    label: 'Roof area',
    formula: 'length × width',
    working: '{length} × {width}',
    result: '{roofArea} sq ft',
  },
  concrete: {
    label: 'Concrete',
    formula: 'roof area × thickness in inches ÷ 12 × m³ in a cu ft',
    working: '{roofArea} × {thickness} ÷ 12 × {cubicMetresPerCubicFoot}',
    result: '{concrete} m³',
  },
  dryVolume: {
    label: 'Dry volume',
    formula: 'concrete × dry volume factor',
    working: '{concrete} × {dryVolumeFactor}',
    result: '{dryVolume} m³',
  },
  cementBags: {
    label: 'Cement in 50 kg bags',
    formula:
      "dry volume × cement's part of the {grade} mix ({mix}) × kg of cement in a m³ ÷ kg in a bag, rounded up",
    working: '{dryVolume} × {cementParts} ÷ {parts} × {cementDensity} ÷ {bagKg}',
    result: counted('bags', 'bag'),
  },
  steel: {
    label: 'Steel',
    formula: 'concrete × kg of steel in a m³ of slab',
    working: '{concrete} × {steelPerCubicMetre}',
    result: '{steel} kg',
  },
  concreteCost: {
    label: 'Cost of concrete',
    formula: 'concrete × price per m³',
    working: '{concrete} × {price}',
    result: '{concreteCost}',
  },
  steelCost: {
    label: 'Cost of steel',
    formula: 'steel × price per kg',
    working: '{steel} × {price}',
    result: '{steelCost}',
  },
  labour: {
    label: 'Labour',
    formula: 'roof area × labour per sq ft (centring, steel fixing, casting)',
    working: '{roofArea} × {labourRate}',
    result: '{labourCost}',
  },
  totalCost: {
    label: 'Total cost',
    formula: 'concrete + steel + labour',
    working: '{concreteCost} + {steelCost} + {labourCost}',
    result: '{totalCost}',
  },
})
