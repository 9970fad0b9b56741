import {
  calculateStaircase,
  defaultStaircaseRates,
  formatINR,
  parseStaircaseForm,
  type StaircaseResult,
  type StaircaseType,
  staircaseHandrails,
  staircaseMaterials,
  staircaseTypes,
} from '@nirman/calc-engine'
import { Badge } from '@nirman/ui'
import { CircleAlert, CircleCheck } from 'lucide-react'
import { useId } from 'react'
import { CalculatorPanel } from '../calculator-panel'
import { capitalise, NumberField, optionsOf, SelectField } from '../fields'
import { formatNumber, ResultList } from '../result-list'
import { useCalculation, useCalculatorValues } from '../use-calculator-values'

const defaults = {
  floorHeight: '',
  spaceLength: '',
  spaceWidth: '',
  type: 'straight',
  riserHeight: '7',
  treadDepth: '11',
  stairWidth: '36',
  material: 'wood',
  handrail: 'simple',
}

const compute = (values: Record<string, string>) =>
  calculateStaircase(parseStaircaseForm(values), { explain: true })

const typeLabels: Record<StaircaseType, string> = {
  straight: 'Straight',
  'l-shaped': 'L-shaped (quarter turn)',
  'u-shaped': 'U-shaped (half turn)',
  spiral: 'Spiral',
}

const inches = (value: number) => `${formatNumber(value)} in`

const compliance = (result: StaircaseResult) => (result.compliant ? 'Compliant' : 'Not compliant')

function summarise(result: StaircaseResult): string {
  return [
    `${result.risers} risers of ${inches(result.actualRiser)}, ${result.treads} treads`,
    `Footprint: ${formatNumber(result.stairLength)} × ${inches(result.stairWidthTotal)}, angle ${formatNumber(result.angleDegrees, 1)}°`,
    `Checks: ${compliance(result)}`,
    `Estimated cost: ${formatINR(result.cost)}`,
  ].join('\n')
}

function StaircaseResultView({ result }: { result: StaircaseResult }) {
  const notesId = useId()
  return (
    <>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold">Code and comfort checks:</span>
        <Badge variant={result.compliant ? 'success' : 'destructive'}>
          {result.compliant ? (
            <CircleCheck aria-hidden="true" />
          ) : (
            <CircleAlert aria-hidden="true" />
          )}
          {compliance(result)}
        </Badge>
      </p>
      <div className="flex flex-col gap-1 text-sm">
        <p id={notesId} className="font-semibold">
          Notes
        </p>
        <ul className="flex list-disc flex-col gap-1 pl-5" aria-labelledby={notesId}>
          {result.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </div>
      <ResultList
        items={[
          { label: 'Estimated cost', value: formatINR(result.cost), emphasis: true },
          {
            label: 'Risers',
            value: `${formatNumber(result.risers, 0)} of ${inches(result.actualRiser)}`,
          },
          { label: 'Treads', value: `${formatNumber(result.treads, 0)}` },
          { label: 'Total run', value: inches(result.totalRun) },
          {
            label: 'Footprint (length × width)',
            value: `${formatNumber(result.stairLength)} × ${inches(result.stairWidthTotal)}`,
          },
          { label: 'Angle', value: `${formatNumber(result.angleDegrees, 1)}°` },
          { label: 'Headroom to keep clear', value: inches(result.headroom) },
          { label: 'Handrail', value: `${formatNumber(result.handrailFeet, 1)} ft` },
          { label: 'Balusters', value: formatNumber(result.balusters, 0) },
          { label: 'Material volume', value: `${formatNumber(result.volumeCubicFeet)} cu ft` },
        ]}
      />
    </>
  )
}

/**
 * Steps, geometry, checks and cost of a staircase, lengths in inches (calculators.md, Staircase;
 * calculator-formulas.md section 10).
 */
export default function StaircaseCalculator() {
  const state = useCalculatorValues(defaults)
  const outcome = useCalculation(state.submitted, compute)

  return (
    <CalculatorPanel
      slug="staircase-calculator"
      state={state}
      outcome={outcome}
      explanation={(result) => result.explanation}
      renderResult={(result) => <StaircaseResultView result={result} />}
      summarise={summarise}
    >
      <NumberField
        state={state}
        name="floorHeight"
        label="Floor-to-floor height"
        unit="in"
        min={24}
        max={200}
        required
        wide
        description="From finished floor to finished floor: 10 ft is 120 in."
      />
      <NumberField
        state={state}
        name="spaceLength"
        label="Space length available"
        unit="in"
        min={24}
        required
      />
      <NumberField
        state={state}
        name="spaceWidth"
        label="Space width available"
        unit="in"
        min={24}
        required
      />
      <SelectField
        state={state}
        name="type"
        label="Staircase type"
        options={optionsOf(staircaseTypes, (type) => typeLabels[type])}
      />
      <NumberField
        state={state}
        name="stairWidth"
        label="Stair width"
        unit="in"
        min={24}
        max={72}
      />
      <NumberField
        state={state}
        name="riserHeight"
        label="Maximum riser height"
        unit="in"
        min={4}
        max={8}
        description="The highest step you want; 6 to 7.5 in is comfortable."
      />
      <NumberField state={state} name="treadDepth" label="Tread depth" unit="in" min={9} max={14} />
      <SelectField
        state={state}
        name="material"
        label="Material"
        options={optionsOf(
          staircaseMaterials,
          (material) =>
            `${capitalise(material)} (${formatINR(defaultStaircaseRates.costPerCubicFoot[material])} per cu ft)`,
        )}
      />
      <SelectField
        state={state}
        name="handrail"
        label="Handrail"
        options={optionsOf(
          staircaseHandrails,
          (handrail) =>
            `${capitalise(handrail)} (${formatINR(defaultStaircaseRates.handrailPerFoot[handrail])} per ft)`,
        )}
      />
    </CalculatorPanel>
  )
}
