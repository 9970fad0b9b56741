import {
  calculateHvac,
  formatINR,
  type HvacClimate,
  type HvacResult,
  type HvacWindows,
  hvacApplianceLevels,
  hvacBuildingTypes,
  hvacClimates,
  hvacInsulationLevels,
  hvacWindowLevels,
  parseHvacForm,
} from '@nirman/calc-engine'
import { useId } from 'react'
import { CalculatorPanel } from '../calculator-panel'
import { NumberField, optionsOf, SelectField } from '../fields'
import { formatNumber, ResultList } from '../result-list'
import { useCalculation, useCalculatorValues } from '../use-calculator-values'

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

const climateLabels: Record<HvacClimate, string> = {
  mild: 'Mild',
  moderate: 'Moderate',
  hot: 'Hot (as in Patna)',
  extreme: 'Extreme',
}

const windowLabels: Record<HvacWindows, string> = {
  minimal: 'Few, small windows',
  average: 'Average',
  extensive: 'Many windows',
  full: 'Glass facade',
}

const compute = (values: Record<string, string>) =>
  calculateHvac(parseHvacForm(values), { explain: true })

const capacity = (result: HvacResult) =>
  `${formatNumber(result.tons)} tons (${formatNumber(result.btu, 0)} BTU/h)`

function HvacResultView({ result }: { result: HvacResult }) {
  const tipsHeading = useId()
  return (
    <div className="flex flex-col gap-6">
      <ResultList
        items={[
          { label: 'Cooling capacity needed', value: capacity(result), emphasis: true },
          { label: 'Recommended system', value: result.systemType },
          { label: 'Supply vents', value: formatNumber(result.vents) },
          { label: 'Main supply duct', value: `${formatNumber(result.supplyDuctSqIn)} sq in` },
          { label: 'Main return duct', value: `${formatNumber(result.returnDuctSqIn)} sq in` },
          {
            label: 'Electricity per month',
            value: `${formatNumber(result.monthlyKwh, 0)} kWh`,
          },
          { label: 'Running cost per month', value: formatINR(result.monthlyCost) },
          { label: 'Equipment', value: formatINR(result.equipmentCost) },
          { label: 'Installation', value: formatINR(result.installationCost) },
          { label: 'Ductwork', value: formatINR(result.ductworkCost) },
          { label: 'Total installed cost', value: formatINR(result.totalCost), emphasis: true },
        ]}
      />
      <div className="flex flex-col gap-2">
        <p id={tipsHeading} className="font-semibold">
          Maintenance tips
        </p>
        <ul aria-labelledby={tipsHeading} className="list-disc space-y-1 pl-5 text-sm">
          {result.maintenanceTips.map((tip) => (
            <li key={tip}>{tip}</li>
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
  const outcome = useCalculation(state.submitted, compute)

  return (
    <CalculatorPanel
      slug="hvac-calculator"
      state={state}
      outcome={outcome}
      resultView
      explanation={(result) => result.explanation}
      renderResult={(result) => <HvacResultView result={result} />}
      summarise={(result) =>
        [
          `Cooling capacity: ${capacity(result)}`,
          `System: ${result.systemType}, ${result.vents} supply vents`,
          `Installed cost: ${formatINR(result.totalCost)}`,
          `Running cost: ${formatINR(result.monthlyCost)} a month (${formatNumber(result.monthlyKwh, 0)} kWh)`,
        ].join('\n')
      }
    >
      <NumberField
        state={state}
        name="floorArea"
        label="Floor area to cool"
        unit="sq ft"
        min={100}
        required
      />
      <NumberField
        state={state}
        name="ceilingHeight"
        label="Ceiling height"
        unit="ft"
        min={7}
        max={20}
        required
      />
      <NumberField
        state={state}
        name="occupants"
        label="People usually inside"
        min={1}
        step={1}
        required
      />
      <SelectField
        state={state}
        name="buildingType"
        label="Building type"
        options={optionsOf(hvacBuildingTypes)}
        required
      />
      <SelectField
        state={state}
        name="climate"
        label="Climate"
        options={optionsOf(hvacClimates, (climate) => climateLabels[climate])}
        required
      />
      <SelectField
        state={state}
        name="insulation"
        label="Insulation"
        options={optionsOf(hvacInsulationLevels)}
        required
      />
      <SelectField
        state={state}
        name="windows"
        label="Windows"
        options={optionsOf(hvacWindowLevels, (windows) => windowLabels[windows])}
        required
      />
      <SelectField
        state={state}
        name="appliances"
        label="Appliance heat"
        options={optionsOf(hvacApplianceLevels)}
        required
      />
    </CalculatorPanel>
  )
}
