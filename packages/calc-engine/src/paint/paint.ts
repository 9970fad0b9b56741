import type { Explanation } from '../explanation/explanation'
import { num, rupees, step } from '../internal/explain'
import { type CalculateOptions, resolveRates } from '../internal/rates'
import { roundUp } from '../internal/rounding'
import { defaultPaintRates, type PaintRates } from './rates'
import { type PaintInput, paintInputSchema } from './schema'
import { type PaintStepId, paintStepWordings as words } from './steps'

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
  /** How each figure was worked out; only with `{ explain: true }`. */
  readonly explanation?: Explanation<PaintStepId>
}

/**
 * Paint for the four walls of a room.
 *
 * wallArea = 2 × (length + width) × height; paintableArea = wallArea − doors × 21 − windows × 15;
 * litres = paintableArea ÷ coverage × coats; the litres rounded up are split greedily into cans.
 *
 * @param input - room in feet, openings, quality and coats
 * @param options - `rates`: overrides of {@link defaultPaintRates}; `explain`: add the steps
 * @returns areas, litres, cans and cost (and `explanation` when asked)
 * @throws CalcInputError when the input or a rate override breaks a bound
 * @example
 * calculatePaint({ length: 12, width: 10, height: 10, doors: 1, windows: 2, quality: 'standard', coats: 2 })
 * // { wallArea: 440, paintableArea: 389, litres: 6.224, cans: [{ sizeLitres: 4, count: 1 }, { sizeLitres: 1, count: 3 }], cost: 2178.4 }
 */
export function calculatePaint(
  input: PaintInput,
  options: CalculateOptions<PaintRates> = {},
): PaintResult {
  const { length, width, height, doors, windows, quality, coats } = paintInputSchema.parse(input)
  const r = resolveRates('paint', defaultPaintRates, options.rates, {
    mayBeZero: ['doorArea', 'windowArea'],
  })

  const wallArea = 2 * (length + width) * height
  const openings = doors * r.doorArea + windows * r.windowArea
  const paintableArea = Math.max(0, wallArea - openings)
  const coverage = r.coveragePerLitre[quality]
  const litres = (paintableArea / coverage) * coats
  const wholeLitres = roundUp(litres)
  const cans = splitIntoCans(wholeLitres, r.canSizesLitres)
  const price = r.pricePerLitre[quality]
  const cost = litres * price
  const result = { wallArea, paintableArea, litres, cans, cost }
  if (!options.explain) return result

  const explanation: Explanation<PaintStepId> = [
    step(words, 'wallArea', {
      length: num(length),
      width: num(width),
      height: num(height),
      wallArea: num(wallArea),
    }),
    step(words, 'openings', {
      doors: String(doors),
      doorArea: num(r.doorArea),
      windows: String(windows),
      windowArea: num(r.windowArea),
      openings: num(openings),
    }),
    step(words, 'areaToPaint', {
      wallArea: num(wallArea),
      openings: num(openings),
      areaToPaint: num(paintableArea),
    }),
    step(words, 'paintNeeded', {
      quality,
      areaToPaint: num(paintableArea),
      coverage: num(coverage),
      coats: String(coats),
      litres: num(litres),
    }),
    step(words, 'cansToBuy', {
      wholeLitres: String(wholeLitres),
      cans: cans.map((can) => `${can.count} × ${num(can.sizeLitres)} L`).join(' + '),
    }),
    step(words, 'cost', { quality, litres: num(litres), price: rupees(price), cost: rupees(cost) }),
  ]
  return { ...result, explanation }
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
