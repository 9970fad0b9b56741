import { CalcInputError } from '../errors'
import type { Explanation } from '../explanation/explanation'
import { num, rupees, step } from '../internal/explain'
import { type CalculateOptions, resolveRates } from '../internal/rates'
import { roundTo } from '../internal/rounding'
import {
  defaultRenovationRoiRates,
  type RenovationProjectId,
  type RenovationRoiRates,
} from './rates'
import { type RenovationRoiInput, renovationRoiInputSchema } from './schema'
import { type RenovationRoiStepId, renovationRoiStepWordings as words } from './steps'

const CALCULATOR = 'renovation ROI'

/** One project with what it costs and what it adds to the property. */
export interface RenovationProjectValue<Id extends string = string> {
  /** Catalogue id, or `custom-<n>` for the n-th entry of customProjects (counting from 1). */
  readonly id: Id
  readonly name: string
  /** Rupees. */
  readonly cost: number
  /** Increase of the property value, rupees (not rounded). */
  readonly valueAdded: number
  /** valueAdded ÷ cost: the project's ROI ratio × location factor × property factor. */
  readonly roi: number
}

export interface RenovationRoiResult {
  /** The property value given, rupees. */
  readonly currentPropertyValue: number
  /** Sum of the costs of the projects counted, rupees. */
  readonly totalRenovationCost: number
  /** Sum of the value added by the projects counted, rupees. */
  readonly totalValueAdded: number
  /** currentPropertyValue + totalValueAdded, rupees. */
  readonly estimatedValueAfterRenovation: number
  /** totalValueAdded − totalRenovationCost, rupees (negative when the work costs more than it adds). */
  readonly netValueGain: number
  /** netValueGain ÷ totalRenovationCost, percent with one decimal; 0 when nothing is spent. */
  readonly overallRoi: number
  /** Chosen and custom projects, highest roi first (ties keep the input order). */
  readonly breakdownByProject: readonly RenovationProjectValue[]
  /** Up to three catalogue projects not chosen, highest roi first, at their default cost. */
  readonly recommendedAlternatives: readonly RenovationProjectValue<RenovationProjectId>[]
  /** How each figure was worked out; only with `{ explain: true }`. */
  readonly explanation?: Explanation<RenovationRoiStepId>
}

/**
 * Value a set of renovation projects adds to a property, and what it returns on the money spent.
 *
 * valueAdded = cost × roi × location factor × property factor, with roi 0.6 for a custom project;
 * overallRoi = (Σ valueAdded − Σ cost) ÷ Σ cost × 100. The renovation budget is not used.
 *
 * @param input - property, location, value and budget (rupees), chosen and custom projects
 * @param options - `explain: true` adds the steps; `rates`: overrides of {@link defaultRenovationRoiRates}
 * @returns totals, overall ROI, breakdown by project and recommended alternatives
 * @throws CalcInputError when the input breaks a bound or names a project twice
 * @example
 * calculateRenovationRoi({
 *   propertyType: 'residential', location: 'urban', propertyValue: 5000000, renovationBudget: 50000,
 *   projects: [{ id: 'kitchen' }, { id: 'bathroom', cost: 12000 }],
 *   customProjects: [{ name: 'Solar water heater', cost: 20000 }],
 * })
 * // { currentPropertyValue: 5000000, totalRenovationCost: 57000, totalValueAdded: 46980,
 * //   estimatedValueAfterRenovation: 5046980, netValueGain: -10020, overallRoi: -17.6,
 * //   breakdownByProject: [kitchen 25000 → 22500 (0.9), bathroom 12000 → 10080 (0.84),
 * //     custom-1 20000 → 14400 (0.72)],
 * //   recommendedAlternatives: [hvac 8000 → 8160 (1.02), landscaping 5000 → 4980 (0.996),
 * //     siding 15000 → 14400 (0.96)] }
 */
export function calculateRenovationRoi(
  input: RenovationRoiInput,
  options: CalculateOptions<RenovationRoiRates> = {},
): RenovationRoiResult {
  const { propertyType, location, propertyValue, projects, customProjects } =
    renovationRoiInputSchema.parse(input)
  const r = resolveRates(CALCULATOR, defaultRenovationRoiRates, options.rates)
  const factor = r.locationFactor[location] * r.propertyFactor[propertyType]

  const breakdown: RenovationProjectValue[] = []
  projects.forEach((chosen, index) => {
    const project = r.projects.find((candidate) => candidate.id === chosen.id)
    if (!project) {
      // Only reachable when `rates.projects` replaces the catalogue and leaves this id out.
      throw new CalcInputError(CALCULATOR, [
        {
          path: `projects.${index}.id`,
          message: `projects[${index}].id ${chosen.id} is not in the project catalogue`,
        },
      ])
    }
    const cost = chosen.cost ?? project.defaultCost
    breakdown.push(projectValue(project.id, project.name, cost, project.roi * factor))
  })
  customProjects.forEach((custom, index) => {
    const name = custom.name.trim()
    if (name === '' || !Number.isFinite(custom.cost) || custom.cost <= 0) return
    breakdown.push(
      projectValue(`custom-${index + 1}`, name, custom.cost, r.customProjectRoi * factor),
    )
  })
  breakdown.sort((a, b) => b.roi - a.roi)

  let totalRenovationCost = 0
  let totalValueAdded = 0
  for (const project of breakdown) {
    totalRenovationCost += project.cost
    totalValueAdded += project.valueAdded
  }
  const netValueGain = totalValueAdded - totalRenovationCost

  const recommendedAlternatives = r.projects
    .filter((project) => !projects.some((chosen) => chosen.id === project.id))
    .sort((a, b) => b.roi - a.roi)
    .slice(0, r.maxAlternatives)
    .map((project) =>
      projectValue(project.id, project.name, project.defaultCost, project.roi * factor),
    )

  const result = {
    currentPropertyValue: propertyValue,
    totalRenovationCost,
    totalValueAdded,
    estimatedValueAfterRenovation: propertyValue + totalValueAdded,
    netValueGain,
    // A zero total (nothing chosen, or only free work) has no meaningful percentage: show 0.
    overallRoi:
      totalRenovationCost > 0 ? roundTo((netValueGain / totalRenovationCost) * 100, 1) : 0,
    breakdownByProject: breakdown,
    recommendedAlternatives,
  }
  if (!options.explain) return result
  const explanation: Explanation<RenovationRoiStepId> = [
    step(words, 'valueFactor', {
      location,
      propertyType,
      locationFactor: num(r.locationFactor[location]),
      propertyFactor: num(r.propertyFactor[propertyType]),
      factor: num(factor),
    }),
    ...breakdown.map((project) =>
      step(words, 'project', {
        project: project.id,
        name: project.name,
        cost: rupees(project.cost),
        roi: num(project.roi / factor, 3),
        factor: num(factor),
        valueAdded: rupees(project.valueAdded),
      }),
    ),
    step(words, 'netGain', {
      valueAdded: rupees(totalValueAdded),
      cost: rupees(totalRenovationCost),
      netGain: rupees(netValueGain),
    }),
    step(words, 'overallRoi', {
      netGain: rupees(netValueGain),
      cost: rupees(totalRenovationCost),
      overallRoi: num(result.overallRoi, 1),
    }),
  ]
  return { ...result, explanation }
}

function projectValue<Id extends string>(
  id: Id,
  name: string,
  cost: number,
  roi: number,
): RenovationProjectValue<Id> {
  return { id, name, cost, valueAdded: cost * roi, roi }
}
