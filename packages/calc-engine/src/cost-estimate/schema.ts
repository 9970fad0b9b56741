import { z } from 'zod'
import { type FormValues, readChoice, readNumber } from '../internal/form'
import { choiceField, numberField } from '../internal/schema'
import { costEstimateFinishes, costEstimateLocations, costEstimatePropertyTypes } from './rates'

/** Input of calculateCostEstimate, with the bounds of calculators.md section 5. Area in sq ft. */
export const costEstimateInputSchema = z.object({
  area: numberField('area', { min: 100 }),
  propertyType: choiceField('propertyType', costEstimatePropertyTypes),
  location: choiceField('location', costEstimateLocations),
  finish: choiceField('finish', costEstimateFinishes),
})

/** What you pass to calculateCostEstimate: every field is required. */
export type CostEstimateInput = z.input<typeof costEstimateInputSchema>

/**
 * Turns the raw strings of the cost estimator form into input. Blank or non-numeric area gives 0
 * (which calculateCostEstimate then rejects); an unknown choice gives residential, patna, standard.
 *
 * @example
 * parseCostEstimateForm({ area: '1200', propertyType: 'commercial' })
 * // { area: 1200, propertyType: 'commercial', location: 'patna', finish: 'standard' }
 */
export function parseCostEstimateForm(
  values: FormValues,
): z.output<typeof costEstimateInputSchema> {
  return {
    area: readNumber(values, 'area'),
    propertyType: readChoice(values, 'propertyType', costEstimatePropertyTypes, 'residential'),
    location: readChoice(values, 'location', costEstimateLocations, 'patna'),
    finish: readChoice(values, 'finish', costEstimateFinishes, 'standard'),
  }
}
