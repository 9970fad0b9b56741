import type { StepWordings } from '../explanation/explanation'
import { counted } from '../internal/explain'
import { deepFreeze } from '../internal/rates'

/**
 * The steps of the plumbing calculator's explanation, in the order they come. The fixture points
 * and the water storage are either worked out or taken as the visitor gave them: one step each.
 */
export type PlumbingStepId =
  | 'fixturePoints'
  | 'fixturePointsGiven'
  | 'pipes'
  | 'fixtures'
  | 'waterStorage'
  | 'waterStorageGiven'
  | 'storageCost'
  | 'labour'
  | 'totalCost'

/**
 * The English words of each step of the plumbing calculator's explanation, with the names of the
 * values put in: `runs` is the list of every supply, drain and vent run's feet × price per foot
 * (`40 × ₹45 + 25 × ₹30`), `fixtures` the list of every fixture's quantity × price; fixture
 * points given are written as typed (`given`: `1000`) and then as a count (`1,000 points`).
 */
export const plumbingStepWordings: StepWordings<PlumbingStepId> = deepFreeze({
  fixturePoints: {
    label: 'Fixture points',
    formula: 'bathrooms × 4 + kitchens × 2',
    working: '{bathrooms} × {pointsPerBathroom} + {kitchens} × {pointsPerKitchen}',
    result: counted('fixturePoints', 'point'),
  },
  fixturePointsGiven: {
    label: 'Fixture points',
    formula: 'as given',
    working: '{given}',
    result: counted('fixturePoints', 'point'),
  },
  pipes: {
    label: 'Pipes',
    formula: 'sum of feet × runs × price per foot of every supply, drain and vent run',
    working: '{runs}',
    result: '{pipeCost}',
  },
  fixtures: {
    label: 'Fixtures',
    formula: 'sum of quantity × price of every fixture',
    working: '{fixtures}',
    result: '{fixtureCost}',
  },
  waterStorage: {
    label: 'Water storage',
    formula: 'occupants × litres per person ({buildingType})',
    working: '{occupants} × {litresPerPerson}',
    result: '{storageLitres} litres',
  },
  waterStorageGiven: {
    label: 'Water storage',
    formula: 'as given',
    working: '{storageLitres}',
    result: '{storageLitres} litres',
  },
  storageCost: {
    label: 'Storage cost',
    formula: 'litres × price per litre of its size band',
    working: '{storageLitres} × {rupeesPerLitre}',
    result: '{storageCost}',
  },
  labour: {
    label: 'Labour',
    formula: '(pipes + fixtures + storage) × labour share',
    working: '{materialsCost} × {labourShare}',
    result: '{labourCost}',
  },
  totalCost: {
    label: 'Total cost',
    formula: 'pipes + fixtures + storage + labour',
    working: '{pipeCost} + {fixtureCost} + {storageCost} + {labourCost}',
    result: '{totalCost}',
  },
})
