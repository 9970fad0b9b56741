import {
  calculateFlooring,
  defaultFlooringRates,
  type FlooringResult,
  type FlooringType,
  flooringInputSchema,
  flooringPatterns,
  flooringTypes,
  formatINR,
  parseFlooringForm,
} from '@nirman/calc-engine'
import type { RateCard } from '@nirman/contract/site-settings'
import { useCalculatorHindi } from '../calculator-language'
import { CalculatorPanel } from '../calculator-panel'
import { useCardRates } from '../card-rates'
import { NumberField, optionsOf, SelectField } from '../fields'
import { figure, formatNumber, type ResultItem, ResultList, rupeesFigure } from '../result-list'
import { useCalculation, useCalculatorValues } from '../use-calculator-values'
import { type FlooringText, flooringText } from './flooring-text'

const defaults = {
  length: '',
  width: '',
  type: 'tile',
  tileLength: '12',
  tileWidth: '12',
  plankLength: '48',
  plankWidth: '6',
  pattern: 'straight',
  wastage: '10',
  price: '',
}

const compute = (values: Record<string, string>, rates: RateCard['flooring']) => {
  const input = parseFlooringForm(values)
  return { type: input.type, result: calculateFlooring(input, { explain: true, rates }) }
}

/** The size fields each type shows (calculators.md section 2): tiles, planks or none. */
function sizeKind(type: FlooringType): 'tile' | 'plank' | 'none' {
  if (type === 'tile') return 'tile'
  if (type === 'carpet' || type === 'other') return 'none'
  return 'plank'
}

/** Carpet and other floors are priced per sq ft, the rest per box. */
const soldByArea = (type: FlooringType) => sizeKind(type) === 'none'

function resultItems(text: FlooringText, type: FlooringType, result: FlooringResult): ResultItem[] {
  const { results } = text
  return [
    { label: results.total, value: formatINR(result.totalCost), emphasis: true },
    { label: results.area, value: `${formatNumber(result.area)} sq ft` },
    { label: results.withWastage, value: `${formatNumber(result.areaWithWastage)} sq ft` },
    ...(result.pieces === null
      ? []
      : [
          {
            label: type === 'tile' ? results.tiles : results.planks,
            value: text.pieces(type, figure(result.pieces, 0)),
          },
        ]),
    {
      label: results.toBuy,
      value: text.packs(type, figure(result.boxes, 0), defaultFlooringRates.boxCoverage[type]),
    },
    { label: results.material, value: formatINR(result.materialCost) },
    { label: results.labour, value: formatINR(result.laborCost) },
  ]
}

function summarise(text: FlooringText, type: FlooringType, result: FlooringResult): string {
  const { summary } = text
  return [
    summary.floor(type, formatNumber(result.area), formatNumber(result.areaWithWastage)),
    ...(result.pieces === null ? [] : [summary.pieces(type, figure(result.pieces, 0))]),
    summary.toBuy(type, figure(result.boxes, 0), defaultFlooringRates.boxCoverage[type]),
    summary.materialAndLabour(rupeesFigure(result.materialCost), rupeesFigure(result.laborCost)),
    summary.total(rupeesFigure(result.totalCost)),
  ].join('\n')
}

/**
 * Tiles, planks or boxes and the cost of a floor (calculators.md, Flooring; calculator-formulas.md
 * section 5). Tile sizes show for tile, plank sizes for hardwood, laminate and vinyl.
 */
export default function FlooringCalculator() {
  const state = useCalculatorValues(defaults)
  const outcome = useCalculation(state.submitted, compute, useCardRates('flooring'))
  const type = parseFlooringForm(state.draft).type
  const sizes = sizeKind(type)
  const text: FlooringText = useCalculatorHindi('flooring-calculator')?.text ?? flooringText
  const { fields } = text
  const { limits } = flooringInputSchema

  return (
    <CalculatorPanel
      slug="flooring-calculator"
      state={state}
      outcome={outcome}
      explanation={({ result }) => result.explanation}
      renderResult={({ type: resultType, result }) => (
        <ResultList items={resultItems(text, resultType, result)} />
      )}
      summarise={({ type: resultType, result }) => summarise(text, resultType, result)}
    >
      <NumberField
        state={state}
        name="length"
        label={fields.length}
        unit={text.feet}
        limits={limits.length}
        required
      />
      <NumberField
        state={state}
        name="width"
        label={fields.width}
        unit={text.feet}
        limits={limits.width}
        required
      />
      <SelectField
        state={state}
        name="type"
        label={fields.flooring}
        required
        wide
        options={optionsOf(flooringTypes, (value) => text.flooringTypes[value])}
      />
      {sizes === 'tile' ? (
        <>
          <NumberField
            state={state}
            name="tileLength"
            label={fields.tileLength}
            unit={text.inches}
            limits={limits.tileLength}
            required
          />
          <NumberField
            state={state}
            name="tileWidth"
            label={fields.tileWidth}
            unit={text.inches}
            limits={limits.tileWidth}
            required
          />
          <SelectField
            state={state}
            name="pattern"
            label={fields.pattern}
            description={fields.patternHint}
            wide
            options={optionsOf(flooringPatterns, (pattern) => text.patterns[pattern])}
          />
        </>
      ) : null}
      {sizes === 'plank' ? (
        <>
          <NumberField
            state={state}
            name="plankLength"
            label={fields.plankLength}
            unit={text.inches}
            limits={limits.plankLength}
            required
          />
          <NumberField
            state={state}
            name="plankWidth"
            label={fields.plankWidth}
            unit={text.inches}
            limits={limits.plankWidth}
            required
          />
        </>
      ) : null}
      <NumberField
        state={state}
        name="wastage"
        label={fields.wastage}
        unit="%"
        limits={limits.wastage}
      />
      <NumberField
        state={state}
        name="price"
        label={soldByArea(type) ? fields.pricePerSqFt : fields.pricePerBox}
        unit="₹"
        limits={limits.price}
        description={
          soldByArea(type) ? undefined : text.boxCovers(defaultFlooringRates.boxCoverage[type])
        }
      />
    </CalculatorPanel>
  )
}
