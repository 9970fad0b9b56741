import { CUSTOM_SOLUTION_REQUIRED, type ElectricalPropertyType } from '@nirman/calc-engine'

// The Electrical Load calculator's words (calculators.md, Electrical); its Hindi:
// ./electrical-hindi.ts. The preset loads' names are the engine's.

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
  monthlyUnits: (kwh: string) => `${kwh} units (kWh)`,
  summary: {
    /** Loads in kW: '8.07', '5.65'. */
    loads: (connectedKw: string, maximumKw: string) =>
      `Connected load: ${connectedKw} kW, maximum demand ${maximumKw} kW`,
    mainSwitch: (size: string) => `Main switch: ${size}`,
    monthly: (kwh: string, bill: string) => `Monthly consumption: ${kwh} units, bill about ${bill}`,
    solar: (kw: string) => `Solar system: ${kw} kW`,
  },
}

export type ElectricalText = typeof electricalText
