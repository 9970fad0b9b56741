import {
  calculatePlumbing,
  formatINR,
  type PlumbingHeaterType,
  type PlumbingResult,
  parsePlumbingForm,
  plumbingBuildingTypes,
  plumbingHeaterTypes,
  plumbingPipeTypes,
} from '@nirman/calc-engine'
import { CalculatorPanel } from '../calculator-panel'
import { NumberField, optionsOf, SelectField } from '../fields'
import { formatNumber, ResultList } from '../result-list'
import { useCalculation, useCalculatorValues } from '../use-calculator-values'
import { FixtureTable, PipeTable, pipeTypeLabels } from './plumbing-breakdown'

// fixtures and storageLitres stay blank: the engine then works them out.
const defaults = {
  buildingType: 'residential',
  floors: '',
  bathrooms: '2',
  kitchens: '1',
  fixtures: '',
  pipeType: 'upvc',
  heater: 'storage',
  storageLitres: '',
}

const heaterLabels: Record<PlumbingHeaterType, string> = {
  storage: 'Storage geyser',
  instant: 'Instant geyser',
  solar: 'Solar water heater',
  none: 'None',
}

const compute = (values: Record<string, string>) =>
  calculatePlumbing(parsePlumbingForm(values), { explain: true })

const litres = (value: number) => `${formatNumber(value, 0)} L`

function PlumbingResultView({ result }: { result: PlumbingResult }) {
  return (
    <div className="flex flex-col gap-6">
      <ResultList
        items={[
          { label: 'Estimated plumbing cost', value: formatINR(result.totalCost), emphasis: true },
          { label: 'Pipes', value: formatINR(result.pipeCost) },
          { label: 'Fixtures and fittings', value: formatINR(result.fixtureCost) },
          {
            label: `Water storage for ${result.occupants} people`,
            value: `${litres(result.storageLitres)} (${formatINR(result.storageCost)})`,
          },
          { label: 'Labour (40%)', value: formatINR(result.laborCost) },
          {
            label: 'Water heater',
            value: result.heaterLitres > 0 ? litres(result.heaterLitres) : 'None',
          },
          { label: 'Fixture points', value: formatNumber(result.fixtureCount) },
          { label: 'Pump', value: result.pumpAdvice },
        ]}
      />
      <PipeTable caption="Supply pipes" rows={result.supplyPipes} />
      <PipeTable caption="Drain and vent pipes" rows={result.drainPipes} />
      <FixtureTable rows={result.fixtures} />
    </div>
  )
}

/** Pipes, fixtures, storage and pump for a building (calculator-formulas.md section 9). */
export default function PlumbingCalculator() {
  const state = useCalculatorValues(defaults)
  const outcome = useCalculation(state.submitted, compute)

  return (
    <CalculatorPanel
      slug="plumbing-calculator"
      state={state}
      outcome={outcome}
      explanation={(result) => result.explanation}
      renderResult={(result) => <PlumbingResultView result={result} />}
      summarise={(result) =>
        [
          `Estimated plumbing cost: ${formatINR(result.totalCost)}`,
          `Pipes ${formatINR(result.pipeCost)}, fixtures ${formatINR(result.fixtureCost)}, storage ${formatINR(result.storageCost)}, labour ${formatINR(result.laborCost)}`,
          `Water storage: ${litres(result.storageLitres)}; water heater: ${result.heaterLitres > 0 ? litres(result.heaterLitres) : 'none'}`,
          `Pump: ${result.pumpAdvice}`,
        ].join('\n')
      }
    >
      <SelectField
        state={state}
        name="buildingType"
        label="Building type"
        options={optionsOf(plumbingBuildingTypes)}
      />
      <NumberField state={state} name="floors" label="Floors" min={1} max={20} step={1} required />
      <NumberField state={state} name="bathrooms" label="Bathrooms" min={0} step={1} />
      <NumberField state={state} name="kitchens" label="Kitchens" min={0} step={1} />
      <SelectField
        state={state}
        name="pipeType"
        label="Supply pipe"
        description="Drain and vent pipes are always uPVC."
        options={optionsOf(plumbingPipeTypes, (type) => pipeTypeLabels[type])}
      />
      <SelectField
        state={state}
        name="heater"
        label="Water heater"
        options={optionsOf(plumbingHeaterTypes, (heater) => heaterLabels[heater])}
      />
      <NumberField
        state={state}
        name="fixtures"
        label="Fixture points"
        min={0}
        step={1}
        description="Optional. Left blank: 4 per bathroom and 2 per kitchen."
      />
      <NumberField
        state={state}
        name="storageLitres"
        label="Water storage"
        unit="L"
        min={0}
        description="Optional. Left blank: sized for the people the building serves."
      />
    </CalculatorPanel>
  )
}
