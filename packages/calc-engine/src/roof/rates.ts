import { deepFreeze } from '../internal/rates'
export const roofTypes = /* @__PURE__ */ deepFreeze([
  'gable',
  'hip',
  'flat',
  'mansard',
  'gambrel',
] as const)
export type RoofType = (typeof roofTypes)[number]

export const roofMaterials = /* @__PURE__ */ deepFreeze([
  'asphalt',
  'metal',
  'tile',
  'slate',
  'wood',
] as const)
export type RoofMaterial = (typeof roofMaterials)[number]

/** Every pitch the calculator accepts, as rise in inches per 12 inches of run; 0 is a flat roof. */
export const roofPitches = /* @__PURE__ */ deepFreeze([
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12,
] as const)
export type RoofPitch = (typeof roofPitches)[number]

const flatRoofPitches: readonly RoofPitch[] = /* @__PURE__ */ deepFreeze([0])
const slopedRoofPitches: readonly RoofPitch[] = /* @__PURE__ */ deepFreeze([
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12,
])

/**
 * The pitches to offer for a roof type: only 0 ("0/12 flat") for a flat roof, else 1 to 10 and 12
 * (calculators.md section 2: the pitch list depends on the roof type).
 *
 * @example
 * pitchOptionsFor('flat') // [0]
 * pitchOptionsFor('hip') // [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12]
 */
export function pitchOptionsFor(roofType: RoofType): readonly RoofPitch[] {
  return roofType === 'flat' ? flatRoofPitches : slopedRoofPitches
}

/** The constants of the roof calculator; pass a partial copy to `calculateRoof` to override. */
export interface RoofRates {
  /**
   * Multiplier on the plan area (length × width) for the shape of the roof, no unit. Gable and hip
   * are also multiplied by the slope factor; flat, mansard and gambrel are not.
   */
  readonly typeMultiplier: Readonly<Record<RoofType, number>>
  /** Roof area one unit of the material covers, sq ft per unit. */
  readonly coveragePerUnit: Readonly<Record<RoofMaterial, number>>
  /** What one unit of the material is called in the result, e.g. "bundles". */
  readonly unitName: Readonly<Record<RoofMaterial, string>>
  /** Labour to lay the material, rupees per 100 sq ft of roof area (before wastage). */
  readonly laborPer100SqFt: Readonly<Record<RoofMaterial, number>>
}

/** calculators.md section 9, Roof, and calculator-formulas.md section 6. */
export const defaultRoofRates: RoofRates = /* @__PURE__ */ deepFreeze({
  typeMultiplier: { gable: 1, hip: 1.2, flat: 1, mansard: 1.4, gambrel: 1.3 },
  coveragePerUnit: { asphalt: 33.3, metal: 100, tile: 15, slate: 25, wood: 33.3 },
  unitName: {
    asphalt: 'bundles',
    metal: 'panels',
    tile: 'squares',
    slate: 'squares',
    wood: 'bundles',
  },
  laborPer100SqFt: { asphalt: 150, metal: 200, tile: 250, slate: 350, wood: 250 },
})
