import {
  calculateLandGrading,
  defaultLandGradingRates,
  formatINR,
  type GradingEquipment,
  gradingEquipment,
  type LandGradingResult,
  parseLandGradingForm,
  soilTypes,
} from '@nirman/calc-engine'
import { CalculatorPanel } from '../calculator-panel'
import { capitalise, NumberField, optionsOf, SelectField } from '../fields'
import { formatNumber, type ResultItem, ResultList } from '../result-list'
import { useCalculation, useCalculatorValues } from '../use-calculator-values'

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

const compute = (values: Record<string, string>) =>
  calculateLandGrading(parseLandGradingForm(values), { explain: true })

const equipmentLabels: Record<GradingEquipment, string> = {
  bulldozer: 'Bulldozer',
  excavator: 'Excavator',
  skidsteer: 'Skid-steer loader',
  grader: 'Motor grader',
}

const cubicYards = (value: number) => `${formatNumber(value)} cu yd`

/** What the earthwork is: digging out, bringing in, or nothing. */
function workLine(result: LandGradingResult): ResultItem {
  if (result.cutVolume > 0)
    return { label: 'Cut (earth to dig out)', value: cubicYards(result.cutVolume) }
  if (result.fillVolume > 0)
    return { label: 'Fill (earth to bring in)', value: cubicYards(result.fillVolume) }
  return { label: 'Cut or fill', value: 'None: the plot is already at the target level' }
}

function summarise(result: LandGradingResult): string {
  const work = workLine(result)
  return [
    `Plot: ${formatNumber(result.area)} sq ft (${formatNumber(result.acres, 3)} acres)`,
    `${work.label}: ${work.value}`,
    `Earth to move: ${cubicYards(result.adjustedVolume)}, ${formatNumber(result.trucks, 0)} truck loads`,
    `Machine time: ${formatNumber(result.hours, 1)} hours`,
    `Estimated cost: ${formatINR(result.cost)}`,
  ].join('\n')
}

/**
 * Cut and fill to bring a plot to a target level (calculators.md, Land grading;
 * calculator-formulas.md section 7).
 */
export default function LandGradingCalculator() {
  const state = useCalculatorValues(defaults)
  const outcome = useCalculation(state.submitted, compute)

  return (
    <CalculatorPanel
      slug="land-grading-calculator"
      state={state}
      outcome={outcome}
      explanation={(result) => result.explanation}
      renderResult={(result) => (
        <ResultList
          items={[
            { label: 'Estimated cost', value: formatINR(result.cost), emphasis: true },
            {
              label: 'Plot area',
              value: `${formatNumber(result.area)} sq ft (${formatNumber(result.acres, 3)} acres)`,
            },
            workLine(result),
            {
              label: 'Earth to move (after bulking or compaction)',
              value: cubicYards(result.adjustedVolume),
            },
            ...(result.cutVolume > 0
              ? [
                  {
                    label: 'Bulking of the cut soil',
                    value: `${formatNumber(result.bulkingPercent)}%`,
                  },
                ]
              : []),
            {
              label: 'Truck loads (10 cu yd each)',
              value: `${formatNumber(result.trucks, 0)} ${result.trucks === 1 ? 'truck' : 'trucks'}`,
            },
            { label: 'Machine time', value: `${formatNumber(result.hours, 1)} hours` },
          ]}
        />
      )}
      summarise={summarise}
    >
      <NumberField state={state} name="length" label="Plot length" unit="ft" min={1} required />
      <NumberField state={state} name="width" label="Plot width" unit="ft" min={1} required />
      <NumberField
        state={state}
        name="currentElevation"
        label="Current ground level"
        unit="ft"
        required
        description="Average level now, from any fixed reference point."
      />
      <NumberField
        state={state}
        name="targetElevation"
        label="Target level"
        unit="ft"
        required
        description="The finished level, from the same reference point."
      />
      <SelectField
        state={state}
        name="soil"
        label="Soil type"
        options={optionsOf(
          soilTypes,
          (soil) =>
            `${capitalise(soil)} (${defaultLandGradingRates.bulkingPercent[soil]}% bulking)`,
        )}
      />
      <NumberField
        state={state}
        name="bulking"
        label="Bulking"
        unit="%"
        min={0}
        max={60}
        description="How much dug earth swells. Leave blank to use the soil type's value."
      />
      <SelectField
        state={state}
        name="equipment"
        label="Equipment"
        options={optionsOf(
          gradingEquipment,
          (machine) =>
            `${equipmentLabels[machine]} (${defaultLandGradingRates.cubicYardsPerHour[machine]} cu yd per hour)`,
        )}
      />
      <NumberField
        state={state}
        name="pricePerCubicYard"
        label="Price per cubic yard"
        unit="₹"
        min={0}
      />
    </CalculatorPanel>
  )
}
