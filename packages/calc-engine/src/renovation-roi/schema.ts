import { z } from 'zod'
import { type FormValues, readChoice, readNumber, readOptionalNumber } from '../internal/form'
import { choiceField, numberField } from '../internal/schema'
import {
  type RenovationProjectId,
  renovationLocations,
  renovationProjectIds,
  renovationPropertyTypes,
} from './rates'

const chosenProjectSchema = z.object({
  id: choiceField('project id', renovationProjectIds),
  /** Rupees; left out, the catalogue's default cost. */
  cost: numberField('project cost', { min: 0 }).optional(),
})

// The specification ignores a custom project with a blank name or a cost that is not a number
// above 0 rather than refusing it, so any string and any number (NaN included) pass here.
const customProjectSchema = z.object({
  name: z.string({
    error: (issue) =>
      issue.input === undefined
        ? 'custom project name is required'
        : 'custom project name must be text',
  }),
  cost: z.custom<number>((value) => typeof value === 'number', {
    error: (issue) =>
      issue.input === undefined
        ? 'custom project cost is required'
        : 'custom project cost must be a number',
  }),
})

function listError(name: string) {
  return {
    error: (issue: { readonly input: unknown }) =>
      issue.input === undefined ? `${name} is required` : `${name} must be a list`,
  }
}

/** Input of calculateRenovationRoi, with the bounds of calculators.md section 5. Money in rupees. */
export const renovationRoiInputSchema = z.object({
  propertyType: choiceField('propertyType', renovationPropertyTypes),
  location: choiceField('location', renovationLocations),
  propertyValue: numberField('propertyValue', { min: 100000 }),
  /** Collected by the form but unused in every figure (calculators.md section 5). */
  renovationBudget: numberField('renovationBudget', { min: 10000 }),
  projects: z.array(chosenProjectSchema, listError('projects')).superRefine((projects, ctx) => {
    projects.forEach((project, index) => {
      if (projects.findIndex((other) => other.id === project.id) < index) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'id'],
          message: `projects lists ${project.id} more than once`,
        })
      }
    })
  }),
  customProjects: z.array(customProjectSchema, listError('customProjects')).default([]),
})

/** What you pass to calculateRenovationRoi: customProjects may be left out. */
export type RenovationRoiInput = z.input<typeof renovationRoiInputSchema>

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
export function parseRenovationRoiForm(
  values: FormValues,
): z.output<typeof renovationRoiInputSchema> {
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
