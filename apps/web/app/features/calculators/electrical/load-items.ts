import {
  type ElectricalPropertyType,
  electricalPresets,
  electricalPropertyTypes,
} from '@nirman/calc-engine'
import type { CalculatorValues } from '../use-calculator-values'

/** One line of the load list as the form shows it: the text of each of its inputs. */
export interface LoadItemDraft {
  name: string
  watts: string
  quantity: string
  hoursPerDay: string
}

export type LoadItemField = keyof LoadItemDraft

const loadItemFields: readonly LoadItemField[] = ['name', 'watts', 'quantity', 'hoursPerDay']

/** The same pattern parseElectricalLoadForm uses to find the lines: `items.<index>.<field>`. */
const itemKey = /^items\.(0|[1-9]\d*)\./

/**
 * parseElectricalLoadForm reads "no `items.` key at all" as "the presets of the property type", so
 * a list the visitor has emptied says so with this key (it starts with `items.` but names no line).
 */
const emptyListKey = 'items.count'

/** A new line starts at quantity 1 and 1 hour a day (calculators.md section 4). */
export function newLoadItem(name: string, watts: string): LoadItemDraft {
  return { name, watts, quantity: '1', hoursPerDay: '1' }
}

function propertyTypeOf(values: CalculatorValues): ElectricalPropertyType {
  return electricalPropertyTypes.find((type) => type === values.propertyType) ?? 'residential'
}

function hasItemKeys(values: CalculatorValues): boolean {
  return Object.keys(values).some((key) => key.startsWith('items.'))
}

/** A preset's name as the page shows it (the engine names them in English). */
export type PresetName = (english: string) => string

const asItIs: PresetName = (english) => english

/** The presets of a property type as form text, named in the page's language. */
export function presetLoadItems(
  propertyType: ElectricalPropertyType,
  presetName: PresetName = asItIs,
): LoadItemDraft[] {
  return electricalPresets[propertyType].map((item) => ({
    name: presetName(item.name),
    watts: String(item.watts),
    quantity: String(item.quantity),
    hoursPerDay: String(item.hoursPerDay),
  }))
}

/**
 * The load list the form shows: the lines of the values in index order, or, while the visitor
 * has not edited it, the presets of the property type. This is the list parseElectricalLoadForm
 * reads from the same values, so the form always shows what will be calculated (the presets' names
 * in the page's language: a name is never calculated with).
 */
export function readLoadItems(
  values: CalculatorValues,
  presetName: PresetName = asItIs,
): LoadItemDraft[] {
  if (!hasItemKeys(values)) return presetLoadItems(propertyTypeOf(values), presetName)
  const indexes = new Set<number>()
  for (const key of Object.keys(values)) {
    const match = itemKey.exec(key)
    if (match) indexes.add(Number(match[1]))
  }
  return [...indexes]
    .sort((a, b) => a - b)
    .map((index) => {
      // A line of a hand-written link may leave out quantity or hours: the parser counts 1.
      const item = newLoadItem('', '')
      for (const field of loadItemFields) {
        const value = values[`items.${index}.${field}`]
        if (value !== undefined) item[field] = value
      }
      return item
    })
}

function withoutItems(values: CalculatorValues): CalculatorValues {
  return Object.fromEntries(Object.entries(values).filter(([key]) => !key.startsWith('items.')))
}

/** The values with `items` as the whole load list, numbered from 0. */
export function writeLoadItems(
  values: CalculatorValues,
  items: readonly LoadItemDraft[],
): CalculatorValues {
  const next = withoutItems(values)
  if (items.length === 0) next[emptyListKey] = '0'
  items.forEach((item, index) => {
    for (const field of loadItemFields) next[`items.${index}.${field}`] = item[field]
  })
  return next
}

/** The values with the load list back to the presets of their property type. */
export function resetLoadItems(values: CalculatorValues): CalculatorValues {
  return withoutItems(values)
}
