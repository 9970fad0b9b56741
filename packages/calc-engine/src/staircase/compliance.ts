import { roundTo } from '../internal/rounding'
import type { StaircaseRates } from './rates'

/** Float noise must not turn a stair that sits exactly on a limit into a warning. */
const TOLERANCE = 1e-9

/** The measured figures the compliance checks look at, lengths in inches. */
export interface StaircaseMeasures {
  readonly stairLength: number
  readonly stairWidthTotal: number
  readonly spaceLength: number
  readonly spaceWidth: number
  readonly actualRiser: number
  readonly treadDepth: number
  readonly angleDegrees: number
  readonly stairWidth: number
}

export function fitsInSpace(measures: StaircaseMeasures): boolean {
  return (
    measures.stairLength <= measures.spaceLength + TOLERANCE &&
    measures.stairWidthTotal <= measures.spaceWidth + TOLERANCE
  )
}

/**
 * One warning per failed check, in the order space, riser, tread, angle, width (calculators.md
 * section 8). An empty list means the stair is compliant.
 */
export function complianceWarnings(measures: StaircaseMeasures, rates: StaircaseRates): string[] {
  const warnings: string[] = []
  if (!fitsInSpace(measures)) {
    warnings.push(
      `The staircase needs ${show(measures.stairLength)} × ${show(measures.stairWidthTotal)} in ` +
        `but the space is ${show(measures.spaceLength)} × ${show(measures.spaceWidth)} in`,
    )
  }
  const riser = outOfRange(measures.actualRiser, rates.minRiser, rates.maxRiser)
  if (riser) {
    warnings.push(
      `Each riser is ${show(measures.actualRiser)} in high, ${riser.side} the ` +
        `${show(riser.limit)} in ${riser.name} for a riser`,
    )
  }
  const tread = outOfRange(measures.treadDepth, rates.minTread, rates.maxTread)
  if (tread) {
    warnings.push(
      `Each tread is ${show(measures.treadDepth)} in deep, ${tread.side} the ` +
        `${show(tread.limit)} in ${tread.name} for a tread`,
    )
  }
  const angle = outOfRange(measures.angleDegrees, rates.minAngleDegrees, rates.maxAngleDegrees)
  if (angle) {
    warnings.push(
      `The stair climbs at ${show(measures.angleDegrees)} degrees, ${angle.side} the ` +
        `${show(angle.limit)} degree ${angle.name} for a stair angle`,
    )
  }
  if (measures.stairWidth < rates.minStairWidth - TOLERANCE) {
    warnings.push(
      `The stair is ${show(measures.stairWidth)} in wide, below the ` +
        `${show(rates.minStairWidth)} in minimum for a stair width`,
    )
  }
  return warnings
}

/** The reminder shown last, always: 2 × riser + tread with the actual riser. */
export function comfortNote(
  actualRiser: number,
  treadDepth: number,
  rates: StaircaseRates,
): string {
  const stride = 2 * actualRiser + treadDepth
  return (
    `Comfort rule: 2 × riser + tread = ${show(stride)} in ` +
    `(aim for ${show(rates.comfortMin)}-${show(rates.comfortMax)} in)`
  )
}

interface Breach {
  readonly side: 'below' | 'above'
  readonly limit: number
  readonly name: 'minimum' | 'maximum'
}

function outOfRange(value: number, min: number, max: number): Breach | undefined {
  if (value < min - TOLERANCE) return { side: 'below', limit: min, name: 'minimum' }
  if (value > max + TOLERANCE) return { side: 'above', limit: max, name: 'maximum' }
  return undefined
}

/** Notes show at most two decimals: 7.142857 in reads 7.14 in. */
function show(value: number): string {
  return String(roundTo(value, 2))
}
