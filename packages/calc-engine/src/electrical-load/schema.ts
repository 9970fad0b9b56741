import { z } from 'zod'
import { type FormValues, readChoice, readNumber } from '../internal/form'
import { choiceField, numberField } from '../internal/schema'
import { electricalPresets } from './presets'
import { electricalPhases, electricalPropertyTypes } from './rates'

function textField(name: string) {
  return z.string({
    error: (issue) => (issue.input === undefined ? `${name} is required` : `${name} must be text`),
  })
}

const electricalLoadItemSchema = z.object({
  id: textField('id'),
  name: textField('name'),
  watts: numberField('watts', { min: 0 }),
  quantity: numberField('quantity', { min: 0, integer: true }).default(1),
  // calculators.md §5 "step 0.5" is the form's spinner step, not a bound: 0.25 h is a real usage.
  hoursPerDay: numberField('hoursPerDay', { min: 0, max: 24 }).default(1),
})

/**
 * Input of calculateElectricalLoad, with the bounds of calculators.md section 5. An issue of an
 * item carries its path, e.g. `items.2.watts`, and the message names the field.
 */
export const electricalLoadInputSchema = z.object({
  propertyType: choiceField('propertyType', electricalPropertyTypes),
  phase: choiceField('phase', electricalPhases),
  items: z
    .array(electricalLoadItemSchema, {
      error: (issue) => (issue.input === undefined ? 'items is required' : 'items must be a list'),
    })
    .readonly(),
})

/** What you pass to calculateElectricalLoad: an item's quantity and hoursPerDay default to 1. */
export type ElectricalLoadInput = z.input<typeof electricalLoadInputSchema>

const ITEM_KEY = /^items\.(0|[1-9]\d*)\./

/**
 * Turns the raw strings of the electrical form into input. Items are keyed
 * `items.<index>.<field>` (id, name, watts, quantity, hoursPerDay) and kept in index order; with no
 * `items.` key at all the list is the presets of the property type. Blank or non-numeric:
 * propertyType residential, phase single, watts 0, quantity 1, hoursPerDay 1, id `item-<index>`.
 *
 * @example
 * parseElectricalLoadForm({ phase: 'three', 'items.0.name': 'Pump', 'items.0.watts': '750' })
 * // { propertyType: 'residential', phase: 'three',
 * //   items: [{ id: 'item-0', name: 'Pump', watts: 750, quantity: 1, hoursPerDay: 1 }] }
 */
export function parseElectricalLoadForm(
  values: FormValues,
): z.output<typeof electricalLoadInputSchema> {
  const propertyType = readChoice(values, 'propertyType', electricalPropertyTypes, 'residential')
  const phase = readChoice(values, 'phase', electricalPhases, 'single')

  let hasItemKey = false
  const indices = new Set<number>()
  for (const key of Object.keys(values)) {
    if (!key.startsWith('items.')) continue
    hasItemKey = true
    const match = ITEM_KEY.exec(key)
    if (match) indices.add(Number(match[1]))
  }
  if (!hasItemKey) {
    // Copies, so a caller editing the list cannot change the shared presets.
    return {
      propertyType,
      phase,
      items: electricalPresets[propertyType].map((item) => ({ ...item })),
    }
  }

  const items = [...indices]
    .sort((a, b) => a - b)
    .map((index) => {
      const prefix = `items.${index}.`
      return {
        id: values[`${prefix}id`]?.trim() || `item-${index}`,
        name: values[`${prefix}name`]?.trim() ?? '',
        watts: readNumber(values, `${prefix}watts`),
        quantity: readNumber(values, `${prefix}quantity`, 1),
        hoursPerDay: readNumber(values, `${prefix}hoursPerDay`, 1),
      }
    })
  return { propertyType, phase, items }
}
