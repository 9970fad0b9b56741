import { deepFreeze } from '../internal/rates'
import {
  type ConcreteMetricRates,
  type ConcreteRates,
  defaultConcreteMetricRates,
  defaultConcreteRates,
} from './rates'

/** What the materials of concrete mixed on site cost to buy, delivered to the site. */
export interface ConcreteMaterialPrices {
  /** One bag of 50 kg of cement, rupees per bag. */
  readonly cementBag: number
  /** Sand, rupees per m³. */
  readonly sandPerCubicMetre: number
  /** Coarse aggregate (gitti, stone chips), rupees per m³. */
  readonly aggregatePerCubicMetre: number
}

/**
 * The prices of concrete mixed on site, kept apart from {@link ConcreteRates} and
 * {@link ConcreteMetricRates} so that their tables stay as they are. Overrides of all three go in
 * the same `rates` option (`{ rates: { prices: { cementBag: 410 } } }`) of `calculateConcrete` and
 * `priceConcreteSiteMix`.
 */
export interface ConcretePriceRates {
  readonly prices: ConcreteMaterialPrices
}

/**
 * Patna prices, each a planning figure to be replaced by the company's rate card (sources found
 * 2026-11-28 for the "Patna market rates" of the rate card). Patna sells sand and aggregate by the
 * cu ft, and 1 m³ = 1 ÷ 0.3048³ = 35.3147 cu ft:
 *
 * - cement bag ₹430: Patna's cement rose from ₹400 to ₹430 a bag (amritvarshanews.in; the same
 *   figure as `defaultBuildingMaterialsPriceRates`);
 * - sand ₹2,119 per m³: the building materials calculator's ₹60 per cu ft (a tractor-trolley of
 *   about 100 cu ft delivered for ₹5,500-6,000, weeklyblitz.net, 2023) × 35.3147 cu ft in a m³ =
 *   ₹2,118.88, to the nearest rupee;
 * - aggregate ₹3,692 per m³: gitti sells at ₹11,000-12,000 per 110 cu ft in Patna
 *   (amritvarshanews.in), ₹100-109 per cu ft; the middle, ₹11,500 ÷ 110 = ₹104.55 per cu ft,
 *   × 35.3147 = ₹3,691.99, to the nearest rupee.
 */
export const defaultConcretePriceRates: ConcretePriceRates = /* @__PURE__ */ deepFreeze({
  prices: { cementBag: 430, sandPerCubicMetre: 2119, aggregatePerCubicMetre: 3692 },
})

/** Every rate the concrete calculator and its prices take: the three tables. */
export type AllConcreteRates = ConcreteRates & ConcreteMetricRates & ConcretePriceRates

/** The three tables as one table of defaults (not exported by the package). */
export const allDefaultConcreteRates: AllConcreteRates = /* @__PURE__ */ deepFreeze({
  ...defaultConcreteRates,
  ...defaultConcreteMetricRates,
  ...defaultConcretePriceRates,
})
