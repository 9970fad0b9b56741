import { deepFreeze } from '../internal/rates'
export const costEstimatePropertyTypes = /* @__PURE__ */ deepFreeze([
  'residential',
  'commercial',
  'institutional',
] as const)
export type CostEstimatePropertyType = (typeof costEstimatePropertyTypes)[number]

export const costEstimateLocations = /* @__PURE__ */ deepFreeze([
  'patna',
  'delhi',
  'kolkata',
] as const)
export type CostEstimateLocation = (typeof costEstimateLocations)[number]

export const costEstimateFinishes = /* @__PURE__ */ deepFreeze([
  'standard',
  'premium',
  'luxury',
] as const)
export type CostEstimateFinish = (typeof costEstimateFinishes)[number]

/** The constants of the cost estimator; pass a partial copy to `calculateCostEstimate` to override. */
export interface CostEstimateRates {
  /** Building cost per sq ft of built-up area, before location and finish, rupees per sq ft. */
  readonly ratePerSqFt: Readonly<Record<CostEstimatePropertyType, number>>
  /** Multiplier for local prices, dimensionless (Patna, the company's home city, is 1). */
  readonly locationFactor: Readonly<Record<CostEstimateLocation, number>>
  /** Multiplier for the level of finish, dimensionless (standard is 1). */
  readonly finishFactor: Readonly<Record<CostEstimateFinish, number>>
  /** Part of the base cost spent on material, fraction of 1. */
  readonly materialShare: number
  /** Part of the base cost spent on labour, fraction of 1. */
  readonly laborShare: number
}

/** calculators.md section 9, Cost estimator. */
export const defaultCostEstimateRates: CostEstimateRates = /* @__PURE__ */ deepFreeze({
  ratePerSqFt: { residential: 1500, commercial: 2200, institutional: 2500 },
  locationFactor: { patna: 1, delhi: 1.3, kolkata: 1.1 },
  finishFactor: { standard: 1, premium: 1.3, luxury: 1.6 },
  materialShare: 0.65,
  laborShare: 0.35,
})
