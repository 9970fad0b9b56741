import type { Explanation } from '../explanation/explanation'
import { num, rupees, step } from '../internal/explain'
import { type CalculateOptions, resolveRates } from '../internal/rates'
import { roundUp } from '../internal/rounding'
import { defaultFlooringRates, type FlooringRates, type FlooringType } from './rates'
import { type FlooringInput, flooringInputSchema } from './schema'
import { type FlooringStepId, flooringStepWordings as words } from './steps'

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
  readonly explanation?: Explanation<FlooringStepId>
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
  const explanation: Explanation<FlooringStepId> = [
    step(words, 'floorArea', { length: num(length), width: num(width), area: num(area) }),
    step(words, 'withWastage', {
      area: num(area),
      wastage: num(wastage),
      areaWithWastage: num(areaWithWastage),
    }),
    step(words, 'boxes', {
      type,
      areaWithWastage: num(areaWithWastage),
      boxCoverage: num(r.boxCoverage[type]),
      boxes: num(boxes, 0),
    }),
    ...(type === 'tile'
      ? [
          step(words, 'tiles', {
            pattern,
            areaWithWastage: num(areaWithWastage),
            patternFactor: num(r.patternFactor[pattern]),
            tileLength: num(tileLength),
            tileWidth: num(tileWidth),
            tiles: num(pieces ?? 0, 0),
          }),
        ]
      : soldByArea
        ? []
        : [
            step(words, 'planks', {
              areaWithWastage: num(areaWithWastage),
              plankLength: num(plankLength),
              plankWidth: num(plankWidth),
              planks: num(pieces ?? 0, 0),
            }),
          ]),
    soldByArea
      ? step(words, 'materialByArea', {
          areaWithWastage: num(areaWithWastage),
          price: rupees(price),
          materialCost: rupees(materialCost),
        })
      : step(words, 'materialByBoxes', {
          boxes: String(boxes),
          price: rupees(price),
          materialCost: rupees(materialCost),
        }),
    step(words, 'labour', {
      type,
      area: num(area),
      labourRate: rupees(r.laborPerSqFt[type]),
      labourCost: rupees(laborCost),
    }),
    step(words, 'totalCost', {
      materialCost: rupees(materialCost),
      labourCost: rupees(laborCost),
      totalCost: rupees(result.totalCost),
    }),
  ]
  return { ...result, explanation }
}
