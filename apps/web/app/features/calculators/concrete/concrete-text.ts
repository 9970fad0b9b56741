import type { ConcreteDimension, ConcreteShape } from '@nirman/calc-engine'
import type { Figure } from '../result-list'
import type { StrengthSystem } from './strength-system'

// The Concrete calculator's words (calculators.md, Concrete); its Hindi:
// ./concrete-hindi.ts.

export const concreteText = {
  fields: {
    shape: 'Shape',
    wastage: 'Wastage',
    strength: 'Concrete strength',
    strengthSystem: 'Give the strength',
    grade: 'Concrete grade',
  },
  strengthSystems: {
    psi: 'As PSI (US)',
    grade: 'As an Indian grade (M15, M20, M25)',
  } satisfies Record<StrengthSystem, string>,
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
  /** A grade and its nominal mix: 'M20', '1:1.5:3'. */
  gradeOption: (grade: string, mix: string) => `${grade} (mix ${mix})`,
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
  /** The figures of a grade: metric, cement in 50 kg bags, as builders in Bihar order them. */
  gradeResults: {
    aggregate: 'Aggregate (gitti)',
    siteMixCost: 'Materials to mix on site',
    cementCost: 'Cost of cement',
    sandCost: 'Cost of sand',
    aggregateCost: 'Cost of aggregate',
    readyMixCost: 'Or ready-mixed concrete',
  },
  siteMixNote:
    'The cement, sand and gitti bought and delivered to the site; labour, water and mixing are not included. Ready-mixed concrete is priced by the cu yd.',
  cementBags: (bags: string) => `${bags} bags (1 cu ft each)`,
  cementBags50Kg: (bags: Figure, kg: string) =>
    `${bags.text} ${bags.value === 1 ? 'bag' : 'bags'} of 50 kg (${kg} kg)`,
  litres: (litres: string) => `${litres} litres`,
  water: (gallons: string) => `${gallons} US gallons`,
  trucks: (trucks: Figure) => `${trucks.text} ${trucks.value === 1 ? 'truck' : 'trucks'}`,
  summary: {
    toOrder: (cubicYards: string, cubicMetres: string) =>
      `Concrete to order: ${cubicYards} cu yd (${cubicMetres} m³)`,
    cement: (bags: string) => `Cement: ${bags} bags`,
    trucks: (trucks: string) => `Ready-mix trucks: ${trucks}`,
    cost: (cost: Figure) => `Estimated cost: ${cost.text}`,
    /** With a grade: '7.65', '10', 'M20', '1:1.5:3'. */
    gradeToOrder: (cubicMetres: string, cubicYards: string, grade: string, mix: string) =>
      `Concrete to order: ${cubicMetres} m³ (${cubicYards} cu yd) of ${grade} (mix ${mix})`,
    gradeMaterials: (bags: string, sand: string, aggregate: string) =>
      `Cement: ${bags} bags of 50 kg, sand ${sand} m³, aggregate ${aggregate} m³`,
    siteMixCost: (cost: Figure) => `Materials to mix on site: ${cost.text}`,
    readyMix: (trucks: Figure, cost: Figure) =>
      `Or ready-mixed: ${trucks.text} ${trucks.value === 1 ? 'truck' : 'trucks'}, ${cost.text}`,
  },
}

export type ConcreteText = typeof concreteText
