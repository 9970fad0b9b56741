import type { Explanation, ExplanationStep } from '../explanation/explanation'
import { dryVolumeQuantities } from '../internal/dry-volume'
import { num, rupees, step } from '../internal/explain'
import { type CalculateOptions, resolveRates } from '../internal/rates'
import { roundUp } from '../internal/rounding'
import { type AllConcreteRates, allDefaultConcreteRates } from './price-rates'
import { type ConcreteMix, concreteShapeDimensions } from './rates'
import { type CompleteConcreteInput, type ConcreteInput, concreteInputSchema } from './schema'
import { type ConcreteStepId, concreteStepWordings as words } from './steps'

const INCHES_PER_FOOT = 12
const CUBIC_FEET_PER_CUBIC_YARD = 27

export interface ConcreteResult {
  /** Volume of the shape, cu yd. */
  readonly volume: number
  /** Volume with the wastage allowance, cu yd: the concrete to order. */
  readonly volumeWithWastage: number
  /** volumeWithWastage in cubic metres, cu m. */
  readonly volumeCubicMetres: number
  /** Cement in the mix, cu yd. */
  readonly cementCubicYards: number
  /** Sand in the mix, cu yd. */
  readonly sandCubicYards: number
  /** Coarse aggregate in the mix, cu yd. */
  readonly aggregateCubicYards: number
  /** Bags of cement (1 cu ft each), whole bags. */
  readonly cementBags: number
  /** Water for the cement, US gallons (not rounded). */
  readonly waterGallons: number
  /** Ready-mix truck loads (10 cu yd each), whole trucks. */
  readonly trucks: number
  /** Price of the concrete, rupees (not rounded). */
  readonly cost: number
  /** Dry volume of the materials (Indian dry volume method): volumeCubicMetres × 1.54, cu m. */
  readonly dryVolumeCubicMetres: number
  /** Cement by weight (dry volume method), kg (not rounded). */
  readonly cementKg: number
  /** Bags of 50 kg of cement (Indian practice), whole bags. */
  readonly cementBags50Kg: number
  /** Sand (dry volume method), cu m. */
  readonly sandCubicMetres: number
  /** Coarse aggregate (dry volume method), cu m. */
  readonly aggregateCubicMetres: number
  /** Water for cementKg at the mix's water-cement ratio, litres (not rounded). */
  readonly waterLitres: number
  /** How each figure was worked out; only with `{ explain: true }`. */
  readonly explanation?: Explanation<ConcreteStepId>
}

/**
 * Concrete for a rectangular block, a slab, a cylinder (by diameter) or a round footing (by
 * radius), with its mix, truck loads and price, in US units and in Indian practice side by side.
 *
 * volume = cu ft of the shape ÷ 27; volumeWithWastage = volume × (1 + wastage ÷ 100); cement, sand
 * and aggregate split volumeWithWastage by the parts of the mix; cementBags =
 * ⌈cement × 27⌉; waterGallons = cement × 27 × water ratio × 7.48; trucks = ⌈volumeWithWastage ÷ 10⌉;
 * cost = volumeWithWastage × 6000. The mix is the grade's nominal mix when `grade` is given, else
 * the strength's.
 *
 * Indian practice (dry volume method): volumeCubicMetres × 1.54 is split by the parts of the mix;
 * cementKg = cement m³ × 1,440; cementBags50Kg = ⌈cementKg ÷ 50⌉; waterLitres = cementKg × water
 * ratio.
 *
 * @param input - shape, its dimensions (feet; slab thickness in inches), wastage percent, strength
 *   in PSI or Indian grade
 * @param options - `explain: true` adds the steps; `rates`: overrides of {@link defaultConcreteRates}
 *   and {@link defaultConcreteMetricRates} (and of the `prices` of {@link defaultConcretePriceRates},
 *   checked here and used by `priceConcreteSiteMix`, so that one set of overrides serves both)
 * @returns volumes, mix quantities, bags, water, trucks and cost
 * @throws CalcInputError when the input breaks a bound or lacks a dimension of its shape
 * @example
 * calculateConcrete({ shape: 'slab', length: 20, width: 27, thickness: 6, wastage: 0, strength: 4000 })
 * // { volume: 10, volumeWithWastage: 10, volumeCubicMetres: 7.64555, cementCubicYards: 1.818…,
 * //   sandCubicYards: 2.727…, aggregateCubicYards: 5.454…, cementBags: 50, waterGallons: 165.24,
 * //   trucks: 1, cost: 60000, dryVolumeCubicMetres: 11.774…, cementKg: 3082.69…,
 * //   cementBags50Kg: 62, sandCubicMetres: 3.211…, aggregateCubicMetres: 6.422…,
 * //   waterLitres: 1387.21… }
 */
