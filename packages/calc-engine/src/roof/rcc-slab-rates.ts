import { type ConcreteMix, defaultConcreteMetricRates } from '../concrete/rates'
import { deepFreeze } from '../internal/rates'

/**
 * Grades of an RCC slab: IS 456:2000 asks for at least M20 in reinforced concrete (Table 5, mild
 * exposure), so M15 is not offered.
 */
export const rccSlabGrades = /* @__PURE__ */ deepFreeze(['M20', 'M25'] as const)
export type RccSlabGrade = (typeof rccSlabGrades)[number]

/** What an RCC slab roof is called, in English and in Hindi (the roof type a form offers). */
export const rccSlabRoofNames = /* @__PURE__ */ deepFreeze({
  en: 'RCC slab',
  hi: 'आरसीसी स्लैब (छत की ढलाई)',
} as const)

/** The constants of the RCC slab roof; pass a partial copy to `calculateRccSlabRoof` to override. */
export interface RccSlabRoofRates {
  /** Nominal mix of each grade: parts by volume and water-cement ratio. */
  readonly gradeMix: Readonly<Record<RccSlabGrade, ConcreteMix>>
  /** Dry volume of the materials per volume of wet concrete, no unit. */
  readonly dryVolumeFactor: number
  /** Bulk density of cement, kg per m³. */
  readonly cementDensityKgPerCubicMetre: number
  /** Cement in one bag, kg. */
  readonly cementBagKg: number
  /** Steel reinforcement, kg per m³ of concrete. */
  readonly steelKgPerCubicMetre: number
  /** Concrete, rupees per m³ (materials, mixed and placed; steel and labour not included). */
  readonly concretePerCubicMetre: number
  /** Steel bars (TMT), rupees per kg. */
  readonly steelPerKg: number
  /** Labour of centring (shuttering), steel fixing, casting and curing, rupees per sq ft of slab. */
  readonly labourPerSqFt: number
}

/**
 * The default constants of the RCC slab roof, each a planning figure to be replaced by the company's
 * rate card:
 *
 * - mixes, dry volume factor, cement density and bag: those of the concrete calculator's Indian
 *   grades (`defaultConcreteMetricRates`: IS 456 nominal mixes, 1.54, 1,440 kg/m³, 50 kg);
 * - steel 78.5 kg per m³: a slab of a house holds about 1 % of its volume in steel, and steel weighs
 *   7,850 kg per m³, so 0.01 × 7,850 = 78.5 kg;
 * - concrete ₹7,850 per m³: the concrete calculator's price (the specification's ₹6,000 per cu yd)
 *   in cubic metres, 6,000 ÷ 0.764555 = ₹7,847.71, rounded to ₹10, so both calculators price
 *   concrete alike;
 * - steel ₹60 per kg: the middle of the ₹55-65 per kg of TMT bars quoted in 2024 (calcmitra.in, in
 *   bihar-rates-units-practice.md);
 * - labour ₹60 per sq ft: item rates of the Builders' Association of India (Kerala centre) give
 *   ₹55 per sq ft for a slab under 10 cm with its shuttering, steel work and concreting, and ₹165
 *   per cu ft above 10 cm (₹69 per sq ft at 5 in); ₹60 lies between. Not a Patna figure: check it.
 */
export const defaultRccSlabRoofRates: RccSlabRoofRates = /* @__PURE__ */ deepFreeze({
  gradeMix: {
    M20: defaultConcreteMetricRates.gradeMix.M20,
    M25: defaultConcreteMetricRates.gradeMix.M25,
  },
  dryVolumeFactor: defaultConcreteMetricRates.dryVolumeFactor,
  cementDensityKgPerCubicMetre: defaultConcreteMetricRates.cementDensityKgPerCubicMetre,
  cementBagKg: defaultConcreteMetricRates.cementBagKg,
  steelKgPerCubicMetre: 78.5,
  concretePerCubicMetre: 7850,
  steelPerKg: 60,
  labourPerSqFt: 60,
})
