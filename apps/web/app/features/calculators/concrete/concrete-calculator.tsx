import {
  type ConcreteDimension,
  type ConcreteResult,
  type ConcreteShape,
  type ConcreteStrength,
  calculateConcrete,
  concreteDimensions,
  concreteShapeDimensions,
  concreteShapes,
  concreteStrengths,
  defaultConcreteRates,
  formatINR,
  parseConcreteForm,
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
  shape: 'rectangular',
  length: '',
  width: '',
  height: '',
  thickness: '',
  diameter: '',
  radius: '',
  wastage: '10',
  strength: '3000',
}

const compute = (values: Record<string, string>) =>
  calculateConcrete(parseConcreteForm(values), { explain: true })

const shapeLabels: Record<ConcreteShape, string> = {
  rectangular: 'Rectangular (footing, beam, wall)',
  slab: 'Slab',
  cylindrical: 'Cylindrical column',
  circular: 'Circular slab or footing',
}

/** Each dimension's label and unit: thickness is in inches, everything else in feet. */
const dimensionFields: Record<ConcreteDimension, { label: string; unit: string; step?: number }> = {
  length: { label: 'Length', unit: 'ft' },
  width: { label: 'Width', unit: 'ft' },
  height: { label: 'Height or depth', unit: 'ft' },
  thickness: { label: 'Thickness', unit: 'in', step: 0.1 },
  diameter: { label: 'Diameter', unit: 'ft' },
  radius: { label: 'Radius', unit: 'ft' },
}

function strengthLabel(psi: ConcreteStrength): string {
  const { cement, sand, aggregate } = defaultConcreteRates.mix[psi]
  return `${formatNumber(psi, 0)} PSI (mix ${cement}:${sand}:${aggregate})`
}

/** A new shape keeps the dimensions it shares with the old one and blanks the others. */
function keepDimensionsOf(shape: string) {
  const used = concreteShapeDimensions[shape as ConcreteShape] ?? []
  return (draft: CalculatorValues): CalculatorValues => {
    const next = { ...draft }
    for (const dimension of concreteDimensions) if (!used.includes(dimension)) next[dimension] = ''
    return next
  }
}

const cubicYards = (value: number) => `${formatNumber(value)} cu yd`

function summarise(result: ConcreteResult): string {
  return [
    `Concrete to order: ${cubicYards(result.volumeWithWastage)} (${formatNumber(result.volumeCubicMetres)} m³)`,
    `Cement: ${formatNumber(result.cementBags, 0)} bags`,
    `Ready-mix trucks: ${formatNumber(result.trucks, 0)}`,
    `Estimated cost: ${formatINR(result.cost)}`,
  ].join('\n')
}

/**
 * Concrete volume, mix and cost for a block, slab, column or round footing (calculators.md,
 * Concrete; calculator-formulas.md section 4). Only the chosen shape's dimensions are shown.
 */
export default function ConcreteCalculator() {
  const state = useCalculatorValues(defaults)
  const outcome = useCalculation(state.submitted, compute)
  const shape = parseConcreteForm(state.draft).shape

  return (
    <CalculatorPanel
      slug="concrete-calculator"
      state={state}
      outcome={outcome}
      explanation={(result) => result.explanation}
      renderResult={(result) => (
        <ResultList
          items={[
            {
              label: 'Concrete to order (wastage included)',
              value: `${cubicYards(result.volumeWithWastage)} (${formatNumber(result.volumeCubicMetres)} m³)`,
              emphasis: true,
            },
            { label: 'Volume of the shape', value: cubicYards(result.volume) },
            { label: 'Cement', value: `${formatNumber(result.cementBags, 0)} bags (1 cu ft each)` },
            { label: 'Cement volume', value: cubicYards(result.cementCubicYards) },
            { label: 'Sand', value: cubicYards(result.sandCubicYards) },
            { label: 'Aggregate', value: cubicYards(result.aggregateCubicYards) },
            { label: 'Water', value: `${formatNumber(result.waterGallons, 1)} US gallons` },
            {
              label: 'Ready-mix trucks (10 cu yd each)',
              value: `${formatNumber(result.trucks, 0)} ${result.trucks === 1 ? 'truck' : 'trucks'}`,
            },
            { label: 'Estimated cost', value: formatINR(result.cost) },
          ]}
        />
      )}
      summarise={summarise}
    >
      <SelectField
        state={state}
        name="shape"
        label="Shape"
        required
        wide
        options={optionsOf(concreteShapes, (value) => shapeLabels[value])}
        onValueChange={(value) => state.setDraft(keepDimensionsOf(value))}
      />
      {concreteShapeDimensions[shape].map((dimension) => (
        <NumberField
          key={dimension}
          state={state}
          name={dimension}
          label={dimensionFields[dimension].label}
          unit={dimensionFields[dimension].unit}
          step={dimensionFields[dimension].step}
          min={0.1}
          required
        />
      ))}
      <NumberField state={state} name="wastage" label="Wastage" unit="%" min={0} max={25} />
      <SelectField
        state={state}
        name="strength"
        label="Concrete strength"
        options={optionsOf(concreteStrengths, strengthLabel)}
      />
    </CalculatorPanel>
  )
}
