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
import type { RateCard } from '@nirman/contract/site-settings'
import { useCalculatorHindi } from '../calculator-language'
import { CalculatorPanel } from '../calculator-panel'
import { useCardRates } from '../card-rates'
import { NumberField, optionsOf, SelectField } from '../fields'
import { figure, formatNumber, ResultList, rupeesFigure } from '../result-list'
import {
  type CalculatorValues,
  useCalculation,
  useCalculatorValues,
} from '../use-calculator-values'
import { type ConcreteText, concreteText } from './concrete-text'

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

const compute = (values: Record<string, string>, rates: RateCard['concrete']) =>
  calculateConcrete(parseConcreteForm(values), { explain: true, rates })

/** Thickness is in inches, with a step of 0.1; every other dimension in feet. */
const inInches = (dimension: ConcreteDimension) => dimension === 'thickness'

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

/** A strength's option: '3,000 PSI (mix 1:2:3)'. */
function strengthOption(text: ConcreteText, psi: ConcreteStrength): string {
  const { cement, sand, aggregate } = defaultConcreteRates.mix[psi]
  return text.strengthOption(formatNumber(psi, 0), `${cement}:${sand}:${aggregate}`)
}

function summarise(text: ConcreteText, result: ConcreteResult): string {
  const { summary } = text
  return [
    summary.toOrder(formatNumber(result.volumeWithWastage), formatNumber(result.volumeCubicMetres)),
    summary.cement(formatNumber(result.cementBags, 0)),
    summary.trucks(formatNumber(result.trucks, 0)),
    summary.cost(rupeesFigure(result.cost)),
  ].join('\n')
}

/**
 * Concrete volume, mix and cost for a block, slab, column or round footing (calculators.md,
 * Concrete; calculator-formulas.md section 4). Only the chosen shape's dimensions are shown.
 */
export default function ConcreteCalculator() {
  const state = useCalculatorValues(defaults)
  const outcome = useCalculation(state.submitted, compute, useCardRates('concrete'))
  const shape = parseConcreteForm(state.draft).shape
  const text: ConcreteText = useCalculatorHindi('concrete-calculator')?.text ?? concreteText
  const { fields, results } = text

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
              label: results.toOrder,
              value: `${cubicYards(result.volumeWithWastage)} (${formatNumber(result.volumeCubicMetres)} m³)`,
              emphasis: true,
            },
            { label: results.shapeVolume, value: cubicYards(result.volume) },
            { label: results.cement, value: text.cementBags(formatNumber(result.cementBags, 0)) },
            { label: results.cementVolume, value: cubicYards(result.cementCubicYards) },
            { label: results.sand, value: cubicYards(result.sandCubicYards) },
            { label: results.aggregate, value: cubicYards(result.aggregateCubicYards) },
            { label: results.water, value: text.water(formatNumber(result.waterGallons, 1)) },
            { label: results.trucks, value: text.trucks(figure(result.trucks, 0)) },
            { label: results.cost, value: formatINR(result.cost) },
          ]}
        />
      )}
      summarise={(result) => summarise(text, result)}
    >
      <SelectField
        state={state}
        name="shape"
        label={fields.shape}
        required
        wide
        options={optionsOf(concreteShapes, (value) => text.shapes[value])}
        onValueChange={(value) => state.setDraft(keepDimensionsOf(value))}
      />
      {concreteShapeDimensions[shape].map((dimension) => (
        <NumberField
          key={dimension}
          state={state}
          name={dimension}
          label={text.dimensions[dimension]}
          unit={inInches(dimension) ? text.inches : text.feet}
          step={inInches(dimension) ? 0.1 : undefined}
          min={0.1}
          required
        />
      ))}
      <NumberField state={state} name="wastage" label={fields.wastage} unit="%" min={0} max={25} />
      <SelectField
        state={state}
        name="strength"
        label={fields.strength}
        options={optionsOf(concreteStrengths, (psi) => strengthOption(text, psi))}
      />
    </CalculatorPanel>
  )
}
