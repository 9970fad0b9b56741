import {
  calculateRoof,
  defaultRoofRates,
  formatINR,
  parseRoofForm,
  pitchOptionsFor,
  type RoofMaterial,
  type RoofResult,
  type RoofType,
  roofMaterials,
  roofTypes,
} from '@nirman/calc-engine'
import { CalculatorPanel } from '../calculator-panel'
import { NumberField, optionsOf, SelectField } from '../fields'
import { formatNumber, ResultList } from '../result-list'
import {
  type CalculatorValues,
  useCalculation,
  useCalculatorValues,
} from '../use-calculator-values'

const defaults = {
  length: '',
  width: '',
  roofType: 'gable',
  pitch: '6',
  material: 'asphalt',
  wastage: '15',
  pricePerUnit: '',
}

const compute = (values: Record<string, string>) => {
  const input = parseRoofForm(values)
  return { roofType: input.roofType, result: calculateRoof(input, { explain: true }) }
}

const materialLabels: Record<RoofMaterial, string> = {
  asphalt: 'Asphalt shingles',
  metal: 'Metal sheets',
  tile: 'Clay or concrete tiles',
  slate: 'Slate',
  wood: 'Wood shakes',
}

/** "bundles" -> "bundle": the price field is per single unit. */
const singular = (unitName: string) => unitName.replace(/s$/, '')

const pitchLabel = (pitch: number) => (pitch === 0 ? '0/12 flat' : `${pitch}/12`)

/** Only gable and hip roofs multiply their area by the slope factor. */
const usesSlope = (roofType: RoofType) => roofType === 'gable' || roofType === 'hip'

/** A new roof type keeps the pitch if it offers it, else takes the first (or the usual 6/12). */
function pitchFor(roofType: string) {
  return (draft: CalculatorValues): CalculatorValues => {
    const options = pitchOptionsFor(roofTypes.find((type) => type === roofType) ?? 'gable')
    if (options.some((pitch) => String(pitch) === draft.pitch)) return draft
    const pitch = options.find((option) => option === 6) ?? options[0] ?? 0
    return { ...draft, pitch: String(pitch) }
  }
}

function summarise({ result }: { result: RoofResult }): string {
  return [
    `Roof area: ${formatNumber(result.roofArea)} sq ft (${formatNumber(result.areaWithWastage)} sq ft with wastage)`,
    `To buy: ${formatNumber(result.units, 0)} ${result.unitName}`,
    `Material: ${formatINR(result.materialCost)}, labour: ${formatINR(result.laborCost)}`,
    `Total cost: ${formatINR(result.totalCost)}`,
  ].join('\n')
}

/**
 * Roof area, roofing units and cost (calculators.md, Roof; calculator-formulas.md section 6). A
 * flat roof offers only the "0/12 flat" pitch.
 */
export default function RoofCalculator() {
  const state = useCalculatorValues(defaults)
  const outcome = useCalculation(state.submitted, compute)
  const { roofType, material } = parseRoofForm(state.draft)

  return (
    <CalculatorPanel
      slug="roof-calculator"
      state={state}
      outcome={outcome}
      explanation={({ result }) => result.explanation}
      renderResult={({ roofType: resultType, result }) => (
        <ResultList
          items={[
            { label: 'Total cost', value: formatINR(result.totalCost), emphasis: true },
            { label: 'Roof area', value: `${formatNumber(result.roofArea)} sq ft` },
            { label: 'Area with wastage', value: `${formatNumber(result.areaWithWastage)} sq ft` },
            {
              label: 'Material to buy',
              value: `${formatNumber(result.units, 0)} ${result.unitName}`,
            },
            ...(usesSlope(resultType)
              ? [{ label: 'Slope factor', value: `× ${formatNumber(result.slopeFactor, 3)}` }]
              : []),
            { label: 'Material cost', value: formatINR(result.materialCost) },
            { label: 'Labour cost', value: formatINR(result.laborCost) },
          ]}
        />
      )}
      summarise={summarise}
    >
      <NumberField state={state} name="length" label="Building length" unit="ft" min={1} required />
      <NumberField state={state} name="width" label="Building width" unit="ft" min={1} required />
      <SelectField
        state={state}
        name="roofType"
        label="Roof type"
        required
        options={optionsOf(roofTypes)}
        onValueChange={(value) => state.setDraft(pitchFor(value))}
      />
      <SelectField
        state={state}
        name="pitch"
        label="Roof pitch (rise per 12 of run)"
        required
        options={optionsOf(pitchOptionsFor(roofType), pitchLabel)}
      />
      <SelectField
        state={state}
        name="material"
        label="Roofing material"
        required
        options={optionsOf(
          roofMaterials,
          (value) => `${materialLabels[value]} (${defaultRoofRates.unitName[value]})`,
        )}
      />
      <NumberField state={state} name="wastage" label="Wastage" unit="%" min={0} max={30} />
      <NumberField
        state={state}
        name="pricePerUnit"
        label={`Price per ${singular(defaultRoofRates.unitName[material])}`}
        unit="₹"
        min={0}
        wide
        description={`One ${singular(defaultRoofRates.unitName[material])} covers ${formatNumber(defaultRoofRates.coveragePerUnit[material])} sq ft.`}
      />
    </CalculatorPanel>
  )
}
