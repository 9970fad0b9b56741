import { type FormValues, readChoice, readNumber, readNumericChoice } from '../internal/form'
import { choiceField, inputSchema, numberField, withDefault } from '../internal/schema'
import {
  type BrickType,
  brickTypes,
  type MortarRatio,
  mortarRatios,
  type WallThickness,
  wallThicknesses,
} from './rates'

/** The bounds of the building materials calculator's numeric fields (`.limits` of its schema). */
const buildingMaterialsLimits = {
  wallLength: { min: 1, max: 1000, unit: 'ft' },
  wallHeight: { min: 1, max: 100, unit: 'ft' },
  // The face of the largest wall accepted (1,000 × 100 ft).
  openingsArea: { min: 0, max: 100_000, unit: 'sq ft' },
} as const

/** What you pass to calculateBuildingMaterials: one brick wall. */
export interface BuildingMaterialsInput {
  /** Length of the wall, feet; 1 to 1,000. */
  readonly wallLength: number
  /** Height of the wall, feet; 1 to 100. */
  readonly wallHeight: number
  /** Thickness of the wall, inches: 4.5 (half brick), 9 (one brick) or 13.5. */
  readonly thickness: WallThickness
  /** Doors and windows in the wall, sq ft; 0 to 1,00,000; default 0. */
  readonly openingsArea?: number
  /** Parts of sand to one of cement in the mortar: 4, 5 or 6 (6 is 1:6). */
  readonly mortarRatio: MortarRatio
  /** Brick size: `standard` (9 × 4.5 × 3 in) or `modular`; default `standard`. */
  readonly brickType?: BrickType
}

/** BuildingMaterialsInput with every default filled in. */
export type CompleteBuildingMaterialsInput = Required<BuildingMaterialsInput>

/** Checks a BuildingMaterialsInput against the bounds of calculators.md section 5. */
export const buildingMaterialsInputSchema = /* @__PURE__ */ inputSchema<
  BuildingMaterialsInput,
  CompleteBuildingMaterialsInput,
  typeof buildingMaterialsLimits
>(
  'building materials',
  {
    wallLength: numberField(buildingMaterialsLimits.wallLength),
    wallHeight: numberField(buildingMaterialsLimits.wallHeight),
    thickness: choiceField(wallThicknesses),
    openingsArea: withDefault(numberField(buildingMaterialsLimits.openingsArea), 0),
    mortarRatio: choiceField(mortarRatios),
    brickType: withDefault(choiceField(brickTypes), 'standard'),
  },
  buildingMaterialsLimits,
)

/**
 * Turns the raw strings of the building materials form into input. Blank or non-numeric:
 * thickness 9, openingsArea 0, mortarRatio 6, brickType standard, wall length and height 0 (which
 * calculateBuildingMaterials then rejects).
 *
 * @example
 * parseBuildingMaterialsForm({ wallLength: '20', wallHeight: '10', thickness: '4.5' })
 * // { wallLength: 20, wallHeight: 10, thickness: 4.5, openingsArea: 0, mortarRatio: 6, brickType: 'standard' }
 */
export function parseBuildingMaterialsForm(values: FormValues): CompleteBuildingMaterialsInput {
  return {
    wallLength: readNumber(values, 'wallLength'),
    wallHeight: readNumber(values, 'wallHeight'),
    thickness: readNumericChoice(values, 'thickness', wallThicknesses, 9),
    openingsArea: readNumber(values, 'openingsArea', 0),
    mortarRatio: readNumericChoice(values, 'mortarRatio', mortarRatios, 6),
    brickType: readChoice(values, 'brickType', brickTypes, 'standard'),
  }
}
