import type { StepWordings } from '../explanation/explanation'
import { counted } from '../internal/explain'
import { deepFreeze } from '../internal/rates'

/** The steps of the HVAC calculator's explanation, in the order they come. */
export type HvacStepId =
  | 'coolingLoad'
  | 'tons'
  | 'vents'
  | 'monthlyEnergy'
  | 'equipment'
  | 'installation'
  | 'ductwork'
  | 'totalCost'

/**
 * The English words of each step of the HVAC calculator's explanation, with the names of the
 * values put in: `system` is the system suited to the load, by its English name (the result's
 * `systemType`, e.g. `Split System`), which a translation words like a choice.
 */
export const hvacStepWordings: StepWordings<HvacStepId> = deepFreeze({
  coolingLoad: {
    label: 'Cooling load',
    formula:
      'floor area × BTU per sq ft × building, climate, insulation and window factors × ceiling height ÷ 8 + occupants × BTU each + appliances',
    working:
      '{floorArea} × {btuPerSqFt} × {buildingFactor} × {climateFactor} × {insulationFactor} × {windowsFactor} × {ceilingHeight} ÷ {referenceCeilingHeight} + {occupants} × {btuPerOccupant} + {applianceBtu}',
    result: '{btu} BTU/h',
  },
  tons: {
    label: 'Tons',
    formula: 'cooling load ÷ BTU per ton',
    working: '{btu} ÷ {btuPerTon}',
    result: '{tons} tons ({system})',
  },
  vents: {
    label: 'Vents',
    formula: 'floor area ÷ area one vent serves, rounded up',
    working: '{floorArea} ÷ {sqFtPerVent}',
    result: counted('vents', 'vent'),
  },
  monthlyEnergy: {
    label: 'Energy a month',
    formula: 'cooling load ÷ efficiency × hours a day × days ÷ 1000',
    working: '{btu} ÷ {efficiency} × {hoursPerDay} × {days} ÷ 1000',
    result: '{monthlyKwh} kWh',
  },
  equipment: {
    label: 'Equipment',
    formula: 'tons × price per ton',
    working: '{tons} × {pricePerTon}',
    result: '{equipmentCost}',
  },
  installation: {
    label: 'Installation',
    formula: 'equipment × installation share',
    working: '{equipmentCost} × {installationShare}',
    result: '{installationCost}',
  },
  ductwork: {
    label: 'Ductwork',
    formula: 'vents × price per vent',
    working: '{vents} × {pricePerVent}',
    result: '{ductworkCost}',
  },
  totalCost: {
    label: 'Total cost',
    formula: 'equipment + installation + ductwork',
    working: '{equipmentCost} + {installationCost} + {ductworkCost}',
    result: '{totalCost}',
  },
})
