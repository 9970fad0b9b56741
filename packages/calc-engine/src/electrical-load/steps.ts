import type { StepWordings } from '../explanation/explanation'
import { deepFreeze } from '../internal/rates'

/**
 * The steps of the electrical load calculator's explanation, in the order they come. The current
 * is worked out by one of two formulas, for a single-phase or a three-phase supply: one step each.
 */
export type ElectricalLoadStepId =
  | 'connectedLoad'
  | 'maximumDemand'
  | 'currentSinglePhase'
  | 'currentThreePhase'
  | 'mainSwitch'
  | 'monthlyEnergy'
  | 'monthlyBill'
  | 'solar'

/**
 * The English words of each step of the electrical load calculator's explanation, with the names
 * of the values put in: `loads` is the list of the items' watts × quantity (`1,000 × 2 + 60 × 8`),
 * `0` when the list is empty; `mainSwitch` is empty when no standard switch is large enough.
 */
export const electricalLoadStepWordings: StepWordings<ElectricalLoadStepId> = deepFreeze({
  connectedLoad: {
    label: 'Connected load',
    formula: 'sum of watts × quantity of every item',
    working: '{loads}',
    result: '{connectedLoad} W',
  },
  maximumDemand: {
    label: 'Maximum demand',
    formula: 'connected load × {propertyType} demand factor',
    working: '{connectedLoad} × {demandFactor}',
    result: '{maximumDemand} W',
  },
  currentSinglePhase: {
    label: 'Current',
    formula: 'maximum demand ÷ (volts × power factor)',
    working: '{maximumDemand} ÷ ({volts} × {powerFactor})',
    result: '{current} A',
  },
  currentThreePhase: {
    label: 'Current',
    formula: 'maximum demand ÷ (√3 × volts × power factor)',
    working: '{maximumDemand} ÷ (√3 × {volts} × {powerFactor})',
    result: '{current} A',
  },
  mainSwitch: {
    label: 'Main switch',
    formula: 'current × safety factor, rounded up, then the next standard size',
    working: '{current} × {safetyFactor} = {neededAmps} A',
    result: ({ mainSwitch }) => (mainSwitch ? `${mainSwitch} A` : 'custom solution'),
  },
  monthlyEnergy: {
    label: 'Energy a month',
    formula: 'sum of watts × quantity × hours a day ÷ 1000 × days',
    working: '{dailyKwh} × {days}',
    result: '{monthlyKwh} kWh',
  },
  monthlyBill: {
    label: 'Monthly bill',
    formula: 'energy a month × tariff per kWh',
    working: '{monthlyKwh} × {tariff}',
    result: '{monthlyBill}',
  },
  solar: {
    label: 'Solar to cover it',
    formula: 'energy a day ÷ peak sun hours',
    working: '{dailyKwh} ÷ {peakSunHours}',
    result: '{solarKw} kW',
  },
})
