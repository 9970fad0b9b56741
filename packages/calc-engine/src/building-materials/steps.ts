import type { StepWordings } from '../explanation/explanation'
import { counted } from '../internal/explain'
import { deepFreeze } from '../internal/rates'

/** The steps of the building materials calculator's explanation, in the order they come. */
export type BuildingMaterialsStepId =
  | 'wallArea'
  | 'wallVolume'
  | 'bricks'
  | 'mortar'
  | 'cement'
  | 'sand'
  | 'water'

/**
 * The English words of each step of the building materials calculator's explanation, with the
 * names of the values put in: `brickType` is the brick's id (`standard`, `modular`), which the
 * English puts in as it is; `ratio` is the parts of sand to one of cement (`6` for 1:6) and
 * `parts` the parts of the whole mortar (`7`).
 */
export const buildingMaterialsStepWordings: StepWordings<BuildingMaterialsStepId> = deepFreeze({
  wallArea: {
    label: 'Wall area',
    formula: 'length × height − openings, never below 0',
    working: '{length} × {height} − {openings}',
    result: '{wallArea} sq ft',
  },
  wallVolume: {
    label: 'Wall volume',
    formula: 'wall area × thickness ÷ 12',
    working: '{wallArea} × {thickness} ÷ 12',
    result: '{wallVolume} cu ft',
  },
  bricks: {
    label: 'Bricks',
    formula: 'wall volume ÷ volume of one {brickType} brick × (1 + wastage), rounded up',
    working: '{wallVolume} ÷ {brickVolume} × {wastageFactor}',
    result: counted('bricks', 'brick'),
  },
  mortar: {
    label: 'Mortar',
    formula: 'wall volume × mortar share',
    working: '{wallVolume} × {mortarShare}',
    result: '{mortar} cu ft',
  },
  cement: {
    label: 'Cement',
    formula: 'mortar ÷ (1 + {ratio}) ÷ volume of a bag, rounded up',
    working: '{mortar} ÷ {parts} ÷ {bagVolume}',
    result: ({ bags, cementKg }) => `${bags} ${bags === '1' ? 'bag' : 'bags'} (${cementKg} kg)`,
  },
  sand: {
    label: 'Sand',
    formula: 'mortar × {ratio} ÷ (1 + {ratio}), rounded up',
    working: '{mortar} × {ratio} ÷ {parts}',
    result: '{sand} cu ft',
  },
  water: {
    label: 'Water',
    formula: 'bags of cement × litres per bag, rounded up',
    working: '{bags} × {litresPerBag}',
    result: '{water} litres',
  },
})
