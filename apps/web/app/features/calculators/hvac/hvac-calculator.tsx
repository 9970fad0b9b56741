import {
  calculateHvac,
  formatINR,
  type HvacResult,
  hvacApplianceLevels,
  hvacBuildingTypes,
  hvacClimates,
  hvacInputSchema,
  hvacInsulationLevels,
  hvacWindowLevels,
  parseHvacForm,
} from '@nirman/calc-engine'
import type { RateCard } from '@nirman/contract/site-settings'
import { useId } from 'react'
import { useCalculatorHindi, useEngineSays } from '../calculator-language'
import { CalculatorPanel } from '../calculator-panel'
import { useCardRates } from '../card-rates'
import { NumberField, optionsOf, SelectField } from '../fields'
import { formatNumber, ResultList, rupeesFigure } from '../result-list'
import { useCalculation, useCalculatorValues } from '../use-calculator-values'
import { type HvacText, hvacText } from './hvac-text'

// The numbers start empty (every one is required); the choices are the engine's form defaults,
// with Patna's hot climate. "Calculate Again" comes back to exactly this.
const defaults = {
  floorArea: '',
  ceilingHeight: '',
  occupants: '',
  buildingType: 'residential',
  climate: 'hot',
  insulation: 'average',
  windows: 'average',
  appliances: 'average',
}

const compute = (values: Record<string, string>, rates: RateCard['hvac']) =>
  calculateHvac(parseHvacForm(values), { explain: true, rates })

function HvacResultView({
  text,
  say,
  result,
}: {
  text: HvacText
  /** A text of the engine (the system, a tip) in the page's language. */
  say: (english: string) => string
  result: HvacResult
}) {
  const tipsHeading = useId()
  const { results } = text
  return (
    <div className="flex flex-col gap-6">
      <ResultList
        items={[
          {
            label: results.capacity,
            value: text.capacity(formatNumber(result.tons), formatNumber(result.btu, 0)),
            emphasis: true,
          },
          { label: results.system, value: say(result.systemType) },
          { label: results.vents, value: formatNumber(result.vents) },
          { label: results.supplyDuct, value: `${formatNumber(result.supplyDuctSqIn)} sq in` },
          { label: results.returnDuct, value: `${formatNumber(result.returnDuctSqIn)} sq in` },
          { label: results.electricity, value: `${formatNumber(result.monthlyKwh, 0)} kWh` },
          { label: results.runningCost, value: formatINR(result.monthlyCost) },
          { label: results.equipment, value: formatINR(result.equipmentCost) },
          { label: results.installation, value: formatINR(result.installationCost) },
          { label: results.ductwork, value: formatINR(result.ductworkCost) },
          { label: results.total, value: formatINR(result.totalCost), emphasis: true },
        ]}
      />
      <div className="flex flex-col gap-2">
        <p id={tipsHeading} className="font-semibold">
          {text.tips}
        </p>
        <ul aria-labelledby={tipsHeading} className="list-disc space-y-1 pl-5 text-sm">
          {result.maintenanceTips.map((tip) => (
            <li key={tip}>{say(tip)}</li>
          ))}
        </ul>
      </div>
    </div>
  )
}

/**
 * Air-conditioning size and cost (calculators.md, HVAC; calculator-formulas.md section 11). The
 * result replaces the form, with "Calculate Again" and "Close".
 */
export default function HvacCalculator() {
  const state = useCalculatorValues(defaults)
  const outcome = useCalculation(state.submitted, compute, useCardRates('hvac'))
  const hindi = useCalculatorHindi('hvac-calculator')
  const text: HvacText = hindi?.text ?? hvacText
  const say = useEngineSays('hvac-calculator')
  const { fields, summary } = text
  const { limits } = hvacInputSchema

  return (
    <CalculatorPanel
      slug="hvac-calculator"
      state={state}
      outcome={outcome}
      resultView
      explanation={(result) => result.explanation}
      renderResult={(result) => <HvacResultView text={text} say={say} result={result} />}
      summarise={(result) =>
        [
          summary.capacity(formatNumber(result.tons), formatNumber(result.btu, 0)),
          summary.system(say(result.systemType), result.vents),
          summary.installed(rupeesFigure(result.totalCost)),
          summary.running(formatINR(result.monthlyCost), formatNumber(result.monthlyKwh, 0)),
        ].join('\n')
      }
    >
      <NumberField
        state={state}
        name="floorArea"
        label={fields.floorArea}
        unit="sq ft"
        limits={limits.floorArea}
        required
      />
      <NumberField
        state={state}
        name="ceilingHeight"
        label={fields.ceilingHeight}
        unit={text.feet}
        limits={limits.ceilingHeight}
        required
      />
      <NumberField
        state={state}
        name="occupants"
        label={fields.occupants}
        limits={limits.occupants}
        required
      />
      <SelectField
        state={state}
        name="buildingType"
        label={fields.buildingType}
        options={optionsOf(hvacBuildingTypes, (type) => text.buildingTypes[type])}
        required
      />
      <SelectField
        state={state}
        name="climate"
        label={fields.climate}
        options={optionsOf(hvacClimates, (climate) => text.climates[climate])}
        required
      />
      <SelectField
        state={state}
        name="insulation"
        label={fields.insulation}
        options={optionsOf(hvacInsulationLevels, (level) => text.insulationLevels[level])}
        required
      />
      <SelectField
        state={state}
        name="windows"
        label={fields.windows}
        options={optionsOf(hvacWindowLevels, (level) => text.windowLevels[level])}
        required
      />
      <SelectField
        state={state}
        name="appliances"
        label={fields.appliances}
        options={optionsOf(hvacApplianceLevels, (level) => text.applianceLevels[level])}
        required
      />
    </CalculatorPanel>
  )
}
