import { deepFreeze } from '../internal/rates'
export const concreteShapes = /* @__PURE__ */ deepFreeze([
  'rectangular',
  'slab',
  'cylindrical',
  'circular',
] as const)
export type ConcreteShape = (typeof concreteShapes)[number]

/**
 * Indian concrete grades (IS 456:2000): M15, M20 and M25, the characteristic strength in N/mm².
 * Given as `grade`, one takes the place of the PSI strength.
 */
export const concreteGrades = /* @__PURE__ */ deepFreeze(['M15', 'M20', 'M25'] as const)
export type ConcreteGrade = (typeof concreteGrades)[number]

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

/**
 * The constants of the metric figures (cubic metres, 50 kg bags, litres) and of the Indian grades,
 * kept apart from {@link ConcreteRates} so that the specification's table stays as it is. Overrides
 * of both go in the same `rates` option of `calculateConcrete`.
 */
export interface ConcreteMetricRates {
  /** Nominal mix of each Indian grade: parts by volume and water-cement ratio. */
  readonly gradeMix: Readonly<Record<ConcreteGrade, ConcreteMix>>
  /**
   * Dry volume of cement, sand and aggregate per volume of wet concrete, no unit: the dry materials
   * shrink by about a third once mixed with water and compacted.
   */
  readonly dryVolumeFactor: number
  /** Bulk density of cement, kg per m³. */
  readonly cementDensityKgPerCubicMetre: number
  /** Cement in one bag, kg. */
  readonly cementBagKg: number
}

/**
 * The Indian practice of working out concrete by the dry volume method: IS 456:2000 nominal mixes,
 * dry volume factor 1.54, cement at 1,440 kg per m³ in bags of 50 kg (so one bag holds
 * 50 ÷ 1,440 = 0.0347 m³).
 *
 * Mixes: M15 1:2:4 and M20 1:1.5:3 are the nominal mixes of IS 456; M25 is mixed 1:1:2 on sites
 * that do not design the mix (IS 456 asks for a design mix above M20: a planning figure). Water-
 * cement ratios: 0.55, 0.50 and 0.45, the maxima of IS 456 Table 5 for reinforced concrete in mild,
 * moderate and severe exposure, which each grade usually serves.
 */
export const defaultConcreteMetricRates: ConcreteMetricRates = /* @__PURE__ */ deepFreeze({
  gradeMix: {
    M15: { cement: 1, sand: 2, aggregate: 4, waterCementRatio: 0.55 },
    M20: { cement: 1, sand: 1.5, aggregate: 3, waterCementRatio: 0.5 },
    M25: { cement: 1, sand: 1, aggregate: 2, waterCementRatio: 0.45 },
  },
  dryVolumeFactor: 1.54,
  cementDensityKgPerCubicMetre: 1440,
  cementBagKg: 50,
})

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
