import {
  calculateLandGrading,
  defaultLandGradingRates,
  formatINR,
  gradingEquipment,
  type LandGradingResult,
  landGradingInputSchema,
  parseLandGradingForm,
  soilTypes,
} from '@nirman/calc-engine'
import type { RateCard } from '@nirman/contract/site-settings'
import { useCalculatorHindi } from '../calculator-language'
import { CalculatorPanel } from '../calculator-panel'
import { useCardRates } from '../card-rates'
import { NumberField, optionsOf, SelectField } from '../fields'
import { useSubmittedLandArea, withLandArea } from '../land-area-field'
import { figure, formatNumber, type ResultItem, ResultList, rupeesFigure } from '../result-list'
import { useCalculation, useCalculatorValues } from '../use-calculator-values'
import { type LandGradingText, landGradingText } from './land-grading-text'
import { plotFromTyped } from './plot-size'
import { PlotSizeFields } from './plot-size-fields'

const defaults = {
  length: '',
  width: '',
  currentElevation: '',
  targetElevation: '',
  soil: 'loam',
  bulking: '',
  equipment: 'excavator',
  pricePerCubicYard: '800',
}

// The plot's area is a field only when the plot is given by its area (plot-size.ts).
const isField = (key: string) => key in defaults || key === 'area'

// The values reach it with an area in square feet (useSubmittedLandArea: "2 katha" is 2722.5).
const compute = (values: Record<string, string>, rates: RateCard['landGrading']) =>
  calculateLandGrading(parseLandGradingForm(values), { explain: true, rates })

const cubicYards = (value: number) => `${formatNumber(value)} cu yd`

/** What the earthwork is: digging out, bringing in, or nothing. */
function workLine(text: LandGradingText, result: LandGradingResult): ResultItem {
  if (result.cutVolume > 0) return { label: text.results.cut, value: cubicYards(result.cutVolume) }
  if (result.fillVolume > 0)
    return { label: text.results.fill, value: cubicYards(result.fillVolume) }
  return { label: text.results.cutOrFill, value: text.levelAlready }
}

/** The plot's area and acres: as typed and in sq ft when given by its area. */
function plotLine(text: LandGradingText, result: LandGradingResult, area?: string): string {
  const acres = formatNumber(result.acres, 3)
  return area ? text.plotAreaGiven(area, acres) : text.plotArea(formatNumber(result.area), acres)
}

function summarise(
  text: LandGradingText,
  result: LandGradingResult,
  area: string | undefined,
): string {
  const work = workLine(text, result)
  const { summary } = text
  const acres = formatNumber(result.acres, 3)
  return [
    area ? summary.plotGiven(area, acres) : summary.plot(formatNumber(result.area), acres),
    `${work.label}: ${work.value}`,
    summary.earthToMove(formatNumber(result.adjustedVolume), formatNumber(result.trucks, 0)),
    summary.machineTime(formatNumber(result.hours, 1)),
    summary.cost(rupeesFigure(result.cost)),
  ].join('\n')
}

/**
 * Cut and fill to bring a plot to a target level (calculators.md, Land grading;
 * calculator-formulas.md section 7).
 */
export default function LandGradingCalculator() {
  const state = useCalculatorValues(defaults, isField, plotFromTyped)
  const landArea = useSubmittedLandArea(state.submitted, 'area')
  // Its rates are no prices: its result names no rate card.
  const outcome = withLandArea(
    landArea,
    useCalculation(landArea.values, compute, useCardRates('landGrading', { moneyRates: false })),
  )
  const area = landArea.line
  const text: LandGradingText =
    useCalculatorHindi('land-grading-calculator')?.text ?? landGradingText
  const { fields, results, feet } = text
  const { limits } = landGradingInputSchema
  // The specification sets no lower bound on a level (calculators.md section 5: "elevations
  // required"), so the form takes only the engine's maximum; the engine alone refuses a level below
  // its −2,000 ft.
  const currentLevelLimits = { max: limits.currentElevation.max }
  const targetLevelLimits = { max: limits.targetElevation.max }

  return (
    <CalculatorPanel
      slug="land-grading-calculator"
      state={state}
      outcome={outcome}
      explanation={(result) => result.explanation}
      renderResult={(result) => (
        <ResultList
          items={[
            { label: results.cost, value: formatINR(result.cost), emphasis: true },
            { label: results.plotArea, value: plotLine(text, result, area) },
            workLine(text, result),
            { label: results.earthToMove, value: cubicYards(result.adjustedVolume) },
            ...(result.cutVolume > 0
              ? [{ label: results.bulking, value: `${formatNumber(result.bulkingPercent)}%` }]
              : []),
            { label: results.trucks, value: text.trucks(figure(result.trucks, 0)) },
            { label: results.machineTime, value: text.hours(formatNumber(result.hours, 1)) },
          ]}
        />
      )}
      summarise={(result) => summarise(text, result, area)}
    >
      <PlotSizeFields state={state} text={text} />
      <NumberField
        state={state}
        name="currentElevation"
        label={fields.currentLevel}
        unit={feet}
        limits={currentLevelLimits}
        required
        description={fields.currentLevelHint}
      />
      <NumberField
        state={state}
        name="targetElevation"
        label={fields.targetLevel}
        unit={feet}
        limits={targetLevelLimits}
        required
        description={fields.targetLevelHint}
      />
      <SelectField
        state={state}
        name="soil"
        label={fields.soil}
        options={optionsOf(soilTypes, (soil) =>
          text.soilOption(soil, defaultLandGradingRates.bulkingPercent[soil]),
        )}
      />
      <NumberField
        state={state}
        name="bulking"
        label={fields.bulking}
        unit="%"
        limits={limits.bulking}
        description={fields.bulkingHint}
      />
      <SelectField
        state={state}
        name="equipment"
        label={fields.equipment}
        options={optionsOf(gradingEquipment, (machine) =>
          text.equipmentOption(machine, defaultLandGradingRates.cubicYardsPerHour[machine]),
        )}
      />
      <NumberField
        state={state}
        name="pricePerCubicYard"
        label={fields.price}
        unit="₹"
        limits={limits.pricePerCubicYard}
      />
    </CalculatorPanel>
  )
}
