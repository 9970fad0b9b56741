import { deepFreeze } from '../internal/rates'
export const staircaseTypes = /* @__PURE__ */ deepFreeze([
  'straight',
  'l-shaped',
  'u-shaped',
  'spiral',
] as const)
export type StaircaseType = (typeof staircaseTypes)[number]

export const staircaseMaterials = /* @__PURE__ */ deepFreeze(['wood', 'concrete', 'metal'] as const)
export type StaircaseMaterial = (typeof staircaseMaterials)[number]

export const staircaseHandrails = /* @__PURE__ */ deepFreeze([
  'simple',
  'ornamental',
  'glass',
] as const)
export type StaircaseHandrail = (typeof staircaseHandrails)[number]

/** The constants of the staircase calculator; pass a partial copy to `calculateStaircase` to override. */
export interface StaircaseRates {
  /** Price of one cubic foot of stair material, rupees. */
  readonly costPerCubicFoot: Readonly<Record<StaircaseMaterial, number>>
  /** Price of one foot of handrail, rupees. */
  readonly handrailPerFoot: Readonly<Record<StaircaseHandrail, number>>
  /** Price of one baluster, rupees. */
  readonly balusterPrice: number
  /** Balusters per foot of handrail. */
  readonly balustersPerFoot: number
  /** Thickness of a tread board, inches. */
  readonly treadThickness: number
  /** Thickness of a riser board, inches. */
  readonly riserThickness: number
  /** Number of stringers carrying the flight. */
  readonly stringerCount: number
  /** Depth of a stringer board, inches. */
  readonly stringerDepth: number
  /** Thickness of a stringer board, inches. */
  readonly stringerThickness: number
  /** Gap between the two flights of a U-shaped stair, inches. */
  readonly uShapedGap: number
  /** Diameter of the centre column of a spiral stair, inches. */
  readonly spiralColumnDiameter: number
  /** Treads in one full turn of a spiral stair (the handrail runs 1/12 of a turn per tread). */
  readonly spiralTreadsPerTurn: number
  /** Headroom = headroomBase + headroomSlope × cos(angle), inches. */
  readonly headroomBase: number
  /** See headroomBase, inches. */
  readonly headroomSlope: number
  /** Lowest compliant riser height, inches. */
  readonly minRiser: number
  /** Highest compliant riser height, inches. */
  readonly maxRiser: number
  /** Shallowest compliant tread depth, inches. */
  readonly minTread: number
  /** Deepest compliant tread depth, inches. */
  readonly maxTread: number
  /** Lowest compliant angle of the flight, degrees. */
  readonly minAngleDegrees: number
  /** Steepest compliant angle of the flight, degrees. */
  readonly maxAngleDegrees: number
  /** Narrowest compliant stair width, inches. */
  readonly minStairWidth: number
  /** Lower end of the comfort rule 2 × riser + tread, inches. */
  readonly comfortMin: number
  /** Upper end of the comfort rule 2 × riser + tread, inches. */
  readonly comfortMax: number
}

/** calculators.md section 9 Staircase and section 8; geometry from calculator-formulas.md §10. */
export const defaultStaircaseRates: StaircaseRates = /* @__PURE__ */ deepFreeze({
  costPerCubicFoot: { wood: 2500, concrete: 1000, metal: 4000 },
  handrailPerFoot: { simple: 1200, ornamental: 2500, glass: 3500 },
  balusterPrice: 500,
  balustersPerFoot: 3,
  treadThickness: 1,
  riserThickness: 0.75,
  stringerCount: 2,
  stringerDepth: 12,
  stringerThickness: 1.5,
  uShapedGap: 4,
  spiralColumnDiameter: 12,
  spiralTreadsPerTurn: 12,
  headroomBase: 80,
  headroomSlope: 12,
  minRiser: 4,
  maxRiser: 7.75,
  minTread: 10,
  maxTread: 14,
  minAngleDegrees: 20,
  maxAngleDegrees: 45,
  minStairWidth: 36,
  comfortMin: 24,
  comfortMax: 25,
})
