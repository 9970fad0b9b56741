import type { Explanation } from '../explanation/explanation'
import { count, num, rupees, step } from '../internal/explain'
import { type CalculateOptions, resolveRates } from '../internal/rates'
import { roundUp } from '../internal/rounding'
import { type ConcreteRates, defaultConcreteRates } from './rates'
import { type CompleteConcreteInput, type ConcreteInput, concreteInputSchema } from './schema'

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
  readonly explanation?: Explanation
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
  const [formula, working] = shapeWorking(parsed)
  const mixParts = `${num(mix.cement)} : ${num(mix.sand)} : ${num(mix.aggregate)}`
  const explanation: Explanation = [
    step('Volume', `${formula} ÷ 27`, `${working} ÷ 27`, `${num(volume, 3)} cu yd`),
    step(
      'With wastage',
      'volume × (1 + wastage ÷ 100)',
      `${num(volume, 3)} × (1 + ${num(parsed.wastage)} ÷ 100)`,
      `${num(volumeWithWastage, 3)} cu yd`,
    ),
    step(
      'Cement',
      `volume with wastage × cement's part of the ${mixParts} mix × 27 ÷ cu ft in a bag, rounded up`,
      `${num(volumeWithWastage, 3)} × ${num(mix.cement)} ÷ ${num(parts)} × 27 ÷ ${num(r.bagVolumeCubicFeet)}`,
      count(result.cementBags, 'bag'),
    ),
    step(
      'Water',
      'cement in cu ft × water-cement ratio × gallons per cu ft',
      `${num(cementCubicFeet)} × ${num(mix.waterCementRatio)} × ${num(r.gallonsPerCubicFoot)}`,
      `${num(result.waterGallons)} gallons`,
    ),
    step(
      'Trucks',
      'volume with wastage ÷ load of a truck, rounded up',
      `${num(volumeWithWastage, 3)} ÷ ${num(r.truckCapacityCubicYards)}`,
      count(result.trucks, 'truck'),
    ),
    step(
      'Cost',
      'volume with wastage × price per cu yd',
      `${num(volumeWithWastage, 3)} × ${rupees(r.pricePerCubicYard)}`,
      rupees(result.cost),
    ),
  ]
  return { ...result, explanation }
}

/** The shape's volume in cu ft, as a formula in words and with the numbers put in. */
function shapeWorking(input: CompleteConcreteInput): [string, string] {
  const { length = 0, width = 0, height = 0, thickness = 0, diameter = 0, radius = 0 } = input
  switch (input.shape) {
    case 'rectangular':
      return ['length × width × height', `${num(length)} × ${num(width)} × ${num(height)}`]
    case 'slab':
      return [
        'length × width × thickness ÷ 12',
        `${num(length)} × ${num(width)} × ${num(thickness)} ÷ 12`,
      ]
    case 'cylindrical':
      return ['π × (diameter ÷ 2)² × height', `π × (${num(diameter)} ÷ 2)² × ${num(height)}`]
    case 'circular':
      return ['π × radius² × height', `π × ${num(radius)}² × ${num(height)}`]
  }
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
