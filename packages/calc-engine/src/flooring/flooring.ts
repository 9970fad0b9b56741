import type { Explanation } from '../explanation/explanation'
import { count, num, rupees, step } from '../internal/explain'
import { type CalculateOptions, resolveRates } from '../internal/rates'
import { roundUp } from '../internal/rounding'
import { defaultFlooringRates, type FlooringRates, type FlooringType } from './rates'
import { type FlooringInput, flooringInputSchema } from './schema'

const SQUARE_INCHES_PER_SQUARE_FOOT = 144

export interface FlooringResult {
  /** Floor of the room, sq ft. */
  readonly area: number
  /** Floor with the wastage allowance, sq ft: the material to buy. */
  readonly areaWithWastage: number
  /** Tiles or planks to lay, whole pieces; null for carpet and other (sold by area). */
  readonly pieces: number | null
  /** Boxes (carpet: rolls of 100 sq ft) to buy, whole boxes. */
  readonly boxes: number
  /** Price of the material, rupees (not rounded). */
  readonly materialCost: number
  /** Cost of laying, rupees (not rounded). */
  readonly laborCost: number
  /** materialCost + laborCost, rupees (not rounded). */
  readonly totalCost: number
  /** How each figure was worked out; only with `{ explain: true }`. */
  readonly explanation?: Explanation
}

/** Carpet and other floors are priced per sq ft and not counted in pieces. */
function isSoldByArea(type: FlooringType): boolean {
  return type === 'carpet' || type === 'other'
}

/**
 * Tiles, planks or boxes for the floor of a room, and the cost of material and laying.
 *
 * area = length × width; areaWithWastage = area × (1 + wastage ÷ 100); tile pieces =
 * ⌈areaWithWastage × pattern factor ÷ tile area⌉; plank pieces = ⌈areaWithWastage ÷ plank area⌉;
 * boxes = ⌈areaWithWastage ÷ box coverage⌉; materialCost = boxes × price (carpet, other:
 * areaWithWastage × price); laborCost = area × labour rate.
 *
 * @param input - room in feet, flooring type, piece size in inches, wastage percent, pattern, price
 * @param options - `explain: true` adds the steps; `rates`: overrides of {@link defaultFlooringRates}
 * @returns areas, pieces, boxes and costs
 * @throws CalcInputError when the input breaks a bound
 * @example
 * calculateFlooring({ length: 12, width: 10, type: 'tile', pattern: 'diagonal', price: 500 })
 * // { area: 120, areaWithWastage: 132, pieces: 152, boxes: 14, materialCost: 7000,
 * //   laborCost: 720, totalCost: 7720 }
 */
export function calculateFlooring(
  input: FlooringInput,
  options: CalculateOptions<FlooringRates> = {},
): FlooringResult {
  const {
    length,
    width,
    type,
    tileLength,
    tileWidth,
    plankLength,
    plankWidth,
    wastage,
    pattern,
    price,
  } = flooringInputSchema.parse(input)
  const r = resolveRates('flooring', defaultFlooringRates, options.rates, {
    mayBeZero: ['laborPerSqFt'],
  })

  const area = length * width
  const areaWithWastage = area * (1 + wastage / 100)
  const boxes = roundUp(areaWithWastage / r.boxCoverage[type])
  const soldByArea = isSoldByArea(type)

  let pieces: number | null = null
  if (type === 'tile') {
    const tileArea = (tileLength * tileWidth) / SQUARE_INCHES_PER_SQUARE_FOOT
    pieces = roundUp((areaWithWastage * r.patternFactor[pattern]) / tileArea)
  } else if (!soldByArea) {
    const plankArea = (plankLength * plankWidth) / SQUARE_INCHES_PER_SQUARE_FOOT
    pieces = roundUp(areaWithWastage / plankArea)
  }

  const materialCost = soldByArea ? areaWithWastage * price : boxes * price
  const laborCost = area * r.laborPerSqFt[type]

  const result = {
    area,
    areaWithWastage,
    pieces,
    boxes,
    materialCost,
    laborCost,
    totalCost: materialCost + laborCost,
  }
  if (!options.explain) return result
  const explanation: Explanation = [
    step('Floor area', 'length × width', `${num(length)} × ${num(width)}`, `${num(area)} sq ft`),
    step(
      'With wastage',
      'floor area × (1 + wastage ÷ 100)',
      `${num(area)} × (1 + ${num(wastage)} ÷ 100)`,
      `${num(areaWithWastage)} sq ft`,
    ),
    step(
      'Boxes',
      `area with wastage ÷ area a box of ${type} covers, rounded up`,
      `${num(areaWithWastage)} ÷ ${num(r.boxCoverage[type])}`,
      count(boxes, 'box', 'boxes'),
    ),
    ...(type === 'tile'
      ? [
          step(
            'Tiles',
            `area with wastage × ${pattern} pattern factor ÷ area of one tile, rounded up`,
            `${num(areaWithWastage)} × ${num(r.patternFactor[pattern])} ÷ (${num(tileLength)} × ${num(tileWidth)} ÷ 144)`,
            count(pieces ?? 0, 'tile'),
          ),
        ]
      : soldByArea
        ? []
        : [
            step(
              'Planks',
              'area with wastage ÷ area of one plank, rounded up',
              `${num(areaWithWastage)} ÷ (${num(plankLength)} × ${num(plankWidth)} ÷ 144)`,
              count(pieces ?? 0, 'plank'),
            ),
          ]),
    soldByArea
      ? step(
          'Material',
          'area with wastage × price per sq ft',
          `${num(areaWithWastage)} × ${rupees(price)}`,
          rupees(materialCost),
        )
      : step(
          'Material',
          'boxes × price per box',
          `${boxes} × ${rupees(price)}`,
          rupees(materialCost),
        ),
    step(
      'Labour',
      `floor area × labour for ${type} per sq ft`,
      `${num(area)} × ${rupees(r.laborPerSqFt[type])}`,
      rupees(laborCost),
    ),
    step(
      'Total cost',
      'material + labour',
      `${rupees(materialCost)} + ${rupees(laborCost)}`,
      rupees(result.totalCost),
    ),
  ]
  return { ...result, explanation }
}
