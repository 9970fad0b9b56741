import { calculatePaint, formatINR, paintQualities, parsePaintForm } from '@nirman/calc-engine'
import { CalculatorPanel } from '../calculator-panel'
import { NumberField, optionsOf, SelectField } from '../fields'
import { formatNumber, ResultList } from '../result-list'
import { useCalculation, useCalculatorValues } from '../use-calculator-values'

const defaults = {
  length: '',
  width: '',
  height: '',
  doors: '1',
  windows: '1',
  quality: 'standard',
  coats: '2',
}

const compute = (values: Record<string, string>) =>
  calculatePaint(parsePaintForm(values), { explain: true })

/** Paint for the walls of a room (calculators.md, Paint; calculator-formulas.md section 3). */
export default function PaintCalculator() {
  const state = useCalculatorValues(defaults)
  const outcome = useCalculation(state.submitted, compute)

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
              label: 'Paint needed',
              value: `${formatNumber(result.litres, 1)} litres`,
              emphasis: true,
            },
            { label: 'Wall area', value: `${formatNumber(result.wallArea)} sq ft` },
            { label: 'Area to paint', value: `${formatNumber(result.paintableArea)} sq ft` },
            {
              label: 'Cans to buy',
              value:
                result.cans.map((can) => `${can.count} × ${can.sizeLitres} L`).join(', ') || 'None',
            },
            { label: 'Estimated cost', value: formatINR(result.cost) },
          ]}
        />
      )}
      summarise={(result) =>
        [
          `Paint needed: ${formatNumber(result.litres, 1)} litres`,
          `Cans: ${result.cans.map((can) => `${can.count} × ${can.sizeLitres} L`).join(', ')}`,
          `Estimated cost: ${formatINR(result.cost)}`,
        ].join('\n')
      }
    >
      <NumberField state={state} name="length" label="Room length" unit="ft" min={1} required />
      <NumberField state={state} name="width" label="Room width" unit="ft" min={1} required />
      <NumberField state={state} name="height" label="Wall height" unit="ft" min={1} required />
      <NumberField state={state} name="doors" label="Doors" min={0} max={5} step={1} />
      <NumberField state={state} name="windows" label="Windows" min={0} max={6} step={1} />
      <SelectField
        state={state}
        name="quality"
        label="Paint quality"
        options={optionsOf(paintQualities)}
      />
      <SelectField
        state={state}
        name="coats"
        label="Coats"
        options={optionsOf([1, 2, 3], (coats) => `${coats} coat${coats === 1 ? '' : 's'}`)}
      />
    </CalculatorPanel>
  )
}
