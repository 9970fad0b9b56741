import type { ConcreteDimension, ConcreteShape } from '@nirman/calc-engine'
import type { Figure } from '../result-list'

// The Concrete calculator's words (calculators.md, Concrete); its Hindi:
// ./concrete-hindi.ts.

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
  /** A strength and its mix: '3,000', '1:2:3'. */
  strengthOption: (psi: string, mix: string) => `${psi} PSI (mix ${mix})`,
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
  cementBags: (bags: string) => `${bags} bags (1 cu ft each)`,
  water: (gallons: string) => `${gallons} US gallons`,
  trucks: (trucks: Figure) => `${trucks.text} ${trucks.value === 1 ? 'truck' : 'trucks'}`,
  summary: {
    toOrder: (cubicYards: string, cubicMetres: string) =>
      `Concrete to order: ${cubicYards} cu yd (${cubicMetres} m³)`,
    cement: (bags: string) => `Cement: ${bags} bags`,
    trucks: (trucks: string) => `Ready-mix trucks: ${trucks}`,
    cost: (cost: Figure) => `Estimated cost: ${cost.text}`,
  },
}

export type ConcreteText = typeof concreteText
