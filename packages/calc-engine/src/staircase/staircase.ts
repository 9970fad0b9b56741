import type { Explanation } from '../explanation/explanation'
import type { EngineMessage } from '../explanation/message'
import { num, rupees, step } from '../internal/explain'
import { type CalculateOptions, resolveRates } from '../internal/rates'
import { roundUp } from '../internal/rounding'
import { comfortNote, complianceWarnings, fitsInSpace } from './compliance'
import { defaultStaircaseRates, type StaircaseRates, type StaircaseType } from './rates'
import { type StaircaseInput, staircaseInputSchema } from './schema'
import { type StaircaseNoteId, type StaircaseStepId, staircaseStepWordings as words } from './steps'

const CUBIC_INCHES_PER_CUBIC_FOOT = 1728
const INCHES_PER_FOOT = 12

export interface StaircaseResult {
  /** Number of risers: floor height ÷ chosen riser, rounded up. */
  readonly risers: number
  /** Number of treads: one fewer than the risers (the upper floor is the last step). */
  readonly treads: number
  /** Height of each riser once the floor height is split evenly, inches (never above the chosen riser). */
  readonly actualRiser: number
  /** Horizontal run of all treads, inches. */
  readonly totalRun: number
  /** Length of the footprint, inches. */
  readonly stairLength: number
  /** Width of the footprint, inches. */
  readonly stairWidthTotal: number
  /** Whether the footprint fits the space (length and width both within it). */
  readonly fitsSpace: boolean
  /** Angle of the flight, atan(floor height ÷ total run), degrees. */
  readonly angleDegrees: number
  /** Headroom to keep above the nosings, inches. */
  readonly headroom: number
  /** Length of handrail, feet. */
  readonly handrailFeet: number
  /** Balusters under the handrail. */
  readonly balusters: number
  /** Material in treads, risers and stringers, cubic feet. */
  readonly volumeCubicFeet: number
  /** Material, handrail and balusters, rupees (not rounded). */
  readonly cost: number
  /** True when no compliance check failed (then the only note is the comfort reminder). */
  readonly compliant: boolean
  /**
   * One warning per failed check (space, riser, tread, angle, width), then the 2R+T reminder, in
   * English: the `text` of each of {@link noteMessages}, in the same order.
   */
  readonly notes: readonly string[]
  /**
   * The same notes with their id and values, to word them in another language
   * (`wordMessage(note, wordings)`); worded in English by `staircaseNoteWordings`.
   */
  readonly noteMessages: readonly EngineMessage<StaircaseNoteId>[]
  /** How each figure was worked out; only with `{ explain: true }`. */
  readonly explanation?: Explanation<StaircaseStepId>
}

/**
 * Geometry, material, cost and code checks of a staircase between two floors.
 *
 * risers = ⌈floorHeight ÷ riserHeight⌉; actualRiser = floorHeight ÷ risers; treads = risers − 1;
 * totalRun = treads × treadDepth; the footprint, handrail and volume follow the stair type.
 *
 * @param input - floor height and space in inches, stair type, riser, tread, width, material, handrail
 * @param options - `explain: true` adds the steps; `rates`: overrides of {@link defaultStaircaseRates}
 * @returns counts, lengths (inches), angle, handrail (feet), volume, cost, compliance and notes
 * @throws CalcInputError when the input breaks a bound
 * @example
 * calculateStaircase({ floorHeight: 108, spaceLength: 180, spaceWidth: 48 })
 * // { risers: 16, treads: 15, actualRiser: 6.75, totalRun: 165, stairLength: 165,
 * //   stairWidthTotal: 36, fitsSpace: true, angleDegrees: 33.21, headroom: 90.04,
 * //   handrailFeet: 16.43, balusters: 50, volumeCubicFeet: 9.23, cost: 67803.78, compliant: true,
 * //   notes: ['Comfort rule: 2 × riser + tread = 24.5 in (aim for 24-25 in)'],
 * //   noteMessages: [{ id: 'comfort', values: { sum: '24.5', min: '24', max: '25' },
 * //     text: 'Comfort rule: 2 × riser + tread = 24.5 in (aim for 24-25 in)' }] }  (figures rounded here)
 */
