import { roundUp } from '../internal/rounding'
import { parseInput } from '../internal/schema'
import { defaultPaintRates, type PaintRates } from './rates'
import { type PaintInput, paintInputSchema } from './schema'

export interface PaintCan {
  readonly sizeLitres: number
  readonly count: number
}

export interface PaintResult {
  /** Area of the four walls, sq ft. */
  readonly wallArea: number
  /** Wall area less doors and windows, never below 0, sq ft. */
  readonly paintableArea: number
  /** Paint needed for every coat, litres (not rounded). */
  readonly litres: number
  /** Cans to buy, largest first, only sizes with a count above 0. */
  readonly cans: readonly PaintCan[]
  /** Price of the paint, rupees (not rounded). */
  readonly cost: number
}

/**
 * Paint for the four walls of a room.
 *
 * wallArea = 2 × (length + width) × height; paintableArea = wallArea − doors × 21 − windows × 15;
 * litres = paintableArea ÷ coverage × coats; the litres rounded up are split greedily into cans.
 *
 * @param input - room in feet, openings, quality and coats
 * @param rates - overrides of {@link defaultPaintRates}
 * @returns areas, litres, cans and cost
 * @throws CalcInputError when the input breaks a bound
 * @example
 * calculatePaint({ length: 12, width: 10, height: 10, doors: 1, windows: 2, quality: 'standard', coats: 2 })
 * // { wallArea: 440, paintableArea: 389, litres: 6.224, cans: [{ sizeLitres: 4, count: 1 }, { sizeLitres: 1, count: 3 }], cost: 2178.4 }
 */
export function calculatePaint(input: PaintInput, rates: Partial<PaintRates> = {}): PaintResult {
  const { length, width, height, doors, windows, quality, coats } = parseInput(
    'paint',
    paintInputSchema,
    input,
  )
  const r = { ...defaultPaintRates, ...rates }

  const wallArea = 2 * (length + width) * height
  const paintableArea = Math.max(0, wallArea - doors * r.doorArea - windows * r.windowArea)
  const litres = (paintableArea / r.coveragePerLitre[quality]) * coats

  return {
    wallArea,
    paintableArea,
    litres,
    cans: splitIntoCans(roundUp(litres), r.canSizesLitres),
    cost: litres * r.pricePerLitre[quality],
  }
}

/** Greedy split, largest can first; a remainder smaller than every can takes one smallest can. */
function splitIntoCans(wholeLitres: number, canSizes: readonly number[]): PaintCan[] {
  const sizes = [...canSizes].sort((a, b) => b - a)
  const cans: PaintCan[] = []
  let remaining = wholeLitres
  for (const sizeLitres of sizes) {
    const count = Math.floor(remaining / sizeLitres)
    if (count > 0) {
      cans.push({ sizeLitres, count })
      remaining -= count * sizeLitres
    }
  }
  const smallest = sizes.at(-1)
  if (remaining > 0 && smallest !== undefined) {
    const last = cans.at(-1)
    if (last?.sizeLitres === smallest)
      cans[cans.length - 1] = { sizeLitres: smallest, count: last.count + 1 }
    else cans.push({ sizeLitres: smallest, count: 1 })
  }
  return cans
}