export function calculateConcrete(
  input: ConcreteInput,
  options: CalculateOptions<AllConcreteRates> = {},
): ConcreteResult {
  const parsed = concreteInputSchema.parse(input)
  const r = resolveRates('concrete', allDefaultConcreteRates, options.rates)

  const volume = shapeCubicFeet(parsed) / CUBIC_FEET_PER_CUBIC_YARD
  const volumeWithWastage = volume * (1 + parsed.wastage / 100)
  const mix = parsed.grade ? r.gradeMix[parsed.grade] : r.mix[parsed.strength]
  const parts = mix.cement + mix.sand + mix.aggregate
  const cementCubicYards = (volumeWithWastage * mix.cement) / parts
  const cementCubicFeet = cementCubicYards * CUBIC_FEET_PER_CUBIC_YARD
  const volumeCubicMetres = volumeWithWastage * r.cubicMetresPerCubicYard
  const metric = dryVolumeQuantities(volumeCubicMetres, mix, r)

  const result = {
    volume,
    volumeWithWastage,
    volumeCubicMetres,
    cementCubicYards,
    sandCubicYards: (volumeWithWastage * mix.sand) / parts,
    aggregateCubicYards: (volumeWithWastage * mix.aggregate) / parts,
    cementBags: roundUp(cementCubicFeet / r.bagVolumeCubicFeet),
    waterGallons: cementCubicFeet * mix.waterCementRatio * r.gallonsPerCubicFoot,
    trucks: roundUp(volumeWithWastage / r.truckCapacityCubicYards),
    cost: volumeWithWastage * r.pricePerCubicYard,
    dryVolumeCubicMetres: metric.dryVolumeCubicMetres,
    cementKg: metric.cementKg,
    cementBags50Kg: metric.cementBags,
    sandCubicMetres: metric.sandCubicMetres,
    aggregateCubicMetres: metric.aggregateCubicMetres,
    waterLitres: metric.waterLitres,
  }
  if (!options.explain) return result
  const explanation: Explanation<ConcreteStepId> = [
    step(words, 'volume', {
      shape: parsed.shape,
      ...shapeDimensions(parsed),
      volume: num(volume, 3),
    }),
    step(words, 'withWastage', {
      volume: num(volume, 3),
      wastage: num(parsed.wastage),
      volumeWithWastage: num(volumeWithWastage, 3),
    }),
    step(words, 'cement', {
      mix: `${num(mix.cement)} : ${num(mix.sand)} : ${num(mix.aggregate)}`,
      volumeWithWastage: num(volumeWithWastage, 3),
      cementParts: num(mix.cement),
      parts: num(parts),
      bagVolume: num(r.bagVolumeCubicFeet),
      bags: num(result.cementBags, 0),
    }),
    step(words, 'water', {
      cementCubicFeet: num(cementCubicFeet),
      waterCementRatio: num(mix.waterCementRatio),
      gallonsPerCubicFoot: num(r.gallonsPerCubicFoot),
      water: num(result.waterGallons),
    }),
    step(words, 'trucks', {
      volumeWithWastage: num(volumeWithWastage, 3),
      truckLoad: num(r.truckCapacityCubicYards),
      trucks: num(result.trucks, 0),
    }),
    step(words, 'cost', {
      volumeWithWastage: num(volumeWithWastage, 3),
      price: rupees(r.pricePerCubicYard),
      cost: rupees(result.cost),
    }),
    // The metric steps come with an Indian grade: an input in PSI keeps the six steps above.
    ...(parsed.grade ? metricSteps(parsed.grade, mix, result, r) : []),
  ]
  return { ...result, explanation }
}

/** The steps of the Indian practice's figures, for a concrete of the Indian grade `grade`. */
function metricSteps(
  grade: string,
  mix: ConcreteMix,
  result: Omit<ConcreteResult, 'explanation'>,
  r: AllConcreteRates,
): ExplanationStep<ConcreteStepId>[] {
  const dryVolume = num(result.dryVolumeCubicMetres, 3)
  const parts = num(mix.cement + mix.sand + mix.aggregate)
  return [
    step(words, 'volumeCubicMetres', {
      volumeWithWastage: num(result.volumeWithWastage, 3),
      cubicMetresPerCubicYard: num(r.cubicMetresPerCubicYard, 6),
      volumeCubicMetres: num(result.volumeCubicMetres, 3),
    }),
    step(words, 'dryVolume', {
      volumeCubicMetres: num(result.volumeCubicMetres, 3),
      dryVolumeFactor: num(r.dryVolumeFactor),
      dryVolume,
    }),
    step(words, 'cementBags50Kg', {
      grade,
      mix: `${num(mix.cement)} : ${num(mix.sand)} : ${num(mix.aggregate)}`,
      dryVolume,
      cementParts: num(mix.cement),
      parts,
      cementDensity: num(r.cementDensityKgPerCubicMetre),
      bagKg: num(r.cementBagKg),
      cementKg: num(result.cementKg),
      bags: num(result.cementBags50Kg, 0),
    }),
    step(words, 'sandAndAggregate', {
      dryVolume,
      sandParts: num(mix.sand),
      aggregateParts: num(mix.aggregate),
      parts,
      sand: num(result.sandCubicMetres, 3),
      aggregate: num(result.aggregateCubicMetres, 3),
    }),
    step(words, 'waterLitres', {
      cementKg: num(result.cementKg),
      waterCementRatio: num(mix.waterCementRatio),
      water: num(result.waterLitres),
    }),
  ]
}

/**
 * The dimensions the shape has (see concreteShapeDimensions), as the explanation writes them; the
 * schema has required each of them, so the `?? 0` is never used.
 */
function shapeDimensions(input: CompleteConcreteInput): Record<string, string> {
  return Object.fromEntries(
    concreteShapeDimensions[input.shape].map((dimension) => [
      dimension,
      num(input[dimension] ?? 0),
    ]),
  )
}

function shapeCubicFeet(input: CompleteConcreteInput): number {
  // The schema has already required every dimension of this shape; the `= 0` defaults are never
  // used and only let the compiler see numbers.
  const { length = 0, width = 0, height = 0, thickness = 0, diameter = 0, radius = 0 } = input
  switch (input.shape) {
    case 'rectangular':
      return length * width * height
    case 'slab':
      return length * width * (thickness / INCHES_PER_FOOT)
    case 'cylindrical':
      return Math.PI * (diameter / 2) ** 2 * height
    case 'circular':
      return Math.PI * radius ** 2 * height
  }
}
