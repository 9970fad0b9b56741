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
import type { RateCard } from '@nirman/contract/site-settings'
import { useCalculatorHindi } from '../calculator-language'
import { CalculatorPanel } from '../calculator-panel'
import { useCardRates } from '../card-rates'
import { NumberField, optionsOf, SelectField } from '../fields'
import { formatNumber, ResultList, rupeesFigure } from '../result-list'
import {
  type CalculatorValues,
  useCalculation,
  useCalculatorValues,
} from '../use-calculator-values'
import { type RoofText, roofText } from './roof-text'

const defaults = {
  length: '',
  width: '',
  roofType: 'gable',
  pitch: '6',
  material: 'asphalt',
  wastage: '15',
  pricePerUnit: '',
}

const compute = (values: Record<string, string>, rates: RateCard['roof']) => {
  const input = parseRoofForm(values)
  return {
    roofType: input.roofType,
    material: input.material,
    result: calculateRoof(input, { explain: true, rates }),
  }
}

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

function summarise(text: RoofText, material: RoofMaterial, result: RoofResult): string {
  const { summary } = text
  return [
    summary.roofArea(formatNumber(result.roofArea), formatNumber(result.areaWithWastage)),
    summary.toBuy(material, formatNumber(result.units, 0)),
    summary.materialAndLabour(rupeesFigure(result.materialCost), rupeesFigure(result.laborCost)),
    summary.total(rupeesFigure(result.totalCost)),
  ].join('\n')
}

/**
 * Roof area, roofing units and cost (calculators.md, Roof; calculator-formulas.md section 6). A
 * flat roof offers only the "0/12 flat" pitch.
 */
export default function RoofCalculator() {
  const state = useCalculatorValues(defaults)
  const outcome = useCalculation(state.submitted, compute, useCardRates('roof'))
  const { roofType, material } = parseRoofForm(state.draft)
  const text: RoofText = useCalculatorHindi('roof-calculator')?.text ?? roofText
  const { fields, results } = text

  return (
    <CalculatorPanel
      slug="roof-calculator"
      state={state}
      outcome={outcome}
      explanation={({ result }) => result.explanation}
      renderResult={({ roofType: resultType, material: resultMaterial, result }) => (
        <ResultList
          items={[
            { label: results.total, value: formatINR(result.totalCost), emphasis: true },
            { label: results.roofArea, value: `${formatNumber(result.roofArea)} sq ft` },
            { label: results.withWastage, value: `${formatNumber(result.areaWithWastage)} sq ft` },
            {
              label: results.toBuy,
              value: text.units(resultMaterial, formatNumber(result.units, 0)),
            },
            ...(usesSlope(resultType)
              ? [{ label: results.slopeFactor, value: `× ${formatNumber(result.slopeFactor, 3)}` }]
              : []),
            { label: results.material, value: formatINR(result.materialCost) },
            { label: results.labour, value: formatINR(result.laborCost) },
          ]}
        />
      )}
      summarise={({ material: resultMaterial, result }) => summarise(text, resultMaterial, result)}
    >
      <NumberField
        state={state}
        name="length"
        label={fields.length}
        unit={text.feet}
        min={1}
        required
      />
      <NumberField
        state={state}
        name="width"
        label={fields.width}
        unit={text.feet}
        min={1}
        required
      />
      <SelectField
        state={state}
        name="roofType"
        label={fields.roofType}
        required
        options={optionsOf(roofTypes, (type) => text.roofTypes[type])}
        onValueChange={(value) => state.setDraft(pitchFor(value))}
      />
      <SelectField
        state={state}
        name="pitch"
        label={fields.pitch}
        required
        options={optionsOf(pitchOptionsFor(roofType), (pitch) =>
          pitch === 0 ? text.flatPitch : `${pitch}/12`,
        )}
      />
      <SelectField
        state={state}
        name="material"
        label={fields.material}
        required
        options={optionsOf(roofMaterials, text.materialOption)}
      />
      <NumberField state={state} name="wastage" label={fields.wastage} unit="%" min={0} max={30} />
      <NumberField
        state={state}
        name="pricePerUnit"
        label={text.pricePerUnit(material)}
        unit="₹"
        min={0}
        wide
        description={text.unitCovers(
          material,
          formatNumber(defaultRoofRates.coveragePerUnit[material]),
        )}
      />
    </CalculatorPanel>
  )
}
