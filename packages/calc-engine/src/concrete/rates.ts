import { deepFreeze } from '../internal/rates'
export const concreteShapes = /* @__PURE__ */ deepFreeze([
  'rectangular',
  'slab',
  'cylindrical',
  'circular',
] as const)
export type ConcreteShape = (typeof concreteShapes)[number]

/** Compressive strength grades, PSI. */
export const concreteStrengths = /* @__PURE__ */ deepFreeze([3000, 3500, 4000, 4500] as const)
export type ConcreteStrength = (typeof concreteStrengths)[number]

/** Every dimension field of the input; which ones a shape needs is in concreteShapeDimensions. */
export const concreteDimensions = /* @__PURE__ */ deepFreeze([
  'length',
  'width',
  'height',
  'thickness',
  'diameter',
  'radius',
] as const)
export type ConcreteDimension = (typeof concreteDimensions)[number]

/**
 * The dimension fields each shape needs, in the order a form shows them. Thickness is in inches,
 * the others in feet.
 */
export const concreteShapeDimensions: Readonly<
  Record<ConcreteShape, readonly ConcreteDimension[]>
> = /* @__PURE__ */ deepFreeze({
  rectangular: ['length', 'width', 'height'],
  slab: ['length', 'width', 'thickness'],
  cylindrical: ['diameter', 'height'],
  circular: ['radius', 'height'],
})

/** A concrete mix: parts by volume of cement, sand and aggregate, and the water-cement ratio. */
export interface ConcreteMix {
  /** Parts of cement, by volume. */
  readonly cement: number
  /** Parts of sand, by volume. */
  readonly sand: number
  /** Parts of coarse aggregate, by volume. */
  readonly aggregate: number
  /** Water per volume of cement, dimensionless (0.5 is half the cement's volume). */
  readonly waterCementRatio: number
}

/** The constants of the concrete calculator; pass a partial copy to `calculateConcrete` to override. */
export interface ConcreteRates {
  /** Mix for each strength grade. */
  readonly mix: Readonly<Record<ConcreteStrength, ConcreteMix>>
  /** Volume of cement in one bag, cu ft. */
  readonly bagVolumeCubicFeet: number
  /** US gallons of water in one cu ft, gallons per cu ft. */
  readonly gallonsPerCubicFoot: number
  /** Concrete one ready-mix truck carries, cu yd. */
  readonly truckCapacityCubicYards: number
  /** Price of ready-mixed concrete, rupees per cu yd. */
  readonly pricePerCubicYard: number
  /** Cubic metres in one cubic yard, as the formulas page states it, cu m per cu yd. */
  readonly cubicMetresPerCubicYard: number
}

/** calculators.md section 9, Concrete, and calculator-formulas.md section 4. */
export const defaultConcreteRates: ConcreteRates = /* @__PURE__ */ deepFreeze({
  mix: {
    3000: { cement: 1, sand: 2, aggregate: 3, waterCementRatio: 0.5 },
    3500: { cement: 1, sand: 2, aggregate: 3, waterCementRatio: 0.48 },
    4000: { cement: 1, sand: 1.5, aggregate: 3, waterCementRatio: 0.45 },
    4500: { cement: 1, sand: 1.5, aggregate: 3, waterCementRatio: 0.45 },
  },
  bagVolumeCubicFeet: 1,
  gallonsPerCubicFoot: 7.48,
  truckCapacityCubicYards: 10,
  pricePerCubicYard: 6000,
  cubicMetresPerCubicYard: 0.764555,
})
