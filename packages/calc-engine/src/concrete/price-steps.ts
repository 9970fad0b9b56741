import type { StepWordings } from '../explanation/explanation'
import { deepFreeze } from '../internal/rates'

/**
 * The step of `priceConcreteSiteMix`' explanation: one, the cost of the cement, sand and aggregate
 * of concrete mixed on site. Kept apart from {@link ConcreteStepId}: the calculator's own
 * explanation never has it.
 */
export type ConcreteSiteMixStepId = 'siteMixCost'

/**
 * The English words of the step of `priceConcreteSiteMix`, with the names of the values put in:
 * the quantities (`bags` of 50 kg, `sand` and `aggregate` in m³), the prices (`bagPrice`,
 * `sandPrice`, `aggregatePrice`), the cost of each (`cementCost`, `sandCost`, `aggregateCost`) and
 * `siteMixCost`.
 */
export const concreteSiteMixStepWordings: StepWordings<ConcreteSiteMixStepId> = deepFreeze({
  siteMixCost: {
    label: 'Materials of a site mix',
    formula:
      'bags of cement × price of a bag + sand × price per m³ + aggregate × price per m³, each to the nearest rupee (no labour, no water)',
    working:
      '{bags} × {bagPrice} + {sand} × {sandPrice} + {aggregate} × {aggregatePrice} = {cementCost} + {sandCost} + {aggregateCost}',
    result: '{siteMixCost}',
  },
})
