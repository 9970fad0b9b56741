import { type FormValues, readChoice, readNumber } from '../internal/form'
import { choiceField, inputSchema, numberField } from '../internal/schema'
import {
  type CostEstimateFinish,
  type CostEstimateLocation,
  type CostEstimatePropertyType,
  costEstimateFinishes,
  costEstimateLocations,
  costEstimatePropertyTypes,
} from './rates'

/** The bounds of the cost estimator's numeric fields (`costEstimateInputSchema.limits`). */
const costEstimateLimits = {
  // 20 lakh sq ft: more than the largest building of Bihar, far below a slip of the finger.
  area: { min: 100, max: 2_000_000, unit: 'sq ft' },
} as const

/** What you pass to calculateCostEstimate: every field is required. */
export interface CostEstimateInput {
  /** Built-up area, sq ft; 100 to 20,00,000. */
  readonly area: number
  /** `residential`, `commercial` or `institutional`. */
  readonly propertyType: CostEstimatePropertyType
  /** City whose prices apply: `patna`, `delhi` or `kolkata`. */
  readonly location: CostEstimateLocation
  /** Level of finish: `standard`, `premium` or `luxury`. */
  readonly finish: CostEstimateFinish
}

/** Checks a CostEstimateInput against the bounds of calculators.md section 5. */
export const costEstimateInputSchema = /* @__PURE__ */ inputSchema<
  CostEstimateInput,
  CostEstimateInput,
  typeof costEstimateLimits
>(
  'cost estimate',
  {
    area: numberField(costEstimateLimits.area),
    propertyType: choiceField(costEstimatePropertyTypes),
    location: choiceField(costEstimateLocations),
    finish: choiceField(costEstimateFinishes),
  },
  costEstimateLimits,
)

/**
 * Turns the raw strings of the cost estimator form into input. Blank or non-numeric area gives 0
 * (which calculateCostEstimate then rejects); an unknown choice gives residential, patna, standard.
 *
 * @example
 * parseCostEstimateForm({ area: '1200', propertyType: 'commercial' })
 * // { area: 1200, propertyType: 'commercial', location: 'patna', finish: 'standard' }
 */
export function parseCostEstimateForm(values: FormValues): CostEstimateInput {
  return {
    area: readNumber(values, 'area'),
    propertyType: readChoice(values, 'propertyType', costEstimatePropertyTypes, 'residential'),
    location: readChoice(values, 'location', costEstimateLocations, 'patna'),
    finish: readChoice(values, 'finish', costEstimateFinishes, 'standard'),
  }
}
