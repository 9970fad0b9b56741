import type { StepWordings } from '../explanation/explanation'
import { deepFreeze } from '../internal/rates'

/**
 * The steps of the renovation ROI calculator's explanation, in the order they come: `project`
 * once for each project counted, highest return first.
 */
export type RenovationRoiStepId = 'valueFactor' | 'project' | 'netGain' | 'overallRoi'

/**
 * The English words of each step of the renovation ROI calculator's explanation, with the names of
 * the values put in: `location` and `propertyType` are the chosen ids (`urban`, `residential`); a
 * project's step is labelled by its `name` (a catalogue project's English name, or the name the
 * visitor typed for their own), beside its `project` id (`kitchen`, `custom-1`).
 */
export const renovationRoiStepWordings: StepWordings<RenovationRoiStepId> = deepFreeze({
  valueFactor: {
    label: 'Value factor',
    formula: '{location} factor × {propertyType} factor',
    working: '{locationFactor} × {propertyFactor}',
    result: '{factor}',
  },
  project: {
    label: '{name}',
    formula: 'cost × project ROI × value factor',
    working: '{cost} × {roi} × {factor}',
    result: '{valueAdded} added',
  },
  netGain: {
    label: 'Net gain',
    formula: 'value added − cost',
    working: '{valueAdded} − {cost}',
    result: '{netGain}',
  },
  overallRoi: {
    label: 'Overall ROI',
    formula: 'net gain ÷ cost × 100, to one decimal',
    working: '{netGain} ÷ {cost} × 100',
    result: '{overallRoi}%',
  },
})
