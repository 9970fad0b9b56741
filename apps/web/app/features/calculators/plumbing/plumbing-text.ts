import type {
  PlumbingBuildingType,
  PlumbingHeaterType,
  PlumbingPipeType,
} from '@nirman/calc-engine'
import type { Figure } from '../result-list'

// The Plumbing calculator's words (calculator-formulas.md section 9); its Hindi:
// ./plumbing-hindi.ts. Pipe runs, fixtures and pump advice are the engine's.

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
    pipe: (inches: string, pipeType: PlumbingPipeType, rupeesPerFoot: string) =>
      `${inches} in ${pipeTypes[pipeType]}, ${rupeesPerFoot}/ft`,
    runLength: (runs: number, feet: string) => (runs === 1 ? `${feet} ft` : `${runs} × ${feet} ft`),
    each: (price: string) => `${price} each`,
  },
  summary: {
    cost: (cost: Figure) => `Estimated plumbing cost: ${cost.text}`,
    parts: (pipes: string, fixtures: string, storage: string, labour: string) =>
      `Pipes ${pipes}, fixtures ${fixtures}, storage ${storage}, labour ${labour}`,
    /** Litres: '400 L'; a heater of none is undefined. */
    storage: (storage: string, heater: string | undefined) =>
      `Water storage: ${storage}; water heater: ${heater ?? 'none'}`,
    pump: (advice: string) => `Pump: ${advice}`,
  },
}

export type PlumbingText = typeof plumbingText
