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

/** A project picked from the catalogue. */
export interface ChosenRenovationProject {
  /** Catalogue id, e.g. `kitchen`; each id at most once. */
  readonly id: RenovationProjectId
  /** What it will cost, rupees, at least 0; left out: the catalogue's default cost. */
  readonly cost?: number
}

/** A project the visitor adds by name. */
export interface CustomRenovationProject {
  /** Name shown for the project, any text. */
  readonly name: string
  /** What it will cost, rupees; a cost of 0 or less leaves the project out. */
  readonly cost: number
}

/** What you pass to calculateRenovationRoi: customProjects may be left out. Money in rupees. */
export interface RenovationRoiInput {
  /** `residential`, `commercial` or `multifamily`. */
  readonly propertyType: RenovationPropertyType
  /** `urban`, `suburban` or `rural`. */
  readonly location: RenovationLocation
  /** Value of the property today, rupees; at least 1,00,000. */
  readonly propertyValue: number
  /** Budget, rupees; at least 10,000 (collected by the form, unused in every figure). */
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
  CompleteRenovationRoiInput
>(
  'renovation ROI',
  {
    propertyType: choiceField(renovationPropertyTypes),
    location: choiceField(renovationLocations),
    propertyValue: numberField({ min: 100000 }),
    renovationBudget: numberField({ min: 10000 }),
    projects: listField(
      objectField<ChosenRenovationProject>({
        id: choiceField(renovationProjectIds),
        cost: optional(numberField({ min: 0 })),
      }),
    ),
    customProjects: withDefault(
      listField(
        objectField<CustomRenovationProject>({ name: textField(), cost: anyNumberField() }),
      ),
      [],
    ),
  },
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
