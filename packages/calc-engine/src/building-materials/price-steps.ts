import type { StepWordings } from '../explanation/explanation'
import { deepFreeze } from '../internal/rates'

/**
 * The step of `priceBuildingMaterials`' explanation: one, the cost of the bricks, cement and sand.
 * Kept apart from {@link BuildingMaterialsStepId}: the calculator's own explanation never has it.
 */
export type BuildingMaterialsPriceStepId = 'materialCost'

/**
 * The English words of the step of `priceBuildingMaterials`, with the names of the values put in:
 * the quantities (`bricks`, `bags`, `sand` in cu ft), the prices (`brickPrice`, `bagPrice`,
 * `sandPrice`), the cost of each (`brickCost`, `cementCost`, `sandCost`) and `materialCost`.
 */
export const buildingMaterialsPriceStepWordings: StepWordings<BuildingMaterialsPriceStepId> =
  deepFreeze({
    materialCost: {
      label: 'Cost of materials',
      formula:
        'bricks × price of a brick + bags of cement × price of a bag + sand × price per cu ft, each to the nearest rupee',
      working:
        '{bricks} × {brickPrice} + {bags} × {bagPrice} + {sand} × {sandPrice} = {brickCost} + {cementCost} + {sandCost}',
      result: '{materialCost}',
    },
  })
