import {
  calculateFlooring,
  defaultFlooringRates,
  type FlooringResult,
  type FlooringType,
  flooringPatterns,
  flooringTypes,
  formatINR,
  parseFlooringForm,
} from '@nirman/calc-engine'
import { CalculatorPanel } from '../calculator-panel'
import { NumberField, optionsOf, SelectField } from '../fields'
import { formatNumber, type ResultItem, ResultList } from '../result-list'
import { useCalculation, useCalculatorValues } from '../use-calculator-values'

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

const compute = (values: Record<string, string>) => {
  const input = parseFlooringForm(values)
  return { type: input.type, result: calculateFlooring(input, { explain: true }) }
}

const typeLabels: Record<FlooringType, string> = {
  tile: 'Tile',
  hardwood: 'Hardwood',
  laminate: 'Laminate',
  vinyl: 'Vinyl',
  carpet: 'Carpet',
  other: 'Other',
}

/** The size fields each type shows (calculators.md section 2): tiles, planks or none. */
function sizeKind(type: FlooringType): 'tile' | 'plank' | 'none' {
  if (type === 'tile') return 'tile'
  if (type === 'carpet' || type === 'other') return 'none'
  return 'plank'
}

/** Carpet and other floors are priced per sq ft, the rest per box. */
const soldByArea = (type: FlooringType) => sizeKind(type) === 'none'

/** Carpet comes in rolls of 100 sq ft; everything else in boxes. */
function packs(type: FlooringType, count: number): string {
  const noun = type === 'carpet' ? 'roll' : 'box'
  const plural = type === 'carpet' ? 'rolls' : 'boxes'
  return `${formatNumber(count, 0)} ${count === 1 ? noun : plural} of ${defaultFlooringRates.boxCoverage[type]} sq ft`
}

function pieces(type: FlooringType, count: number): string {
  const noun = type === 'tile' ? 'tile' : 'plank'
  return `${formatNumber(count, 0)} ${noun}${count === 1 ? '' : 's'}`
}

function resultItems(type: FlooringType, result: FlooringResult): ResultItem[] {
  return [
    { label: 'Total cost', value: formatINR(result.totalCost), emphasis: true },
    { label: 'Floor area', value: `${formatNumber(result.area)} sq ft` },
    { label: 'Area with wastage', value: `${formatNumber(result.areaWithWastage)} sq ft` },
    ...(result.pieces === null
      ? []
      : [{ label: type === 'tile' ? 'Tiles' : 'Planks', value: pieces(type, result.pieces) }]),
    { label: 'To buy', value: packs(type, result.boxes) },
    { label: 'Material cost', value: formatINR(result.materialCost) },
    { label: 'Labour cost', value: formatINR(result.laborCost) },
  ]
}

function summarise({ type, result }: { type: FlooringType; result: FlooringResult }): string {
  return [
    `${typeLabels[type]} floor: ${formatNumber(result.area)} sq ft (${formatNumber(result.areaWithWastage)} sq ft with wastage)`,
    ...(result.pieces === null ? [] : [`Pieces: ${pieces(type, result.pieces)}`]),
    `To buy: ${packs(type, result.boxes)}`,
    `Material: ${formatINR(result.materialCost)}, labour: ${formatINR(result.laborCost)}`,
    `Total cost: ${formatINR(result.totalCost)}`,
  ].join('\n')
}

/**
 * Tiles, planks or boxes and the cost of a floor (calculators.md, Flooring; calculator-formulas.md
 * section 5). Tile sizes show for tile, plank sizes for hardwood, laminate and vinyl.
 */
export default function FlooringCalculator() {
  const state = useCalculatorValues(defaults)
  const outcome = useCalculation(state.submitted, compute)
  const type = parseFlooringForm(state.draft).type
  const sizes = sizeKind(type)

  return (
    <CalculatorPanel
      slug="flooring-calculator"
      state={state}
      outcome={outcome}
      explanation={({ result }) => result.explanation}
      renderResult={({ type: resultType, result }) => (
        <ResultList items={resultItems(resultType, result)} />
      )}
      summarise={summarise}
    >
      <NumberField state={state} name="length" label="Room length" unit="ft" min={0.1} required />
      <NumberField state={state} name="width" label="Room width" unit="ft" min={0.1} required />
      <SelectField
        state={state}
        name="type"
        label="Flooring type"
        required
        wide
        options={optionsOf(flooringTypes, (value) => typeLabels[value])}
      />
      {sizes === 'tile' ? (
        <>
          <NumberField
            state={state}
            name="tileLength"
            label="Tile length"
            unit="in"
            min={1}
            required
          />
          <NumberField
            state={state}
            name="tileWidth"
            label="Tile width"
            unit="in"
            min={1}
            required
          />
          <SelectField
            state={state}
            name="pattern"
            label="Laying pattern"
            description="Diagonal and herringbone layouts need more tiles for the cuts."
            wide
            options={optionsOf(flooringPatterns)}
          />
        </>
      ) : null}
      {sizes === 'plank' ? (
        <>
          <NumberField
            state={state}
            name="plankLength"
            label="Plank length"
            unit="in"
            min={1}
            required
          />
          <NumberField
            state={state}
            name="plankWidth"
            label="Plank width"
            unit="in"
            min={1}
            required
          />
        </>
      ) : null}
      <NumberField state={state} name="wastage" label="Wastage" unit="%" min={0} max={25} />
      <NumberField
        state={state}
        name="price"
        label={soldByArea(type) ? 'Price per sq ft' : 'Price per box'}
        unit="₹"
        min={0}
        description={
          soldByArea(type)
            ? undefined
            : `A box covers ${defaultFlooringRates.boxCoverage[type]} sq ft.`
        }
      />
    </CalculatorPanel>
  )
}
