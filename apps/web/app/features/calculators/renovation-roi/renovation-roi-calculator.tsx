import {
  calculateRenovationRoi,
  parseRenovationRoiForm,
  renovationLocations,
  renovationPropertyTypes,
  renovationRoiInputSchema,
} from '@nirman/calc-engine'
import type { RateCard } from '@nirman/contract/site-settings'
import { useCalculatorHindi, useEngineSays } from '../calculator-language'
import { CalculatorPanel } from '../calculator-panel'
import { useCardRates } from '../card-rates'
import { NumberField, optionsOf, SelectField } from '../fields'
import { rupeesFigure } from '../result-list'
import { useCalculation, useCalculatorValues } from '../use-calculator-values'
import { CustomProjects, ProjectChoices } from './project-choices'
import { startingCost } from './project-values'
import { returnPercent, signedPercent, signedRupees } from './renovation-figures'
import { RenovationResult } from './renovation-result'
import { type RenovationText, renovationText } from './renovation-text'

// Nothing chosen; "Calculate Again" comes back to exactly this.
const defaults = {
  propertyType: 'residential',
  location: 'urban',
  propertyValue: '',
  renovationBudget: '',
  projects: '',
}

// A chosen project's cost is `cost.<id>`; the visitor's own are `custom.<index>.name` and `.cost`.
const isRenovationField = (key: string) =>
  key in defaults || key.startsWith('custom.') || key.startsWith('cost.')

const compute = (values: Record<string, string>, rates: RateCard['renovationRoi']) =>
  calculateRenovationRoi(parseRenovationRoiForm(values), { explain: true, rates })

/**
 * What renovation projects add to a property's value (calculators.md, Renovation ROI;
 * calculator-formulas.md section 12). The result replaces the form, with "Calculate Again" and
 * "Close".
 */
export default function RenovationRoiCalculator() {
  const state = useCalculatorValues(defaults, isRenovationField)
  const card = useCardRates('renovationRoi')
  const outcome = useCalculation(state.submitted, compute, card)
  const hindi = useCalculatorHindi('renovation-roi-calculator')
  const text: RenovationText = hindi?.text ?? renovationText
  const projectName = useEngineSays('renovation-roi-calculator')
  const { fields, summary } = text
  const { limits } = renovationRoiInputSchema

  return (
    <CalculatorPanel
      slug="renovation-roi-calculator"
      state={state}
      outcome={outcome}
      resultView
      explanation={(result) => result.explanation}
      renderResult={(result) => (
        <RenovationResult result={result} text={text} projectName={projectName} />
      )}
      summarise={(result) => {
        const [best] = result.breakdownByProject
        return [
          summary.cost(rupeesFigure(result.totalRenovationCost), result.breakdownByProject.length),
          summary.valueAdded(
            rupeesFigure(result.totalValueAdded),
            rupeesFigure(result.estimatedValueAfterRenovation),
          ),
          summary.net(signedRupees(result.netValueGain), signedPercent(result.overallRoi)),
          ...(best ? [summary.best(projectName(best.name), returnPercent(best.roi))] : []),
        ].join('\n')
      }}
    >
      <SelectField
        state={state}
        name="propertyType"
        label={fields.propertyType}
        options={optionsOf(renovationPropertyTypes, (type) => text.propertyTypes[type])}
        required
      />
      <SelectField
        state={state}
        name="location"
        label={fields.location}
        options={optionsOf(renovationLocations, (location) => text.locations[location])}
        required
      />
      <NumberField
        state={state}
        name="propertyValue"
        label={fields.propertyValue}
        unit="₹"
        limits={limits.propertyValue}
        required
      />
      <NumberField
        state={state}
        name="renovationBudget"
        label={fields.budget}
        unit="₹"
        limits={limits.renovationBudget}
        required
        description={fields.budgetHint}
      />
      <ProjectChoices
        state={state}
        text={text.projects}
        projectName={projectName}
        startingCost={(project) => startingCost(project, card.rates)}
      />
      <CustomProjects state={state} text={text.custom} />
    </CalculatorPanel>
  )
}
