import {
  type RenovationProject,
  type RenovationProjectId,
  renovationProjects,
} from '@nirman/calc-engine'
import type { RateCard } from '@nirman/contract/site-settings'
import { rateInUse } from '../card-rates'
import type { CalculatorValues } from '../use-calculator-values'

// The keys parseRenovationRoiForm reads: `projects` (catalogue ids separated by commas),
// `cost.<id>` (a chosen project's cost) and `custom.<n>.name` / `custom.<n>.cost`.

/** The catalogue projects chosen in the values, in catalogue order. */
export function chosenProjects(values: CalculatorValues): RenovationProjectId[] {
  const listed = (values.projects ?? '').split(',').map((id) => id.trim())
  return renovationProjects.map((project) => project.id).filter((id) => listed.includes(id))
}

/**
 * What a catalogue project costs until the visitor says otherwise: the owner's rate card's
 * figure (`rates`, its part of the card), or the engine's default.
 */
export function startingCost(project: RenovationProject, rates: RateCard['renovationRoi']): number {
  return rateInUse(
    rates,
    ({ projects }) =>
      Array.isArray(projects)
        ? projects.find((listed) => listed?.id === project.id)?.defaultCost
        : undefined,
    project.defaultCost,
  )
}

/**
 * The values with a catalogue project chosen or not. A project chosen starts at `cost` (its
 * `startingCost`), which the visitor can change; one left out loses its cost, so the URL stays
 * short.
 */
export function chooseProject(
  values: CalculatorValues,
  id: RenovationProjectId,
  chosen: boolean,
  cost: number,
): CalculatorValues {
  const ids = chosenProjects(values).filter((other) => other !== id)
  if (chosen) ids.push(id)
  const next: CalculatorValues = {
    ...values,
    projects: chosenProjects({ projects: ids.join(',') }).join(','),
  }
  const costKey = `cost.${id}`
  if (!chosen) delete next[costKey]
  else if (next[costKey] === undefined) next[costKey] = String(cost)
  return next
}

/** A project the visitor names, as the form shows it. */
export interface CustomProjectDraft {
  name: string
  cost: string
}

const customKey = /^custom\.(\d+)\.(name|cost)$/

/** The custom projects of the values, in the order of their number. */
export function readCustomProjects(values: CalculatorValues): CustomProjectDraft[] {
  const rows = new Map<number, CustomProjectDraft>()
  for (const [key, value] of Object.entries(values)) {
    const match = customKey.exec(key)
    if (!match) continue
    const index = Number(match[1])
    const row = rows.get(index) ?? { name: '', cost: '' }
    row[match[2] === 'name' ? 'name' : 'cost'] = value
    rows.set(index, row)
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row)
}

/** The values with `rows` as the custom projects, numbered from 0. */
export function writeCustomProjects(
  values: CalculatorValues,
  rows: readonly CustomProjectDraft[],
): CalculatorValues {
  const next = Object.fromEntries(Object.entries(values).filter(([key]) => !customKey.test(key)))
  rows.forEach((row, index) => {
    next[`custom.${index}.name`] = row.name
    next[`custom.${index}.cost`] = row.cost
  })
  return next
}
