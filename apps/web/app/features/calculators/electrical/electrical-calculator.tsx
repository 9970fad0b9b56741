import {
  calculateElectricalLoad,
  defaultElectricalLoadRates,
  type ElectricalLoadResult,
  electricalPropertyTypes,
  formatINR,
  parseElectricalLoadForm,
} from '@nirman/calc-engine'
import type { RateCard } from '@nirman/contract/site-settings'
import { useCalculatorHindi, useEngineSays } from '../calculator-language'
import { CalculatorPanel } from '../calculator-panel'
import { rateInUse, useCardRates } from '../card-rates'
import { optionsOf, SelectField } from '../fields'
import { formatNumber, ResultList } from '../result-list'
import { useCalculation, useCalculatorValues } from '../use-calculator-values'
import { type ElectricalText, electricalText } from './electrical-text'
import { LoadItemList } from './load-item-list'
import { resetLoadItems } from './load-items'

// No `items.` values: the list is the presets of the property type, as the engine reads it.
const defaults = { propertyType: 'residential', phase: 'single' }
const isElectricalField = (key: string) => key in defaults || key.startsWith('items.')

const phases = ['single', 'three'] as const

const compute = (values: Record<string, string>, rates: RateCard['electricalLoad']) =>
  calculateElectricalLoad(parseElectricalLoadForm(values), { explain: true, rates })

function mainSwitch(text: ElectricalText, result: ElectricalLoadResult): string {
  return result.mainSwitchAmps === null ? text.customSolution : `${result.mainSwitchAmps} A`
}

const kilowatts = (watts: number) => `${formatNumber(watts / 1000)} kW`

/**
 * Electrical load of a building from its list of appliances (calculators.md, Electrical;
 * calculator-formulas.md section 8).
 */
export default function ElectricalCalculator() {
  const state = useCalculatorValues(defaults, isElectricalField)
  const card = useCardRates('electricalLoad')
  const outcome = useCalculation(state.submitted, compute, card)
  const hindi = useCalculatorHindi('electrical-calculator')
  const text: ElectricalText = hindi?.text ?? electricalText
  const presetName = useEngineSays('electrical-calculator')
  const { fields, results, summary } = text
  // The price of a unit the bill was worked out with: the card's, or the engine's default.
  const pricePerKwh = rateInUse(
    card.rates,
    (rates) => rates.pricePerKwh,
    defaultElectricalLoadRates.pricePerKwh,
  )

  return (
    <CalculatorPanel
      slug="electrical-calculator"
      state={state}
      outcome={outcome}
      explanation={(result) => result.explanation}
      renderResult={(result) => (
        <ResultList
          items={[
            { label: results.mainSwitch, value: mainSwitch(text, result), emphasis: true },
            { label: results.connectedLoad, value: kilowatts(result.connectedLoadWatts) },
            {
              label: results.demandFactor,
              value: `${formatNumber(result.demandFactor * 100, 0)}%`,
            },
            { label: results.maximumDemand, value: kilowatts(result.maxDemandWatts) },
            { label: results.current, value: `${formatNumber(result.currentAmps, 1)} A` },
            { label: results.daily, value: `${formatNumber(result.dailyKwh)} kWh` },
            {
              label: results.monthly,
              value: text.monthlyUnits(formatNumber(result.monthlyKwh, 0)),
            },
            { label: results.bill(pricePerKwh), value: formatINR(result.monthlyBill) },
            { label: results.solar, value: `${formatNumber(result.solarKw)} kW` },
          ]}
        />
      )}
      summarise={(result) =>
        [
          summary.loads(
            formatNumber(result.connectedLoadWatts / 1000),
            formatNumber(result.maxDemandWatts / 1000),
          ),
          summary.mainSwitch(mainSwitch(text, result)),
          summary.monthly(formatNumber(result.monthlyKwh, 0), formatINR(result.monthlyBill)),
          summary.solar(formatNumber(result.solarKw)),
        ].join('\n')
      }
    >
      <SelectField
        state={state}
        name="propertyType"
        label={fields.propertyType}
        description={fields.propertyTypeHint}
        options={optionsOf(electricalPropertyTypes, (type) => text.propertyTypes[type])}
        onValueChange={() => state.setDraft(resetLoadItems)}
      />
      <SelectField
        state={state}
        name="phase"
        label={fields.supply}
        options={optionsOf(phases, (phase) => text.phases[phase])}
      />
      <LoadItemList state={state} text={text.loads} presetName={presetName} />
    </CalculatorPanel>
  )
}
