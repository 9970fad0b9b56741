import { deepFreeze, type RatePolicy } from '../internal/rates'
import { type BuildingMaterialsRates, defaultBuildingMaterialsRates } from './rates'

/** What the materials of a brick wall cost to buy, delivered to the site. */
export interface BuildingMaterialPrices {
  /** One brick, rupees each. */
  readonly brick: number
  /** One bag of 50 kg of cement, rupees per bag. */
  readonly cementBag: number
  /** Sand delivered to the site, rupees per cu ft. */
  readonly sandPerCubicFoot: number
}

/**
 * The prices of the building materials calculator, kept apart from
 * {@link BuildingMaterialsRates} so that the specification's table stays as it is. Overrides of
 * both go in the same `rates` option (`{ rates: { prices: { brick: 12 } } }`) of
 * `calculateBuildingMaterials` and `priceBuildingMaterials`.
 */
export interface BuildingMaterialsPriceRates {
  readonly prices: BuildingMaterialPrices
}

/**
 * Patna prices, each a planning figure to be replaced by the company's rate card (sources found
 * 2026-11-28 for the "Patna market rates" of the rate card):
 *
 * - brick ₹13: red clay bricks sell at ₹18,000-20,000 per 1,500 in Patna (amritvarshanews.in,
 *   "पटना में भवन निर्माण सामग्रियों के दाम 20 फ़ीसदी तक बढ़े"), ₹12-13.33 each; the middle,
 *   ₹19,000 ÷ 1,500 = ₹12.67, to the nearest rupee;
 * - cement bag ₹430: the same report gives Patna's cement rising from ₹400 to ₹430 a bag (as does
 *   happynewswebsite.com, 2022-11); the later figure, inside the ₹350-450 of calcmitra.in (2024);
 * - sand ₹60 per cu ft: a tractor-trolley of sand delivered in Patna cost ₹5,500-6,000 in 2023
 *   (weeklyblitz.net), and a trolley is taken to hold about 100 cu ft (the unit Bihar's mining
 *   department prices sand by: ₹900 per 100 cu ft of red sand at the ghat, ujjawalprabhat.com), so
 *   ₹55-60 per cu ft; the upper figure, the 2023 price having risen since.
 */
export const defaultBuildingMaterialsPriceRates: BuildingMaterialsPriceRates =
  /* @__PURE__ */ deepFreeze({
    prices: { brick: 13, cementBag: 430, sandPerCubicFoot: 60 },
  })

/** Every rate the building materials calculator and its prices take. */
export type AllBuildingMaterialsRates = BuildingMaterialsRates & BuildingMaterialsPriceRates

/** The specification's table and the prices, as one table of defaults (not exported by the package). */
export const allDefaultBuildingMaterialsRates: AllBuildingMaterialsRates =
  /* @__PURE__ */ deepFreeze({
    ...defaultBuildingMaterialsRates,
    ...defaultBuildingMaterialsPriceRates,
  })

/** Which rates may be 0 (the wastage); every other must be above 0, each price included. */
export const buildingMaterialsRatePolicy: RatePolicy<AllBuildingMaterialsRates> = {
  mayBeZero: ['wastage'],
}
