import {
  CUSTOM_SOLUTION_REQUIRED,
  calculateElectricalLoad,
  defaultElectricalLoadRates,
  type ElectricalLoadResult,
  electricalPropertyTypes,
  formatINR,
  parseElectricalLoadForm,
} from '@nirman/calc-engine'
import { CalculatorPanel } from '../calculator-panel'
import { optionsOf, SelectField } from '../fields'
import { formatNumber, ResultList } from '../result-list'
import { useCalculation, useCalculatorValues } from '../use-calculator-values'
import { LoadItemList } from './load-item-list'
import { resetLoadItems } from './load-items'

// No `items.` values: the list is the presets of the property type, as the engine reads it.
const defaults = { propertyType: 'residential', phase: 'single' }
const isElectricalField = (key: string) => key in defaults || key.startsWith('items.')

const phaseOptions = [
  { value: 'single', label: 'Single phase (230 V)' },
  { value: 'three', label: 'Three phase (400 V)' },
]

const compute = (values: Record<string, string>) =>
  calculateElectricalLoad(parseElectricalLoadForm(values), { explain: true })

const { pricePerKwh } = defaultElectricalLoadRates

function mainSwitch(result: ElectricalLoadResult): string {
  return result.mainSwitchAmps === null ? CUSTOM_SOLUTION_REQUIRED : `${result.mainSwitchAmps} A`
}

const kilowatts = (watts: number) => `${formatNumber(watts / 1000)} kW`

/**
 * Electrical load of a building from its list of appliances (calculators.md, Electrical;
 * calculator-formulas.md section 8).
 */
export default function ElectricalCalculator() {
  const state = useCalculatorValues(defaults, isElectricalField)
  const outcome = useCalculation(state.submitted, compute)

  return (
    <CalculatorPanel
      slug="electrical-calculator"
      state={state}
      outcome={outcome}
      explanation={(result) => result.explanation}
      renderResult={(result) => (
        <ResultList
          items={[
            { label: 'Recommended main switch', value: mainSwitch(result), emphasis: true },
            { label: 'Connected load', value: kilowatts(result.connectedLoadWatts) },
            { label: 'Demand factor', value: `${formatNumber(result.demandFactor * 100, 0)}%` },
            { label: 'Maximum demand', value: kilowatts(result.maxDemandWatts) },
            {
              label: 'Current at maximum demand',
              value: `${formatNumber(result.currentAmps, 1)} A`,
            },
            { label: 'Daily consumption', value: `${formatNumber(result.dailyKwh)} kWh` },
            {
              label: 'Monthly consumption',
              value: `${formatNumber(result.monthlyKwh, 0)} units (kWh)`,
            },
            {
              label: `Monthly bill at ₹${pricePerKwh} per unit`,
              value: formatINR(result.monthlyBill),
            },
            { label: 'Solar system to cover it', value: `${formatNumber(result.solarKw)} kW` },
          ]}
        />
      )}
      summarise={(result) =>
        [
          `Connected load: ${kilowatts(result.connectedLoadWatts)}, maximum demand ${kilowatts(result.maxDemandWatts)}`,
          `Main switch: ${mainSwitch(result)}`,
          `Monthly consumption: ${formatNumber(result.monthlyKwh, 0)} units, bill about ${formatINR(result.monthlyBill)}`,
          `Solar system: ${formatNumber(result.solarKw)} kW`,
        ].join('\n')
      }
    >
      <SelectField
        state={state}
        name="propertyType"
        label="Property type"
        description="Changing it replaces the list with that property type's typical loads."
        options={optionsOf(electricalPropertyTypes)}
        onValueChange={() => state.setDraft(resetLoadItems)}
      />
      <SelectField state={state} name="phase" label="Supply" options={phaseOptions} />
      <LoadItemList state={state} />
    </CalculatorPanel>
  )
}
