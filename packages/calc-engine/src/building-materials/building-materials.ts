import type { Explanation } from '../explanation/explanation'
import { count, num, step } from '../internal/explain'
import { type CalculateOptions, resolveRates } from '../internal/rates'
import { roundUp } from '../internal/rounding'
import { type BuildingMaterialsRates, defaultBuildingMaterialsRates } from './rates'
import { type BuildingMaterialsInput, buildingMaterialsInputSchema } from './schema'

const INCHES_PER_FOOT = 12
const CUBIC_INCHES_PER_CUBIC_FOOT = 1728

export interface BuildingMaterialsResult {
  /** Wall face less openings, never below 0, sq ft. */
  readonly wallArea: number
  /** Wall area × thickness, cu ft. */
  readonly wallVolume: number
  /** Bricks to buy, wastage included, whole bricks. */
  readonly bricks: number
  /** Mortar in the wall, cu ft (not rounded). */
  readonly mortarVolume: number
  /** Bags of cement for the mortar, whole bags. */
  readonly cementBags: number
  /** Weight of those bags, kg. */
  readonly cementKg: number
  /** Sand for the mortar, cu ft, rounded up to a whole cu ft. */
  readonly sandCubicFeet: number
  /** Water to mix with the cement, litres, rounded up to a whole litre. */
  readonly waterLitres: number
  /** How each figure was worked out; only with `{ explain: true }`. */
  readonly explanation?: Explanation
}

/**
 * Bricks, cement, sand and water for one brick wall.
 *
 * wallArea = max(0, length × height − openings); wallVolume = wallArea × thickness ÷ 12;
 * bricks = ⌈wallVolume ÷ brick volume × 1.10⌉; mortar = wallVolume × 0.20, split 1 : ratio into
 * cement (in 1.25 cu ft bags) and sand; water = 80 L per bag.
 *
 * @param input - wall in feet, thickness in inches, openings in sq ft, mortar ratio, brick type
 * @param options - `explain: true` adds the steps; `rates`: overrides of {@link defaultBuildingMaterialsRates}
 * @returns wall area and volume, bricks, mortar, cement, sand and water
 * @throws CalcInputError when the input breaks a bound
 * @example
 * calculateBuildingMaterials({ wallLength: 20, wallHeight: 10, thickness: 9, openingsArea: 20, mortarRatio: 6 })
 * // { wallArea: 180, wallVolume: 135, bricks: 2112, mortarVolume: 27, cementBags: 4, cementKg: 200,
 * //   sandCubicFeet: 24, waterLitres: 320 }
 */
export function calculateBuildingMaterials(
  input: BuildingMaterialsInput,
  options: CalculateOptions<BuildingMaterialsRates> = {},
): BuildingMaterialsResult {
  const { wallLength, wallHeight, thickness, openingsArea, mortarRatio, brickType } =
    buildingMaterialsInputSchema.parse(input)
  const r = resolveRates('building materials', defaultBuildingMaterialsRates, options.rates, {
    mayBeZero: ['wastage'],
  })

  const wallArea = Math.max(0, wallLength * wallHeight - openingsArea)
  const wallVolume = (wallArea * thickness) / INCHES_PER_FOOT
  const brick = r.brickDimensions[brickType]
  const brickVolume = (brick.length * brick.width * brick.height) / CUBIC_INCHES_PER_CUBIC_FOOT
  const mortarVolume = wallVolume * r.mortarFraction
  // Mortar of 1 : ratio is one part cement in (1 + ratio) parts.
  const cementVolume = mortarVolume / (1 + mortarRatio)
  const cementBags = roundUp(cementVolume / r.bagVolumeCubicFeet)

  const result = {
    wallArea,
    wallVolume,
    bricks: roundUp((wallVolume / brickVolume) * (1 + r.wastage)),
    mortarVolume,
    cementBags,
    cementKg: cementBags * r.bagWeightKg,
    sandCubicFeet: roundUp((mortarVolume * mortarRatio) / (1 + mortarRatio)),
    waterLitres: roundUp(cementBags * r.waterLitresPerBag),
  }
  if (!options.explain) return result
  const explanation: Explanation = [
    step(
      'Wall area',
      'length × height − openings, never below 0',
      `${num(wallLength)} × ${num(wallHeight)} − ${num(openingsArea)}`,
      `${num(wallArea)} sq ft`,
    ),
    step(
      'Wall volume',
      'wall area × thickness ÷ 12',
      `${num(wallArea)} × ${num(thickness)} ÷ 12`,
      `${num(wallVolume)} cu ft`,
    ),
    step(
      'Bricks',
      `wall volume ÷ volume of one ${brickType} brick × (1 + wastage), rounded up`,
      `${num(wallVolume)} ÷ ${num(brickVolume, 4)} × ${num(1 + r.wastage)}`,
      count(result.bricks, 'brick'),
    ),
    step(
      'Mortar',
      'wall volume × mortar share',
      `${num(wallVolume)} × ${num(r.mortarFraction)}`,
      `${num(mortarVolume)} cu ft`,
    ),
    step(
      'Cement',
      `mortar ÷ (1 + ${mortarRatio}) ÷ volume of a bag, rounded up`,
      `${num(mortarVolume)} ÷ ${1 + mortarRatio} ÷ ${num(r.bagVolumeCubicFeet)}`,
      `${count(cementBags, 'bag')} (${num(result.cementKg)} kg)`,
    ),
    step(
      'Sand',
      `mortar × ${mortarRatio} ÷ (1 + ${mortarRatio}), rounded up`,
      `${num(mortarVolume)} × ${mortarRatio} ÷ ${1 + mortarRatio}`,
      `${result.sandCubicFeet} cu ft`,
    ),
    step(
      'Water',
      'bags of cement × litres per bag, rounded up',
      `${cementBags} × ${num(r.waterLitresPerBag)}`,
      `${result.waterLitres} litres`,
    ),
  ]
  return { ...result, explanation }
}
