import {
  type CostEstimateResult,
  calculateCostEstimate,
  costEstimateFinishes,
  costEstimateLocations,
  costEstimatePropertyTypes,
  defaultCostEstimateRates,
  formatINR,
  parseCostEstimateForm,
} from '@nirman/calc-engine'
import { Link } from '../../../i18n/link'
import { CalculatorPanel } from '../calculator-panel'
import { capitalise, NumberField, optionsOf, SelectField } from '../fields'
import { ResultList } from '../result-list'
import { useCalculation, useCalculatorValues } from '../use-calculator-values'

const defaults = {
  area: '',
  propertyType: 'residential',
  location: 'patna',
  finish: 'standard',
}

const compute = (values: Record<string, string>) => {
  const input = parseCostEstimateForm(values)
  return { input, result: calculateCostEstimate(input, { explain: true }) }
}

const propertyTypeOptions = optionsOf(
  costEstimatePropertyTypes,
  (type) =>
    `${capitalise(type)} (${formatINR(defaultCostEstimateRates.ratePerSqFt[type])} per sq ft)`,
)

const finishOptions = optionsOf(costEstimateFinishes)

function summarise({ result }: { result: CostEstimateResult }): string {
  return [
    `Total estimate: ${formatINR(result.totalEstimate)}`,
    `Base cost: ${formatINR(result.baseCost)}`,
    `Material: ${formatINR(result.materialCost)}, labour: ${formatINR(result.laborCost)}`,
  ].join('\n')
}

/**
 * Rough cost of a building by area, type, city and finish (calculators.md, Cost estimator;
 * calculator-formulas.md section 1).
 */
export default function CostEstimatorCalculator() {
  const state = useCalculatorValues(defaults)
  const outcome = useCalculation(state.submitted, compute)

  return (
    <CalculatorPanel
      slug="cost-estimator"
      state={state}
      outcome={outcome}
      explanation={({ result }) => result.explanation}
      renderResult={({ input, result }) => (
        <>
          <ResultList
            items={[
              { label: 'Total estimate', value: formatINR(result.totalEstimate), emphasis: true },
              { label: 'Base cost', value: formatINR(result.baseCost) },
              { label: 'Material cost', value: formatINR(result.materialCost) },
              { label: 'Labour cost', value: formatINR(result.laborCost) },
            ]}
          />
          {input.finish === 'standard' ? null : (
            <p className="text-muted-foreground text-sm">
              Material and labour are shown at standard finish; the total includes the{' '}
              {input.finish} finish on top of them.
            </p>
          )}
          <p className="text-sm">
            This is a rough figure from average rates per square foot. For a figure based on your
            drawings and site,{' '}
            <Link to="/contact" className="font-semibold text-primary underline">
              get a detailed quote
            </Link>{' '}
            from our engineers.
          </p>
        </>
      )}
      summarise={summarise}
    >
      <NumberField
        state={state}
        name="area"
        label="Built-up area"
        unit="sq ft"
        min={100}
        required
        wide
        description="All floors together, at least 100 sq ft."
      />
      <SelectField
        state={state}
        name="propertyType"
        label="Property type"
        options={propertyTypeOptions}
        required
        wide
      />
      <SelectField
        state={state}
        name="location"
        label="Location"
        options={optionsOf(costEstimateLocations)}
        required
      />
      <SelectField
        state={state}
        name="finish"
        label="Finish level"
        options={finishOptions}
        required
      />
    </CalculatorPanel>
  )
}
