import { deepFreeze } from '../internal/rates'
import type { RoofMaterial } from './rates'

/**
 * A price per unit of each roofing material (rupees per bundle, panel or square, in the units of
 * `defaultRoofRates.unitName` and `coveragePerUnit`) that a form may offer when the visitor has
 * typed none: as a placeholder or a "use ₹2,200" button, never silently.
 *
 * calculateRoof itself never uses them: calculator-formulas.md §6 prices the material as
 * units × pricePerUnit with pricePerUnit 0 when none is given, so that a roof with no price is
 * labour only (40 × 30 ft at 5/12 in metal: ₹2,600) and stays so.
 *
 * Planning figures, to be replaced by the company's rate card:
 *
 * - metal ₹2,200 per panel of 100 sq ft: a 0.45 mm colour-coated steel sheet weighs
 *   7,850 kg/m³ × 0.00045 m = 3.53 kg/m² (0.33 kg per sq ft), about 0.36 kg per sq ft covered with
 *   its profile and laps, so 36 kg per panel at ₹60 per kg (coated sheets ₹50-70 per kg, Tata
 *   Nexarc, 2025): ₹2,160, rounded;
 * - tile ₹600 per "square" of 15 sq ft: clay (Mangalore pattern) tiles at about ₹40 per sq ft of
 *   roof; an estimate, no published Patna price was found;
 * - asphalt ₹3,000 per bundle of 33.3 sq ft (about ₹90 per sq ft), slate ₹2,000 per square of
 *   25 sq ft (₹80 per sq ft) and wood ₹6,500 per bundle of 33.3 sq ft (about ₹195 per sq ft):
 *   estimates for materials rarely laid in Bihar, no published Indian price was found.
 */
export const suggestedRoofPricePerUnit: Readonly<Record<RoofMaterial, number>> =
  /* @__PURE__ */ deepFreeze({
    asphalt: 3000,
    metal: 2200,
    tile: 600,
    slate: 2000,
    wood: 6500,
  })
