import type { Explanation } from '../explanation/explanation'
import { num, step } from '../internal/explain'
import { type CalculateOptions, resolveRates } from '../internal/rates'
import { roundUp } from '../internal/rounding'
import {
  type AllBuildingMaterialsRates,
  allDefaultBuildingMaterialsRates,
  buildingMaterialsRatePolicy,
} from './price-rates'
import { type BuildingMaterialsInput, buildingMaterialsInputSchema } from './schema'
import { type BuildingMaterialsStepId, buildingMaterialsStepWordings as words } from './steps'

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
  readonly explanation?: Explanation<BuildingMaterialsStepId>
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
 *   (and of the `prices` of {@link defaultBuildingMaterialsPriceRates}, checked here and used by
 *   `priceBuildingMaterials`, so that one set of overrides serves both)
 * @returns wall area and volume, bricks, mortar, cement, sand and water
 * @throws CalcInputError when the input breaks a bound
 * @example
 * calculateBuildingMaterials({ wallLength: 20, wallHeight: 10, thickness: 9, openingsArea: 20, mortarRatio: 6 })
 * // { wallArea: 180, wallVolume: 135, bricks: 2112, mortarVolume: 27, cementBags: 4, cementKg: 200,
 * //   sandCubicFeet: 24, waterLitres: 320 }
 */
export function calculateBuildingMaterials(
  input: BuildingMaterialsInput,
  options: CalculateOptions<AllBuildingMaterialsRates> = {},
): BuildingMaterialsResult {
  const { wallLength, wallHeight, thickness, openingsArea, mortarRatio, brickType } =
    buildingMaterialsInputSchema.parse(input)
  const r = resolveRates(
    'building materials',
    allDefaultBuildingMaterialsRates,
    options.rates,
    buildingMaterialsRatePolicy,
  )

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
  // The mortar's parts, the sand, and the bags and litres of water are whole numbers written with
  // no digit grouping (`1000`), as the English has always written them.
  const ratio = String(mortarRatio)
  const parts = String(1 + mortarRatio)
  const explanation: Explanation<BuildingMaterialsStepId> = [
    step(words, 'wallArea', {
      length: num(wallLength),
      height: num(wallHeight),
      openings: num(openingsArea),
      wallArea: num(wallArea),
    }),
    step(words, 'wallVolume', {
      wallArea: num(wallArea),
      thickness: num(thickness),
      wallVolume: num(wallVolume),
    }),
    step(words, 'bricks', {
      brickType,
      wallVolume: num(wallVolume),
      brickVolume: num(brickVolume, 4),
      wastageFactor: num(1 + r.wastage),
      bricks: num(result.bricks, 0),
    }),
    step(words, 'mortar', {
      wallVolume: num(wallVolume),
      mortarShare: num(r.mortarFraction),
      mortar: num(mortarVolume),
    }),
    step(words, 'cement', {
      ratio,
      mortar: num(mortarVolume),
      parts,
      bagVolume: num(r.bagVolumeCubicFeet),
      bags: num(cementBags, 0),
      cementKg: num(result.cementKg),
    }),
    step(words, 'sand', {
      ratio,
      mortar: num(mortarVolume),
      parts,
      sand: String(result.sandCubicFeet),
    }),
    step(words, 'water', {
      bags: String(cementBags),
      litresPerBag: num(r.waterLitresPerBag),
      water: String(result.waterLitres),
    }),
  ]
  return { ...result, explanation }
}
