import {
  formatINR,
  type PlumbingBuildingType,
  type PlumbingHeaterType,
  type PlumbingPipeType,
} from '@nirman/calc-engine'
import { formatNumber } from '../result-list'

// The Plumbing calculator's words (calculator-formulas.md section 9); its Hindi:
// app/content/hi/calculator-plumbing.ts. Pipe runs, fixtures and pump advice are the engine's.

const litres = (value: number) => `${formatNumber(value, 0)} L`

const pipeTypes: Record<PlumbingPipeType, string> = {
  upvc: 'uPVC',
  cpvc: 'CPVC',
  copper: 'Copper',
}

export const plumbingText = {
  fields: {
    buildingType: 'Building type',
    floors: 'Floors',
    bathrooms: 'Bathrooms',
    kitchens: 'Kitchens',
    pipe: 'Supply pipe',
    pipeHint: 'Drain and vent pipes are always uPVC.',
    heater: 'Water heater',
    fixtures: 'Fixture points',
    fixturesHint: 'Optional. Left blank: 4 per bathroom and 2 per kitchen.',
    storage: 'Water storage',
    storageHint: 'Optional. Left blank: sized for the people the building serves.',
  },
  buildingTypes: {
    residential: 'Residential',
    commercial: 'Commercial',
    industrial: 'Industrial',
  } satisfies Record<PlumbingBuildingType, string>,
  pipeTypes,
  heaters: {
    storage: 'Storage geyser',
    instant: 'Instant geyser',
    solar: 'Solar water heater',
    none: 'None',
  } satisfies Record<PlumbingHeaterType, string>,
  results: {
    cost: 'Estimated plumbing cost',
    pipes: 'Pipes',
    fixtures: 'Fixtures and fittings',
    storage: (people: number) => `Water storage for ${people} people`,
    labour: 'Labour (40%)',
    heater: 'Water heater',
    fixturePoints: 'Fixture points',
    pump: 'Pump',
  },
  noHeater: 'None',
  tables: {
    supplyPipes: 'Supply pipes',
    drainPipes: 'Drain and vent pipes',
    run: 'Run',
    length: 'Length',
    cost: 'Cost',
    fixtures: 'Fixtures and fittings',
    item: 'Item',
    quantity: 'Quantity',
    pipe: (inches: number, pipeType: PlumbingPipeType, rupeesPerFoot: number) =>
      `${formatNumber(inches)} in ${pipeTypes[pipeType]}, ${formatINR(rupeesPerFoot)}/ft`,
    runLength: (runs: number, feet: number) =>
      runs === 1 ? `${formatNumber(feet)} ft` : `${runs} × ${formatNumber(feet)} ft`,
    each: (rupees: number) => `${formatINR(rupees)} each`,
  },
  summary: {
    cost: (rupees: number) => `Estimated plumbing cost: ${formatINR(rupees)}`,
    parts: (pipes: number, fixtures: number, storage: number, labour: number) =>
      `Pipes ${formatINR(pipes)}, fixtures ${formatINR(fixtures)}, storage ${formatINR(storage)}, labour ${formatINR(labour)}`,
    storage: (storageLitres: number, heaterLitres: number) =>
      `Water storage: ${litres(storageLitres)}; water heater: ${heaterLitres > 0 ? litres(heaterLitres) : 'none'}`,
    pump: (advice: string) => `Pump: ${advice}`,
  },
}

export type PlumbingText = typeof plumbingText
