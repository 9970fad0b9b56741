import type { StepValues } from '../explanation/explanation'
import type { EngineMessage } from '../explanation/message'
import { message } from '../internal/explain'
import { roundTo } from '../internal/rounding'
import type { StaircaseRates } from './rates'
import { type StaircaseNoteId, staircaseNoteWordings as words } from './steps'

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
export function complianceWarnings(
  measures: StaircaseMeasures,
  rates: StaircaseRates,
): EngineMessage<StaircaseNoteId>[] {
  const warnings: EngineMessage<StaircaseNoteId>[] = []
  if (!fitsInSpace(measures)) {
    warnings.push(
      message(words, 'spaceTooSmall', {
        length: show(measures.stairLength),
        width: show(measures.stairWidthTotal),
        spaceLength: show(measures.spaceLength),
        spaceWidth: show(measures.spaceWidth),
      }),
    )
  }
  const riser = outOfRange(measures.actualRiser, rates.minRiser, rates.maxRiser)
  if (riser) {
    warnings.push(
      message(words, 'riserOutOfRange', { riser: show(measures.actualRiser), ...breach(riser) }),
    )
  }
  const tread = outOfRange(measures.treadDepth, rates.minTread, rates.maxTread)
  if (tread) {
    warnings.push(
      message(words, 'treadOutOfRange', { tread: show(measures.treadDepth), ...breach(tread) }),
    )
  }
  const angle = outOfRange(measures.angleDegrees, rates.minAngleDegrees, rates.maxAngleDegrees)
  if (angle) {
    warnings.push(
      message(words, 'angleOutOfRange', { angle: show(measures.angleDegrees), ...breach(angle) }),
    )
  }
  if (measures.stairWidth < rates.minStairWidth - TOLERANCE) {
    warnings.push(
      message(words, 'tooNarrow', {
        width: show(measures.stairWidth),
        limit: show(rates.minStairWidth),
      }),
    )
  }
  return warnings
}

/** The reminder shown last, always: 2 × riser + tread with the actual riser. */
export function comfortNote(
  actualRiser: number,
  treadDepth: number,
  rates: StaircaseRates,
): EngineMessage<StaircaseNoteId> {
  return message(words, 'comfort', {
    sum: show(2 * actualRiser + treadDepth),
    min: show(rates.comfortMin),
    max: show(rates.comfortMax),
  })
}

interface Breach {
  readonly side: 'below' | 'above'
  readonly limit: number
  readonly bound: 'minimum' | 'maximum'
}

function outOfRange(value: number, min: number, max: number): Breach | undefined {
  if (value < min - TOLERANCE) return { side: 'below', limit: min, bound: 'minimum' }
  if (value > max + TOLERANCE) return { side: 'above', limit: max, bound: 'maximum' }
  return undefined
}

/** The values a note puts in for a breach: `side` and `bound` by their ids, the limit shown. */
function breach({ side, limit, bound }: Breach): StepValues {
  return { side, limit: show(limit), bound }
}

/** Notes show at most two decimals: 7.142857 in reads 7.14 in. */
function show(value: number): string {
  return String(roundTo(value, 2))
}
