import {
  calculateRenovationRoi,
  formatINR,
  parseRenovationRoiForm,
  renovationLocations,
  renovationPropertyTypes,
} from '@nirman/calc-engine'
import { CalculatorPanel } from '../calculator-panel'
import { capitalise, NumberField, optionsOf, SelectField } from '../fields'
import { useCalculation, useCalculatorValues } from '../use-calculator-values'
import { CustomProjects, ProjectChoices } from './project-choices'
import { RenovationResult, returnPercent, signedPercent, signedRupees } from './renovation-result'

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

const compute = (values: Record<string, string>) =>
  calculateRenovationRoi(parseRenovationRoiForm(values), { explain: true })

/**
 * What renovation projects add to a property's value (calculators.md, Renovation ROI;
 * calculator-formulas.md section 12). The result replaces the form, with "Calculate Again" and
 * "Close".
 */
export default function RenovationRoiCalculator() {
  const state = useCalculatorValues(defaults, isRenovationField)
  const outcome = useCalculation(state.submitted, compute)

  return (
    <CalculatorPanel
      slug="renovation-roi-calculator"
      state={state}
      outcome={outcome}
      resultView
      explanation={(result) => result.explanation}
      renderResult={(result) => <RenovationResult result={result} />}
      summarise={(result) => {
        const [best] = result.breakdownByProject
        const count = result.breakdownByProject.length
        return [
          `Renovation cost: ${formatINR(result.totalRenovationCost)} for ${count} project${count === 1 ? '' : 's'}`,
          `Value added: ${formatINR(result.totalValueAdded)}; value after renovation ${formatINR(result.estimatedValueAfterRenovation)}`,
          `Net value gain: ${signedRupees(result.netValueGain)} (overall return ${signedPercent(result.overallRoi)})`,
          ...(best ? [`Best return: ${best.name} (${returnPercent(best.roi)})`] : []),
        ].join('\n')
      }}
    >
      <SelectField
        state={state}
        name="propertyType"
        label="Property type"
        options={optionsOf(renovationPropertyTypes, (type) =>
          type === 'multifamily' ? 'Multi-family' : capitalise(type),
        )}
        required
      />
      <SelectField
        state={state}
        name="location"
        label="Location"
        options={optionsOf(renovationLocations)}
        required
      />
      <NumberField
        state={state}
        name="propertyValue"
        label="Current property value"
        unit="₹"
        min={100000}
        required
      />
      <NumberField
        state={state}
        name="renovationBudget"
        label="Renovation budget"
        unit="₹"
        min={10000}
        required
        description="For your reference: the estimate uses the cost of each project."
      />
      <ProjectChoices state={state} />
      <CustomProjects state={state} />
    </CalculatorPanel>
  )
}
