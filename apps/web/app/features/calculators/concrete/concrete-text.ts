import {
  type ConcreteDimension,
  type ConcreteShape,
  type ConcreteStrength,
  defaultConcreteRates,
  formatINR,
} from '@nirman/calc-engine'
import { formatNumber } from '../result-list'

// The Concrete calculator's words (calculators.md, Concrete); its Hindi:
// app/content/hi/calculator-concrete.ts.

const cubicYards = (value: number) => `${formatNumber(value)} cu yd`

export const concreteText = {
  fields: {
    shape: 'Shape',
    wastage: 'Wastage',
    strength: 'Concrete strength',
  },
  shapes: {
    rectangular: 'Rectangular (footing, beam, wall)',
    slab: 'Slab',
    cylindrical: 'Cylindrical column',
    circular: 'Circular slab or footing',
  } satisfies Record<ConcreteShape, string>,
  dimensions: {
    length: 'Length',
    width: 'Width',
    height: 'Height or depth',
    thickness: 'Thickness',
    diameter: 'Diameter',
    radius: 'Radius',
  } satisfies Record<ConcreteDimension, string>,
  feet: 'ft',
  inches: 'in',
  strengthOption: (psi: ConcreteStrength) => {
    const { cement, sand, aggregate } = defaultConcreteRates.mix[psi]
    return `${formatNumber(psi, 0)} PSI (mix ${cement}:${sand}:${aggregate})`
  },
  results: {
    toOrder: 'Concrete to order (wastage included)',
    shapeVolume: 'Volume of the shape',
    cement: 'Cement',
    cementVolume: 'Cement volume',
    sand: 'Sand',
    aggregate: 'Aggregate',
    water: 'Water',
    trucks: 'Ready-mix trucks (10 cu yd each)',
    cost: 'Estimated cost',
  },
  cementBags: (bags: number) => `${formatNumber(bags, 0)} bags (1 cu ft each)`,
  water: (gallons: number) => `${formatNumber(gallons, 1)} US gallons`,
  trucks: (trucks: number) => `${formatNumber(trucks, 0)} ${trucks === 1 ? 'truck' : 'trucks'}`,
  summary: {
    toOrder: (cubicYardsToOrder: number, cubicMetres: number) =>
      `Concrete to order: ${cubicYards(cubicYardsToOrder)} (${formatNumber(cubicMetres)} m³)`,
    cement: (bags: number) => `Cement: ${formatNumber(bags, 0)} bags`,
    trucks: (trucks: number) => `Ready-mix trucks: ${formatNumber(trucks, 0)}`,
    cost: (rupees: number) => `Estimated cost: ${formatINR(rupees)}`,
  },
}

export type ConcreteText = typeof concreteText
