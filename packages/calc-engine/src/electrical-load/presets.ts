import { deepFreeze } from '../internal/rates'
import type { ElectricalPropertyType } from './rates'

/** One line of the load list: `quantity` appliances of `watts` each, on `hoursPerDay` a day. */
export interface ElectricalLoadItem {
  /** Stable key of the line (presets: e.g. `residential-led-lights`; custom: the time it was added). */
  readonly id: string
  readonly name: string
  /** Rated power of one appliance, watts. */
  readonly watts: number
  /** Number of such appliances, whole number. */
  readonly quantity: number
  /** Hours each appliance runs per day, hours (0-24). */
  readonly hoursPerDay: number
}

/** The nine typical loads per property type that the load list starts with (calculator-formulas.md §8). */
export const electricalPresets: Readonly<
  Record<ElectricalPropertyType, readonly ElectricalLoadItem[]>
> = /* @__PURE__ */ deepFreeze({
  residential: [
    { id: 'residential-led-lights', name: 'LED Lights', watts: 10, quantity: 12, hoursPerDay: 6 },
    { id: 'residential-ceiling-fan', name: 'Ceiling Fan', watts: 75, quantity: 4, hoursPerDay: 10 },
    {
      id: 'residential-refrigerator',
      name: 'Refrigerator',
      watts: 700,
      quantity: 1,
      hoursPerDay: 24,
    },
    {
      id: 'residential-air-conditioner',
      name: 'Air Conditioner (1 ton)',
      watts: 1200,
      quantity: 2,
      hoursPerDay: 8,
    },
    {
      id: 'residential-television',
      name: 'Television (LED)',
      watts: 100,
      quantity: 1,
      hoursPerDay: 6,
    },
    {
      id: 'residential-washing-machine',
      name: 'Washing Machine',
      watts: 500,
      quantity: 1,
      hoursPerDay: 1,
    },
    {
      id: 'residential-water-heater',
      name: 'Water Heater',
      watts: 2000,
      quantity: 1,
      hoursPerDay: 1,
    },
    {
      id: 'residential-microwave-oven',
      name: 'Microwave Oven',
      watts: 1200,
      quantity: 1,
      hoursPerDay: 0.5,
    },
    { id: 'residential-water-pump', name: 'Water Pump', watts: 750, quantity: 1, hoursPerDay: 2 },
  ],
  commercial: [
    { id: 'commercial-led-lights', name: 'LED Lights', watts: 10, quantity: 30, hoursPerDay: 10 },
    { id: 'commercial-ceiling-fan', name: 'Ceiling Fan', watts: 75, quantity: 10, hoursPerDay: 10 },
    {
      id: 'commercial-air-conditioner',
      name: 'Air Conditioner (2 ton)',
      watts: 2400,
      quantity: 4,
      hoursPerDay: 10,
    },
    {
      id: 'commercial-desktop-computer',
      name: 'Desktop Computer',
      watts: 200,
      quantity: 8,
      hoursPerDay: 8,
    },
    {
      id: 'commercial-server-networking',
      name: 'Server & Networking',
      watts: 500,
      quantity: 1,
      hoursPerDay: 24,
    },
    {
      id: 'commercial-printer-copier',
      name: 'Printer/Copier',
      watts: 1000,
      quantity: 2,
      hoursPerDay: 2,
    },
    {
      id: 'commercial-water-dispenser',
      name: 'Water Dispenser',
      watts: 100,
      quantity: 2,
      hoursPerDay: 10,
    },
    {
      id: 'commercial-refrigerator',
      name: 'Commercial Refrigerator',
      watts: 1200,
      quantity: 1,
      hoursPerDay: 24,
    },
    { id: 'commercial-elevator', name: 'Elevator', watts: 5000, quantity: 1, hoursPerDay: 4 },
  ],
  industrial: [
    {
      id: 'industrial-lighting',
      name: 'Industrial Lighting',
      watts: 400,
      quantity: 20,
      hoursPerDay: 12,
    },
    {
      id: 'industrial-hvac-system',
      name: 'HVAC System',
      watts: 10_000,
      quantity: 1,
      hoursPerDay: 10,
    },
    {
      id: 'industrial-production-machines',
      name: 'Production Machines',
      watts: 5000,
      quantity: 4,
      hoursPerDay: 8,
    },
    {
      id: 'industrial-conveyor-belt',
      name: 'Conveyor Belt',
      watts: 2000,
      quantity: 2,
      hoursPerDay: 8,
    },
    {
      id: 'industrial-air-compressor',
      name: 'Air Compressor',
      watts: 3000,
      quantity: 1,
      hoursPerDay: 6,
    },
    { id: 'industrial-water-pump', name: 'Water Pump', watts: 1500, quantity: 2, hoursPerDay: 4 },
    {
      id: 'industrial-welding-machine',
      name: 'Welding Machine',
      watts: 7000,
      quantity: 1,
      hoursPerDay: 3,
    },
    {
      id: 'industrial-office-equipment',
      name: 'Office Equipment',
      watts: 3000,
      quantity: 1,
      hoursPerDay: 8,
    },
    {
      id: 'industrial-security-system',
      name: 'Security System',
      watts: 500,
      quantity: 1,
      hoursPerDay: 24,
    },
  ],
})

/** What a visitor types to add a custom load; quantity and hours start at 1 (calculators.md §4). */
export interface NewElectricalItem {
  readonly name: string
  /** Rated power of one appliance, watts. */
  readonly watts: number
  /** Number of appliances, 1 when left out. */
  readonly quantity?: number
  /** Hours per day, 1 when left out. */
  readonly hoursPerDay?: number
}

/**
 * Makes a custom load line. Pure when `id` is given; otherwise the id is the current time in
 * milliseconds, as on the company's site (calculators.md §3).
 *
 * @param item - name and watts, optionally quantity and hours per day
 * @param id - key of the line, `String(Date.now())` when left out
 * @returns a load line ready for `calculateElectricalLoad` (not validated here)
 * @example
 * createElectricalItem({ name: 'Geyser', watts: 3000 }, 'geyser')
 * // { id: 'geyser', name: 'Geyser', watts: 3000, quantity: 1, hoursPerDay: 1 }
 */
export function createElectricalItem(
  item: NewElectricalItem,
  id: string = String(Date.now()),
): ElectricalLoadItem {
  return {
    id,
    name: item.name,
    watts: item.watts,
    quantity: item.quantity ?? 1,
    hoursPerDay: item.hoursPerDay ?? 1,
  }
}
