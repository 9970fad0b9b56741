import { deepFreeze } from '../internal/rates'
export const flooringTypes = /* @__PURE__ */ deepFreeze([
  'tile',
  'hardwood',
  'laminate',
  'vinyl',
  'carpet',
  'other',
] as const)
export type FlooringType = (typeof flooringTypes)[number]

export const flooringPatterns = /* @__PURE__ */ deepFreeze([
  'straight',
  'diagonal',
  'herringbone',
] as const)
/** How tiles are laid; only tile floors use it. */
export type FlooringPattern = (typeof flooringPatterns)[number]

/** The constants of the flooring calculator; pass a partial copy to `calculateFlooring` to override. */
export interface FlooringRates {
  /** Extra tiles for the cuts a laying pattern needs, multiplier (straight is 1). Tile only. */
  readonly patternFactor: Readonly<Record<FlooringPattern, number>>
  /** Floor one box covers, sq ft per box. */
  readonly boxCoverage: Readonly<Record<FlooringType, number>>
  /** Cost of laying, rupees per sq ft of room (wastage not included). */
  readonly laborPerSqFt: Readonly<Record<FlooringType, number>>
}

/** calculators.md section 9, Flooring, and calculator-formulas.md section 5 (other: 20 sq ft). */
export const defaultFlooringRates: FlooringRates = /* @__PURE__ */ deepFreeze({
  patternFactor: { straight: 1, diagonal: 1.15, herringbone: 1.2 },
  boxCoverage: { tile: 10, hardwood: 20, laminate: 25, vinyl: 30, carpet: 100, other: 20 },
  laborPerSqFt: { tile: 6, hardwood: 8, laminate: 5, vinyl: 4, carpet: 3, other: 5 },
})
