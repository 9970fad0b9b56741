// The Indian way of taking off the materials of concrete (the "dry volume method"): the wet volume
// times 1.54 is split by the parts of the mix; cement is then weighed and bagged. Shared by the
// concrete calculator and the RCC slab roof.
import { roundUp } from './rounding'

/** Parts by volume of cement, sand and aggregate, and the water-cement ratio by weight. */
export interface MixProportions {
  readonly cement: number
  readonly sand: number
  readonly aggregate: number
  readonly waterCementRatio: number
}

/** The constants of the method. */
export interface DryVolumeRates {
  /** Dry volume per wet volume, no unit (1.54). */
  readonly dryVolumeFactor: number
  /** Bulk density of cement, kg per m³ (1,440). */
  readonly cementDensityKgPerCubicMetre: number
  /** Cement in one bag, kg (50). */
  readonly cementBagKg: number
}

/** What the method gives for one wet volume. Volumes in m³, cement in kg and whole bags. */
export interface DryVolumeQuantities {
  readonly dryVolumeCubicMetres: number
  readonly cementCubicMetres: number
  readonly cementKg: number
  readonly cementBags: number
  readonly sandCubicMetres: number
  readonly aggregateCubicMetres: number
  /** Water, litres: cement kg × water-cement ratio (a litre of water weighs 1 kg). */
  readonly waterLitres: number
}

/**
 * The materials of `wetCubicMetres` of concrete of the mix `mix`.
 *
 * @example
 * // 1 m³ of M20 (1 : 1.5 : 3, 0.5): dry 1.54 m³; cement 1.54 ÷ 5.5 = 0.28 m³ = 403.2 kg = 9 bags
 * dryVolumeQuantities(1, { cement: 1, sand: 1.5, aggregate: 3, waterCementRatio: 0.5 }, rates)
 */
export function dryVolumeQuantities(
  wetCubicMetres: number,
  mix: MixProportions,
  rates: DryVolumeRates,
): DryVolumeQuantities {
  const dryVolumeCubicMetres = wetCubicMetres * rates.dryVolumeFactor
  const parts = mix.cement + mix.sand + mix.aggregate
  const cementCubicMetres = (dryVolumeCubicMetres * mix.cement) / parts
  const cementKg = cementCubicMetres * rates.cementDensityKgPerCubicMetre
  return {
    dryVolumeCubicMetres,
    cementCubicMetres,
    cementKg,
    cementBags: roundUp(cementKg / rates.cementBagKg),
    sandCubicMetres: (dryVolumeCubicMetres * mix.sand) / parts,
    aggregateCubicMetres: (dryVolumeCubicMetres * mix.aggregate) / parts,
    waterLitres: cementKg * mix.waterCementRatio,
  }
}