export function calculateStaircase(
  input: StaircaseInput,
  options: CalculateOptions<StaircaseRates> = {},
): StaircaseResult {
  const {
    floorHeight,
    spaceLength,
    spaceWidth,
    type,
    riserHeight,
    treadDepth,
    stairWidth,
    material,
    handrail,
  } = staircaseInputSchema.parse(input)
  const r = resolveRates('staircase', defaultStaircaseRates, options.rates)

  // Rounding up keeps every riser at or below the chosen height (the old site rounded to nearest).
  const risers = roundUp(floorHeight / riserHeight)
  const actualRiser = floorHeight / risers
  const treads = risers - 1
  const totalRun = treads * treadDepth
  const flight = { floorHeight, treads, treadDepth, stairWidth }

  const { stairLength, stairWidthTotal } = footprint(type, flight, r)
  const angleRadians = Math.atan(floorHeight / totalRun)
  const angleDegrees = (angleRadians * 180) / Math.PI
  const slopeLength = Math.hypot(floorHeight, totalRun)

  const volumeCubicInches =
    stairWidth * treadDepth * r.treadThickness * treads +
    stairWidth * actualRiser * r.riserThickness * risers +
    r.stringerCount * r.stringerDepth * slopeLength * r.stringerThickness
  const volumeCubicFeet = volumeCubicInches / CUBIC_INCHES_PER_CUBIC_FOOT
  const handrailFeet = handrailInches(type, flight, slopeLength, r) / INCHES_PER_FOOT
  const balusters = roundUp(handrailFeet * r.balustersPerFoot)

  const measures = {
    stairLength,
    stairWidthTotal,
    spaceLength,
    spaceWidth,
    actualRiser,
    treadDepth,
    angleDegrees,
    stairWidth,
  }
  const warnings = complianceWarnings(measures, r)
  const noteMessages = [...warnings, comfortNote(actualRiser, treadDepth, r)]

  const materialCost = volumeCubicFeet * r.costPerCubicFoot[material]
  const handrailCost = handrailFeet * r.handrailPerFoot[handrail]
  const balusterCost = balusters * r.balusterPrice
  const result = {
    risers,
    treads,
    actualRiser,
    totalRun,
    stairLength,
    stairWidthTotal,
    fitsSpace: fitsInSpace(measures),
    angleDegrees,
    headroom: r.headroomBase + r.headroomSlope * Math.cos(angleRadians),
    handrailFeet,
    balusters,
    volumeCubicFeet,
    cost: materialCost + handrailCost + balusterCost,
    compliant: warnings.length === 0,
    // The English notes are the messages' texts, so the two can never differ.
    notes: noteMessages.map((note) => note.text),
    noteMessages,
  }
  if (!options.explain) return result
  const explanation: Explanation<StaircaseStepId> = [
    step(words, 'risers', {
      floorHeight: num(floorHeight),
      riserHeight: num(riserHeight),
      risers: num(risers, 0),
    }),
    step(words, 'actualRiser', {
      floorHeight: num(floorHeight),
      risers: String(risers),
      actualRiser: num(actualRiser),
    }),
    step(words, 'treads', { risers: String(risers), treads: num(treads, 0) }),
    step(words, 'totalRun', {
      treads: String(treads),
      treadDepth: num(treadDepth),
      totalRun: num(totalRun),
    }),
    step(words, 'angle', {
      floorHeight: num(floorHeight),
      totalRun: num(totalRun),
      angle: num(angleDegrees, 1),
    }),
    step(words, 'material', {
      material,
      volume: num(volumeCubicFeet),
      price: rupees(r.costPerCubicFoot[material]),
      cost: rupees(materialCost),
    }),
    step(words, 'handrail', {
      handrail,
      feet: num(handrailFeet),
      price: rupees(r.handrailPerFoot[handrail]),
      cost: rupees(handrailCost),
    }),
    step(words, 'balusters', {
      balusters: String(balusters),
      price: rupees(r.balusterPrice),
      cost: rupees(balusterCost),
    }),
    step(words, 'totalCost', {
      materialCost: rupees(materialCost),
      handrailCost: rupees(handrailCost),
      balusterCost: rupees(balusterCost),
      cost: rupees(result.cost),
    }),
  ]
  return { ...result, explanation }
}

interface Flight {
  readonly floorHeight: number
  readonly treads: number
  readonly treadDepth: number
  readonly stairWidth: number
}

/** An L-shaped stair turns once: the first leg takes the larger half of the treads. */
function lShapedLegs(treads: number): { first: number; second: number } {
  const first = roundUp(treads / 2)
  return { first, second: treads - first }
}

function footprint(
  type: StaircaseType,
  { treads, treadDepth, stairWidth }: Flight,
  r: StaircaseRates,
): { stairLength: number; stairWidthTotal: number } {
  switch (type) {
    case 'straight':
      return { stairLength: treads * treadDepth, stairWidthTotal: stairWidth }
    case 'l-shaped': {
      const { first, second } = lShapedLegs(treads)
      return {
        stairLength: first * treadDepth + stairWidth,
        stairWidthTotal: stairWidth + second * treadDepth,
      }
    }
    case 'u-shaped':
      return {
        stairLength: roundUp(treads / 2) * treadDepth,
        stairWidthTotal: 2 * stairWidth + r.uShapedGap,
      }
    case 'spiral': {
      const diameter = r.spiralColumnDiameter + 2 * treadDepth
      return { stairLength: diameter, stairWidthTotal: diameter }
    }
  }
}

/** Handrail along the flight; turning stairs add one stair width across the landing. */
function handrailInches(
  type: StaircaseType,
  { floorHeight, treads, treadDepth, stairWidth }: Flight,
  slopeLength: number,
  r: StaircaseRates,
): number {
  switch (type) {
    case 'straight':
      return slopeLength
    case 'l-shaped': {
      const { first, second } = lShapedLegs(treads)
      const longerLegRun = Math.max(first, second) * treadDepth
      return 2 * Math.hypot(floorHeight / 2, longerLegRun) + stairWidth
    }
    case 'u-shaped':
      return 2 * Math.hypot(floorHeight / 2, roundUp(treads / 2) * treadDepth) + stairWidth
    case 'spiral':
      // Each tread turns 1/12 of a circle, measured at mid-tread (diameter column + tread).
      return (treads * Math.PI * (r.spiralColumnDiameter + treadDepth)) / r.spiralTreadsPerTurn
  }
}
