import {
  type ConcreteDimension,
  type ConcreteShape,
  type ConcreteStrength,
  concreteDimensions,
  concreteGrades,
  concreteInputSchema,
  concreteShapeDimensions,
  concreteShapes,
  concreteStrengths,
  defaultConcreteRates,
  parseConcreteForm,
} from '@nirman/calc-engine'
import { useCalculatorHindi } from '../calculator-language'
import { CalculatorPanel } from '../calculator-panel'
import { useCardRates } from '../card-rates'
import { NumberField, optionsOf, SelectField } from '../fields'
import { formatNumber } from '../result-list'
import {
  type CalculatorValues,
  useCalculation,
  useCalculatorValues,
} from '../use-calculator-values'
import { concreteSteps, estimateConcrete, gradeMix, mixText } from './concrete-estimate'
import { ConcreteResultView, summariseConcrete } from './concrete-result'
import { type ConcreteText, concreteText } from './concrete-text'
import {
  gradeState,
  strengthFromTyped,
  strengthSystemOf,
  strengthSystemState,
  strengthSystems,
} from './strength-system'

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
  // An Indian grade (M15, M20, M25) instead of the PSI strength; blank: the strength in PSI.
  grade: '',
}

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

/** A strength's option: '3,000 PSI (mix 1:2:3)'. */
function strengthOption(text: ConcreteText, psi: ConcreteStrength): string {
  return text.strengthOption(formatNumber(psi, 0), mixText(defaultConcreteRates.mix[psi]))
}

/**
 * Concrete volume, mix and cost for a block, slab, column or round footing (calculators.md,
 * Concrete; calculator-formulas.md section 4). Only the chosen shape's dimensions are shown. The
 * strength is in PSI, as specified, or an Indian grade (issue 25), whose result is metric: m³,
 * 50 kg bags, litres, and the materials' cost mixed on site.
 */
export default function ConcreteCalculator() {
  const state = useCalculatorValues(defaults, undefined, strengthFromTyped)
  const outcome = useCalculation(state.submitted, estimateConcrete, useCardRates('concrete'))
  const shape = parseConcreteForm(state.draft).shape
  const text: ConcreteText = useCalculatorHindi('concrete-calculator')?.text ?? concreteText
  const { fields } = text
  const { limits } = concreteInputSchema

  return (
    <CalculatorPanel
      slug="concrete-calculator"
      state={state}
      outcome={outcome}
      explanation={concreteSteps}
      renderResult={(estimate) => <ConcreteResultView text={text} estimate={estimate} />}
      summarise={(estimate) => summariseConcrete(text, estimate)}
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
          limits={limits[dimension]}
          // The specification's step for a slab's thickness: tenths of an inch.
          step={inInches(dimension) ? 0.1 : undefined}
          required
        />
      ))}
      <NumberField
        state={state}
        name="wastage"
        label={fields.wastage}
        unit="%"
        limits={limits.wastage}
      />
      <SelectField
        state={strengthSystemState(state)}
        name="strengthSystem"
        label={fields.strengthSystem}
        options={optionsOf(strengthSystems, (system) => text.strengthSystems[system])}
      />
      {strengthSystemOf(state.draft) === 'grade' ? (
        <SelectField
          state={gradeState(state)}
          name="grade"
          label={fields.grade}
          options={optionsOf(concreteGrades, (grade) => text.gradeOption(grade, gradeMix(grade)))}
        />
      ) : (
        <SelectField
          state={state}
          name="strength"
          label={fields.strength}
          options={optionsOf(concreteStrengths, (psi) => strengthOption(text, psi))}
        />
      )}
    </CalculatorPanel>
  )
}
