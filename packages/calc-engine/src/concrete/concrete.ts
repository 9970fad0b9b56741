import type { Explanation } from '../explanation/explanation'
import { num, rupees, step } from '../internal/explain'
import { type CalculateOptions, resolveRates } from '../internal/rates'
import { roundUp } from '../internal/rounding'
import { type ConcreteRates, concreteShapeDimensions, defaultConcreteRates } from './rates'
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
  /** How each figure was worked out; only with `{ explain: true }`. */
  readonly explanation?: Explanation<ConcreteStepId>
}

/**
 * Concrete for a rectangular block, a slab, a cylinder (by diameter) or a round footing (by
 * radius), with its mix, truck loads and price.
 *
 * volume = cu ft of the shape ÷ 27; volumeWithWastage = volume × (1 + wastage ÷ 100); cement, sand
 * and aggregate split volumeWithWastage by the parts of the strength's mix; cementBags =
 * ⌈cement × 27⌉; waterGallons = cement × 27 × water ratio × 7.48; trucks = ⌈volumeWithWastage ÷ 10⌉;
 * cost = volumeWithWastage × 6000.
 *
 * @param input - shape, its dimensions (feet; slab thickness in inches), wastage percent, strength
 * @param options - `explain: true` adds the steps; `rates`: overrides of {@link defaultConcreteRates}
 * @returns volumes, mix quantities, bags, water, trucks and cost
 * @throws CalcInputError when the input breaks a bound or lacks a dimension of its shape
 * @example
 * calculateConcrete({ shape: 'slab', length: 20, width: 27, thickness: 6, wastage: 0, strength: 4000 })
 * // { volume: 10, volumeWithWastage: 10, volumeCubicMetres: 7.64555, cementCubicYards: 1.818…,
 * //   sandCubicYards: 2.727…, aggregateCubicYards: 5.454…, cementBags: 50, waterGallons: 165.24,
 * //   trucks: 1, cost: 60000 }
 */
export function calculateConcrete(
  input: ConcreteInput,
  options: CalculateOptions<ConcreteRates> = {},
): ConcreteResult {
  const parsed = concreteInputSchema.parse(input)
  const r = resolveRates('concrete', defaultConcreteRates, options.rates)

  const volume = shapeCubicFeet(parsed) / CUBIC_FEET_PER_CUBIC_YARD
  const volumeWithWastage = volume * (1 + parsed.wastage / 100)
  const mix = r.mix[parsed.strength]
  const parts = mix.cement + mix.sand + mix.aggregate
  const cementCubicYards = (volumeWithWastage * mix.cement) / parts
  const cementCubicFeet = cementCubicYards * CUBIC_FEET_PER_CUBIC_YARD

  const result = {
    volume,
    volumeWithWastage,
    volumeCubicMetres: volumeWithWastage * r.cubicMetresPerCubicYard,
    cementCubicYards,
    sandCubicYards: (volumeWithWastage * mix.sand) / parts,
    aggregateCubicYards: (volumeWithWastage * mix.aggregate) / parts,
    cementBags: roundUp(cementCubicFeet / r.bagVolumeCubicFeet),
    waterGallons: cementCubicFeet * mix.waterCementRatio * r.gallonsPerCubicFoot,
    trucks: roundUp(volumeWithWastage / r.truckCapacityCubicYards),
    cost: volumeWithWastage * r.pricePerCubicYard,
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
  ]
  return { ...result, explanation }
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
