import {
  CUSTOM_SOLUTION_REQUIRED,
  type ElectricalPropertyType,
  formatINR,
} from '@nirman/calc-engine'
import { formatNumber } from '../result-list'

// The Electrical Load calculator's words (calculators.md, Electrical); its Hindi:
// app/content/hi/calculator-electrical.ts. The preset loads' names are the engine's.

const kilowatts = (watts: number) => `${formatNumber(watts / 1000)} kW`

export const electricalText = {
  fields: {
    propertyType: 'Property type',
    propertyTypeHint: "Changing it replaces the list with that property type's typical loads.",
    supply: 'Supply',
  },
  propertyTypes: {
    residential: 'Residential',
    commercial: 'Commercial',
    industrial: 'Industrial',
  } satisfies Record<ElectricalPropertyType, string>,
  phases: {
    single: 'Single phase (230 V)',
    three: 'Three phase (400 V)',
  },
  loads: {
    legend: 'Electrical loads',
    intro:
      'Typical appliances for the property type. Change the figures to match yours, remove what you do not have and add anything missing.',
    appliance: 'Appliance',
    power: 'Power',
    quantity: 'Quantity',
    hoursPerDay: 'Hours per day',
    /** The name of a line (a group of inputs), `position` counting from 1. */
    line: (position: number, name: string) => `Load ${position}: ${name || 'unnamed'}`,
    remove: (position: number, name: string) => `Remove ${name || `load ${position}`}`,
    empty: 'The list is empty. Add the appliances of the building below.',
    addLegend: 'Add an appliance',
    add: 'Add item',
  },
  results: {
    mainSwitch: 'Recommended main switch',
    connectedLoad: 'Connected load',
    demandFactor: 'Demand factor',
    maximumDemand: 'Maximum demand',
    current: 'Current at maximum demand',
    daily: 'Daily consumption',
    monthly: 'Monthly consumption',
    bill: (rupeesPerUnit: number) => `Monthly bill at ₹${rupeesPerUnit} per unit`,
    solar: 'Solar system to cover it',
  },
  /** The main switch above the largest size (1000 A), word for word as the specification has it. */
  customSolution: CUSTOM_SOLUTION_REQUIRED,
  monthlyUnits: (kwh: number) => `${formatNumber(kwh, 0)} units (kWh)`,
  summary: {
    loads: (connectedWatts: number, maximumWatts: number) =>
      `Connected load: ${kilowatts(connectedWatts)}, maximum demand ${kilowatts(maximumWatts)}`,
    mainSwitch: (size: string) => `Main switch: ${size}`,
    monthly: (kwh: number, bill: number) =>
      `Monthly consumption: ${formatNumber(kwh, 0)} units, bill about ${formatINR(bill)}`,
    solar: (kw: number) => `Solar system: ${formatNumber(kw)} kW`,
  },
}

export type ElectricalText = typeof electricalText
