import { deepFreeze } from '../internal/rates'

export const paintQualities = /* @__PURE__ */ deepFreeze([
  'economy',
  'standard',
  'premium',
] as const)
export type PaintQuality = (typeof paintQualities)[number]

/** The constants of the paint calculator; pass a partial copy to `calculatePaint` to override. */
export interface PaintRates {
  /** Area of one door left unpainted, sq ft. */
  readonly doorArea: number
  /** Area of one window left unpainted, sq ft. */
  readonly windowArea: number
  /** Area one litre covers in one coat, sq ft. */
  readonly coveragePerLitre: Readonly<Record<PaintQuality, number>>
  /** Price of one litre, rupees. */
  readonly pricePerLitre: Readonly<Record<PaintQuality, number>>
  /** Can sizes on sale, litres, largest first. */
  readonly canSizesLitres: readonly number[]
}

/** calculators.md section 9, Paint. */
export const defaultPaintRates: PaintRates = /* @__PURE__ */ deepFreeze({
  doorArea: 21,
  windowArea: 15,
  coveragePerLitre: { economy: 100, standard: 125, premium: 150 },
  pricePerLitre: { economy: 200, standard: 350, premium: 500 },
  canSizesLitres: [20, 10, 4, 1],
})
