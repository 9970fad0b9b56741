import {
  type CostEstimatePropertyType,
  type CostEstimateResult,
  calculateCostEstimate,
  costEstimateFinishes,
  costEstimateInputSchema,
  costEstimateLocations,
  costEstimatePropertyTypes,
  defaultCostEstimateRates,
  formatINR,
  parseCostEstimateForm,
} from '@nirman/calc-engine'
import type { RateCard } from '@nirman/contract/site-settings'
import { Link } from '../../../i18n/link'
import { useCalculatorHindi } from '../calculator-language'
import { CalculatorPanel } from '../calculator-panel'
import { rateInUse, useCardRates } from '../card-rates'
import { optionsOf, SelectField } from '../fields'
import { LandAreaField, useSubmittedLandArea, withLandArea } from '../land-area-field'
import { ResultList, rupeesFigure } from '../result-list'
import { useCalculation, useCalculatorValues } from '../use-calculator-values'
import { type CostEstimatorText, costEstimatorText } from './cost-estimator-text'

const defaults = {
  area: '',
  propertyType: 'residential',
  location: 'patna',
  finish: 'standard',
}

// The values reach it with the area in square feet (useSubmittedLandArea: "2 katha" is 2722.5).
const compute = (values: Record<string, string>, rates: RateCard['costEstimate']) => {
  const input = parseCostEstimateForm(values)
  return { input, result: calculateCostEstimate(input, { explain: true, rates }) }
}

function summarise(
  text: CostEstimatorText,
  result: CostEstimateResult,
  area: string | undefined,
): string {
  return [
    ...(area ? [text.summary.area(area)] : []),
    text.summary.total(rupeesFigure(result.totalEstimate)),
    text.summary.base(rupeesFigure(result.baseCost)),
    text.summary.materialAndLabour(
      rupeesFigure(result.materialCost),
      rupeesFigure(result.laborCost),
    ),
  ].join('\n')
}

/**
 * Rough cost of a building by area, type, city and finish (calculators.md, Cost estimator;
 * calculator-formulas.md section 1).
 */
export default function CostEstimatorCalculator() {
  const state = useCalculatorValues(defaults)
  const card = useCardRates('costEstimate')
  const landArea = useSubmittedLandArea(state.submitted, 'area')
  const outcome = withLandArea(landArea, useCalculation(landArea.values, compute, card))
  const area = landArea.line
  const text: CostEstimatorText = useCalculatorHindi('cost-estimator')?.text ?? costEstimatorText
  const { fields, results } = text
  // The option's rate: the owner's card, or the engine's default (read after the calculation, which
  // sets a card the engine refuses aside).
  const ratePerSqFt = (type: CostEstimatePropertyType) =>
    rateInUse(
      card.rates,
      (rates) => rates.ratePerSqFt?.[type],
      defaultCostEstimateRates.ratePerSqFt[type],
    )

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
              { label: results.total, value: formatINR(result.totalEstimate), emphasis: true },
              { label: results.base, value: formatINR(result.baseCost) },
              { label: results.material, value: formatINR(result.materialCost) },
              { label: results.labour, value: formatINR(result.laborCost) },
              // The area worked with, as typed and in sq ft: "2 katha = 2,722.5 sq ft".
              ...(area ? [{ label: fields.area, value: area }] : []),
            ]}
          />
          {input.finish === 'standard' ? null : (
            <p className="text-muted-foreground text-sm">{text.finishNote(input.finish)}</p>
          )}
          <p className="text-sm">
            {text.roughFigure.before}{' '}
            <Link to="/contact" className="font-semibold text-primary underline">
              {text.roughFigure.link}
            </Link>{' '}
            {text.roughFigure.after}
          </p>
        </>
      )}
      summarise={({ result }) => summarise(text, result, area)}
    >
      <LandAreaField
        state={state}
        name="area"
        label={fields.area}
        unit="sq ft"
        bounds={costEstimateInputSchema.limits.area}
        required
        wide
        description={`${fields.areaHint} ${fields.areaUnits}`}
      />
      <SelectField
        state={state}
        name="propertyType"
        label={fields.propertyType}
        options={optionsOf(
          costEstimatePropertyTypes,
          (type) => `${text.propertyTypes[type]} (${text.perSqFt(formatINR(ratePerSqFt(type)))})`,
        )}
        required
        wide
      />
      <SelectField
        state={state}
        name="location"
        label={fields.location}
        options={optionsOf(costEstimateLocations, (location) => text.locations[location])}
        required
      />
      <SelectField
        state={state}
        name="finish"
        label={fields.finish}
        options={optionsOf(costEstimateFinishes, (finish) => text.finishes[finish])}
        required
      />
    </CalculatorPanel>
  )
}
