import { deepFreeze } from '../internal/rates'
export const soilTypes = /* @__PURE__ */ deepFreeze(['sand', 'loam', 'clay', 'rock'] as const)
export type SoilType = (typeof soilTypes)[number]

export const gradingEquipment = /* @__PURE__ */ deepFreeze([
  'bulldozer',
  'excavator',
  'skidsteer',
  'grader',
] as const)
export type GradingEquipment = (typeof gradingEquipment)[number]

/**
 * The constants of the land grading calculator; pass a partial copy to `calculateLandGrading` to
 * override. The price per cubic yard is an input (default 800 rupees), not a rate.
 */
export interface LandGradingRates {
  /** Swell of cut soil once dug out, percent, used when the input gives no bulking. */
  readonly bulkingPercent: Readonly<Record<SoilType, number>>
  /** Extra fill needed to reach the grade once compacted, as a factor on the fill volume. */
  readonly fillCompactionFactor: number
  /** Load of one truck, cubic yards. */
  readonly truckCubicYards: number
  /** Earth each machine moves in an hour, cubic yards per hour. */
  readonly cubicYardsPerHour: Readonly<Record<GradingEquipment, number>>
  /** Square feet in one acre. */
  readonly squareFeetPerAcre: number
}

/** calculators.md section 9, Land grading, and calculator-formulas.md section 7. */
export const defaultLandGradingRates: LandGradingRates = /* @__PURE__ */ deepFreeze({
  bulkingPercent: { sand: 15, loam: 20, clay: 35, rock: 50 },
  fillCompactionFactor: 1.1,
  truckCubicYards: 10,
  cubicYardsPerHour: { bulldozer: 150, excavator: 100, skidsteer: 40, grader: 80 },
  squareFeetPerAcre: 43_560,
})
