import { type FormValues, readChoice, readNumber } from '../internal/form'
import {
  choiceField,
  inputSchema,
  listField,
  numberField,
  objectField,
  textField,
  withDefault,
} from '../internal/schema'
import { type ElectricalLoadItem, electricalPresets } from './presets'
import {
  type ElectricalPhase,
  type ElectricalPropertyType,
  electricalPhases,
  electricalPropertyTypes,
} from './rates'

/** The bounds of the electrical load calculator's numeric fields (`.limits` of its schema). */
const electricalLoadLimits = {
  // 1,000 kW: above any single machine of a building the company builds (the industrial presets
  // top out at a 10 kW HVAC plant).
  'items.watts': { min: 0, max: 1_000_000, unit: 'W' },
  'items.quantity': { min: 0, max: 10_000, integer: true },
  'items.hoursPerDay': { min: 0, max: 24 },
} as const

/** One line of the load list as you pass it: quantity and hoursPerDay may be left out. */
export interface ElectricalLoadItemInput {
  /** Stable key of the line, any text. */
  readonly id: string
  /** Name shown for the line, any text. */
  readonly name: string
  /** Rated power of one appliance, watts; 0 to 10,00,000. */
  readonly watts: number
  /** Number of such appliances, whole number, 0 to 10,000; default 1. */
  readonly quantity?: number
  /** Hours each appliance runs per day, 0 to 24; default 1. */
  readonly hoursPerDay?: number
}

/** What you pass to calculateElectricalLoad: the property, its supply and its load list. */
export interface ElectricalLoadInput {
  /** `residential`, `commercial` or `industrial`: sets the demand factor. */
  readonly propertyType: ElectricalPropertyType
  /** Supply: `single` phase (230 V) or `three` phase (400 V). */
  readonly phase: ElectricalPhase
  /** The appliances; an issue of an item names it, e.g. `items[3].watts must be at least 0`. */
  readonly items: readonly ElectricalLoadItemInput[]
}

/** ElectricalLoadInput with every item's defaults filled in. */
export interface CompleteElectricalLoadInput {
  readonly propertyType: ElectricalPropertyType
  readonly phase: ElectricalPhase
  readonly items: readonly ElectricalLoadItem[]
}

/** Checks an ElectricalLoadInput against the bounds of calculators.md section 5. */
export const electricalLoadInputSchema = /* @__PURE__ */ inputSchema<
  ElectricalLoadInput,
  CompleteElectricalLoadInput,
  typeof electricalLoadLimits
>(
  'electrical load',
  {
    propertyType: choiceField(electricalPropertyTypes),
    phase: choiceField(electricalPhases),
    items: listField(
      objectField<ElectricalLoadItem>({
        id: textField(),
        name: textField(),
        watts: numberField(electricalLoadLimits['items.watts']),
        quantity: withDefault(numberField(electricalLoadLimits['items.quantity']), 1),
        hoursPerDay: withDefault(numberField(electricalLoadLimits['items.hoursPerDay']), 1),
      }),
    ),
  },
  electricalLoadLimits,
)

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
export function parseElectricalLoadForm(values: FormValues): CompleteElectricalLoadInput {
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
