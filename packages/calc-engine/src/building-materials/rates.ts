import { deepFreeze } from '../internal/rates'
export const wallThicknesses = /* @__PURE__ */ deepFreeze([4.5, 9, 13.5] as const)
/** Wall thickness in inches: half brick, one brick, one and a half bricks. */
export type WallThickness = (typeof wallThicknesses)[number]

export const mortarRatios = /* @__PURE__ */ deepFreeze([4, 5, 6] as const)
/** Parts of sand to one part of cement in the mortar: 4 means 1:4. */
export type MortarRatio = (typeof mortarRatios)[number]

export const brickTypes = /* @__PURE__ */ deepFreeze(['standard', 'modular'] as const)
export type BrickType = (typeof brickTypes)[number]

/** Size of one brick, inches. */
export interface BrickDimensions {
  readonly length: number
  readonly width: number
  readonly height: number
}

/**
 * The constants of the building materials calculator; pass a partial copy to
 * `calculateBuildingMaterials` to override.
 */
export interface BuildingMaterialsRates {
  /** Size of one brick of each type, inches. */
  readonly brickDimensions: Readonly<Record<BrickType, BrickDimensions>>
  /** Extra bricks bought for breakage and cutting, fraction of 1 (0.10 is 10 percent). */
  readonly wastage: number
  /** Mortar volume as a fraction of the wall volume (the spec's "cement fraction"). */
  readonly mortarFraction: number
  /** Volume of cement in one bag, cu ft. */
  readonly bagVolumeCubicFeet: number
  /** Weight of one bag of cement, kg. */
  readonly bagWeightKg: number
  /** Water mixed per bag of cement, litres. */
  readonly waterLitresPerBag: number
}

/** calculators.md section 9, Building materials. */
export const defaultBuildingMaterialsRates: BuildingMaterialsRates = /* @__PURE__ */ deepFreeze({
  brickDimensions: {
    standard: { length: 9, width: 4.5, height: 3 },
    modular: { length: 7.625, width: 3.625, height: 2.25 },
  },
  wastage: 0.1,
  mortarFraction: 0.2,
  bagVolumeCubicFeet: 1.25,
  bagWeightKg: 50,
  waterLitresPerBag: 80,
})
