import { type FormValues, readChoice, readNumber, readOptionalNumber } from '../internal/form'
import {
  anyNumberField,
  choiceField,
  inputSchema,
  listField,
  numberField,
  objectField,
  optional,
  textField,
  withDefault,
} from '../internal/schema'
import {
  type RenovationLocation,
  type RenovationProjectId,
  type RenovationPropertyType,
  renovationLocations,
  renovationProjectIds,
  renovationPropertyTypes,
} from './rates'

/** The bounds of the renovation ROI calculator's numeric fields (`.limits` of its schema). */
const renovationRoiLimits = {
  // ₹1,000 crore: above any property the company renovates, far below a slip of the finger.
  propertyValue: { min: 100000, max: 10_000_000_000, unit: 'rupees' },
  renovationBudget: { min: 10000, max: 10_000_000_000, unit: 'rupees' },
  // ₹10 crore for one project.
  'projects.cost': { min: 0, max: 100_000_000, unit: 'rupees' },
  // No minimum: a cost of 0 or less (or not a number) leaves the project out.
  'customProjects.cost': { max: 100_000_000, unit: 'rupees' },
} as const

/** A project picked from the catalogue. */
export interface ChosenRenovationProject {
  /** Catalogue id, e.g. `kitchen`; each id at most once. */
  readonly id: RenovationProjectId
  /** What it will cost, rupees, 0 to 10,00,00,000; left out: the catalogue's default cost. */
  readonly cost?: number
}

/** A project the visitor adds by name. */
export interface CustomRenovationProject {
  /** Name shown for the project, any text. */
  readonly name: string
  /** What it will cost, rupees, at most 10,00,00,000; a cost of 0 or less leaves the project out. */
  readonly cost: number
}

/** What you pass to calculateRenovationRoi: customProjects may be left out. Money in rupees. */
export interface RenovationRoiInput {
  /** `residential`, `commercial` or `multifamily`. */
  readonly propertyType: RenovationPropertyType
  /** `urban`, `suburban` or `rural`. */
  readonly location: RenovationLocation
  /** Value of the property today, rupees; 1,00,000 to 10,00,00,00,000 (₹1,000 crore). */
  readonly propertyValue: number
  /** Budget, rupees; 10,000 to ₹1,000 crore (collected by the form, unused in every figure). */
  readonly renovationBudget: number
  /** Catalogue projects chosen. */
  readonly projects: readonly ChosenRenovationProject[]
  /** Projects added by name; default none. */
  readonly customProjects?: readonly CustomRenovationProject[]
}

/** RenovationRoiInput with every default filled in. */
export type CompleteRenovationRoiInput = Required<RenovationRoiInput>

/** Checks a RenovationRoiInput against the bounds of calculators.md section 5. */
export const renovationRoiInputSchema = /* @__PURE__ */ inputSchema<
  RenovationRoiInput,
  CompleteRenovationRoiInput,
  typeof renovationRoiLimits
>(
  'renovation ROI',
  {
    propertyType: choiceField(renovationPropertyTypes),
    location: choiceField(renovationLocations),
    propertyValue: numberField(renovationRoiLimits.propertyValue),
    renovationBudget: numberField(renovationRoiLimits.renovationBudget),
    projects: listField(
      objectField<ChosenRenovationProject>({
        id: choiceField(renovationProjectIds),
        cost: optional(numberField(renovationRoiLimits['projects.cost'])),
      }),
    ),
    customProjects: withDefault(
      listField(
        objectField<CustomRenovationProject>({
          name: textField(),
          cost: anyNumberField(renovationRoiLimits['customProjects.cost']),
        }),
      ),
      [],
    ),
  },
  renovationRoiLimits,
  [
    {
      reads: ['projects'],
      check: ({ projects }, report) => {
        projects.forEach((project, index) => {
          if (projects.findIndex((other) => other.id === project.id) < index)
            report(['projects', index, 'id'], `projects lists ${project.id} more than once`)
        })
      },
    },
  ],
)

const customKey = /^custom\.(\d+)\.(?:name|cost)$/

/**
 * Turns the raw strings of the renovation form into input. `projects` holds catalogue ids separated
 * by commas (unknown and repeated ids are dropped), `cost.<id>` an optional cost of that project,
 * `custom.<n>.name` and `custom.<n>.cost` the custom projects in the order of `n`. Blank or
 * non-numeric: propertyType residential, location urban, values 0 (which calculateRenovationRoi
 * then rejects), project cost the catalogue default, custom cost 0 (the project is then ignored).
 *
 * @example
 * parseRenovationRoiForm({ propertyValue: '5000000', renovationBudget: '50000',
 *   projects: 'kitchen,hvac', 'cost.kitchen': '30000', 'custom.0.name': 'Gate', 'custom.0.cost': '9000' })
 * // { propertyType: 'residential', location: 'urban', propertyValue: 5000000, renovationBudget: 50000,
 * //   projects: [{ id: 'kitchen', cost: 30000 }, { id: 'hvac' }], customProjects: [{ name: 'Gate', cost: 9000 }] }
 */
export function parseRenovationRoiForm(values: FormValues): CompleteRenovationRoiInput {
  return {
    propertyType: readChoice(values, 'propertyType', renovationPropertyTypes, 'residential'),
    location: readChoice(values, 'location', renovationLocations, 'urban'),
    propertyValue: readNumber(values, 'propertyValue'),
    renovationBudget: readNumber(values, 'renovationBudget'),
    projects: readChosenProjects(values),
    customProjects: readCustomProjects(values),
  }
}

function readChosenProjects(values: FormValues): { id: RenovationProjectId; cost?: number }[] {
  const ids: RenovationProjectId[] = []
  for (const raw of (values.projects ?? '').split(',')) {
    const id = renovationProjectIds.find((known) => known === raw.trim())
    if (id && !ids.includes(id)) ids.push(id)
  }
  return ids.map((id) => {
    const cost = readOptionalNumber(values, `cost.${id}`)
    return cost === undefined ? { id } : { id, cost }
  })
}

function readCustomProjects(values: FormValues): { name: string; cost: number }[] {
  const indexes = new Set<number>()
  for (const key of Object.keys(values)) {
    const match = customKey.exec(key)
    if (match?.[1] !== undefined) indexes.add(Number(match[1]))
  }
  return [...indexes]
    .sort((a, b) => a - b)
    .map((index) => ({
      name: values[`custom.${index}.name`]?.trim() ?? '',
      cost: readNumber(values, `custom.${index}.cost`),
    }))
}
