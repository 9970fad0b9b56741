import {
  type LandUnitSizes,
  landUnitSizes,
  patnaLandUnitSizes,
} from '@nirman/calc-engine/land-units'
import type { SiteSettings } from '@nirman/contract'

// One entry per version of the settings in use: the store keeps the same object until a newer
// version is read, so a quote request costs a lookup, not a check of the katha.
const sizesOfSettings = new WeakMap<SiteSettings, LandUnitSizes>()

/**
 * The company's sizes of the land units: its katha as the owner saved it with the rate card (the
 * dhur and the bigha follow it), Patna's when none was saved. A katha the engine refuses (a row
 * written by hand: a save is checked against the same bounds) is Patna's too, so that a quote
 * request is never refused for the company's settings.
 *
 * @param settings - the settings in use (`app.siteSettings.current().settings`)
 * @returns square feet in one of each land unit
 * @example
 * companyLandUnitSizes({ ...settings, landUnits: { kathaSqFt: 1500 } }).katha // 1500
 */
export function companyLandUnitSizes(settings: SiteSettings): LandUnitSizes {
  const known = sizesOfSettings.get(settings)
  if (known) return known
  const kathaSqFt = settings.landUnits?.kathaSqFt
  let sizes = patnaLandUnitSizes
  try {
    if (kathaSqFt !== undefined) sizes = landUnitSizes({ kathaSqFt })
  } catch {
    // Out of the engine's bounds: Patna's, as with no katha saved.
  }
  sizesOfSettings.set(settings, sizes)
  return sizes
}
