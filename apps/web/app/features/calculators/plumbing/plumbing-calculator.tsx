import {
  calculatePlumbing,
  formatINR,
  type PlumbingResult,
  parsePlumbingForm,
  plumbingBuildingTypes,
  plumbingHeaterTypes,
  plumbingInputSchema,
  plumbingPipeTypes,
} from '@nirman/calc-engine'
import type { RateCard } from '@nirman/contract/site-settings'
import { useCalculatorHindi, useEngineSays } from '../calculator-language'
import { CalculatorPanel } from '../calculator-panel'
import { useCardRates } from '../card-rates'
import { NumberField, optionsOf, SelectField } from '../fields'
import { formatNumber, ResultList, rupeesFigure } from '../result-list'
import { useCalculation, useCalculatorValues } from '../use-calculator-values'
import { FixtureTable, PipeTable } from './plumbing-breakdown'
import { type PlumbingText, plumbingText } from './plumbing-text'

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

const compute = (values: Record<string, string>, rates: RateCard['plumbing']) =>
  calculatePlumbing(parsePlumbingForm(values), { explain: true, rates })

const litres = (value: number) => `${formatNumber(value, 0)} L`

function PlumbingResultView({
  text,
  say,
  result,
}: {
  text: PlumbingText
  /** A text of the engine (pump advice, a pipe run, a fixture) in the page's language. */
  say: (english: string) => string
  result: PlumbingResult
}) {
  const { results, tables } = text
  return (
    <div className="flex flex-col gap-6">
      <ResultList
        items={[
          { label: results.cost, value: formatINR(result.totalCost), emphasis: true },
          { label: results.pipes, value: formatINR(result.pipeCost) },
          { label: results.fixtures, value: formatINR(result.fixtureCost) },
          {
            label: results.storage(result.occupants),
            value: `${litres(result.storageLitres)} (${formatINR(result.storageCost)})`,
          },
          { label: results.labour, value: formatINR(result.laborCost) },
          {
            label: results.heater,
            value: result.heaterLitres > 0 ? litres(result.heaterLitres) : text.noHeater,
          },
          { label: results.fixturePoints, value: formatNumber(result.fixtureCount) },
          { label: results.pump, value: say(result.pumpAdvice) },
        ]}
      />
      <PipeTable caption={tables.supplyPipes} rows={result.supplyPipes} text={tables} name={say} />
      <PipeTable caption={tables.drainPipes} rows={result.drainPipes} text={tables} name={say} />
      <FixtureTable rows={result.fixtures} text={tables} name={say} />
    </div>
  )
}

/** Pipes, fixtures, storage and pump for a building (calculator-formulas.md section 9). */
export default function PlumbingCalculator() {
  const state = useCalculatorValues(defaults)
  const outcome = useCalculation(state.submitted, compute, useCardRates('plumbing'))
  const hindi = useCalculatorHindi('plumbing-calculator')
  const text: PlumbingText = hindi?.text ?? plumbingText
  const say = useEngineSays('plumbing-calculator')
  const { fields, summary } = text
  const { limits } = plumbingInputSchema

  return (
    <CalculatorPanel
      slug="plumbing-calculator"
      state={state}
      outcome={outcome}
      explanation={(result) => result.explanation}
      renderResult={(result) => <PlumbingResultView text={text} say={say} result={result} />}
      summarise={(result) =>
        [
          summary.cost(rupeesFigure(result.totalCost)),
          summary.parts(
            formatINR(result.pipeCost),
            formatINR(result.fixtureCost),
            formatINR(result.storageCost),
            formatINR(result.laborCost),
          ),
          summary.storage(
            litres(result.storageLitres),
            result.heaterLitres > 0 ? litres(result.heaterLitres) : undefined,
          ),
          summary.pump(say(result.pumpAdvice)),
        ].join('\n')
      }
    >
      <SelectField
        state={state}
        name="buildingType"
        label={fields.buildingType}
        options={optionsOf(plumbingBuildingTypes, (type) => text.buildingTypes[type])}
      />
      <NumberField
        state={state}
        name="floors"
        label={fields.floors}
        limits={limits.floors}
        required
      />
      <NumberField
        state={state}
        name="bathrooms"
        label={fields.bathrooms}
        limits={limits.bathrooms}
      />
      <NumberField state={state} name="kitchens" label={fields.kitchens} limits={limits.kitchens} />
      <SelectField
        state={state}
        name="pipeType"
        label={fields.pipe}
        description={fields.pipeHint}
        options={optionsOf(plumbingPipeTypes, (type) => text.pipeTypes[type])}
      />
      <SelectField
        state={state}
        name="heater"
        label={fields.heater}
        options={optionsOf(plumbingHeaterTypes, (heater) => text.heaters[heater])}
      />
      <NumberField
        state={state}
        name="fixtures"
        label={fields.fixtures}
        limits={limits.fixtures}
        description={fields.fixturesHint}
      />
      <NumberField
        state={state}
        name="storageLitres"
        label={fields.storage}
        unit="L"
        limits={limits.storageLitres}
        description={fields.storageHint}
      />
    </CalculatorPanel>
  )
}
