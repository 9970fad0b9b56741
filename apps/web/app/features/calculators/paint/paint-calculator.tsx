import {
  calculatePaint,
  formatINR,
  paintInputSchema,
  paintQualities,
  parsePaintForm,
} from '@nirman/calc-engine'
import type { RateCard } from '@nirman/contract/site-settings'
import { useCalculatorHindi } from '../calculator-language'
import { CalculatorPanel } from '../calculator-panel'
import { useCardRates } from '../card-rates'
import { NumberField, optionsOf, SelectField } from '../fields'
import { figure, formatNumber, ResultList, rupeesFigure } from '../result-list'
import { useCalculation, useCalculatorValues } from '../use-calculator-values'
import { type PaintText, paintText } from './paint-text'

const defaults = {
  length: '',
  width: '',
  height: '',
  doors: '1',
  windows: '1',
  quality: 'standard',
  coats: '2',
}

const compute = (values: Record<string, string>, rates: RateCard['paint']) =>
  calculatePaint(parsePaintForm(values), { explain: true, rates })

/** Paint for the walls of a room (calculators.md, Paint; calculator-formulas.md section 3). */
export default function PaintCalculator() {
  const state = useCalculatorValues(defaults)
  const outcome = useCalculation(state.submitted, compute, useCardRates('paint'))
  const text: PaintText = useCalculatorHindi('paint-calculator')?.text ?? paintText
  const { fields, feet } = text
  const { limits } = paintInputSchema

  return (
    <CalculatorPanel
      slug="paint-calculator"
      state={state}
      outcome={outcome}
      explanation={(result) => result.explanation}
      renderResult={(result) => (
        <ResultList
          items={[
            {
              label: text.results.paintNeeded,
              value: text.litres(figure(result.litres, 1)),
              emphasis: true,
            },
            { label: text.results.wallArea, value: `${formatNumber(result.wallArea)} sq ft` },
            {
              label: text.results.areaToPaint,
              value: `${formatNumber(result.paintableArea)} sq ft`,
            },
            { label: text.results.cansToBuy, value: text.cans(result.cans) },
            { label: text.results.estimatedCost, value: formatINR(result.cost) },
          ]}
        />
      )}
      summarise={(result) =>
        [
          text.summary.paintNeeded(figure(result.litres, 1)),
          text.summary.cans(result.cans),
          text.summary.cost(rupeesFigure(result.cost)),
        ].join('\n')
      }
    >
      <NumberField
        state={state}
        name="length"
        label={fields.length}
        unit={feet}
        limits={limits.length}
        required
      />
      <NumberField
        state={state}
        name="width"
        label={fields.width}
        unit={feet}
        limits={limits.width}
        required
      />
      <NumberField
        state={state}
        name="height"
        label={fields.height}
        unit={feet}
        limits={limits.height}
        required
      />
      <NumberField state={state} name="doors" label={fields.doors} limits={limits.doors} />
      <NumberField state={state} name="windows" label={fields.windows} limits={limits.windows} />
      <SelectField
        state={state}
        name="quality"
        label={fields.quality}
        options={optionsOf(paintQualities, (quality) => text.qualities[quality])}
      />
      <SelectField
        state={state}
        name="coats"
        label={fields.coats}
        options={optionsOf([1, 2, 3], text.coatCount)}
      />
    </CalculatorPanel>
  )
}
